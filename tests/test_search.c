/* test_search.c — the search bot (ai/search_bot.h): its decision depends
 * only on its seat's observation and its own seed (pairs of positions that
 * differ only in what the seat cannot see, in every ruleset, the
 * solitaire's hidden piles too); it plays whole games legally in every
 * ruleset and table size and in the solitaire; the same seed gives the
 * same game; its report holds the root's actions with their visits;
 * stopping early changes no decision; under points-game the reward is the
 * campaign standing; the names "search", "hard" and
 * "search:N"; the stop check (Ctrl-C at the prompt) ends a search early
 * with a legal move; the solitaire bot's memos change no search decision. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/hand_model.h"

#include "ai/search_bot.h"
#include "ai/solo_bot.h"
#include "ai/standard_bot.h"
#include "engine/campaign.h"
#include "engine/determinize.h"
#include "solo/solo.h"
#include "rules/rules.h"
#include "test_bots_util.h"

static const char *const rulesets[] = {
    "standard",
    "standard+hidden-cards",
    "standard+capture-regions",
    "standard+draw-after-battle",
    "standard+bigger-kingdoms",
    "standard+points-game",
    "standard+hand-sizes=private",
    "first-edition",
    "first-edition+hidden-cards",
};
#define NRULESETS ((int)(sizeof rulesets / sizeof rulesets[0]))

/* >= 200 pairs: a position and another one sampled from the observation of
 * the seat to act (other hands, face-down cards, deck order and the
 * game's rng all differ; every other pair sampled by the hand model's
 * weights, which must give the same observation too); the bot, seeded
 * alike, acts alike, and so do the search with hand inference and the
 * search with the learned evaluation and the one whose play-outs pass
 * rarely. */
static void decision_depends_only_on_the_observation(void **unused)
{
    (void)unused;
    int pairs = 0, differ = 0;
    struct rng r;
    rng_seed(&r, 31);
    for (int rs = 0; rs < NRULESETS; rs++) {
        int nseats = 2 + rs % 5;
        struct game g;
        tb_ruleset_game(&g, rulesets[rs], nseats);
        struct state s;
        state_init(&g, &s, 500u + (uint64_t)rs, NULL);
        struct bot h;
        bot_init(&h, BOT_HEURISTIC, 3);
        struct msg err;
        int step = 0;
        while (!state_is_terminal(&s) && step < 400) {
            if (step % 3 == 0) {
                int seat = state_current_seat(&s);
                struct observation o1, o2;
                struct state other;
                state_observe(&g, &s, seat, &o1);
                if (step % 2) {
                    assert_int_equal(state_determinize(&g, &o1, &r, &other), 0);
                } else {
                    float w[GAME_MAX_SEATS][CARD_KINDS];
                    hand_model_weights(&g, &o1, w);
                    assert_int_equal(state_determinize_weighted(&g, &o1, w, &r, &other), 0);
                }
                state_observe(&g, &other, seat, &o2);
                assert_memory_equal(&o1, &o2, sizeof o1);
                differ += memcmp(&s, &other, sizeof s) != 0;
                static const enum bot_kind searches[] = {BOT_SEARCH, BOT_SEARCH_INFER,
                                                         BOT_SEARCH_VALUE, BOT_SEARCH_V2,
                                                         BOT_SEARCH_V3, BOT_SEARCH_V4,
                                                         BOT_SEARCH_V5, BOT_SEARCH_V6};
                for (int k = 0; k < (int)(sizeof searches / sizeof searches[0]); k++) {
                    struct bot b1, b2;
                    bot_init(&b1, searches[k], 77u + (uint64_t)(k * 7 + step));
                    b1.budget = 40;
                    /* search-v6: the seat after it shown as the heuristic bot */
                    b1.heuristic_seats = 1u << ((seat + 1) % nseats);
                    b2 = b1;
                    assert_int_equal(bot_act(&b1, &g, &s), bot_act(&b2, &g, &other));
                    assert_memory_equal(&b1.rng, &b2.rng, sizeof b1.rng);
                }
                pairs++;
            }
            assert_int_equal(state_apply(&g, &s, bot_act(&h, &g, &s), NULL, &err),
                             STATE_OK);
            step++;
        }
    }
    printf("%d pairs, %d with different hidden cards\n", pairs, differ);
    assert_true(pairs >= 200);
    assert_true(differ >= pairs * 9 / 10);
}

