/* test_store_derived.c — the caller's transactions (an action with its
 * battle and the game's end committed together or not at all), a game's
 * derived rows read back and rewritten from a replay's account, and the
 * database's integrity checks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "store/store.h"
#include "test_msg.h"
#include "test_store_fixture.h"

struct fixture {
    struct tmpdir dir;
    char path[512];
    struct store *s;
    int64_t profile, game;
};

static int setup(void **state)
{
    static struct fixture f;
    struct msg err = { 0 };
    memset(&f, 0, sizeof f);
    tmpdir_make(&f.dir);
    tmpdir_file(&f.dir, "derived.db", f.path, sizeof f.path);
    f.s = open_store(f.path);
    store_set_fixed_time(f.s, 1700000000);
    assert_int_equal(store_profile_ensure(f.s, "Anna", &f.profile, &err), STORE_OK);
    struct store_new_game g;
    new_game_fill(&g, f.profile, "standard", "standard", "standard", 3);
    assert_int_equal(store_game_start(f.s, &g, &f.game, &err), STORE_OK);
    *state = &f;
    return 0;
}

static int teardown(void **state)
{
    struct fixture *f = *state;
    store_close(f->s);
    assert_database_clean(f->path);
    tmpdir_remove(&f->dir);
    return 0;
}

static const struct store_battle battle = {
    .region = "Milano", .winner_seat = 1, .ending = "passes", .nlines = 2,
    .lines = { { 0, NULL, 12, "10 2" }, { 1, NULL, 15, "10 5" } },
};

static const struct store_game_end win = { STORE_RESULT_WIN, "3 adjacent regions", 0, "Anna",
                                           NULL };

static long long count(const struct fixture *f, const char *sql)
{
    sqlite3 *db = raw_open(f->path);
    long long n = raw_int(db, sql);
    sqlite3_close(db);
    return n;
}

/* One step: the action, its battle and the game's end. */
static void step(struct fixture *f, int commit)
{
    struct msg err = { 0 };
    assert_int_equal(store_transaction_begin(f->s, &err), STORE_OK);
    assert_int_equal(store_action_append(f->s, f->game, 0, "pass", NULL, &err),
                     STORE_OK);
    assert_int_equal(store_battle_record(f->s, f->game, &battle, NULL, &err), STORE_OK);
    assert_int_equal(store_game_finish(f->s, f->game, &win, &err), STORE_OK);
    if (commit)
        assert_int_equal(store_transaction_commit(f->s, &err), STORE_OK);
    else
        store_transaction_rollback(f->s);
}

static void rolled_back_step_leaves_nothing(void **state)
{
    struct fixture *f = *state;
    step(f, 0);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM actions"), 0);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battles"), 0);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battle_lines"), 0);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM games WHERE status = 'in-progress'"), 1);
}

static void committed_step_holds_everything(void **state)
{
    struct fixture *f = *state;
    step(f, 1);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM actions"), 1);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battles WHERE after_action = 1"), 1);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battle_lines"), 2);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM games WHERE status = 'finished'"), 1);
}

/* Until the step commits, another connection sees none of it. */
static void step_is_invisible_until_committed(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    assert_int_equal(store_transaction_begin(f->s, &err), STORE_OK);
    assert_int_equal(store_action_append(f->s, f->game, 0, "pass", NULL, &err),
                     STORE_OK);
    assert_int_equal(store_battle_record(f->s, f->game, &battle, NULL, &err), STORE_OK);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM actions"), 0);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battles"), 0);
    assert_int_equal(store_transaction_commit(f->s, &err), STORE_OK);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM actions"), 1);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battles"), 1);
}

/* A refused part (a seat the game has not) undoes only itself; the step
 * can still be rolled back whole. */
static void failed_part_is_undone_alone(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_battle bad = battle;
    bad.winner_seat = 7;
    assert_int_equal(store_transaction_begin(f->s, &err), STORE_OK);
    assert_int_equal(store_transaction_begin(f->s, &err), STORE_E_STATE);
    assert_int_equal(store_action_append(f->s, f->game, 0, "pass", NULL, &err),
                     STORE_OK);
    assert_int_equal(store_battle_record(f->s, f->game, &bad, NULL, &err),
                     STORE_E_INVALID);
    assert_int_equal(store_battle_record(f->s, f->game, &battle, NULL, &err), STORE_OK);
    assert_int_equal(store_transaction_commit(f->s, &err), STORE_OK);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battles"), 1);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battle_lines"), 2);
    assert_int_equal(store_transaction_commit(f->s, &err), STORE_E_STATE);
}

