/* test_store_open.c — opening the database: the location rules, creating
 * the folder and file, migrations from empty and from every older version,
 * WAL and foreign keys, and the faults: not a database, another program's
 * database, a newer version, a read-only file, a missing folder that
 * cannot be made, and a write lock held by another connection; what each
 * mode may create, and a path with no database (a missing file or folder,
 * a file in the way, a folder, a file that is not a database). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "store/store.h"
#include "test_msg.h"
#include "store/store_internal.h"
#include "test_store_fixture.h"

static int setup(void **state)
{
    static struct tmpdir t;
    tmpdir_make(&t);
    *state = &t;
    return 0;
}

static int teardown(void **state)
{
    tmpdir_remove(*state);
    return 0;
}

/* ---- location ---- */

static void path_db_option_beats_everything(void **state)
{
    (void)state;
    char out[256];
    struct msg err = { 0 };
    assert_int_equal(store_default_path("my.db", "/env.db", "/xdg", "/home/a", out, sizeof out, &err),
                     STORE_OK);
    assert_string_equal(out, "my.db");
}

static void path_environment_beats_xdg(void **state)
{
    (void)state;
    char out[256];
    struct msg err = { 0 };
    assert_int_equal(store_default_path(NULL, "/env.db", "/xdg", "/home/a", out, sizeof out, &err),
                     STORE_OK);
    assert_string_equal(out, "/env.db");
    assert_int_equal(store_default_path("", "/env.db", "/xdg", "/home/a", out, sizeof out, &err),
                     STORE_OK);
    assert_string_equal(out, "/env.db");
}

static void path_xdg_beats_home_when_absolute(void **state)
{
    (void)state;
    char out[256];
    struct msg err = { 0 };
    assert_int_equal(store_default_path(NULL, "", "/xdg", "/home/a", out, sizeof out, &err),
                     STORE_OK);
    assert_string_equal(out, "/xdg/condottiere/condottiere.db");
    /* The XDG rule: a relative XDG_DATA_HOME is ignored. */
    assert_int_equal(store_default_path(NULL, NULL, "rel", "/home/a", out, sizeof out, &err),
                     STORE_OK);
    assert_string_equal(out, "/home/a/.local/share/condottiere/condottiere.db");
    assert_int_equal(store_default_path(NULL, NULL, "", "/home/a", out, sizeof out, &err),
                     STORE_OK);
    assert_string_equal(out, "/home/a/.local/share/condottiere/condottiere.db");
}

static void path_nothing_set_is_an_error(void **state)
{
    (void)state;
    char out[256];
    struct msg err = { 0 };
    assert_int_equal(store_default_path(NULL, NULL, NULL, NULL, out, sizeof out, &err),
                     STORE_E_INVALID);
    /* what failed, and the fault the command line advises on */
    assert_non_null(strstr(TXT(err), "HOME is not set"));
    assert_int_equal(STORE_CODE_FAULT(err.code), STORE_FAULT_NO_LOCATION);
    assert_null(strstr(TXT(err), "--db"));
    char tiny[8];
    assert_int_equal(store_default_path(NULL, NULL, NULL, "/home/a", tiny, sizeof tiny, &err),
                     STORE_E_INVALID);
}

/* ---- creation and migrations ---- */

static void creates_missing_folders_and_migrates_from_empty(void **state)
{
    char path[512];
    tmpdir_file(*state, "a/b/c/game.db", path, sizeof path);
    struct store *s = open_store(path);
    assert_int_equal(store_schema_version(s), store_latest_version());
    assert_true(store_latest_version() >= 2);
    assert_false(store_is_readonly(s));
    assert_string_equal(store_path(s), path);
    store_close(s);

    sqlite3 *db = raw_open(path);
    assert_int_equal(raw_int(db, "PRAGMA user_version"), store_latest_version());
    assert_int_equal(raw_int(db, "PRAGMA application_id"), 1131376228);
    char mode[32];
    raw_text(db, "PRAGMA journal_mode", mode, sizeof mode);
    assert_string_equal(mode, "wal");
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM sqlite_master WHERE name IN "
                                 "('profiles','campaigns','games','seats','actions',"
                                 "'battles','battle_lines')"),
                     7);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'view'"), 11);
    sqlite3_close(db);
    assert_database_clean(path);
}

