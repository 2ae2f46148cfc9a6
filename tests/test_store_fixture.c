/* test_store_fixture.c — helpers shared by the store's tests (see
 * test_store_fixture.h). */
#define _XOPEN_SOURCE 700
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ftw.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "test_store_fixture.h"

void tmpdir_make(struct tmpdir *t)
{
    const char *base = getenv("TMPDIR");
    if (!base || !*base)
        base = "/tmp";
    int n = snprintf(t->path, sizeof t->path, "%s/condottiere-store-XXXXXX", base);
    assert_true(n > 0 && (size_t)n < sizeof t->path);
    assert_non_null(mkdtemp(t->path));
}

static int make_writable(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)ftw;
    if (flag == FTW_D || flag == FTW_DP || flag == FTW_DNR)
        chmod(path, 0700);
    else
        chmod(path, (sb->st_mode & 07777) | 0600);
    return 0;
}

static int remove_entry(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb;
    (void)flag;
    (void)ftw;
    return remove(path);
}

void tmpdir_remove(struct tmpdir *t)
{
    /* Pre-order pass to restore permissions so the folders can be read. */
    nftw(t->path, make_writable, 16, FTW_PHYS);
    assert_int_equal(nftw(t->path, remove_entry, 16, FTW_DEPTH | FTW_PHYS), 0);
}

void tmpdir_file(const struct tmpdir *t, const char *name, char *out, size_t cap)
{
    int n = snprintf(out, cap, "%s/%s", t->path, name);
    assert_true(n > 0 && (size_t)n < cap);
}

enum store_status open_store_with(const char *path, enum store_mode mode, int busy_ms,
                                  int max_version, struct store **out, struct msg *err)
{
    struct store_options o = {mode, busy_ms, max_version, STORE_CREATE_FOLDERS};
    return store_open(path, &o, out, err);
}

struct store *open_store(const char *path)
{
    struct store *s = NULL;
    struct msg err = { 0 };
    enum store_status st = store_open(path, NULL, &s, &err);
    if (st != STORE_OK)
        fail_msg("store_open(%s): %s", path, TXT(err));
    return s;
}

sqlite3 *raw_open(const char *path)
{
    sqlite3 *db = NULL;
    assert_int_equal(sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL), SQLITE_OK);
    return db;
}

long long raw_int(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        fail_msg("%s: %s", sql, sqlite3_errmsg(db));
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    long long v = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return v;
}

void raw_text(sqlite3 *db, const char *sql, char *out, size_t cap)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        fail_msg("%s: %s", sql, sqlite3_errmsg(db));
    const unsigned char *t = NULL;
    if (sqlite3_step(st) == SQLITE_ROW)
        t = sqlite3_column_text(st, 0);
    snprintf(out, cap, "%s", t ? (const char *)t : "");
    sqlite3_finalize(st);
}

void assert_database_clean(const char *path)
{
    sqlite3 *db = raw_open(path);
    char text[256];
    raw_text(db, "PRAGMA integrity_check", text, sizeof text);
    assert_string_equal(text, "ok");
    sqlite3_stmt *st = NULL;
    assert_int_equal(sqlite3_prepare_v2(db, "PRAGMA foreign_key_check", -1, &st, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(st), SQLITE_DONE); /* no broken reference */
    sqlite3_finalize(st);
    sqlite3_close(db);
}

void new_game_fill(struct store_new_game *g, int64_t profile_id, const char *kind,
                   const char *variant, const char *ruleset, int players)
{
    memset(g, 0, sizeof *g);
    g->profile_id = profile_id;
    g->kind = kind;
    g->variant = variant;
    g->ruleset = ruleset;
    g->seed = 42;
    g->player_count = players;
    g->profile_seat = 0;
    g->nseats = players;
    for (int i = 0; i < players; i++) {
        g->seats[i].seat = i;
        snprintf(g->seats[i].kind, sizeof g->seats[i].kind, "%s", i == 0 ? "human" : "random");
        if (i == 0)
            snprintf(g->seats[i].name, sizeof g->seats[i].name, "You");
        else
            snprintf(g->seats[i].name, sizeof g->seats[i].name, "Bot%d", i);
    }
}
