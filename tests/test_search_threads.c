/* test_search_threads.c — the search bot on several threads and by time
 * (search_bot.h, "Threads"): T threads give the same decision and the same
 * report twice from the same seed, in several rulesets and table sizes
 * and in the solitaire; the report of T threads is the sum of T
 * one-thread searches, thread t's seeded by search_thread_seed(the one
 * number drawn, t); a decision on T threads or by time draws exactly one
 * number from the bot's generator, so replaying a stored game may skip
 * the search (bot_replay moves the generator as bot_act does); the stop
 * check (Ctrl-C) ends every thread's search; a budget of time plays at
 * least one iteration a thread and gives a legal move; the solitaire
 * bot's memos change nothing on threads either; a hint on T threads sums
 * T searches of the budget; budgets read and written ("2s", "500ms",
 * "0.05s"). No timing is asserted. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/advisor_search.h"
#include "ai/search_bot.h"
#include "ai/search_threads.h"
#include "ai/solo_bot.h"
#include "ai/standard_bot.h"
#include "rules/rules.h"
#include "test_bots_util.h"

static bool is_legal(action a, const action *legal, int n)
{
    for (int i = 0; i < n; i++)
        if (legal[i] == a)
            return true;
    return false;
}

static void assert_same_reports(const struct search_report *a, const struct search_report *b)
{
    assert_int_equal(a->iterations, b->iterations);
    assert_int_equal(a->nodes, b->nodes);
    assert_int_equal(a->nmoves, b->nmoves);
    for (int m = 0; m < a->nmoves; m++) {
        assert_int_equal(a->moves[m].act, b->moves[m].act);
        assert_int_equal(a->moves[m].visits, b->moves[m].visits);
        assert_true(a->moves[m].mean == b->moves[m].mean);
    }
}

/* A position `moves` random moves into game `seed`, with a choice. */
static bool position(const struct game *g, uint64_t seed, int moves, struct state *s)
{
    struct rng r;
    rng_seed(&r, seed);
    state_init(g, s, seed, NULL);
    for (int k = 0; k < moves && !state_is_terminal(s); k++)
        state_random_step(g, s, &r);
    action legal[STATE_MAX_ACTIONS];
    return !state_is_terminal(s) && state_legal_actions(g, s, legal, STATE_MAX_ACTIONS) > 1;
}

static const char *const rulesets[] = {"standard", "standard+hidden-cards",
                                       "standard+points-game", "first-edition"};

/* T threads, the same seed: the same decision and report, twice. */
static void threads_decide_alike_twice(void **unused)
{
    (void)unused;
    int decisions = 0;
    for (int rs = 0; rs < 4; rs++)
        for (int nseats = 2; nseats <= 5; nseats++) {
            struct game g;
            tb_ruleset_game(&g, rulesets[rs], nseats);
            for (int k = 0; k < 3; k++) {
                struct state s;
                if (!position(&g, 40u + (uint64_t)(rs * 10 + nseats), 15 * k, &s))
                    continue;
                int seat = state_current_seat(&s);
                struct observation obs;
                action legal[STATE_MAX_ACTIONS];
                state_observe(&g, &s, seat, &obs);
                int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
                struct search_params p;
                search_default_params(&p, 150);
                p.threads = 2 + (k + nseats) % 3; /* 2 to 4 */
                struct search_report r1, r2;
                struct rng a, b;
                rng_seed(&a, (uint64_t)(rs * 100 + nseats * 10 + k));
                b = a;
                action x = search_choose(&p, &g, &obs, legal, n, &a, &r1);
                action y = search_choose(&p, &g, &obs, legal, n, &b, &r2);
                assert_int_equal(x, y);
                assert_true(is_legal(x, legal, n));
                assert_same_reports(&r1, &r2);
                assert_memory_equal(&a, &b, sizeof a);
                decisions++;
            }
        }
    printf("%d decisions on 2 to 4 threads, each twice alike\n", decisions);
    assert_true(decisions >= 30);
}