static void wal_and_foreign_keys_are_on(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "fk.db", path, sizeof path);
    struct store *s = open_store(path);
    /* The store's own connection. */
    assert_int_equal(raw_int(s->db, "PRAGMA foreign_keys"), 1);
    char mode[16];
    raw_text(s->db, "PRAGMA journal_mode", mode, sizeof mode);
    assert_string_equal(mode, "wal");
    assert_int_equal(raw_int(s->db, "PRAGMA busy_timeout"), STORE_DEFAULT_BUSY_TIMEOUT_MS);
    /* SQLite itself refuses a row pointing nowhere. */
    assert_int_equal(sqlite3_exec(s->db,
                                  "INSERT INTO actions (game_id, seq, action, created_at) "
                                  "VALUES (777, 1, 'pass', 'now')",
                                  NULL, NULL, NULL),
                     SQLITE_CONSTRAINT_FOREIGNKEY);
    /* And the API says which game is missing. */
    struct store_new_game g;
    new_game_fill(&g, 999, "standard", "standard", "standard", 2);
    int64_t id = 0;
    assert_int_equal(store_game_start(s, &g, &id, &err), STORE_E_NOT_FOUND);
    assert_int_equal(store_action_append(s, 12345, 0, "pass", NULL, &err),
                     STORE_E_NOT_FOUND);
    assert_non_null(strstr(TXT(err), "12345"));
    store_close(s);
    assert_database_clean(path);
}

/* Fills a database with one profile, one finished game with actions and a
 * battle, and one game in progress. */
static void put_known_rows(struct store *s, int64_t *finished, int64_t *open)
{
    struct msg err = { 0 };
    int64_t p = 0;
    assert_int_equal(store_profile_ensure(s, "Anna", &p, &err), STORE_OK);
    struct store_new_game g;
    new_game_fill(&g, p, "standard", "standard", "standard", 3);
    g.seed = UINT64_MAX - 6;
    assert_int_equal(store_game_start(s, &g, finished, &err), STORE_OK);
    assert_int_equal(store_action_append(s, *finished, 0, "region Firenze", NULL, &err),
                     STORE_OK);
    assert_int_equal(store_action_append(s, *finished, 0, "play 10", NULL, &err), STORE_OK);
    struct store_battle b = {"Firenze", NULL, 0, NULL, "strength", 2,
                             {{0, NULL, 10, "10"}, {1, NULL, 0, ""}}};
    assert_int_equal(store_battle_record(s, *finished, &b, NULL, &err), STORE_OK);
    struct store_game_end end = {STORE_RESULT_WIN, "3 adjacent regions", 0, "You", NULL};
    assert_int_equal(store_game_finish(s, *finished, &end, &err), STORE_OK);
    new_game_fill(&g, p, "solitaire", "solitaire", "solitaire armies=2", 1);
    assert_int_equal(store_game_start(s, &g, open, &err), STORE_OK);
    assert_int_equal(store_action_append(s, *open, 0, "play 6", NULL, &err), STORE_OK);
}

