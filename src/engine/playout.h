/* playout.h — a play-out's step, inline where the play-outs loop (the
 * simulate driver, the search bot): the random bot's move drawn and
 * applied, a battle's ordinary turn (a card that only goes to the line,
 * or a pass, then the next seat and its forced passes) done here without
 * a call; every other move in playout.c. Included by game.h. */
#ifndef CONDOTTIERE_PLAYOUT_H
#define CONDOTTIERE_PLAYOUT_H

#include "engine/kind_bits.h"

/* The kinds whose play only puts the card in the line (no effect on
 * other cards, no decision): the mercenaries, Drummer, Heroine, Courtesan. */
#define PLAYOUT_PLACED_ONLY                                                               \
    (((1u << CARD_MERCENARY_KINDS) - 1) | 1u << CARD_DRUMMER | 1u << CARD_HEROINE |          \
     1u << CARD_COURTESAN)

/* playout.c: the step in every other case (another phase, a battle with
 * modules' hooks); a special card drawn in a plain battle's turn (the
 * card chosen, nothing done yet); the battle's end once every seat passed
 * (after `a`, returned). */
action playout_step_other(const struct game *g, struct state *s, struct rng *r);
/* The same, a battle's pass drawn at pass_weight / PLAYOUT_PASS_UNIFORM
 * of another action's chance (state_random_step_weighted). */
action playout_step_other_weighted(const struct game *g, struct state *s, struct rng *r,
                                   int pass_weight);
action playout_step_special(const struct game *g, struct state *s, int kind);
action playout_battle_over(const struct game *g, struct state *s, action a);

/* After `seat`'s turn in a plain battle: the next seat that has not
 * passed, clockwise; one without cards passes by force (R-BATTLE).
 * Returns false when nobody is left (the battle is over). */
static inline bool playout_next_turn(struct state *s, unsigned seat)
{
    unsigned active = (unsigned)s->participants & ~(unsigned)s->passed;
    while (active) {
        unsigned after = active & ~((2u << seat) - 1);
        unsigned next = (unsigned)__builtin_ctz(after ? after : active);
        if (s->hand_count[next]) {
            s->current = (uint8_t)next;
            return true;
        }
        s->passed |= (uint8_t)(1u << next);
        active &= ~(1u << next);
        seat = next;
    }
    return false;
}

/* A plain battle's turn for the current seat (`seat`): `kind` played
 * (a special card handed to playout_step_special), or a pass when kind
 * < 0; then the next seat, or the battle's end. Returns the action. */
static inline action playout_plain_turn(const struct game *g, struct state *s, unsigned seat,
                                        int kind)
{
    /* what battle_play (a card placed only) or battle_pass, then
     * battle_next_turn, do under the standard rules, without events */
    action a;
    if (kind >= 0) {
        if (!(PLAYOUT_PLACED_ONLY >> kind & 1u))
            return playout_step_special(g, s, kind);
        a = action_play(kind);
        s->hand[seat][kind]--;
        s->hand_count[seat]--;
        s->played |= (uint8_t)(1u << seat);
        s->lines[seat].up[kind]++;
        s->line[seat][s->line_len[seat]++] = (uint8_t)kind;
    } else {
        a = action_pass();
        s->passed |= (uint8_t)(1u << seat);
    }
    s->actions++;
    if (!playout_next_turn(s, seat))
        return playout_battle_over(g, s, a);
    return a;
}

/* state_random_action applied (state_apply_legal, no events): the random
 * bot's move played, the same position and the same rng as those two calls
 * give. Returns the action (0 when the game was over: nothing done). */
static inline action state_random_step(const struct game *g, struct state *s, struct rng *r)
{
    if (s->phase != PHASE_BATTLE || !g->plain_battle)
        return playout_step_other(g, s, r);
    unsigned seat = s->current;
    unsigned kinds = state_hand_kinds(s, (int)seat);
    unsigned n = kind_bits_count(kinds);
    unsigned i = rng_below(r, n + 1);
    return playout_plain_turn(g, s, seat, i < n ? kind_bits_select(kinds, i) : -1);
}

/* A play-out's step whose battle turns pass less (or more) often than
 * the random bot's: in a battle, a pass (either kind of pass) is drawn
 * with a weight of pass_weight against PLAYOUT_PASS_UNIFORM for each
 * other legal action; every other decision is the random bot's. At
 * PLAYOUT_PASS_UNIFORM it is state_random_step itself, draw for draw.
 * pass_weight: 0..PLAYOUT_PASS_UNIFORM * 100; 0 passes only when
 * nothing else is legal. */
#define PLAYOUT_PASS_UNIFORM 100
static inline action state_random_step_weighted(const struct game *g, struct state *s,
                                                struct rng *r, int pass_weight)
{
    if (pass_weight == PLAYOUT_PASS_UNIFORM)
        return state_random_step(g, s, r);
    if (s->phase != PHASE_BATTLE || !g->plain_battle)
        return playout_step_other_weighted(g, s, r, pass_weight);
    unsigned seat = s->current;
    unsigned kinds = state_hand_kinds(s, (int)seat);
    unsigned n = kind_bits_count(kinds);
    unsigned cards = n * PLAYOUT_PASS_UNIFORM;
    unsigned total = cards + (unsigned)pass_weight;
    unsigned i = total ? rng_below(r, total) : cards;
    return playout_plain_turn(g, s, seat,
                              i < cards ? kind_bits_select(kinds, i / PLAYOUT_PASS_UNIFORM) : -1);
}

#endif