/* The report of T threads sums T one-thread searches: thread t's is the
 * search from a generator seeded search_thread_seed(drawn, t), where
 * `drawn` is the one number the decision draws. */
static void threads_sum_single_searches(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 3);
    struct state s;
    assert_true(position(&g, 7, 20, &s));
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(&g, &s, state_current_seat(&s), &obs);
    int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
    struct search_params p;
    search_default_params(&p, 400);
    p.stop_early = 0;
    p.threads = 3;
    struct rng r, after;
    rng_seed(&r, 99);
    after = r;
    uint64_t drawn = rng_next(&after);
    struct search_report all;
    search_choose(&p, &g, &obs, legal, n, &r, &all);
    assert_memory_equal(&r, &after, sizeof r); /* one number drawn */
    assert_int_equal(all.iterations, 3 * 400);
    int visits[STATE_MAX_ACTIONS] = { 0 }, total = 0, nodes = 0;
    p.threads = 1;
    for (int t = 0; t < 3; t++) {
        struct rng rt;
        rng_seed(&rt, search_thread_seed(drawn, t));
        struct search_report one;
        search_choose(&p, &g, &obs, legal, n, &rt, &one);
        nodes += one.nodes;
        for (int m = 0; m < one.nmoves; m++)
            for (int i = 0; i < n; i++)
                if (legal[i] == one.moves[m].act)
                    visits[i] += one.moves[m].visits;
    }
    assert_int_equal(all.nodes, nodes);
    for (int m = 0; m < all.nmoves; m++) {
        total += all.moves[m].visits;
        for (int i = 0; i < n; i++)
            if (legal[i] == all.moves[m].act)
                assert_int_equal(all.moves[m].visits, visits[i]);
        if (m)
            assert_true(all.moves[m - 1].visits >= all.moves[m].visits);
    }
    assert_int_equal(total, 3 * 400);
}

static void solo_start(struct solo_state *s, uint64_t seed, int moves)
{
    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    solo_options_default(&o);
    struct solo_events none = {NULL, 0, 0, 0};
    assert_int_equal(solo_new(s, &v, &o, seed, &none, &err), SOLO_OK);
    struct rng r;
    rng_seed(&r, seed);
    for (int k = 0; k < moves && !solo_is_terminal(s); k++) {
        solo_action a = solo_policy_choose(SOLO_POLICY_BOT, s, &r);
        none.n = none.lost = 0;
        assert_int_equal(solo_apply(s, a, &none, &err), SOLO_OK);
    }
}

/* The solitaire on T threads: alike twice, with or without the bot's
 * memos, and the sum of T one-thread searches (play-outs by action). */
static void solo_threads_alike_and_summed(void **unused)
{
    (void)unused;
    int searched = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        struct solo_state s;
        solo_start(&s, seed, (int)seed * 2);
        solo_action legal[SOLO_MAX_ACTIONS];
        if (solo_is_terminal(&s) || solo_legal_actions(&s, legal, SOLO_MAX_ACTIONS) < 2)
            continue;
        struct search_params p;
        search_solo_default_params(&p, 300);
        p.threads = 2 + (int)(seed % 2);
        struct search_report r1, r2, r3;
        struct rng a, b, c, after;
        rng_seed(&a, seed * 7);
        b = c = after = a;
        uint64_t drawn = rng_next(&after);
        solo_action x = search_solo_choose(&p, &s, &a, &r1);
        solo_action y = search_solo_choose(&p, &s, &b, &r2);
        solo_bot_use_memos(false);
        solo_action z = search_solo_choose(&p, &s, &c, &r3);
        solo_bot_use_memos(true);
        assert_int_equal(x, y);
        assert_int_equal(x, z);
        assert_true(solo_is_legal(&s, x));
        assert_same_reports(&r1, &r2);
        assert_same_reports(&r1, &r3);
        assert_memory_equal(&a, &after, sizeof a);
        int total = 0;
        struct search_params one = p;
        one.threads = 1;
        for (int t = 0; t < p.threads; t++) {
            struct rng rt;
            rng_seed(&rt, search_thread_seed(drawn, t));
            struct search_report single;
            search_solo_choose(&one, &s, &rt, &single);
            total += single.iterations;
        }
        assert_int_equal(r1.iterations, total);
        searched++;
    }
    assert_true(searched >= 3);
}