/* Two search kinds asked the same positions: a game of `seed` played on
 * by a heuristic bot (120 decisions at most), where at each position a
 * bot of kind `a` and one of kind `b` (the same rng, `bot_seed0` + the
 * step; 300 iterations) decide. With `must_agree`, every action and draw
 * must be the same. Returns the positions asked; *differ those where the
 * two differ. */
static int compare_kinds_seats(const struct game *g, uint64_t seed, enum bot_kind a,
                               enum bot_kind b, unsigned heuristic_seats, uint64_t bot_seed0,
                               bool must_agree, int *differ)
{
    struct state s;
    state_init(g, &s, seed, NULL);
    struct bot h;
    bot_init(&h, BOT_HEURISTIC, 5);
    struct msg err;
    int decisions = 0;
    *differ = 0;
    for (int step = 0; !state_is_terminal(&s) && step < 120; step++) {
        struct bot ba, bb;
        bot_init(&ba, a, bot_seed0 + (uint64_t)step);
        ba.budget = 300;
        ba.heuristic_seats = heuristic_seats & ~(1u << state_current_seat(&s));
        bb = ba;
        bb.kind = b;
        action xa = bot_act(&ba, g, &s), xb = bot_act(&bb, g, &s);
        bool same = xa == xb && !memcmp(&ba.rng, &bb.rng, sizeof ba.rng);
        if (must_agree)
            assert_true(same);
        *differ += !same;
        decisions++;
        assert_int_equal(state_apply(g, &s, bot_act(&h, g, &s), NULL, &err), STATE_OK);
    }
    return decisions;
}

static int compare_kinds(const struct game *g, uint64_t seed, enum bot_kind a, enum bot_kind b,
                         uint64_t bot_seed0, bool must_agree, int *differ)
{
    return compare_kinds_seats(g, seed, a, b, 0, bot_seed0, must_agree, differ);
}

/* search-v2 is search-v1 at a table of three or more, decision for
 * decision and draw for draw; heads-up its play-outs pass rarely, and
 * some decision differs. */
static void search_v2_differs_heads_up_only(void **unused)
{
    (void)unused;
    for (int nseats = 2; nseats <= 5; nseats++) {
        struct game g;
        tb_ruleset_game(&g, "standard", nseats);
        assert_int_equal(search_v2_pass_weight(nseats),
                         nseats == 2 ? SEARCH_V2_PASS_WEIGHT : PLAYOUT_PASS_UNIFORM);
        int differ;
        assert_true(compare_kinds(&g, 900u + (uint64_t)nseats, BOT_SEARCH, BOT_SEARCH_V2, 40u,
                                  nseats > 2, &differ) >= 40);
        if (nseats == 2)
            assert_true(differ > 0);
    }
}

/* search-v3 is search-v2, decision for decision and draw for draw, but
 * under capture-regions, where its play-outs choose the regions as the
 * heuristic bot would: there some decision differs, at 2 and at 4 seats. */
static void search_v3_differs_under_capture_regions_only(void **unused)
{
    (void)unused;
    static const char *const v3_rulesets[] = {"standard", "standard+hidden-cards",
                                              "standard+capture-regions"};
    for (int k = 0; k < 3; k++)
        for (int nseats = 2; nseats <= 4; nseats += 2) {
            struct game g;
            tb_ruleset_game(&g, v3_rulesets[k], nseats);
            bool capture = k == 2;
            assert_int_equal(search_v3_region_heuristic(&g), capture);
            int differ;
            assert_true(compare_kinds(&g, 700u + (uint64_t)(nseats * 3 + k), BOT_SEARCH_V2,
                                      BOT_SEARCH_V3, 60u, !capture, &differ) >= 20);
            if (capture)
                assert_true(differ > 0);
        }
}

