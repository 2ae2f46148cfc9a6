/* solo_upper.c — how much the solitaire's luck limits its win rate (a
 * measurement, not a test, not a player's option): the solitaire bot,
 * the search bot, and the same search given the true deck orders and
 * coins (search_params.clairvoyant), on the same seeds.
 *
 *   bench/solo_upper [--budget N] [--games G] [--seed S] [--rules OPTIONS]
 *                    [--no-search]
 *
 * Game i is dealt from seed S + i (default S = 1, G = 200) with the
 * solitaire's options OPTIONS (`armies=3`, as `solo --rules`). Prints each
 * policy's wins with a 95% Wilson interval, the games the search won
 * that the bot lost and the reverse (the paired comparison), and the
 * games the clairvoyant search lost (no search that sees only what the player sees wins those
 * with the bot's play-outs; the bound is this search's, not the game's).
 * --no-search leaves out the search without clairvoyance (the slow arm). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search_bot.h"
#include "ai/solo_bot.h"
#include "engine/variant.h"

static void wilson(int w, int n, double *lo, double *hi)
{
    const double z = 1.959963984540054;
    if (n == 0) {
        *lo = 0;
        *hi = 1;
        return;
    }
    double p = (double)w / n, d = 1 + z * z / n, c = p + z * z / (2.0 * n);
    double m = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n));
    *lo = (c - m) / d;
    *hi = (c + m) / d;
}

/* Plays one game: policy 0 the bot, 1 the search, 2 the clairvoyant search. */
static int play(const struct variant *v, const struct solo_options *o, uint64_t seed, int policy,
                int budget)
{
    struct solo_state s;
    struct solo_events none = {NULL, 0, 0, 0};
    struct msg m;
    if (solo_new(&s, v, o, seed, &none, &m) != SOLO_OK) {
        fprintf(stderr, "solo_upper: %s\n", msg_s(&m));
        exit(1);
    }
    struct rng r;
    rng_seed(&r, seed);
    while (!solo_is_terminal(&s)) {
        solo_action a;
        if (policy == 0) {
            a = solo_policy_choose(SOLO_POLICY_BOT, &s, &r);
        } else {
            struct search_params p;
            search_solo_default_params(&p, budget);
            p.clairvoyant = policy == 2;
            a = search_solo_choose(&p, &s, &r, NULL);
        }
        none.n = none.lost = 0;
        if (solo_apply(&s, a, &none, &m) != SOLO_OK) {
            fprintf(stderr, "solo_upper: seed %llu: %s\n", (unsigned long long)seed, msg_s(&m));
            exit(1);
        }
    }
    return s.outcome == SOLO_WIN;
}

int main(int argc, char **argv)
{
    int budget = 0, games = 200, with_search = 1;
    uint64_t seed = 1;
    const char *rules = "";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--budget") && i + 1 < argc)
            budget = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--games") && i + 1 < argc)
            games = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (!strcmp(argv[i], "--rules") && i + 1 < argc)
            rules = argv[++i];
        else if (!strcmp(argv[i], "--no-search"))
            with_search = 0;
        else {
            fprintf(stderr, "usage: solo_upper [--budget N] [--games G] [--seed S] "
                            "[--rules OPTIONS] [--no-search]\n");
            return 2;
        }
    }
    struct variant v;
    struct solo_options o;
    struct msg m;
    if (variant_load_embedded("solitaire", &v, &m)) {
        fprintf(stderr, "solo_upper: %s\n", msg_s(&m));
        return 1;
    }
    solo_options_default(&o);
    if (*rules && solo_options_parse(&o, rules, &m) != SOLO_OK) {
        fprintf(stderr, "solo_upper: %s\n", msg_s(&m));
        return 2;
    }
    struct search_params p;
    search_solo_default_params(&p, budget);
    int wins[3] = {0, 0, 0};
    int lost_by_all = 0, gained = 0, dropped = 0;
    for (int i = 0; i < games; i++) {
        uint64_t s = seed + (uint64_t)i;
        int w[3];
        for (int k = 0; k < 3; k++)
            w[k] = k == 1 && !with_search ? 0 : play(&v, &o, s, k, p.iterations);
        for (int k = 0; k < 3; k++)
            wins[k] += w[k];
        lost_by_all += !w[2];
        gained += with_search && w[1] && !w[0];
        dropped += with_search && !w[1] && w[0];
    }
    static const char *const names[3] = {"solitaire bot", "search", "search, clairvoyant"};
    printf("solitaire%s%s, %d games (seeds %llu..%llu), search budget %d play-outs\n",
           *rules ? " " : "", rules, games, (unsigned long long)seed,
           (unsigned long long)(seed + (uint64_t)games - 1), p.iterations);
    for (int k = 0; k < 3; k++) {
        if (k == 1 && !with_search)
            continue;
        double lo, hi;
        wilson(wins[k], games, &lo, &hi);
        printf("%-20s %4d wins  %5.1f%%  95%% Wilson interval %.1f%% - %.1f%%\n", names[k],
               wins[k], 100.0 * wins[k] / games, 100 * lo, 100 * hi);
    }
    if (with_search)
        printf("seed by seed: the search won %d games the bot lost, lost %d the bot won\n",
               gained, dropped);
    printf("games the clairvoyant search lost: %d\n", lost_by_all);
    return 0;
}