/* A decision on T threads or by time draws one number (when it has a
 * choice): bot_replay moves the bot's generator as bot_act does, without
 * searching. One thread by iterations: replaying is deciding. */
static void replay_moves_the_rng_as_a_decision(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 4);
    const int budgets[] = {120, 120, -5};
    const int threads[] = {1, 3, 1};
    for (int c = 0; c < 3; c++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            struct state s;
            position(&g, seed, (int)seed * 9, &s);
            struct bot acting, replaying;
            bot_init(&acting, BOT_SEARCH, seed);
            acting.budget = budgets[c];
            acting.threads = threads[c];
            replaying = acting;
            bot_act(&acting, &g, &s);
            bot_replay(&replaying, &g, &s);
            assert_memory_equal(&acting, &replaying, sizeof acting);
        }
}

static bool always(void)
{
    return true;
}

/* Ctrl-C: the stop check ends the search on every thread at once; the
 * move is still legal. */
static void stop_check_stops_every_thread(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 3);
    struct state s;
    assert_true(position(&g, 4, 0, &s) || position(&g, 5, 3, &s));
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(&g, &s, state_current_seat(&s), &obs);
    int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
    struct search_params p;
    struct search_report rep;
    struct rng r;
    rng_seed(&r, 3);
    for (int by_time = 0; by_time < 2; by_time++) {
        search_default_params(&p, by_time ? -60000 : 1000000);
        p.threads = 4;
        search_set_stop_check(always);
        action a = search_choose(&p, &g, &obs, legal, n, &r, &rep);
        search_set_stop_check(NULL);
        assert_int_equal(rep.iterations, 0);
        assert_true(is_legal(a, legal, n));
    }
    struct solo_state ss;
    solo_start(&ss, 3, 0);
    search_solo_default_params(&p, -60000);
    p.threads = 4;
    search_set_stop_check(always);
    solo_action sa = search_solo_choose(&p, &ss, &r, &rep);
    search_set_stop_check(NULL);
    assert_int_equal(rep.iterations, 0);
    assert_true(solo_is_legal(&ss, sa));
}

/* A budget of time: never stopping early, at least one iteration a
 * thread, a legal move. */
static void time_budget_plays_and_decides(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 4);
    struct state s;
    assert_true(position(&g, 11, 12, &s));
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(&g, &s, state_current_seat(&s), &obs);
    int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
    struct search_params p;
    search_default_params(&p, -20);
    assert_int_equal(p.millis, 20);
    assert_int_equal(p.stop_early, 0);
    assert_int_equal(p.iterations, SEARCH_MAX_ITERATIONS);
    for (int t = 1; t <= 2; t++) {
        p.threads = t;
        struct rng r;
        rng_seed(&r, 5);
        struct search_report rep;
        action a = search_choose(&p, &g, &obs, legal, n, &r, &rep);
        assert_true(is_legal(a, legal, n));
        assert_true(rep.iterations >= t);
    }
    struct solo_state ss;
    solo_start(&ss, 8, 1);
    search_solo_default_params(&p, -20);
    assert_int_equal(p.millis, 20);
    p.threads = 2;
    struct rng r;
    rng_seed(&r, 6);
    struct search_report rep;
    solo_action sa = search_solo_choose(&p, &ss, &r, &rep);
    assert_true(solo_is_legal(&ss, sa));
    assert_true(rep.iterations >= 2);
}

/* A hint on T threads: each thread plays the budget (every iteration:
 * a hint never stops early), the report sums them; the same hint twice. */