/* search-v4 is search-v3, decision for decision and draw for draw, but
 * under hidden-cards, where its tree does not tell apart the cards other
 * seats place face down: there some decision differs, at 2 and at 4
 * seats, the 1st edition too. */
static void search_v4_differs_under_hidden_cards_only(void **unused)
{
    (void)unused;
    static const char *const v4_rulesets[] = {"standard", "standard+capture-regions",
                                              "standard+hidden-cards",
                                              "first-edition+hidden-cards"};
    for (int k = 0; k < 4; k++)
        for (int nseats = 2; nseats <= 4; nseats += 2) {
            struct game g;
            tb_ruleset_game(&g, v4_rulesets[k], nseats);
            bool hidden = k >= 2;
            assert_int_equal(search_v4_seen_moves(&g), hidden ? SEARCH_V4_SEEN_MOVES : 0);
            int differ;
            assert_true(compare_kinds(&g, 800u + (uint64_t)(nseats * 5 + k), BOT_SEARCH_V3,
                                      BOT_SEARCH_V4, 70u, !hidden, &differ) >= 20);
            if (hidden)
                assert_true(differ > 0);
        }
}

/* search-v5 is search-v4, decision for decision and draw for draw,
 * heads-up, in the 1st edition and under the modules other than
 * hidden-cards (where it was not measured); with three seats or more in
 * the standard game and under hidden-cards, where its tree expects the
 * heuristic bot's moves of the other seats (the node of a modelled move
 * being what the seat sees of it), some decision differs. */
static void search_v5_differs_with_three_seats_or_more(void **unused)
{
    (void)unused;
    static const struct {
        const char *rules;
        bool modelled;
    } v5_rulesets[] = {
        {"standard", true},
        {"standard+hidden-cards", true},
        {"first-edition", false},
        {"standard+bigger-kingdoms", false},
        {"standard+hidden-cards,capture-regions", false},
    };
    for (int k = 0; k < (int)(sizeof v5_rulesets / sizeof v5_rulesets[0]); k++)
        for (int nseats = 2; nseats <= 4; nseats++) {
            struct game g;
            tb_ruleset_game(&g, v5_rulesets[k].rules, nseats);
            bool same = nseats == 2 || !v5_rulesets[k].modelled;
            assert_int_equal(search_v5_opponent_model(&g), same ? 0 : SEARCH_V5_OPPONENT_MODEL);
            if (k >= 3 && nseats != 3)
                continue; /* the search itself: one table of the others is enough */
            int differ;
            assert_true(compare_kinds(&g, 700u + (uint64_t)(nseats * 5 + k), BOT_SEARCH_V4,
                                      BOT_SEARCH_V5, 90u, same, &differ) >= 20);
            if (!same)
                assert_true(differ > 0);
        }
}

/* search-v6 expects the heuristic bot's moves only of the seats the table
 * shows as that bot: with none it is search-v4, with every other seat
 * search-v5, decision for decision and draw for draw; with one of them,
 * some decision differs from both. The seats come from the table's kinds
 * (bot_table_seats: normal and easy, never the bot's own seat nor a
 * person's). */