static void migrates_from_each_older_version_keeping_data(void **state)
{
    for (int v = 1; v < store_latest_version(); v++) {
        char name[32], path[512];
        struct msg err = { 0 };
        snprintf(name, sizeof name, "v%d.db", v);
        tmpdir_file(*state, name, path, sizeof path);
        struct store *s = NULL;
        assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, v, &s, &err), STORE_OK);
        assert_int_equal(store_schema_version(s), v);
        int64_t finished = 0, open = 0;
        put_known_rows(s, &finished, &open);
        store_close(s);

        /* A read-only open cannot upgrade it. */
        assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err),
                         STORE_E_OLDER);
        assert_null(s);
        assert_non_null(strstr(TXT(err), path));

        s = open_store(path);
        assert_int_equal(store_schema_version(s), store_latest_version());
        struct store_game game;
        assert_int_equal(store_game_load(s, finished, &game, &err), STORE_OK);
        assert_int_equal(game.nactions, 2);
        assert_string_equal(game.actions[1].text, "play 10");
        assert_true(game.header.seed == UINT64_MAX - 6);
        assert_int_equal(game.header.result, STORE_RESULT_WIN);
        assert_int_equal(game.header.nbattles, 1);
        store_game_free(&game);
        /* The views of the later migrations see the old rows. */
        struct store_stats st;
        assert_int_equal(store_stats(s, game.header.profile_id, NULL, &st, &err), STORE_OK);
        assert_int_equal(st.games_recorded, 2);
        assert_int_equal(st.overall.wins, 1);
        assert_int_equal(st.in_progress, 1);
        assert_int_equal(st.battles_won, 1);
        store_stats_free(&st);
        struct store_game_list list;
        assert_int_equal(store_games_resumable(s, game.header.profile_id, &list, &err),
                         STORE_OK);
        assert_int_equal(list.n, 1);
        assert_int_equal(list.games[0].id, open);
        store_game_list_free(&list);
        store_close(s);
        assert_database_clean(path);
    }
}

static void reopening_changes_nothing(void **state)
{
    char path[512];
    tmpdir_file(*state, "twice.db", path, sizeof path);
    struct store *s = open_store(path);
    int64_t finished = 0, open = 0;
    put_known_rows(s, &finished, &open);
    store_close(s);
    s = open_store(path);
    assert_int_equal(store_schema_version(s), store_latest_version());
    store_close(s);
    sqlite3 *db = raw_open(path);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM games"), 2);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM actions"), 3);
    sqlite3_close(db);
}

/* ---- faults ---- */

static void refuses_a_newer_version(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "newer.db", path, sizeof path);
    struct store *s = open_store(path);
    int64_t finished = 0, open = 0;
    put_known_rows(s, &finished, &open);
    store_close(s);
    sqlite3 *db = raw_open(path);
    char sql[64];
    snprintf(sql, sizeof sql, "PRAGMA user_version = %d", store_latest_version() + 1);
    assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);

    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 0, &s, &err), STORE_E_NEWER);
    assert_null(s);
    assert_non_null(strstr(TXT(err), path));
    assert_non_null(strstr(TXT(err), "newer version"));
    assert_int_equal(err.code, STORE_E_NEWER);
    /* Reading is still allowed, and nothing can be written. */
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err), STORE_OK);
    assert_true(store_is_readonly(s));
    struct store_game game;
    assert_int_equal(store_game_load(s, finished, &game, &err), STORE_OK);
    assert_int_equal(game.nactions, 2);
    store_game_free(&game);
    assert_int_equal(store_action_append(s, open, 0, "pass", NULL, &err), STORE_E_READONLY);
    store_close(s);
    db = raw_open(path);
    assert_int_equal(raw_int(db, "PRAGMA user_version"), store_latest_version() + 1);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM actions"), 3);
    sqlite3_close(db);
}

static void refuses_a_file_that_is_not_a_database(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "notes.txt", path, sizeof path);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    for (int i = 0; i < 200; i++)
        fputs("These are my notes, not a database at all.\n", f);
    fclose(f);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 0, &s, &err), STORE_E_NOTADB);
    assert_null(s);
    assert_non_null(strstr(TXT(err), path));
    assert_non_null(strstr(TXT(err), "file is not a database"));
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err), STORE_E_NOTADB);
    /* The file is untouched. */
    struct stat sb;
    assert_int_equal(stat(path, &sb), 0);
    assert_int_equal(sb.st_size, 200 * 43);
}

static void refuses_a_folder(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "folder.db", path, sizeof path);
    assert_int_equal(mkdir(path, 0755), 0);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 0, &s, &err), STORE_E_NOTADB);
    assert_null(s);
    assert_non_null(strstr(TXT(err), "is a folder"));
}

