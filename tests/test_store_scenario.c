/* test_store_scenario.c — migration 005 and the games played from a
 * scenario: a database of version 4 opens, migrates and keeps its games
 * exactly (no scenario, the same actions); a scenario game keeps its text;
 * history marks it; stats leaves it out of every figure unless asked, in
 * write and in read-only mode. */
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

static const char scenario_text[] = "# a position\nplayers 2\nregion Firenze\nhand 0 10\n"
                                    "hand 1 5\n";

/* A finished 2-player game of the profile (seat 0), won or lost, with one
 * battle won by `winner`; from a scenario when text is not NULL. */
static int64_t finished_game(struct store *s, int64_t profile, const char *text, int won)
{
    struct msg err = { 0 };
    struct store_new_game g;
    int64_t id = 0;
    new_game_fill(&g, profile, "standard", "standard", "standard", 2);
    g.scenario = text;
    assert_int_equal(store_game_start(s, &g, &id, &err), STORE_OK);
    assert_int_equal(store_action_append(s, id, 0, "play 10", NULL, &err), STORE_OK);
    assert_int_equal(store_action_append(s, id, 1, "pass", NULL, &err), STORE_OK);
    struct store_battle b = {"Firenze", NULL, won ? 0 : 1, NULL, "passes", 2,
                             {{0, NULL, 10, "10"}, {1, NULL, 0, ""}}};
    assert_int_equal(store_battle_record(s, id, &b, NULL, &err), STORE_OK);
    struct store_game_end end = {won ? STORE_RESULT_WIN : STORE_RESULT_LOSS, "test",
                                 won ? 0 : 1, NULL, NULL};
    assert_int_equal(store_game_finish(s, id, &end, &err), STORE_OK);
    return id;
}

static void an_old_database_migrates_and_keeps_its_games(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "v4.db", path, sizeof path);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 4, &s, &err), STORE_OK);
    assert_int_equal(store_schema_version(s), 4);
    int64_t p = 0;
    assert_int_equal(store_profile_ensure(s, "Anna", &p, &err), STORE_OK);
    int64_t old = finished_game(s, p, NULL, 1);
    struct store_new_game g;
    int64_t open_id = 0;
    new_game_fill(&g, p, "standard", "standard", "standard", 3);
    assert_int_equal(store_game_start(s, &g, &open_id, &err), STORE_OK);
    assert_int_equal(store_action_append(s, open_id, 0, "region Milano", NULL, &err),
                     STORE_OK);
    store_close(s);

    s = open_store(path); /* migrates to the latest version */
    assert_int_equal(store_schema_version(s), store_latest_version());
    assert_true(store_latest_version() >= 5);
    struct store_game loaded;
    assert_int_equal(store_game_load(s, old, &loaded, &err), STORE_OK);
    assert_int_equal(loaded.header.scenario, 0);
    assert_null(loaded.scenario);
    assert_int_equal(loaded.nactions, 2);
    assert_string_equal(loaded.actions[0].text, "play 10");
    assert_int_equal(loaded.header.status, STORE_GAME_FINISHED);
    store_game_free(&loaded);
    assert_int_equal(store_game_load(s, open_id, &loaded, &err), STORE_OK);
    assert_int_equal(loaded.header.status, STORE_GAME_IN_PROGRESS);
    assert_int_equal(loaded.nactions, 1);
    assert_null(loaded.scenario);
    store_game_free(&loaded);
    /* the open game goes on after the upgrade */
    assert_int_equal(store_action_append(s, open_id, 1, "pass", NULL, &err), STORE_OK);
    store_close(s);
    sqlite3 *db = raw_open(path);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM games WHERE scenario IS NOT NULL"), 0);
    sqlite3_close(db);
    assert_database_clean(path);
}

