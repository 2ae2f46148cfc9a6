/* test_store_stats.c — history and statistics against a database of known
 * content: nine games of one profile (won, lost, drawn, abandoned, in
 * progress; standard and solitaire) and one of another, every figure
 * checked by hand; and the Wilson interval against published values. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "store/store.h"
#include "test_msg.h"
#include "test_store_fixture.h"

struct fixture {
    struct tmpdir dir;
    char path[512];
    struct store *s;
    int64_t anna, bruno;
    int64_t g[11]; /* g[1] .. g[9] Anna's, g[10] Bruno's */
};

#define LINE(seat, strength, cards) {seat, NULL, strength, cards}
#define ARMY(name, strength, cards) {STORE_NO_SEAT, name, strength, cards}

static void at(struct fixture *f, int64_t t)
{
    store_set_fixed_time(f->s, t);
}

static int64_t game(struct fixture *f, int64_t profile, int64_t created, const char *kind,
                    const char *variant, const char *ruleset, int players)
{
    struct store_new_game g;
    new_game_fill(&g, profile, kind, variant, ruleset, players);
    int64_t id = 0;
    struct msg err = { 0 };
    at(f, created);
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_OK);
    return id;
}

static void battle(struct fixture *f, int64_t id, struct store_battle b)
{
    struct msg err = { 0 };
    if (store_battle_record(f->s, id, &b, NULL, &err) != STORE_OK)
        fail_msg("%s", TXT(err));
}

static void finish(struct fixture *f, int64_t id, int64_t t, enum store_result r, const char *reason)
{
    struct msg err = { 0 };
    struct store_game_end end = {r, reason, r == STORE_RESULT_WIN ? 0 : STORE_NO_SEAT, NULL, NULL};
    at(f, t);
    assert_int_equal(store_game_finish(f->s, id, &end, &err), STORE_OK);
}