static void hint_on_threads(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 4);
    struct state s;
    assert_true(position(&g, 21, 10, &s));
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(&g, &s, state_current_seat(&s), &obs);
    int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
    struct advisor_advice a, b;
    assert_int_equal(advisor_search_hint(&g, &obs, legal, n, NULL, 100, 3, 0, &a), 0);
    assert_int_equal(advisor_search_hint(&g, &obs, legal, n, NULL, 100, 3, 0, &b), 0);
    assert_int_equal(a.iterations, 300);
    assert_memory_equal(&a, &b, sizeof a);
    struct solo_state ss;
    solo_start(&ss, 5, 2);
    assert_int_equal(advisor_solo_hint(&ss, 200, 2, &a), 0);
    assert_int_equal(advisor_solo_hint(&ss, 200, 2, &b), 0);
    assert_memory_equal(&a, &b, sizeof a);
    assert_true(a.iterations > 200 && a.iterations <= 400); /* two threads' play-outs */
}

static void budgets_read_and_written(void **unused)
{
    (void)unused;
    static const struct {
        const char *text;
        int budget;        /* 0: refused */
        const char *back;  /* written back */
    } cases[] = {
        {"20000", 20000, "20000"}, {"2s", -2000, "2s"},       {"500ms", -500, "500ms"},
        {"0.05s", -50, "50ms"},    {"1.5s", -1500, "1.5s"}, {"600s", -600000, "600s"},
        {"1ms", -1, "1ms"},        {"1000000", 1000000, "1000000"},
        {"2.05s", -2050, "2.05s"}, {"1.125s", -1125, "1.125s"}, {"2.0s", -2000, "2s"},
        {"0", 0, NULL},            {"0s", 0, NULL},           {"601s", 0, NULL},
        {"1.2345s", 0, NULL},      {"2.s", 0, NULL},          {".5s", 0, NULL},
        {"2ss", 0, NULL},          {"1.5ms", 0, NULL},        {"2 s", 0, NULL},
        {"", 0, NULL},             {"1000001", 0, NULL},      {"-5", 0, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int b = 0;
        int rc = search_budget_parse(cases[i].text, &b);
        if (!cases[i].budget) {
            if (rc != -1)
                fail_msg("'%s' read as %d", cases[i].text, b);
            continue;
        }
        assert_int_equal(rc, 0);
        assert_int_equal(b, cases[i].budget);
        char text[32];
        search_budget_text(b, text, sizeof text);
        assert_string_equal(text, cases[i].back);
        int again = 0;
        assert_int_equal(search_budget_parse(text, &again), 0);
        assert_int_equal(again, b);
    }
    int budget = 0;
    assert_int_equal(bot_spec_parse("search:2s", &budget), BOT_SEARCH);
    assert_int_equal(budget, -2000);
    assert_int_equal(bot_spec_parse("search:500ms", &budget), BOT_SEARCH);
    assert_int_equal(budget, -500);
    assert_int_equal(bot_spec_parse("search:2x", &budget), -1);
    char name[40];
    bot_spec_text(BOT_SEARCH, -2000, name, sizeof name);
    assert_string_equal(name, "search:2s");
    bot_spec_text(BOT_SEARCH, 300, name, sizeof name);
    assert_string_equal(name, "search:300");
    bot_spec_text(BOT_SEARCH, 0, name, sizeof name);
    assert_string_equal(name, "search");
    bot_spec_text(BOT_HEURISTIC, 0, name, sizeof name);
    assert_string_equal(name, "heuristic");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(budgets_read_and_written),
        cmocka_unit_test(threads_decide_alike_twice),
        cmocka_unit_test(threads_sum_single_searches),
        cmocka_unit_test(solo_threads_alike_and_summed),
        cmocka_unit_test(replay_moves_the_rng_as_a_decision),
        cmocka_unit_test(stop_check_stops_every_thread),
        cmocka_unit_test(time_budget_plays_and_decides),
        cmocka_unit_test(hint_on_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