static void a_scenario_game_keeps_its_text(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "scen.db", path, sizeof path);
    struct store *s = open_store(path);
    int64_t p = 0;
    assert_int_equal(store_profile_ensure(s, "Anna", &p, &err), STORE_OK);
    int64_t dealt = finished_game(s, p, NULL, 0);
    int64_t scen = finished_game(s, p, scenario_text, 1);
    struct store_game loaded;
    assert_int_equal(store_game_load(s, scen, &loaded, &err), STORE_OK);
    assert_int_equal(loaded.header.scenario, 1);
    assert_non_null(loaded.scenario);
    assert_string_equal(loaded.scenario, scenario_text);
    store_game_free(&loaded);
    struct store_game_list list;
    assert_int_equal(store_history(s, NULL, &list, &err), STORE_OK);
    assert_int_equal(list.n, 2);
    for (size_t i = 0; i < list.n; i++)
        assert_int_equal(list.games[i].scenario, list.games[i].id == scen);
    assert_true(list.games[0].id == dealt || list.games[1].id == dealt);
    store_game_list_free(&list);

    /* an empty scenario, or one too long, is refused */
    struct store_new_game g;
    int64_t id = 0;
    new_game_fill(&g, p, "standard", "standard", "standard", 2);
    g.scenario = "";
    assert_int_equal(store_game_start(s, &g, &id, &err), STORE_E_INVALID);
    char *big = malloc(STORE_SCENARIO_MAX + 2);
    assert_non_null(big);
    memset(big, '#', STORE_SCENARIO_MAX + 1);
    big[STORE_SCENARIO_MAX + 1] = '\0';
    g.scenario = big;
    assert_int_equal(store_game_start(s, &g, &id, &err), STORE_E_INVALID);
    free(big);
    store_close(s);
    assert_database_clean(path);
}

static void check_stats(const char *path, enum store_mode mode)
{
    struct msg err = { 0 };
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, mode, 0, 0, &s, &err), STORE_OK);
    int64_t p = 0;
    assert_int_equal(store_profile_find(s, "Anna", &p, &err), STORE_OK);
    struct store_stats st;
    assert_int_equal(store_stats(s, p, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.scenario_games, 2);
    assert_int_equal(st.scenarios_included, 0);
    assert_int_equal(st.games_recorded, 1); /* the dealt loss only */
    assert_int_equal(st.overall.games, 1);
    assert_int_equal(st.overall.wins, 0);
    assert_int_equal(st.battles, 1);
    assert_int_equal(st.battles_won, 0);
    assert_int_equal(st.nrecent, 1);
    assert_int_equal(st.best_win_streak, 0);
    assert_int_equal(st.nvariants, 1);
    assert_int_equal(st.by_variant[0].tally.games, 1);
    assert_int_equal(st.ncards, 0); /* no won battle left */
    store_stats_free(&st);

    struct store_stats_options o = {0, 0, 1};
    assert_int_equal(store_stats(s, p, &o, &st, &err), STORE_OK);
    assert_int_equal(st.scenario_games, 2);
    assert_int_equal(st.scenarios_included, 1);
    assert_int_equal(st.games_recorded, 3);
    assert_int_equal(st.overall.games, 3);
    assert_int_equal(st.overall.wins, 2);
    assert_int_equal(st.battles, 3);
    assert_int_equal(st.battles_won, 2);
    assert_int_equal(st.nrecent, 3);
    assert_int_equal(st.best_win_streak, 2);
    assert_int_equal(st.ncards, 1);
    assert_string_equal(st.cards[0].card, "10");
    store_stats_free(&st);

    /* and again without: the temporary views went with the transaction */
    assert_int_equal(store_stats(s, p, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.overall.games, 1);
    store_stats_free(&st);
    store_close(s);
}

static void stats_leave_scenario_games_out_unless_asked(void **state)
{
    char path[512];
    struct msg err = { 0 };
    tmpdir_file(*state, "stats.db", path, sizeof path);
    struct store *s = open_store(path);
    int64_t p = 0;
    assert_int_equal(store_profile_ensure(s, "Anna", &p, &err), STORE_OK);
    finished_game(s, p, NULL, 0);
    finished_game(s, p, scenario_text, 1);
    finished_game(s, p, scenario_text, 1);
    store_close(s);
    check_stats(path, STORE_MODE_WRITE);
    check_stats(path, STORE_MODE_READ);
    /* the file's own views are unchanged: every game */
    sqlite3 *db = raw_open(path);
    assert_int_equal(raw_int(db, "SELECT games FROM profile_totals"), 3);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM sqlite_temp_master"), 0);
    sqlite3_close(db);
    assert_database_clean(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(an_old_database_migrates_and_keeps_its_games, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(a_scenario_game_keeps_its_text, setup, teardown),
        cmocka_unit_test_setup_teardown(stats_leave_scenario_games_out_unless_asked, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
