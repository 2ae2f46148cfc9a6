/* search_bench.c — the search bot's time per decision (not a test:
 * figures printed, never asserted). CPU time of the deciding thread
 * (CLOCK_THREAD_CPUTIME_ID), so a busy machine slows the figure less than
 * the wall clock would; decisions with a single legal action are not
 * counted (the bot answers them at once). With --threads T (T searches at
 * once, search_bot.h "Threads"; each plays the whole budget) the wall
 * clock too: iterations per second of wall-clock time, the figure that
 * says what T threads bring (on idle cores).
 *
 *   bench/search_bench [--budget N] [--games G] [--players P] [--seed S]
 *                      [--rollout heuristic|random] [--solitaire] [--whole]
 *                      [--threads T] [--value] [--pass-weight W]
 *                      [--rules RULESET] [--regions-heuristic] [--seen-moves]
 *                      [--opponent-model K]
 *   bench/search_bench --versus R [--budget N] [--games G] [--seed S]
 *
 * Plays G games (default 6): seat 1 the search bot at N iterations
 * (default: the default budget), the other seats the heuristic bot; or
 * solitaire games. Prints the decisions timed, their median, 95th
 * percentile and maximum in seconds, iterations per second and the
 * largest tree (nodes, bytes), and the iterations played against the
 * budget (a decision stops early once its most visited action cannot be
 * overtaken; --whole: every decision plays its whole budget). In the
 * solitaire an iteration is one play-out (no tree); a decision stops
 * early once the bot's move is left alone or no action left leads it.
 *
 * --value: the search with the learned evaluation (`search-value`: each
 * play-out stops after the battle under way, value_model.h).
 * --pass-weight W: the random play-outs draw a battle's pass with weight W
 * against 100 for each other move (search_params.pass_weight; `search-v2`
 * heads-up: 5, SEARCH_V2_PASS_WEIGHT).
 * --rules RULESET: the standard game's ruleset as its canonical string
 * ("standard+capture-regions"; default "standard").
 * --regions-heuristic: the random play-outs choose each battle's region as
 * the heuristic bot would (search_params.region_heuristic; `search-v3`
 * under capture-regions).
 * --seen-moves: the tree does not tell apart the moves of other seats that
 * the searching seat does not see (search_params.seen_moves; `search-v4`
 * under hidden-cards).
 * --opponent-model K: another seat's node of the tree visited fewer than K
 * times plays the heuristic bot's move for that seat
 * (search_params.opponent_model; `search-v5` with three seats or more:
 * SEARCH_V5_OPPONENT_MODEL).
 *
 * --agree (the solitaire): every decision is searched twice from the same
 * generator, stopping early and with the whole budget; prints how many
 * decisions differ and the play-outs of each (the games go on with the
 * whole budget's choices).
 *
 * --versus R: which play-out is stronger for the time it takes. Two-player
 * games, the search with heuristic play-outs at N iterations against the
 * search with random play-outs at R*N iterations (seats alternating):
 * each side's wins and CPU seconds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/search_bot.h"
#include "ai/search_tree.h"
#include "ai/standard_bot.h"
#include "engine/variant.h"
#include "rules/rules.h"

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double wall_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define MAX_TIMES 100000
static double times[MAX_TIMES];
static int ntimes, max_nodes;
static long long played; /* iterations the timed decisions played */
static double wall;      /* their wall-clock seconds */

static void record(double t, double w, int nodes, int iterations)
{
    played += iterations;
    wall += w;
    if (ntimes < MAX_TIMES)
        times[ntimes++] = t;
    if (nodes > max_nodes)
        max_nodes = nodes;
}

static void standard_games(const struct search_params *p, int games, int players, uint64_t seed,
                           const char *rules)
{
    struct ruleset r;
    struct game g;
    struct msg m;
    char warn[256];
    if (ruleset_from_string(&r, rules, warn, sizeof warn, &m) ||
        game_init(&g, &r, players, &m)) {
        fprintf(stderr, "search_bench: %s\n", msg_s(&m));
        exit(1);
    }
    for (int i = 0; i < games; i++) {
        struct state s;
        struct bot others;
        struct rng mine;
        bot_init(&others, BOT_HEURISTIC, bot_seed(seed + (uint64_t)i, 1));
        rng_seed(&mine, bot_seed(seed + (uint64_t)i, 0));
        state_init(&g, &s, seed + (uint64_t)i, NULL);
        while (!state_is_terminal(&s)) {
            int seat = state_current_seat(&s);
            action a;
            if (seat == 0) {
                struct observation obs;
                action legal[STATE_MAX_ACTIONS];
                state_observe(&g, &s, seat, &obs);
                int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
                struct search_report rep;
                double t0 = cpu_now(), w0 = wall_now();
                a = search_choose(p, &g, &obs, legal, n, &mine, n > 1 ? &rep : NULL);
                if (n > 1)
                    record(cpu_now() - t0, wall_now() - w0, rep.nodes, rep.iterations);
            } else {
                a = bot_act(&others, &g, &s);
            }
            if (state_apply(&g, &s, a, NULL, &m) != STATE_OK) {
                fprintf(stderr, "search_bench: %s\n", msg_s(&m));
                exit(1);
            }
        }
    }
}