static void refuses_another_programs_database(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "other.db", path, sizeof path);
    sqlite3 *db = NULL;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_exec(db, "CREATE TABLE recipes (name TEXT)", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 0, &s, &err), STORE_E_FOREIGN);
    assert_non_null(strstr(TXT(err), path));
    db = raw_open(path);
    assert_int_equal(raw_int(db, "PRAGMA user_version"), 0);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM sqlite_master"), 1);
    sqlite3_close(db);
}

static void missing_folder_that_cannot_be_made(void **state)
{
    char blocker[512], path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "plainfile", blocker, sizeof blocker);
    FILE *f = fopen(blocker, "w");
    assert_non_null(f);
    fclose(f);
    tmpdir_file(*state, "plainfile/sub/game.db", path, sizeof path);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 0, &s, &err),
                     STORE_E_NOFOLDER);
    assert_null(s);
    assert_non_null(strstr(TXT(err), path));
    assert_int_equal(STORE_CODE_FAULT(err.code), STORE_FAULT_NOT_FOLDER);
    assert_null(strstr(TXT(err), "--db")); /* the command line's advice */
}

static void read_mode_on_a_missing_file(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "none.db", path, sizeof path);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err),
                     STORE_E_MISSING);
    assert_non_null(strstr(TXT(err), path));
    assert_int_equal(access(path, F_OK), -1); /* not created */
}

/* The first folder of the path that is missing, or the file standing
 * where a folder should be, is named; nothing is made. */
static void read_mode_names_the_missing_folder(void **state)
{
    char path[512], top[512], blocker[512], want[1100];
    struct msg err = { 0 };
    struct store *s = NULL;
    tmpdir_file(*state, "gone", top, sizeof top);
    tmpdir_file(*state, "gone/sub/x.db", path, sizeof path);
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err),
                     STORE_E_MISSING);
    snprintf(want, sizeof want, "no database at %s: the folder %s does not exist", path, top);
    assert_string_equal(TXT(err), want);
    assert_int_equal(access(top, F_OK), -1);

    tmpdir_file(*state, "afile", blocker, sizeof blocker);
    FILE *f = fopen(blocker, "w");
    assert_non_null(f);
    fclose(f);
    tmpdir_file(*state, "afile/sub/x.db", path, sizeof path);
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err),
                     STORE_E_MISSING);
    snprintf(want, sizeof want, "no database at %s: %s is not a folder", path, blocker);
    assert_string_equal(TXT(err), want);
}

static enum store_status open_creating(const char *path, enum store_create create,
                                       struct store **s, struct msg *err)
{
    struct store_options o = { STORE_MODE_WRITE, 0, 0, create };
    return store_open(path, &o, s, err);
}

/* A path given: the file is created in a folder that exists, never a
 * folder; with STORE_CREATE_NONE, not even the file. */
static void write_mode_creates_only_what_it_may(void **state)
{
    char path[512], top[512], want[1100];
    struct msg err = { 0 };
    struct store *s = NULL;
    tmpdir_file(*state, "nodir", top, sizeof top);
    tmpdir_file(*state, "nodir/sub/x.db", path, sizeof path);
    assert_int_equal(open_creating(path, STORE_CREATE_FILE, &s, &err),
                     STORE_E_NOFOLDER);
    assert_null(s);
    snprintf(want, sizeof want, "cannot create the database %s: the folder %s does not exist",
             path, top);
    assert_string_equal(TXT(err), want);
    assert_int_equal(access(top, F_OK), -1);

    tmpdir_file(*state, "here.db", path, sizeof path);
    assert_int_equal(open_creating(path, STORE_CREATE_NONE, &s, &err),
                     STORE_E_MISSING);
    assert_int_equal(access(path, F_OK), -1);
    assert_int_equal(open_creating(path, STORE_CREATE_FILE, &s, &err), STORE_OK);
    store_close(s);
    assert_int_equal(open_creating(path, STORE_CREATE_NONE, &s, &err), STORE_OK);
    assert_int_equal(store_schema_version(s), store_latest_version());
    store_close(s);
}

