/* playout.c — the random player's move drawn without the list of legal
 * actions: the same draw as legal[rng_below(r, n)] over the list that
 * state_legal_actions writes, taken from a bit mask of the kinds (a
 * battle's play, the Scarecrow's) or of the regions (the battle's, the
 * Pope's), or counted (the round end's keep); and a play-out's step, the
 * draw applied, a battle's ordinary turn done here in one go (also with
 * a pass weighted otherwise than the other moves). */
#include <string.h>

#include "engine/game_rules.h"
#include "engine/kind_bits.h"
#include "engine/kind_counts.h"

/* Bits set in a region set, and the position of its i-th one (from 0;
 * the set holds more than i), from the byte tables a half at a time. */
_Static_assert(REGION_COUNT <= 32, "a region set is 32 bits");
static inline unsigned count_bits32(uint32_t x)
{
    return kind_bits_count(x & 0xffffu) + kind_bits_count(x >> 16);
}

static inline int select_bit32(uint32_t x, unsigned i)
{
    unsigned c = kind_bits_count(x & 0xffffu);
    return i < c ? kind_bits_select(x & 0xffffu, i) : 16 + kind_bits_select(x >> 16, i - c);
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
    unsigned p = kind_bits_count(held);
    int keep = g->rules.keep_at_round_end;
    unsigned pairs = keep >= 2 ? p * (p - 1) / 2 + kind_bits_count(twice) : 0;
    unsigned singles = keep >= 1 ? p : 0;
    unsigned i = rng_below(r, pairs + singles + 1);
    if (i < pairs) {
        unsigned below = 0; /* kinds held below b */
        for (unsigned m = held; m; m &= m - 1, below++) {
            int b = __builtin_ctz(m);
            unsigned with_b = below + (twice >> b & 1u);
            if (i < with_b)
                return action_keep(i < below ? kind_bits_select(held, i) : b, b);
            i -= with_b;
        }
    }
    i -= pairs;
    if (i < singles)
        return action_keep(kind_bits_select(held, i), -1);
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
        battle_may_pass(g, s, seat)) {
        /* the plays of the kinds held, in increasing order, then pass
         * (then pass reveal) */
        unsigned kinds = state_hand_kinds(s, seat);
        unsigned n = kind_bits_count(kinds);
        unsigned reveal = g->pass_reveal && battle_may_pass_reveal(g, s, seat);
        unsigned i = rng_below(r, n + 1 + reveal);
        if (i < n)
            return action_play(kind_bits_select(kinds, i));
        return i == n ? action_pass() : action_pass_reveal();
    }
    if (s->phase == PHASE_CHOOSE_REGION) {
        /* the regions in increasing order, then decline */
        region_set set = battle_targetable_regions(g, s);
        unsigned n = count_bits32(set);
        unsigned total = n + battle_may_decline(g, s);
        if (!total)
            return 0;
        unsigned i = rng_below(r, total);
        if (i == n)
            return action_decline();
        return action_region(select_bit32(set, i));
    }
    switch (s->phase) {
    case PHASE_KEEP:
        return random_keep(g, s, r);
    case PHASE_SCARECROW: {
        /* the mercenaries of his line, in increasing order, then none */
        unsigned kinds = state_line_kinds(s, seat) & ((1u << CARD_MERCENARY_KINDS) - 1);
        unsigned n = kind_bits_count(kinds);
        unsigned i = rng_below(r, n + 1);
        return action_scarecrow(i < n ? kind_bits_select(kinds, i) : -1);
    }
    case PHASE_POPE: {
        /* the regions in increasing order, then off the board */
        region_set set = battle_pope_regions(g, s);
        unsigned n = count_bits32(set);
        unsigned i = rng_below(r, n + 1);
        if (i == n)
            return action_pope(-1);
        return action_pope(select_bit32(set, i));
    }
    case PHASE_DISCARD_HAND:
        return action_discard_hand(rng_below(r, 2) != 0);
    default:
        return random_from_list(g, s, r);
    }
}

/* Any mercenary face up in seat's line? Its first seven counts as one
 * word. */
static inline bool line_has_mercenary(const struct state *s, int seat)
{
    return kind_counts_mercenaries(s->lines[seat].up) != 0;
}

action playout_step_other(const struct game *g, struct state *s, struct rng *r)
{
    action a = state_random_action(g, s, r);
    if (a)
        state_apply_legal(g, s, a, NULL);
    return a;
}

action playout_step_other_weighted(const struct game *g, struct state *s, struct rng *r,
                                   int pass_weight)
{
    if (s->phase != PHASE_BATTLE)
        return playout_step_other(g, s, r);
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
    if (n <= 0)
        return 0;
    unsigned weight[STATE_MAX_ACTIONS], total = 0;
    for (int i = 0; i < n; i++) {
        weight[i] = action_type(legal[i]) == ACTION_PASS ? (unsigned)pass_weight
                                                         : PLAYOUT_PASS_UNIFORM;
        total += weight[i];
    }
    action a = legal[n - 1];
    if (total > 0) {
        unsigned x = rng_below(r, total);
        for (int i = 0; i < n; i++) {
            if (x < weight[i]) {
                a = legal[i];
                break;
            }
            x -= weight[i];
        }
    }
    state_apply_legal(g, s, a, NULL);
    return a;
}

action playout_battle_over(const struct game *g, struct state *s, action a)
{
    conclude_battle(g, s, BATTLE_BY_PASSES, NULL);
    return a;
}

/* Winter or Spring played: every card of the other season leaves every
 * line (R-WINTER, R-SPRING), as discard_season does. */
static void discard_season(struct state *s, int kind)
{
    int other = kind == CARD_WINTER ? CARD_SPRING : CARD_WINTER;
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = s->lines[seat].up[other];
        if (!n)
            continue;
        line_remove(s, seat, other, n);
        s->discard[other] = (uint8_t)(s->discard[other] + n);
    }
}

action playout_step_special(const struct game *g, struct state *s, int kind)
{
    action a = action_play(kind);
    /* what battle_play does for these under the standard rules */
    int seat = s->current;
    s->actions++;
    s->hand[seat][kind]--;
    s->hand_count[seat]--;
    s->played |= (uint8_t)(1u << seat);
    switch (kind) {
    case CARD_SCARECROW: /* discarded once its effect is done */
        s->discard[kind]++;
        if (line_has_mercenary(s, seat)) {
            s->phase = PHASE_SCARECROW; /* which one to take back */
            return a;
        }
        break; /* RULING: nothing to take back */
    case CARD_SURRENDER:
        line_add(s, seat, kind);
        conclude_battle(g, s, BATTLE_BY_SURRENDER, NULL);
        return a;
    case CARD_BISHOP: /* discarded once its effect is done */
        s->discard[kind]++;
        battle_bishop_discard(g, s, seat, NULL);
        if (!s->final_battle) {
            s->phase = PHASE_POPE; /* RULING: no Pope in the final battle */
            return a;
        }
        break;
    default: /* Winter, Spring */
        discard_season(s, kind);
        line_add(s, seat, kind);
        break;
    }
    if (!playout_next_turn(s, (unsigned)seat))
        conclude_battle(g, s, BATTLE_BY_PASSES, NULL);
    return a;
}