static void versus(int budget, double ratio, int games, uint64_t seed)
{
    struct ruleset r;
    struct game g;
    struct msg m;
    if (ruleset_standard(&r, &m) || game_init(&g, &r, 2, &m))
        exit(1);
    struct search_params p[2];
    search_default_params(&p[0], budget);
    p[0].rollout = SEARCH_ROLLOUT_HEURISTIC;
    search_default_params(&p[1], (int)(budget * ratio));
    p[1].rollout = SEARCH_ROLLOUT_RANDOM;
    double wins[2] = {0, 0}, cpu[2] = {0, 0};
    for (int i = 0; i < games; i++) {
        struct state s;
        struct rng rr[2];
        rng_seed(&rr[0], bot_seed(seed + (uint64_t)i, 0));
        rng_seed(&rr[1], bot_seed(seed + (uint64_t)i, 1));
        state_init(&g, &s, seed + (uint64_t)i, NULL);
        int heuristic_seat = i % 2; /* side 0 (heuristic play-outs) sits here */
        while (!state_is_terminal(&s)) {
            int seat = state_current_seat(&s);
            int side = seat == heuristic_seat ? 0 : 1;
            struct observation obs;
            action legal[STATE_MAX_ACTIONS];
            state_observe(&g, &s, seat, &obs);
            int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
            double t0 = cpu_now();
            action a = search_choose(&p[side], &g, &obs, legal, n, &rr[side], NULL);
            cpu[side] += cpu_now() - t0;
            if (state_apply(&g, &s, a, NULL, &m) != STATE_OK)
                exit(1);
        }
        struct game_result res;
        state_result(&s, &res);
        for (int seat = 0; seat < 2; seat++)
            if (res.winners & (1u << seat))
                wins[seat == heuristic_seat ? 0 : 1] += 1.0 / res.nwinners;
    }
    printf("2 players, %d games (seed %llu)\n", games, (unsigned long long)seed);
    printf("heuristic play-outs, %d iterations: %.1f wins, %.1f CPU s\n", p[0].iterations,
           wins[0], cpu[0]);
    printf("random play-outs, %d iterations: %.1f wins, %.1f CPU s\n", p[1].iterations, wins[1],
           cpu[1]);
}

static long long agree_decisions, agree_differ, agree_early, agree_whole;

/* --agree: the same decision stopping early, from the same generator. */
static void agree_check(const struct search_params *p, const struct solo_state *s,
                        struct rng before, solo_action whole, int whole_played)
{
    struct search_params early = *p;
    early.stop_early = 1;
    struct search_report rep;
    solo_action a = search_solo_choose(&early, s, &before, &rep);
    agree_decisions++;
    agree_differ += a != whole;
    agree_early += rep.iterations;
    agree_whole += whole_played;
}

static void solitaire_games(const struct search_params *p, int games, uint64_t seed, int agree)
{
    struct variant v;
    struct solo_options o;
    struct msg m;
    if (variant_load_embedded("solitaire", &v, &m)) {
        fprintf(stderr, "search_bench: %s\n", msg_s(&m));
        exit(1);
    }
    solo_options_default(&o);
    for (int i = 0; i < games; i++) {
        struct solo_state s;
        struct solo_events none = {NULL, 0, 0, 0};
        struct rng mine;
        rng_seed(&mine, seed + (uint64_t)i);
        solo_new(&s, &v, &o, seed + (uint64_t)i, &none, &m);
        while (!solo_is_terminal(&s)) {
            solo_action legal[SOLO_MAX_ACTIONS];
            int n = solo_legal_actions(&s, legal, SOLO_MAX_ACTIONS);
            struct search_report rep;
            struct rng before = mine;
            double t0 = cpu_now(), w0 = wall_now();
            solo_action a = search_solo_choose(p, &s, &mine, n > 1 ? &rep : NULL);
            if (n > 1)
                record(cpu_now() - t0, wall_now() - w0, rep.nodes, rep.iterations);
            if (agree && n > 1)
                agree_check(p, &s, before, a, rep.iterations);
            none.n = none.lost = 0;
            solo_apply(&s, a, &none, &m);
        }
    }
}