static void battles_load_and_rewrite(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_battle_row *rows = NULL;
    size_t n = 0;
    step(f, 1);
    assert_int_equal(store_battles_load(f->s, f->game, &rows, &n, &err), STORE_OK);
    assert_int_equal(n, 1);
    assert_int_equal(rows[0].number, 1);
    assert_int_equal(rows[0].after_action, 1);
    assert_string_equal(rows[0].region, "Milano");
    assert_string_equal(rows[0].enemy_army, "");
    assert_int_equal(rows[0].winner_seat, 1);
    assert_int_equal(rows[0].nlines, 2);
    assert_int_equal(rows[0].lines[1].strength, 15);
    assert_string_equal(rows[0].lines[1].cards, "10 5");

    /* the battle deleted by hand (the sqlite3 shell leaves foreign keys
     * off: its lines stay, pointing nowhere), then rewritten from the
     * account given, the lines left behind removed */
    sqlite3 *db = raw_open(f->path);
    assert_int_equal(sqlite3_exec(db, "DELETE FROM battles", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battles"), 0);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battle_lines"), 2);
    assert_int_equal(store_game_rewrite(f->s, f->game, rows, n, &win, 0, &err),
                     STORE_OK);
    free(rows);
    assert_int_equal(store_battles_load(f->s, f->game, &rows, &n, &err), STORE_OK);
    assert_int_equal(n, 1);
    assert_string_equal(rows[0].lines[0].cards, "10 2");
    free(rows);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM battle_lines"), 2);
}

static void rewrite_finishes_and_reopens(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int scores[3] = { 4, 1, 2 };
    struct store_game_end end = win;
    end.scores = scores;
    assert_int_equal(store_game_rewrite(f->s, f->game, NULL, 0, &end, 0, &err),
                     STORE_OK);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM games WHERE status = 'finished' AND "
                              "result = 'win' AND finished_at IS NOT NULL"), 1);
    assert_int_equal(count(f, "SELECT SUM(score) FROM seats"), 7);
    assert_int_equal(store_game_rewrite(f->s, f->game, NULL, 0, NULL, 1, &err),
                     STORE_OK);
    assert_int_equal(count(f, "SELECT COUNT(*) FROM games WHERE status = 'in-progress' AND "
                              "result IS NULL AND finished_at IS NULL"), 1);
    assert_int_equal(count(f, "SELECT COUNT(score) FROM seats"), 0);
}

static void count_problem(void *ctx, const struct msg *problem)
{
    (void)problem;
    ++*(int *)ctx;
}

static void integrity_finds_a_dangling_row(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int said = 0, problems = -1;
    step(f, 1);
    assert_int_equal(store_integrity(f->s, count_problem, &said, &problems, &err),
                     STORE_OK);
    assert_int_equal(problems, 0);
    sqlite3 *db = raw_open(f->path); /* foreign keys are off on this connection */
    assert_int_equal(sqlite3_exec(db, "INSERT INTO battle_lines (battle_id, seat, strength, cards) "
                                      "VALUES (999, 0, 1, '')", NULL, NULL, NULL), SQLITE_OK);
    assert_int_equal(store_integrity(f->s, count_problem, &said, &problems, &err),
                     STORE_OK);
    assert_int_equal(problems, 1);
    assert_int_equal(said, 1);
    assert_int_equal(sqlite3_exec(db, "DELETE FROM battle_lines WHERE battle_id = 999", NULL,
                                  NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
}

#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(rolled_back_step_leaves_nothing),
        T(committed_step_holds_everything),
        T(step_is_invisible_until_committed),
        T(failed_part_is_undone_alone),
        T(battles_load_and_rewrite),
        T(rewrite_finishes_and_reopens),
        T(integrity_finds_a_dangling_row),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