static void search_v6_models_the_seats_shown_as_heuristic(void **unused)
{
    (void)unused;
    const int kinds[] = {-1, BOT_HEURISTIC, BOT_SEARCH_V6, BOT_EASY, BOT_SEARCH, BOT_RANDOM};
    assert_int_equal(bot_table_seats(kinds, 6, 2), 0x0Au);
    assert_int_equal(bot_table_seats(kinds, 6, 1), 0x08u);
    assert_int_equal(bot_table_seats(kinds, 3, 2), 0x02u);
    struct bot fresh;
    bot_init(&fresh, BOT_SEARCH_V6, 1);
    assert_int_equal(fresh.heuristic_seats, 0);
    static const char *const v6_rulesets[] = {"standard", "standard+hidden-cards"};
    for (int k = 0; k < 2; k++) {
        struct game g;
        tb_ruleset_game(&g, v6_rulesets[k], 4);
        uint64_t seed = 900u + (uint64_t)k;
        int differ;
        assert_true(compare_kinds_seats(&g, seed, BOT_SEARCH_V4, BOT_SEARCH_V6, 0, 95u, true,
                                        &differ) >= 20);
        assert_true(compare_kinds_seats(&g, seed, BOT_SEARCH_V5, BOT_SEARCH_V6, SEARCH_EVERY_SEAT,
                                        95u, true, &differ) >= 20);
        int differ_v4, differ_v5;
        compare_kinds_seats(&g, seed, BOT_SEARCH_V4, BOT_SEARCH_V6, 0x2u, 95u, false, &differ_v4);
        compare_kinds_seats(&g, seed, BOT_SEARCH_V5, BOT_SEARCH_V6, 0x2u, 95u, false, &differ_v5);
        assert_true(differ_v4 > 0);
        assert_true(differ_v5 > 0);
    }
}

static int play_search_game(const struct game *g, uint64_t seed, int budget, uint64_t *digest)
{
    struct state s;
    struct bot bots[GAME_MAX_SEATS];
    for (int i = 0; i < g->nseats; i++) {
        bot_init(&bots[i], i == 0 ? BOT_SEARCH : BOT_HEURISTIC, bot_seed(seed, i));
        bots[i].budget = budget;
    }
    state_init(g, &s, seed, NULL);
    struct msg err;
    int n = 0;
    *digest = 1469598103934665603ull;
    while (!state_is_terminal(&s)) {
        action legal[STATE_MAX_ACTIONS];
        int nl = state_legal_actions(g, &s, legal, STATE_MAX_ACTIONS);
        action a = bot_act(&bots[state_current_seat(&s)], g, &s);
        int found = 0;
        for (int i = 0; i < nl; i++)
            found |= legal[i] == a;
        assert_true(found);
        assert_int_equal(state_apply(g, &s, a, NULL, &err), STATE_OK);
        *digest = (*digest ^ a) * 1099511628211ull;
        n++;
    }
    return n;
}

static void plays_every_ruleset_legally_and_alike_twice(void **unused)
{
    (void)unused;
    for (int rs = 0; rs < NRULESETS; rs++) {
        int nseats = 2 + (rs + 2) % 5;
        struct game g;
        tb_ruleset_game(&g, rulesets[rs], nseats);
        uint64_t d1, d2;
        int n1 = play_search_game(&g, 900u + (uint64_t)rs, 25, &d1);
        int n2 = play_search_game(&g, 900u + (uint64_t)rs, 25, &d2);
        assert_int_equal(n1, n2);
        assert_true(d1 == d2);
    }
}

static void report_lists_the_root_actions(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 3);
    struct state s;
    state_init(&g, &s, 4, NULL);
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(&g, &s, state_current_seat(&s), &obs);
    int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
    struct search_params p;
    search_default_params(&p, 300);
    p.stop_early = 0;
    struct rng r;
    rng_seed(&r, 1);
    struct search_report rep;
    action a = search_choose(&p, &g, &obs, legal, n, &r, &rep);
    assert_int_equal(rep.iterations, 300);
    assert_true(rep.nodes <= 301);
    assert_int_equal(rep.nmoves, n); /* 300 iterations try every region */
    assert_int_equal(rep.moves[0].act, a);
    int visits = 0;
    for (int i = 0; i < rep.nmoves; i++) {
        visits += rep.moves[i].visits;
        assert_true(rep.moves[i].mean >= 0 && rep.moves[i].mean <= 1);
        if (i)
            assert_true(rep.moves[i - 1].visits >= rep.moves[i].visits);
    }
    assert_int_equal(visits, 300);
}