/* A folder, and a file with bytes that are not SQLite's, are named as
 * such in read mode too (SQLite would say "disk I/O error", or read a file
 * whose size shows 0 as an empty database). */
static void read_mode_names_a_folder_or_a_file_not_a_database(void **state)
{
    char path[512];
    struct msg err = { 0 };
    struct store *s = NULL;
    tmpdir_file(*state, "folder.db", path, sizeof path);
    assert_int_equal(mkdir(path, 0755), 0);
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err),
                     STORE_E_NOTADB);
    assert_non_null(strstr(TXT(err), "is a folder"));
    tmpdir_file(*state, "notes.db", path, sizeof path);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("notes\n", f);
    fclose(f);
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err),
                     STORE_E_NOTADB);
    assert_non_null(strstr(TXT(err), "not a database"));
    struct stat sb;
    if (stat("/proc/version", &sb) == 0 && sb.st_size == 0) {
        assert_int_equal(open_store_with("/proc/version", STORE_MODE_READ, 0, 0, &s, &err),
                         STORE_E_NOTADB);
    }
}

static void read_only_file_and_folder(void **state)
{
    char dir[512], path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "ro dir?#%", dir, sizeof dir); /* URI characters */
    tmpdir_file(*state, "ro dir?#%/game.db", path, sizeof path);
    struct store *s = open_store(path);
    int64_t finished = 0, open = 0;
    put_known_rows(s, &finished, &open);
    int64_t profile = 0;
    assert_int_equal(store_profile_find(s, "Anna", &profile, &err), STORE_OK);
    store_close(s);
    assert_int_equal(chmod(path, 0444), 0);
    assert_int_equal(chmod(dir, 0555), 0);
    if (access(path, W_OK) == 0 || access(dir, W_OK) == 0) {
        chmod(dir, 0755);
        skip_because("running with the right to write read-only files (root?): chmod stops nothing");
    }
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 0, &s, &err),
                     STORE_E_READONLY);
    assert_null(s);
    assert_non_null(strstr(TXT(err), path));
    assert_non_null(strstr(TXT(err), "read-only"));

    /* History and stats can still read it. */
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err), STORE_OK);
    assert_true(store_is_readonly(s));
    struct store_game_list list;
    assert_int_equal(store_history(s, NULL, &list, &err), STORE_OK);
    assert_int_equal(list.n, 2);
    store_game_list_free(&list);
    struct store_stats st;
    assert_int_equal(store_stats(s, profile, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.overall.wins, 1);
    store_stats_free(&st);
    assert_int_equal(store_action_append(s, open, 0, "pass", NULL, &err), STORE_E_READONLY);
    store_close(s);
    assert_int_equal(chmod(dir, 0755), 0);
    assert_int_equal(chmod(path, 0644), 0);
    assert_database_clean(path);
}

static void read_only_file_in_a_writable_folder(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "rofile.db", path, sizeof path);
    struct store *s = open_store(path);
    int64_t finished = 0, open = 0;
    put_known_rows(s, &finished, &open);
    store_close(s);
    assert_int_equal(chmod(path, 0444), 0);
    if (access(path, W_OK) == 0) {
        chmod(path, 0644);
        skip_because("running with the right to write read-only files (root?): chmod stops nothing");
    }
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 0, &s, &err),
                     STORE_E_READONLY);
    assert_int_equal(open_store_with(path, STORE_MODE_READ, 0, 0, &s, &err), STORE_OK);
    struct store_game game;
    assert_int_equal(store_game_load(s, open, &game, &err), STORE_OK);
    assert_int_equal(game.nactions, 1);
    store_game_free(&game);
    store_close(s);
    assert_int_equal(chmod(path, 0644), 0);
}

