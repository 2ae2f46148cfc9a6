/* review_bench.c — the time of `review` on a whole 4-player game (not a
 * test: figures printed, never asserted). Plays seeded 4-player games of
 * heuristic bots from --seed on until one gives seat 0 at least
 * --decisions decisions (default 60), then reviews seat 0's decisions as
 * `review` does (ai/review.h: hint's search at each, on --threads T, at
 * --budget N, default hint's) and prints the game's seed, its decisions
 * (those searched), the marked ones and the wall-clock seconds.
 *
 *   bench/review_bench [--threads T] [--budget N] [--seed S] [--decisions D]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/review.h"
#include "ai/standard_bot.h"
#include "rules/rules.h"

#define MAX_ACTIONS 4096

static double wall_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static char text[MAX_ACTIONS][ACTION_TEXT_MAX];
static const char *texts[MAX_ACTIONS];
static int seats[MAX_ACTIONS];

/* A game of heuristic bots from `seed`; returns its actions (in the arrays
 * above) and seat 0's count in *mine. */
static int play(const struct game *g, struct state *start, uint64_t seed, int *mine)
{
    struct bot bots[4];
    for (int i = 0; i < 4; i++)
        bot_init(&bots[i], BOT_HEURISTIC, bot_seed(seed, i));
    state_init(g, start, seed, NULL);
    struct state s = *start;
    int n = 0;
    *mine = 0;
    while (!state_is_terminal(&s) && n < MAX_ACTIONS) {
        int seat = state_current_seat(&s);
        action a = bot_act(&bots[seat], g, &s);
        seats[n] = seat;
        *mine += seat == 0;
        action_to_text(a, text[n], sizeof text[n]);
        texts[n] = text[n];
        n++;
        state_apply_legal(g, &s, a, NULL);
    }
    return n;
}

int main(int argc, char **argv)
{
    int threads = 2, budget = 0, want = 60;
    uint64_t seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--threads"))
            threads = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--budget"))
            budget = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--seed"))
            seed = strtoull(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--decisions"))
            want = atoi(argv[i + 1]);
    }
    struct ruleset r;
    struct game g;
    struct msg err;
    char warn[256];
    if (ruleset_from_string(&r, "standard", warn, sizeof warn, &err) || game_init(&g, &r, 4, &err))
        return 1;
    struct state start;
    int n = 0, mine = 0;
    for (;; seed++) {
        n = play(&g, &start, seed, &mine);
        if (mine >= want)
            break;
    }
    struct review_setup in = { .game = &g, .start = &start, .seat = 0, .nactions = n,
                               .actions = texts, .seats = seats, .budget = budget,
                               .threads = threads };
    struct review rv;
    double t0 = wall_now();
    if (review_run(&in, &rv, &err)) {
        fprintf(stderr, "review_bench: %s\n", msg_s(&err));
        return 1;
    }
    double secs = wall_now() - t0;
    int searched = 0;
    for (int i = 0; i < rv.ndecisions; i++)
        searched += rv.decisions[i].iterations > 0;
    printf("game: 4 players, heuristic bots, seed %llu, %d actions\n", (unsigned long long)seed, n);
    printf("decisions of seat 0: %d (%d searched), %d marked\n", rv.ndecisions, searched,
           rv.nmarked);
    printf("budget %d a thread, %d threads: %.2f s wall-clock (%.3f s a decision)\n", rv.budget,
           rv.threads, secs, secs / (rv.ndecisions ? rv.ndecisions : 1));
    review_free(&rv);
    return 0;
}