/* Stopping early changes no decision: from the same rng, the search that
 * stops once the most visited action cannot be overtaken chooses what the
 * whole budget chooses, in every ruleset, and stops before the budget in
 * some decisions. The solitaire's search stops once the bot's move is
 * left alone (the whole budget's decision) or leads every action left
 * past an eighth of the budget (seldom another decision: at most one in
 * ten here). */
static void stopping_early_changes_no_decision(void **unused)
{
    (void)unused;
    int decisions = 0, stopped = 0, solo_decisions = 0, solo_stopped = 0, solo_differ = 0;
    long played = 0, budget = 0;
    for (int rs = 0; rs < NRULESETS; rs++) {
        struct game g;
        tb_ruleset_game(&g, rulesets[rs], 2 + (rs + 2) % 5);
        struct state s;
        state_init(&g, &s, 70u + (uint64_t)rs, NULL);
        struct bot h;
        bot_init(&h, BOT_HEURISTIC, 9);
        struct rng mine;
        rng_seed(&mine, 40u + (uint64_t)rs);
        for (int step = 0; step < 60 && !state_is_terminal(&s); step++) {
            int seat = state_current_seat(&s);
            struct observation obs;
            action legal[STATE_MAX_ACTIONS];
            state_observe(&g, &s, seat, &obs);
            int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
            action a;
            if (n > 1 && step % 3 == 0) {
                struct search_params whole, early;
                search_default_params(&whole, 400);
                whole.stop_early = 0;
                early = whole;
                early.stop_early = 1;
                struct rng r1 = mine, r2 = mine;
                struct search_report rw, re;
                a = search_choose(&whole, &g, &obs, legal, n, &r1, &rw);
                assert_int_equal(search_choose(&early, &g, &obs, legal, n, &r2, &re), a);
                assert_int_equal(rw.iterations, 400);
                assert_true(re.iterations <= 400);
                decisions++;
                stopped += re.iterations < 400;
                played += re.iterations;
                budget += 400;
                mine = r1;
            } else {
                a = bot_choose(&h, &g, &obs, legal, n);
            }
            struct msg err;
            assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
        }
    }
    struct variant v;
    struct solo_options o;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    solo_options_default(&o);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        struct solo_state s;
        struct solo_events none = {NULL, 0, 0, 0};
        assert_int_equal(solo_new(&s, &v, &o, seed, &none, &err_m), SOLO_OK);
        struct rng mine;
        rng_seed(&mine, seed);
        while (!solo_is_terminal(&s)) {
            struct search_params whole, early;
            search_solo_default_params(&whole, 200);
            whole.stop_early = 0;
            early = whole;
            early.stop_early = 1;
            struct rng r1 = mine, r2 = mine;
            struct search_report rw, re;
            solo_action a = search_solo_choose(&whole, &s, &r1, &rw);
            solo_action b = search_solo_choose(&early, &s, &r2, &re);
            assert_true(solo_is_legal(&s, b));
            assert_true(re.iterations <= rw.iterations);
            assert_true(rw.iterations <= 200);
            solo_decisions++;
            solo_stopped += re.iterations < rw.iterations;
            solo_differ += b != a;
            mine = r1;
            none.n = none.lost = 0;
            assert_int_equal(solo_apply(&s, a, &none, &err_m), SOLO_OK);
        }
    }
    printf("stopping early: %d decisions, %d stopped early; standard game: %ld of %ld "
           "iterations played\n", decisions, stopped, played, budget);
    printf("solitaire: %d decisions, %d stopped early, %d differ\n", solo_decisions,
           solo_stopped, solo_differ);
    assert_true(decisions >= 60);
    assert_true(stopped > 0);
    assert_true(solo_decisions >= 60);
    assert_true(solo_stopped > 0);
    assert_true(solo_differ * 10 <= solo_decisions);
}