static int setup(void **state)
{
    static struct fixture f;
    memset(&f, 0, sizeof f);
    struct msg err = { 0 };
    tmpdir_make(&f.dir);
    tmpdir_file(&f.dir, "stats.db", f.path, sizeof f.path);
    f.s = open_store(f.path);
    assert_int_equal(store_profile_ensure(f.s, "Anna", &f.anna, &err), STORE_OK);
    assert_int_equal(store_profile_ensure(f.s, "Bruno", &f.bruno, &err), STORE_OK);

    /* g1: standard, 3 players, won; 5 actions, 2 battles (1 won). */
    f.g[1] = game(&f, f.anna, 100, "standard", "standard", "standard", 3);
    const char *acts[] = {"region Firenze", "play 10", "play 5", "play 10", "play drummer"};
    for (int i = 0; i < 5; i++)
        assert_int_equal(store_action_append(f.s, f.g[1], i % 2, acts[i], NULL, &err),
                         STORE_OK);
    battle(&f, f.g[1], (struct store_battle){"Firenze", NULL, 0, NULL, "strength", 2,
                                             {LINE(0, 40, "10 10 drummer"), LINE(1, 11, "5 6")}});
    battle(&f, f.g[1], (struct store_battle){"Roma", NULL, 1, NULL, "strength", 2,
                                             {LINE(0, 3, "3"), LINE(1, 10, "10")}});
    /* g2: standard, 3 players, lost; its battle lost. */
    f.g[2] = game(&f, f.anna, 200, "standard", "standard", "standard", 3);
    battle(&f, f.g[2], (struct store_battle){"Milano", NULL, 2, NULL, "strength", 2,
                                             {LINE(0, 3, "1 2"), LINE(2, 12, "6 6")}});
    /* g3: hidden cards, 4 players, won; a face-down card in the winning line. */
    f.g[3] = game(&f, f.anna, 300, "standard", "standard", "standard+hidden-cards", 4);
    battle(&f, f.g[3], (struct store_battle){"Napoli", NULL, 0, NULL, "strength", 1,
                                             {LINE(0, 19, "(10) heroine 6")}});
    /* g4: solitaire, won; 2 battles against each army, 1 won of each. */
    f.g[4] = game(&f, f.anna, 400, "solitaire", "solitaire", "solitaire armies=2", 1);
    battle(&f, f.g[4], (struct store_battle){NULL, "A", 0, NULL, "strength", 2,
                                             {LINE(0, 15, "10 5"), ARMY("A", 12, "6 6")}});
    battle(&f, f.g[4], (struct store_battle){NULL, "B", STORE_NO_SEAT, "B", "strength", 2,
                                             {LINE(0, 2, "2"), ARMY("B", 3, "3")}});
    battle(&f, f.g[4], (struct store_battle){NULL, "A", STORE_NO_SEAT, "A", "surrender", 2,
                                             {LINE(0, 4, "4"), ARMY("A", 0, "surrender")}});
    battle(&f, f.g[4], (struct store_battle){NULL, "B", 0, NULL, "duel", 2,
                                             {LINE(0, 20, "10 drummer"), ARMY("B", 9, "4 5")}});
    /* g5: solitaire, lost to three in a row by A. */
    f.g[5] = game(&f, f.anna, 500, "solitaire", "solitaire", "solitaire armies=2", 1);
    for (int i = 0; i < 3; i++)
        battle(&f, f.g[5], (struct store_battle){NULL, "A", STORE_NO_SEAT, "A", "strength", 2,
                                                 {LINE(0, 1, "1"), ARMY("A", 10, "10")}});
    /* g6: solitaire, abandoned after one battle won. */
    f.g[6] = game(&f, f.anna, 600, "solitaire", "solitaire", "solitaire armies=2", 1);
    battle(&f, f.g[6], (struct store_battle){NULL, "B", 0, NULL, "strength", 2,
                                             {LINE(0, 8, "  4   4 "), ARMY("B", 6, "6")}});
    at(&f, 1350);
    assert_int_equal(store_game_abandon(f.s, f.g[6], "quit", &err), STORE_OK);
    /* g7: standard, 2 players, a shared victory, no battle. */
    f.g[7] = game(&f, f.anna, 700, "standard", "standard", "standard", 2);
    /* g8: standard, in progress, one battle won. */
    f.g[8] = game(&f, f.anna, 800, "standard", "standard", "standard", 3);
    battle(&f, f.g[8], (struct store_battle){"Venezia", NULL, 0, NULL, "strength", 1,
                                             {LINE(0, 10, "10")}});
    /* g9: standard, 2 players, lost. */
    f.g[9] = game(&f, f.anna, 900, "standard", "standard", "standard", 2);
    /* g10: Bruno's, won with heroines: none of it is Anna's. */
    f.g[10] = game(&f, f.bruno, 950, "standard", "standard", "standard", 2);
    battle(&f, f.g[10], (struct store_battle){"Genova", NULL, 0, NULL, "strength", 1,
                                              {LINE(0, 20, "heroine heroine")}});

    /* The order in which they ended: L W W W (abandoned) D L L, then Bruno. */
    finish(&f, f.g[2], 1000, STORE_RESULT_LOSS, "5 regions");
    finish(&f, f.g[1], 1100, STORE_RESULT_WIN, "3 adjacent regions");
    finish(&f, f.g[3], 1200, STORE_RESULT_WIN, "6 regions");
    finish(&f, f.g[4], 1300, STORE_RESULT_WIN, "deck exhausted");
    finish(&f, f.g[7], 1400, STORE_RESULT_DRAW, "final battle tied");
    finish(&f, f.g[5], 1500, STORE_RESULT_LOSS, "3 in a row");
    finish(&f, f.g[9], 1600, STORE_RESULT_LOSS, "4 regions");
    finish(&f, f.g[10], 1700, STORE_RESULT_WIN, "4 regions");
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

#define EPS 1e-6

static void assert_tally(const struct store_tally *t, int64_t games, int64_t wins, int64_t losses,
                         int64_t draws, double low, double high)
{
    assert_int_equal(t->games, games);
    assert_int_equal(t->wins, wins);
    assert_int_equal(t->losses, losses);
    assert_int_equal(t->draws, draws);
    assert_float_equal(t->win_rate, games ? (double)wins / (double)games : 0, EPS);
    assert_float_equal(t->ci_low, low, EPS);
    assert_float_equal(t->ci_high, high, EPS);
}

/* ---- statistics ---- */

static void stats_totals_and_overall_win_rate(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_stats st;
    assert_int_equal(store_stats(f->s, f->anna, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.games_recorded, 9);
    assert_int_equal(st.in_progress, 1);
    assert_int_equal(st.abandoned, 1);
    /* 3 won of 7 finished: Wilson 95% [0.158220, 0.749542]. */
    assert_tally(&st.overall, 7, 3, 3, 1, 0.158220, 0.749542);
    store_stats_free(&st);
}

static void stats_by_variant_ruleset_and_player_count(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_stats st;
    assert_int_equal(store_stats(f->s, f->anna, NULL, &st, &err), STORE_OK);

    assert_int_equal(st.nvariants, 2);
    assert_string_equal(st.by_variant[0].key, "standard");
    assert_tally(&st.by_variant[0].tally, 5, 2, 2, 1, 0.117621, 0.769276);
    assert_string_equal(st.by_variant[1].key, "solitaire");
    assert_tally(&st.by_variant[1].tally, 2, 1, 1, 0, 0.094531, 0.905469);

    assert_int_equal(st.nrulesets, 3);
    assert_string_equal(st.by_ruleset[0].key, "standard");
    assert_tally(&st.by_ruleset[0].tally, 4, 1, 2, 1, 0.045587, 0.699358);
    assert_string_equal(st.by_ruleset[1].key, "solitaire armies=2");
    assert_tally(&st.by_ruleset[1].tally, 2, 1, 1, 0, 0.094531, 0.905469);
    assert_string_equal(st.by_ruleset[2].key, "standard+hidden-cards");
    assert_tally(&st.by_ruleset[2].tally, 1, 1, 0, 0, 0.206549, 1.0);

    assert_int_equal(st.nplayer_counts, 4);
    assert_int_equal(st.by_player_count[0].player_count, 1);
    assert_string_equal(st.by_player_count[0].key, "1");
    assert_tally(&st.by_player_count[0].tally, 2, 1, 1, 0, 0.094531, 0.905469);
    assert_int_equal(st.by_player_count[1].player_count, 2);
    assert_tally(&st.by_player_count[1].tally, 2, 0, 1, 1, 0.0, 0.657620);
    assert_int_equal(st.by_player_count[2].player_count, 3);
    assert_tally(&st.by_player_count[2].tally, 2, 1, 1, 0, 0.094531, 0.905469);
    assert_int_equal(st.by_player_count[3].player_count, 4);
    assert_tally(&st.by_player_count[3].tally, 1, 1, 0, 0, 0.206549, 1.0);
    store_stats_free(&st);
}

static void stats_streaks_and_recent_results(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_stats st;
    assert_int_equal(store_stats(f->s, f->anna, NULL, &st, &err), STORE_OK);
    /* L W W W D L L: the abandoned game is no result. */
    assert_int_equal(st.current_streak_result, STORE_RESULT_LOSS);
    assert_int_equal(st.current_streak, 2);
    assert_int_equal(st.best_win_streak, 3);
    assert_int_equal(st.best_loss_streak, 2);
    const enum store_result all[] = {STORE_RESULT_LOSS, STORE_RESULT_WIN, STORE_RESULT_WIN,
                                     STORE_RESULT_WIN, STORE_RESULT_DRAW, STORE_RESULT_LOSS,
                                     STORE_RESULT_LOSS};
    assert_int_equal(st.nrecent, 7);
    for (int i = 0; i < 7; i++)
        assert_int_equal(st.recent[i], all[i]);
    store_stats_free(&st);

    struct store_stats_options o = {.recent = 5, .top_cards = 3};
    assert_int_equal(store_stats(f->s, f->anna, &o, &st, &err), STORE_OK);
    assert_int_equal(st.nrecent, 5);
    for (int i = 0; i < 5; i++)
        assert_int_equal(st.recent[i], all[i + 2]);
    store_stats_free(&st);
}

static void stats_battles_armies_and_endings(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_stats st;
    assert_int_equal(store_stats(f->s, f->anna, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.battles, 13);     /* every game's, abandoned and in progress too */
    assert_int_equal(st.battles_won, 6);
    assert_float_equal(st.battles_per_game, 11.0 / 7.0, EPS); /* finished games only */

    assert_int_equal(st.narmies, 2);
    assert_string_equal(st.armies[0].army, "A");
    assert_int_equal(st.armies[0].battles, 5);
    assert_int_equal(st.armies[0].won, 1);
    assert_int_equal(st.armies[0].lost, 4);
    assert_string_equal(st.armies[1].army, "B");
    assert_int_equal(st.armies[1].battles, 3);
    assert_int_equal(st.armies[1].won, 2);
    assert_int_equal(st.armies[1].lost, 1);

    assert_int_equal(st.nendings, 3);
    assert_string_equal(st.endings[0].outcome, "abandoned");
    assert_string_equal(st.endings[0].reason, "quit");
    assert_string_equal(st.endings[1].outcome, "loss");
    assert_string_equal(st.endings[1].reason, "3 in a row");
    assert_string_equal(st.endings[2].outcome, "win");
    assert_string_equal(st.endings[2].reason, "deck exhausted");
    for (int i = 0; i < 3; i++)
        assert_int_equal(st.endings[i].games, 1);
    store_stats_free(&st);
}

static void stats_cards_that_won_battles(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_stats st;
    assert_int_equal(store_stats(f->s, f->anna, NULL, &st, &err), STORE_OK);
    const struct {
        const char *card;
        int battles, copies;
    } want[] = {{"10", 5, 6}, {"drummer", 2, 2}, {"4", 1, 2}, {"5", 1, 1}, {"6", 1, 1}, {"heroine", 1, 1}};
    assert_int_equal(st.ncards, 6);
    for (int i = 0; i < 6; i++) {
        assert_string_equal(st.cards[i].card, want[i].card);
        assert_int_equal(st.cards[i].battles, want[i].battles);
        assert_int_equal(st.cards[i].copies, want[i].copies);
    }
    store_stats_free(&st);

    struct store_stats_options o = {.top_cards = 2};
    assert_int_equal(store_stats(f->s, f->anna, &o, &st, &err), STORE_OK);
    assert_int_equal(st.ncards, 2);
    assert_string_equal(st.cards[1].card, "drummer");
    store_stats_free(&st);
}

static void stats_of_another_profile_are_its_own(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_stats st;
    assert_int_equal(store_stats(f->s, f->bruno, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.games_recorded, 1);
    assert_tally(&st.overall, 1, 1, 0, 0, 0.206549, 1.0);
    assert_int_equal(st.current_streak_result, STORE_RESULT_WIN);
    assert_int_equal(st.current_streak, 1);
    assert_int_equal(st.ncards, 1);
    assert_string_equal(st.cards[0].card, "heroine");
    assert_int_equal(st.cards[0].copies, 2);
    assert_int_equal(st.narmies, 0);
    store_stats_free(&st);

    int64_t carla = 0;
    assert_int_equal(store_profile_ensure(f->s, "Carla", &carla, &err), STORE_OK);
    assert_int_equal(store_stats(f->s, carla, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.games_recorded, 0);
    assert_tally(&st.overall, 0, 0, 0, 0, 0, 0);
    assert_int_equal(st.current_streak_result, STORE_RESULT_NONE);
    assert_int_equal(st.current_streak, 0);
    assert_int_equal(st.nvariants + st.nrulesets + st.nplayer_counts + st.narmies + st.nendings +
                         st.ncards + st.nrecent,
                     0);
    assert_float_equal(st.battles_per_game, 0, EPS);
    store_stats_free(&st);

    assert_int_equal(store_stats(f->s, 999, NULL, &st, &err), STORE_E_NOT_FOUND);
}

/* ---- history ---- */

static void assert_ids(const struct store_game_list *list, const int64_t *want, size_t n)
{
    assert_int_equal(list->n, n);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(list->games[i].id, want[i]);
}

static void history_lists_recent_games_with_their_length(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_game_list list;
    struct store_history_filter filter = {f->anna, NULL, NULL, STORE_HISTORY_ANY, 0};
    assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_OK);
    int64_t all[9];
    for (int i = 0; i < 9; i++)
        all[i] = f->g[9 - i];
    assert_ids(&list, all, 9);
    const struct store_game_header *g1 = &list.games[8];
    assert_string_equal(g1->created_at, "1970-01-01 00:01:40");
    assert_string_equal(g1->finished_at, "1970-01-01 00:18:20");
    assert_int_equal(g1->nactions, 5);
    assert_int_equal(g1->nbattles, 2);
    assert_int_equal(g1->result, STORE_RESULT_WIN);
    assert_string_equal(g1->reason, "3 adjacent regions");
    assert_int_equal(g1->nseats, 3);
    assert_string_equal(g1->seats[2].name, "Bot2");
    assert_string_equal(list.games[3].ruleset, "solitaire armies=2"); /* g6 */
    assert_int_equal(list.games[3].status, STORE_GAME_ABANDONED);
    store_game_list_free(&list);

    /* Every profile, no filter. */
    assert_int_equal(store_history(f->s, NULL, &list, &err), STORE_OK);
    assert_int_equal(list.n, 10);
    assert_int_equal(list.games[0].id, f->g[10]);
    assert_int_equal(list.games[0].profile_id, f->bruno);
    store_game_list_free(&list);
}

static void history_filters_by_variant_ruleset_result_and_limit(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_game_list list;
    struct store_history_filter filter = {f->anna, "solitaire", NULL, STORE_HISTORY_ANY, 0};
    assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_OK);
    assert_ids(&list, (int64_t[]){f->g[6], f->g[5], f->g[4]}, 3);
    store_game_list_free(&list);

    filter = (struct store_history_filter){f->anna, NULL, "standard+hidden-cards", STORE_HISTORY_ANY, 0};
    assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_OK);
    assert_ids(&list, (int64_t[]){f->g[3]}, 1);
    store_game_list_free(&list);

    const struct {
        enum store_history_result result;
        int n;
        int ids[3];
    } cases[] = {
        {STORE_HISTORY_WIN, 3, {4, 3, 1}},     {STORE_HISTORY_LOSS, 3, {9, 5, 2}},
        {STORE_HISTORY_DRAW, 1, {7, 0, 0}},    {STORE_HISTORY_ABANDONED, 1, {6, 0, 0}},
        {STORE_HISTORY_IN_PROGRESS, 1, {8, 0, 0}},
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        filter = (struct store_history_filter){f->anna, NULL, NULL, cases[c].result, 0};
        assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_OK);
        int64_t want[3];
        for (int i = 0; i < cases[c].n; i++)
            want[i] = f->g[cases[c].ids[i]];
        assert_ids(&list, want, (size_t)cases[c].n);
        store_game_list_free(&list);
    }

    filter = (struct store_history_filter){f->anna, NULL, NULL, STORE_HISTORY_ANY, 2};
    assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_OK);
    assert_ids(&list, (int64_t[]){f->g[9], f->g[8]}, 2);
    store_game_list_free(&list);

    filter = (struct store_history_filter){f->anna, "standard", "standard", STORE_HISTORY_LOSS, 1};
    assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_OK);
    assert_ids(&list, (int64_t[]){f->g[9]}, 1);
    store_game_list_free(&list);

    filter = (struct store_history_filter){f->anna, "no-such-variant", NULL, STORE_HISTORY_ANY, 0};
    assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_OK);
    assert_int_equal(list.n, 0);
    store_game_list_free(&list);

    filter.limit = -1;
    assert_int_equal(store_history(f->s, &filter, &list, &err), STORE_E_INVALID);
}

