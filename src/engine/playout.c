/* playout.c — the random player's move drawn without the list of legal
 * actions: the same draw as legal[rng_below(r, n)] over the list that
 * state_legal_actions writes, taken from a bit mask of the kinds in hand
 * (a battle's play) or of the regions (choosing the battle), for
 * play-outs and simulations. Every other phase draws over the list. */
#include "engine/game_rules.h"

/* The i-th (from 0) set bit of a 16-bit mask that holds more than i bits,
 * without a branch (hands are random: a mispredicted branch costs more
 * than these steps): a binary search over the bit counts of its halves,
 * quarters and pairs. */
static inline int select_bit16(unsigned m, unsigned i)
{
    unsigned c1 = m - ((m >> 1) & 0x5555u);                 /* counts of pairs */
    unsigned c2 = (c1 & 0x3333u) + ((c1 >> 2) & 0x3333u);   /* of nibbles */
    unsigned c3 = (c2 + (c2 >> 4)) & 0x0f0fu;               /* of bytes */
    unsigned pos = 0, c, t;
    c = c3 & 0xffu;
    t = 0u - (unsigned)(i >= c);
    pos += 8u & t;
    i -= c & t;
    c = (c2 >> pos) & 0xfu;
    t = 0u - (unsigned)(i >= c);
    pos += 4u & t;
    i -= c & t;
    c = (c1 >> pos) & 0x3u;
    t = 0u - (unsigned)(i >= c);
    pos += 2u & t;
    i -= c & t;
    c = (m >> pos) & 0x1u;
    pos += (unsigned)(i >= c);
    return (int)pos;
}

/* Bits set in a region set (no popcount instruction assumed). */
static inline unsigned count_bits32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}

/* The round end's keep: pairs (a, b), a <= b, by b then a; then single
 * kinds; then none: state_legal_actions' order, counted from the kinds
 * held (and held twice) instead of over every pair. */
static action random_keep(const struct game *g, const struct state *s, struct rng *r)
{
    const uint8_t *hand = s->hand[s->current];
    unsigned held = state_hand_kinds(s, s->current), twice = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        twice |= (unsigned)(hand[k] >= 2) << k;
    unsigned p = (unsigned)state_kind_count(held);
    int keep = g->rules.keep_at_round_end;
    unsigned pairs = keep >= 2 ? p * (p - 1) / 2 + (unsigned)state_kind_count(twice) : 0;
    unsigned singles = keep >= 1 ? p : 0;
    unsigned i = rng_below(r, pairs + singles + 1);
    if (i < pairs) {
        unsigned below = 0; /* kinds held below b */
        for (unsigned m = held; m; m &= m - 1, below++) {
            int b = __builtin_ctz(m);
            unsigned with_b = below + (twice >> b & 1u);
            if (i < with_b)
                return action_keep(i < below ? select_bit16(held, i) : b, b);
            i -= with_b;
        }
    }
    i -= pairs;
    if (i < singles)
        return action_keep(select_bit16(held, i), -1);
    return action_keep(-1, -1);
}

/* Any other phase: the draw over the list itself. */
static action random_from_list(const struct game *g, const struct state *s, struct rng *r)
{
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
    if (n <= 0)
        return 0;
    return legal[rng_below(r, (uint32_t)n)];
}

action state_random_action(const struct game *g, const struct state *s, struct rng *r)
{
    int seat = s->current;
    if (s->phase == PHASE_BATTLE && !(g->hooked & HOOK_MAY_PLAY) &&
        rules_may_pass(g, s, seat)) {
        /* the plays of the kinds held, in increasing order, then pass
         * (then pass reveal) */
        unsigned kinds = state_hand_kinds(s, seat);
        unsigned n = (unsigned)state_kind_count(kinds);
        unsigned reveal = g->pass_reveal && rules_may_pass_reveal(g, s, seat);
        unsigned i = rng_below(r, n + 1 + reveal);
        if (i < n)
            return action_play(select_bit16(kinds, i));
        return i == n ? action_pass() : action_pass_reveal();
    }
    if (s->phase == PHASE_CHOOSE_REGION) {
        /* the regions in increasing order, then decline */
        region_set set = rules_targetable_regions(g, s);
        unsigned n = count_bits32(set);
        unsigned total = n + rules_may_decline(g, s);
        if (!total)
            return 0;
        unsigned i = rng_below(r, total);
        if (i == n)
            return action_decline();
        for (; i; i--)
            set &= set - 1;
        return action_region(__builtin_ctz(set));
    }
    if (s->phase == PHASE_KEEP)
        return random_keep(g, s, r);
    return random_from_list(g, s, r);
}
