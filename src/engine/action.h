/* action.h — every decision of the standard game as a compact integer, and
 * its stable text form ("play 10", "region Firenze", "keep 10 heroine").
 * The text form is the save and replay format: action_to_text() always
 * writes the canonical text, and action_from_text(action_to_text(a)) == a. */
#ifndef CONDOTTIERE_ACTION_H
#define CONDOTTIERE_ACTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/message.h"

/* An action: its type in the high byte, its argument in the low byte.
 * 0 is never a valid action. */
typedef uint16_t action;

enum action_type {
    ACTION_REGION = 1,    /* arg: region — "region Firenze" */
    ACTION_PLAY = 2,      /* arg: card kind — "play 10", "play drummer" */
    ACTION_PASS = 3,      /* arg: 0 — "pass"; 1 — "pass reveal" (hidden-cards,
                           * pass-reveal=choice: his face-down card turned up) */
    ACTION_SCARECROW = 4, /* arg: mercenary kind or ACTION_NONE — "scarecrow 5" */
    ACTION_POPE = 5,      /* arg: region or ACTION_NONE (off the board) — "pope Roma" */
    ACTION_KEEP = 6,      /* arg: two card kinds, low nibble first, 0xf = none,
                           * the first <= the second — "keep 10 heroine" */
    ACTION_DISCARD_HAND = 7, /* arg: 1 yes, 0 no — "discard-hand yes" */
    ACTION_DECLINE = 8,   /* arg: 0 — "decline": the token holder designates no
                           * battle (decline-designation, 1st edition) */
    ACTION_DRAW = 9,      /* arg: cards, 0..ACTION_DRAW_MAX — "draw 2": after a
                           * battle (draw-after-battle, draw-choice=optional) */
};
#define ACTION_TYPE_MAX ACTION_DRAW
#define ACTION_DRAW_MAX 30

#define ACTION_NONE 0xffu
#define ACTION_KEEP_NONE 0xfu

/* Longest text form plus the terminating NUL ("keep scarecrow scarecrow"). */
#define ACTION_TEXT_MAX 40

static inline int action_type(action a)
{
    return a >> 8;
}

static inline int action_arg(action a)
{
    return a & 0xff;
}

static inline action action_make(int type, unsigned arg)
{
    return (action)((unsigned)type << 8 | (arg & 0xffu));
}

static inline action action_region(int region)
{
    return action_make(ACTION_REGION, (unsigned)region);
}

static inline action action_play(int kind)
{
    return action_make(ACTION_PLAY, (unsigned)kind);
}

static inline action action_pass(void)
{
    return action_make(ACTION_PASS, 0);
}

static inline action action_pass_reveal(void)
{
    return action_make(ACTION_PASS, 1);
}

/* kind, or -1 for none */
static inline action action_scarecrow(int kind)
{
    return action_make(ACTION_SCARECROW, kind < 0 ? ACTION_NONE : (unsigned)kind);
}

/* region, or -1 for off the board */
static inline action action_pope(int region)
{
    return action_make(ACTION_POPE, region < 0 ? ACTION_NONE : (unsigned)region);
}

/* Keep up to two cards (each a kind or -1); the order does not matter. */
static inline action action_keep(int kind1, int kind2)
{
    unsigned a = kind1 < 0 ? ACTION_KEEP_NONE : (unsigned)kind1;
    unsigned b = kind2 < 0 ? ACTION_KEEP_NONE : (unsigned)kind2;
    return action_make(ACTION_KEEP, a <= b ? a | b << 4 : b | a << 4);
}

static inline action action_discard_hand(bool yes)
{
    return action_make(ACTION_DISCARD_HAND, yes ? 1u : 0u);
}

static inline action action_decline(void)
{
    return action_make(ACTION_DECLINE, 0);
}

static inline action action_draw(int cards)
{
    return action_make(ACTION_DRAW, (unsigned)cards);
}

/* For ACTION_KEEP: the kept kinds (-1 for none), the lower kind first. */
void action_keep_kinds(action a, int *kind1, int *kind2);

/* True if `a` is well formed (type known, argument in range); says
 * nothing about whether it is legal now. */
bool action_valid(action a);

/* Canonical text form into buf (always NUL-terminated when cap > 0).
 * Returns the length the text needs, like snprintf. */
size_t action_to_text(action a, char *buf, size_t cap);

/* Parses a text form: card names and aliases of any case (card_parse), and
 * regions by name or unique prefix (region_parse). Returns 0 and the
 * action, or -1 with a message in err. */
int action_from_text(const char *text, action *out, struct msg *err);

#endif