/* ---- the interval itself ---- */

static void wilson_interval_matches_published_values(void **state)
{
    (void)state;
    double lo, hi;
    store_wilson_interval(0, 10, &lo, &hi);
    assert_float_equal(lo, 0, EPS);
    assert_float_equal(hi, 0.277533, EPS);
    store_wilson_interval(10, 10, &lo, &hi);
    assert_float_equal(lo, 0.722467, EPS);
    assert_float_equal(hi, 1, EPS);
    store_wilson_interval(5, 10, &lo, &hi);
    assert_float_equal(lo, 0.236593, EPS);
    assert_float_equal(hi, 0.763407, EPS);
    store_wilson_interval(0, 0, &lo, &hi);
    assert_float_equal(lo, 0, EPS);
    assert_float_equal(hi, 0, EPS);
    store_wilson_interval(500, 1000, &lo, &hi); /* narrows with the count */
    assert_float_equal(lo, 0.469070, 1e-5);
    assert_float_equal(hi, 0.530930, 1e-5);
}

#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(stats_totals_and_overall_win_rate),
        T(stats_by_variant_ruleset_and_player_count),
        T(stats_streaks_and_recent_results),
        T(stats_battles_armies_and_endings),
        T(stats_cards_that_won_battles),
        T(stats_of_another_profile_are_its_own),
        T(history_lists_recent_games_with_their_length),
        T(history_filters_by_variant_ruleset_result_and_limit),
        cmocka_unit_test(wilson_interval_matches_published_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