static void solo_decision_ignores_hidden_piles(void **unused)
{
    (void)unused;
    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    solo_options_default(&o);
    struct rng shuffle;
    rng_seed(&shuffle, 8);
    int pairs = 0, wins = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        struct solo_state s;
        struct solo_events none = {NULL, 0, 0, 0};
        assert_int_equal(solo_new(&s, &v, &o, seed, &none, &err), SOLO_OK);
        struct rng mine;
        rng_seed(&mine, seed);
        while (!solo_is_terminal(&s)) {
            struct search_params p;
            search_solo_default_params(&p, 60);
            struct solo_state other;
            solo_determinize(&s, &shuffle, &other);
            struct rng r1 = mine, r2 = mine;
            solo_action a = search_solo_choose(&p, &s, &r1, NULL);
            assert_int_equal(search_solo_choose(&p, &other, &r2, NULL), a);
            assert_true(solo_is_legal(&s, a));
            pairs++;
            mine = r1;
            none.n = none.lost = 0;
            assert_int_equal(solo_apply(&s, a, &none, &err), SOLO_OK);
        }
        wins += s.outcome == SOLO_WIN;
    }
    printf("solitaire: %d pairs, %d of 6 games won\n", pairs, wins);
    assert_true(pairs >= 30);
}

static int polls, stop_after;
static bool stop_check(void)
{
    return ++polls > stop_after;
}

/* A stop check that says stop at its (k+1)-th poll ends the search after
 * k * SEARCH_POLL_EVERY iterations; at the first poll, with none (the
 * fallback's move, still legal); NULL again: the whole budget. */
static void stop_check_cuts_the_search_short(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 3);
    struct state s;
    state_init(&g, &s, 4, NULL);
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(&g, &s, state_current_seat(&s), &obs);
    int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
    struct search_params p;
    search_default_params(&p, 1000);
    p.stop_early = 0; /* the whole budget when nothing stops it */
    struct search_report rep;
    for (stop_after = 0; stop_after <= 2; stop_after++) {
        struct rng r;
        rng_seed(&r, 1);
        polls = 0;
        search_set_stop_check(stop_check);
        action a = search_choose(&p, &g, &obs, legal, n, &r, &rep);
        search_set_stop_check(NULL);
        assert_int_equal(rep.iterations, stop_after * SEARCH_POLL_EVERY);
        bool legal_a = false;
        for (int i = 0; i < n; i++)
            legal_a |= legal[i] == a;
        assert_true(legal_a);
    }
    struct rng r;
    rng_seed(&r, 1);
    search_choose(&p, &g, &obs, legal, n, &r, &rep);
    assert_int_equal(rep.iterations, 1000);

    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    solo_options_default(&o);
    struct solo_state ss;
    struct solo_events none = {NULL, 0, 0, 0};
    assert_int_equal(solo_new(&ss, &v, &o, 3, &none, &err), SOLO_OK);
    search_solo_default_params(&p, 1000);
    p.stop_early = 0;
    stop_after = 1;
    polls = 0;
    search_set_stop_check(stop_check);
    solo_action sa = search_solo_choose(&p, &ss, &r, &rep);
    search_set_stop_check(NULL);
    /* stopped at the second poll: SEARCH_POLL_EVERY samples of every
     * action still considered, short of the budget */
    assert_true(rep.iterations >= SEARCH_POLL_EVERY && rep.iterations < 1000);
    assert_true(solo_is_legal(&ss, sa));
    stop_after = 0;
    polls = 0;
    search_set_stop_check(stop_check);
    sa = search_solo_choose(&p, &ss, &r, &rep);
    search_set_stop_check(NULL);
    assert_int_equal(rep.iterations, 0); /* none: the solitaire bot's move */
    solo_action slegal[SOLO_MAX_ACTIONS];
    struct solo_view view;
    solo_view(&ss, &view);
    int nl = solo_legal_actions(&ss, slegal, SOLO_MAX_ACTIONS);
    assert_int_equal(sa, solo_bot_choose(&view, slegal, nl));
}