int main(int argc, char **argv)
{
    int budget = 0, games = 6, players = 4, solitaire = 0, whole = 0, agree = 0, threads = 1;
    int value = 0;
    int pass_weight = PLAYOUT_PASS_UNIFORM, regions_heuristic = 0, seen_moves = 0;
    int opponent_model = 0;
    const char *rules = "standard";
    double ratio = 0;
    int rollout_given = 0;
    uint64_t seed = 1;
    enum search_rollout rollout = SEARCH_ROLLOUT_HEURISTIC;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--budget") && i + 1 < argc)
            budget = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--games") && i + 1 < argc)
            games = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--players") && i + 1 < argc)
            players = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--rollout") && i + 1 < argc) {
            rollout = !strcmp(argv[++i], "random") ? SEARCH_ROLLOUT_RANDOM
                                                   : SEARCH_ROLLOUT_HEURISTIC;
            rollout_given = 1;
        } else if (!strcmp(argv[i], "--versus") && i + 1 < argc)
            ratio = atof(argv[++i]);
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc)
            threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--solitaire"))
            solitaire = 1;
        else if (!strcmp(argv[i], "--whole"))
            whole = 1;
        else if (!strcmp(argv[i], "--value"))
            value = 1;
        else if (!strcmp(argv[i], "--pass-weight") && i + 1 < argc)
            pass_weight = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--rules") && i + 1 < argc)
            rules = argv[++i];
        else if (!strcmp(argv[i], "--regions-heuristic"))
            regions_heuristic = 1;
        else if (!strcmp(argv[i], "--seen-moves"))
            seen_moves = SEARCH_V4_SEEN_MOVES;
        else if (!strcmp(argv[i], "--opponent-model") && i + 1 < argc)
            opponent_model = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--agree"))
            agree = whole = solitaire = 1;
        else {
            fprintf(stderr, "usage: search_bench [--budget N] [--games G] [--players P] "
                            "[--seed S] [--rollout heuristic|random] [--solitaire] "
                            "[--whole] [--agree] [--versus R] [--threads T] [--value] "
                            "[--pass-weight W] [--rules RULESET] [--regions-heuristic] "
                            "[--seen-moves] [--opponent-model K]\n");
            return 2;
        }
    }
    if (threads < 1 || threads > SEARCH_MAX_THREADS) {
        fprintf(stderr, "search_bench: --threads must be 1 to %d\n", SEARCH_MAX_THREADS);
        return 2;
    }
    if (ratio > 0) {
        versus(budget ? budget : 500, ratio, games, seed);
        return 0;
    }
    struct search_params p;
    if (solitaire)
        search_solo_default_params(&p, budget);
    else
        search_default_params(&p, budget);
    if (rollout_given)
        p.rollout = rollout;
    if (whole)
        p.stop_early = 0;
    p.threads = threads;
    p.value = value && !solitaire;
    p.pass_weight = pass_weight;
    p.region_heuristic = regions_heuristic && !solitaire;
    p.seen_moves = solitaire ? 0 : seen_moves;
    p.opponent_model = solitaire ? 0 : opponent_model;
    double t0 = cpu_now();
    if (solitaire)
        solitaire_games(&p, games, seed, agree);
    else
        standard_games(&p, games, players, seed, rules);
    double total = cpu_now() - t0;
    if (!ntimes) {
        printf("no decision timed\n");
        return 0;
    }
    double sum = 0;
    for (int i = 0; i < ntimes; i++)
        sum += times[i];
    qsort(times, (size_t)ntimes, sizeof times[0], by_value);
    printf("%s%s%s, %d iterations a decision, %s play-outs%s%s%s%s%s, %d games (seed %llu)\n",
           solitaire ? "solitaire" : "standard game", solitaire ? "" : ", rules ",
           solitaire ? "" : rules, p.iterations,
           p.rollout == SEARCH_ROLLOUT_RANDOM ? "random" : "heuristic",
           p.value ? " cut after a battle (search-value)" : "",
           p.pass_weight != PLAYOUT_PASS_UNIFORM ? " passing rarely" : "",
           p.region_heuristic ? " choosing regions as the heuristic" : "",
           p.seen_moves ? ", a tree of the moves seen" : "",
           p.opponent_model ? ", a tree expecting the heuristic's moves of the others" : "", games,
           (unsigned long long)seed);
    if (!solitaire)
        printf("players: %d (seat 1 search, the others heuristic)\n", players);
    printf("threads: %d a decision (each plays the budget)\n", p.threads);
    printf("decisions timed: %d (CPU seconds of the deciding thread)\n", ntimes);
    printf("median %.3f s, 95th percentile %.3f s, max %.3f s, mean %.3f s\n",
           times[ntimes / 2], times[(ntimes * 95) / 100 < ntimes ? (ntimes * 95) / 100 : ntimes - 1],
           times[ntimes - 1], sum / ntimes);
    double budgeted = (double)p.iterations * ntimes * p.threads;
    printf("iterations played: %lld of %.0f (%.1f%%; %s)\n", played, budgeted,
           100.0 * (double)played / budgeted, p.stop_early ? "stopping early" : "whole budget");
    if (p.threads == 1)
        printf("iterations per CPU second: %.0f\n", (double)played / sum);
    printf("iterations per second (wall clock): %.0f; wall time per decision: mean %.3f s\n",
           (double)played / wall, wall / ntimes);
    if (!solitaire) /* the solitaire's search keeps no tree */
        printf("largest tree: %d nodes, %zu bytes\n", max_nodes,
               (size_t)max_nodes * sizeof(struct search_node));
    if (agree)
        printf("stopping early: %lld of %lld decisions differ from the whole budget's; "
               "play-outs %lld against %lld (%.1f%%)\n",
               agree_differ, agree_decisions, agree_early, agree_whole,
               agree_whole ? 100.0 * (double)agree_early / (double)agree_whole : 0.0);
    printf("whole run: %.1f CPU s\n", total);
    return 0;
}
