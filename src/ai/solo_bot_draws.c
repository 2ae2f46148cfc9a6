/* solo_bot_draws.c — the distribution of the sum of k mercenaries drawn (with
 * replacement) from one distribution over the kinds, computed step by step
 * over the reachable sums, and kept in a memo per thread. */
#include <stdint.h>
#include <string.h>

#include "ai/solo_bot_draws.h"

/* dist of the sum of k mercenaries drawn from p (with replacement); returns
 * the greatest sum that may be non-zero (out[] is zero beyond it). Only
 * the sums reachable so far (0..top) can be non-zero, and only the kinds
 * of non-zero chance add to them (a kind of chance 0 would add +0.0,
 * which changes no sum): the others are skipped, the same products in
 * the same order. */
static int sum_distribution_computed(const double p[CARD_MERCENARY_KINDS],
                                     const int pr[CARD_MERCENARY_KINDS], int k,
                                     double out[SOLO_BOT_MAX_SUM])
{
    double next[SOLO_BOT_MAX_SUM];
    int kind[CARD_MERCENARY_KINDS], nkinds = 0, most = 0;
    for (int m = 0; m < CARD_MERCENARY_KINDS; m++) {
        if (p[m] == 0)
            continue;
        kind[nkinds++] = m;
        if (pr[m] > most)
            most = pr[m];
    }
    memset(out, 0, sizeof(double) * SOLO_BOT_MAX_SUM);
    out[0] = 1;
    int top = 0;
    for (int step = 0; step < k; step++) {
        int reach = top + most < SOLO_BOT_MAX_SUM - 1 ? top + most : SOLO_BOT_MAX_SUM - 1;
        /* next[] and out[] beyond `reach` stay zero */
        memset(next, 0, sizeof(double) * (size_t)(reach + 1));
        for (int s = 0; s <= top; s++) {
            if (out[s] == 0)
                continue;
            for (int i = 0; i < nkinds; i++) {
                int m = kind[i], t = s + pr[m];
                if (t < SOLO_BOT_MAX_SUM)
                    next[t] += out[s] * p[m];
            }
        }
        memcpy(out, next, sizeof(double) * (size_t)(reach + 1));
        top = reach;
    }
    return top;
}

/* A memo of the sum distributions, per thread. A search's play-outs meet
 * the same unseen cards and the same number of draws again and again
 * (most of the calls with draws, in a solitaire search). An entry holds
 * what sum_distribution_computed gave for its chances and draws (the
 * printed values are the cards' own, the same at every call), so a hit
 * gives exactly what computing again would. */
#define SUM_MEMO 256

struct sum_memo_entry {
    double p[CARD_MERCENARY_KINDS];
    int k;   /* draws; 0: an empty entry (a call without draws is not kept) */
    int top;
    double out[SOLO_BOT_MAX_SUM];
};

static _Thread_local struct sum_memo_entry sum_memo[SUM_MEMO];

static unsigned sum_memo_slot(const double p[CARD_MERCENARY_KINDS], int k)
{
    uint64_t h = (uint64_t)k * 0x9e3779b97f4a7c15u;
    for (int m = 0; m < CARD_MERCENARY_KINDS; m++) {
        uint64_t w;
        memcpy(&w, &p[m], sizeof w);
        h = (h ^ w) * 0x100000001b3u;
    }
    return (unsigned)(h >> 40) % SUM_MEMO;
}

int solo_bot_draws_sum(const double p[CARD_MERCENARY_KINDS], const int pr[CARD_MERCENARY_KINDS],
                       int k, double out[SOLO_BOT_MAX_SUM], bool memo)
{
    if (k <= 0 || !memo)
        return sum_distribution_computed(p, pr, k, out);
    struct sum_memo_entry *e = &sum_memo[sum_memo_slot(p, k)];
    if (e->k != k || memcmp(e->p, p, sizeof e->p) != 0) {
        e->k = k;
        memcpy(e->p, p, sizeof e->p);
        e->top = sum_distribution_computed(p, pr, k, e->out);
    }
    memcpy(out, e->out, sizeof(double) * SOLO_BOT_MAX_SUM);
    return e->top;
}