/* The solitaire's search keeps the solitaire bot's move unless another
 * action beats it on the same samples. Given the true deck orders and
 * coins (clairvoyant, the measurement's upper bound) every sample is the
 * real future, so it changes the bot's move only for one that wins where
 * the bot's loses: it must win every game the bot wins, seed by seed. */
static void solo_clairvoyant_search_wins_what_the_bot_wins(void **unused)
{
    (void)unused;
    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    solo_options_default(&o);
    assert_int_equal(solo_options_parse(&o, "streak-length=2", &err), SOLO_OK);
    int bot_wins = 0, search_wins = 0;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        int won[2];
        for (int arm = 0; arm < 2; arm++) {
            struct solo_state s;
            struct solo_events none = {NULL, 0, 0, 0};
            assert_int_equal(solo_new(&s, &v, &o, seed, &none, &err), SOLO_OK);
            struct rng r;
            rng_seed(&r, seed);
            while (!solo_is_terminal(&s)) {
                struct search_params p;
                search_solo_default_params(&p, 400);
                p.clairvoyant = 1;
                solo_action a = arm ? search_solo_choose(&p, &s, &r, NULL)
                                    : solo_policy_choose(SOLO_POLICY_BOT, &s, &r);
                none.n = none.lost = 0;
                assert_int_equal(solo_apply(&s, a, &none, &err), SOLO_OK);
            }
            won[arm] = s.outcome == SOLO_WIN;
        }
        if (won[0])
            assert_true(won[1]);
        bot_wins += won[0];
        search_wins += won[1];
    }
    printf("solitaire streak-length=2, 30 seeds: the bot won %d, the clairvoyant search %d\n", bot_wins,
           search_wins);
    assert_true(search_wins > bot_wins);
}

/* points-game: the reward is the campaign's standing after the game: the
 * seat whose total reaches the target gets 1 (k tied at the top, 1/k
 * each: a final battle); short of it, each seat's share of the totals. */
static void campaign_standing_is_the_reward(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard+points-game", 3);
    struct state s;
    state_init(&g, &s, 21, NULL);
    struct bot b;
    bot_init(&b, BOT_HEURISTIC, 5);
    struct msg err;
    while (!state_is_terminal(&s))
        assert_int_equal(state_apply(&g, &s, bot_act(&b, &g, &s), NULL, &err),
                         STATE_OK);
    int pts[GAME_MAX_SEATS];
    campaign_game_points(&g, &s, pts);
    double out[GAME_MAX_SEATS];
    /* short of the target: shares of the totals */
    g.campaign_points[0] = 3;
    g.campaign_points[1] = 0;
    g.campaign_points[2] = 1;
    search_rewards(&g, &s, out);
    double total = 3 + 0 + 1 + pts[0] + pts[1] + pts[2];
    for (int i = 0; i < 3; i++)
        assert_true(fabs(out[i] - (g.campaign_points[i] + pts[i]) / total) < 1e-9);
    /* seat 1 past any target: it alone wins the campaign */
    g.campaign_points[1] = 1000;
    search_rewards(&g, &s, out);
    assert_true(out[1] == 1.0 && out[0] == 0.0 && out[2] == 0.0);
    /* seats 0 and 2 tied at the top past the target: a final battle */
    g.campaign_points[0] = 1000 - pts[0];
    g.campaign_points[1] = 0;
    g.campaign_points[2] = 1000 - pts[2];
    search_rewards(&g, &s, out);
    assert_true(out[0] == 0.5 && out[2] == 0.5 && out[1] == 0.0);
}