static void a_held_write_lock_fails_with_the_locked_message(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "locked.db", path, sizeof path);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 50, 0, &s, &err), STORE_OK);
    int64_t finished = 0, open = 0;
    put_known_rows(s, &finished, &open);

    sqlite3 *other = raw_open(path);
    assert_int_equal(sqlite3_exec(other, "BEGIN IMMEDIATE", NULL, NULL, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "UPDATE profiles SET name = 'Other'", NULL, NULL, NULL),
                     SQLITE_OK);
    assert_int_equal(store_action_append(s, open, 0, "play 2", NULL, &err), STORE_E_LOCKED);
    assert_non_null(strstr(TXT(err), path));
    assert_non_null(strstr(TXT(err), "locked by another process"));
    struct store_battle b = {NULL, "A", 0, NULL, "strength", 1, {{0, NULL, 6, "6"}}};
    assert_int_equal(store_battle_record(s, open, &b, NULL, &err), STORE_E_LOCKED);
    /* Reading still works while the other writes (WAL). */
    struct store_game game;
    assert_int_equal(store_game_load(s, open, &game, &err), STORE_OK);
    assert_int_equal(game.nactions, 1);
    store_game_free(&game);
    assert_int_equal(sqlite3_exec(other, "ROLLBACK", NULL, NULL, NULL), SQLITE_OK);

    /* Once released, the same action goes in; nothing was half-written. */
    int64_t seq = 0;
    assert_int_equal(store_action_append(s, open, 0, "play 2", &seq, &err), STORE_OK);
    assert_int_equal(seq, 2);
    assert_int_equal(raw_int(other, "SELECT COUNT(*) FROM battles"), 1);
    assert_int_equal(raw_int(other, "SELECT COUNT(*) FROM profiles WHERE name = 'Anna'"), 1);
    sqlite3_close(other);
    store_close(s);
    assert_database_clean(path);
}

static void a_held_write_lock_stops_the_upgrade_cleanly(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "lockmig.db", path, sizeof path);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 1, &s, &err), STORE_OK);
    store_close(s);
    sqlite3 *other = raw_open(path);
    assert_int_equal(sqlite3_exec(other, "BEGIN IMMEDIATE", NULL, NULL, NULL), SQLITE_OK);
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 50, 0, &s, &err), STORE_E_LOCKED);
    assert_null(s);
    assert_non_null(strstr(TXT(err), "locked"));
    assert_int_equal(sqlite3_exec(other, "COMMIT", NULL, NULL, NULL), SQLITE_OK);
    assert_int_equal(raw_int(other, "PRAGMA user_version"), 1);
    sqlite3_close(other);
    s = open_store(path);
    assert_int_equal(store_schema_version(s), store_latest_version());
    store_close(s);
    assert_database_clean(path);
}

static void status_names_are_distinct(void **state)
{
    (void)state;
    for (int a = STORE_OK; a <= STORE_E_MISSING; a++)
        for (int b = a + 1; b <= STORE_E_MISSING; b++)
            assert_string_not_equal(store_status_name((enum store_status)a),
                                    store_status_name((enum store_status)b));
    assert_string_equal(store_status_name(STORE_E_LOCKED), "locked");
}

#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(path_db_option_beats_everything),
        cmocka_unit_test(path_environment_beats_xdg),
        cmocka_unit_test(path_xdg_beats_home_when_absolute),
        cmocka_unit_test(path_nothing_set_is_an_error),
        T(creates_missing_folders_and_migrates_from_empty),
        T(wal_and_foreign_keys_are_on),
        T(migrates_from_each_older_version_keeping_data),
        T(reopening_changes_nothing),
        T(refuses_a_newer_version),
        T(refuses_a_file_that_is_not_a_database),
        T(refuses_a_folder),
        T(refuses_another_programs_database),
        T(missing_folder_that_cannot_be_made),
        T(read_mode_on_a_missing_file),
        T(read_mode_names_the_missing_folder),
        T(write_mode_creates_only_what_it_may),
        T(read_mode_names_a_folder_or_a_file_not_a_database),
        T(read_only_file_and_folder),
        T(read_only_file_in_a_writable_folder),
        T(a_held_write_lock_fails_with_the_locked_message),
        T(a_held_write_lock_stops_the_upgrade_cleanly),
        cmocka_unit_test(status_names_are_distinct),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