static void names_and_budgets(void **unused)
{
    (void)unused;
    int budget = -1;
    assert_int_equal(bot_spec_parse("search", &budget), BOT_SEARCH);
    assert_int_equal(budget, 0);
    assert_int_equal(bot_spec_parse("hard", &budget), BOT_SEARCH_V6);
    assert_int_equal(bot_spec_parse("Search:500", &budget), BOT_SEARCH);
    assert_int_equal(budget, 500);
    assert_int_equal(bot_spec_parse("search:", &budget), -1);
    assert_int_equal(bot_spec_parse("search:0", &budget), -1);
    assert_int_equal(bot_spec_parse("search:12x", &budget), -1);
    assert_int_equal(bot_spec_parse("search:99999999999", &budget), -1);
    assert_int_equal(bot_spec_parse("heuristic", &budget), BOT_HEURISTIC);
    assert_int_equal(budget, 0);
    assert_int_equal(bot_kind_parse("hard"), BOT_SEARCH_V6);
}

/* The solitaire bot's memos (sums, outlooks, duels: solo_bot.c), which the
 * search's play-outs hit most: the same decisions and the same figures
 * (visits, means) with them and with every figure computed again, at
 * positions of seeded games under five option sets. */
static void solo_search_same_without_the_bots_memos(void **state)
{
    (void)state;
    static const char *const options[] = {"", "armies=5", "special-timing=turn",
                                          "streak-length=2", "blind-view=seen"};
    struct variant v;
    struct msg err;
    struct msg err_m;
    int searches = 0;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
        struct solo_options o;
        solo_options_default(&o);
        assert_int_equal(solo_options_parse(&o, options[i], &err), 0);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            struct solo_state s;
            struct solo_events none = {NULL, 0, 0, 0};
            assert_int_equal(solo_new(&s, &v, &o, seed, &none, &err), SOLO_OK);
            struct rng play;
            rng_seed(&play, seed);
            for (int d = 0; !solo_is_terminal(&s); d++) {
                if (d % 3 == 0) {
                    struct search_params p;
                    struct search_report with, without;
                    struct rng r1, r2;
                    search_solo_default_params(&p, 300);
                    rng_seed(&r1, seed * 31 + (uint64_t)d);
                    r2 = r1;
                    solo_action a1 = search_solo_choose(&p, &s, &r1, &with);
                    solo_bot_use_memos(false);
                    solo_action a2 = search_solo_choose(&p, &s, &r2, &without);
                    solo_bot_use_memos(true);
                    assert_int_equal(a1, a2);
                    assert_int_equal(with.iterations, without.iterations);
                    assert_int_equal(with.nmoves, without.nmoves);
                    for (int m = 0; m < with.nmoves; m++) {
                        assert_int_equal(with.moves[m].act, without.moves[m].act);
                        assert_int_equal(with.moves[m].visits, without.moves[m].visits);
                        assert_true(with.moves[m].mean == without.moves[m].mean);
                    }
                    searches++;
                }
                solo_action a = solo_policy_choose(SOLO_POLICY_BOT, &s, &play);
                assert_int_equal(solo_apply(&s, a, &none, &err), SOLO_OK);
            }
        }
    }
    printf("solitaire: %d searches the same with and without the bot's memos\n", searches);
    assert_true(searches >= 60);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names_and_budgets),
        cmocka_unit_test(report_lists_the_root_actions),
        cmocka_unit_test(decision_depends_only_on_the_observation),
        cmocka_unit_test(search_v2_differs_heads_up_only),
        cmocka_unit_test(search_v3_differs_under_capture_regions_only),
        cmocka_unit_test(search_v4_differs_under_hidden_cards_only),
        cmocka_unit_test(search_v5_differs_with_three_seats_or_more),
        cmocka_unit_test(search_v6_models_the_seats_shown_as_heuristic),
        cmocka_unit_test(plays_every_ruleset_legally_and_alike_twice),
        cmocka_unit_test(solo_decision_ignores_hidden_piles),
        cmocka_unit_test(stop_check_cuts_the_search_short),
        cmocka_unit_test(stopping_early_changes_no_decision),
        cmocka_unit_test(solo_clairvoyant_search_wins_what_the_bot_wins),
        cmocka_unit_test(campaign_standing_is_the_reward),
        cmocka_unit_test(solo_search_same_without_the_bots_memos),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
