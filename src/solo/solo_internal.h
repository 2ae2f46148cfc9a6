/* solo_internal.h — what the solitaire engine's files share and the API does
 * not show: the phases of the state machine, pile helpers, event helpers and
 * the steps of a battle. */
#ifndef CONDOTTIERE_SOLO_INTERNAL_H
#define CONDOTTIERE_SOLO_INTERNAL_H

#include "solo/solo.h"

/* s->phase: the decisions of enum solo_decision, then the automatic steps. */
enum solo_phase {
    PH_OVER = SOLO_DECIDE_NONE,
    PH_CARD = SOLO_DECIDE_CARD,
    PH_RESPOND = SOLO_DECIDE_RESPOND,
    PH_CONCLUDE = SOLO_DECIDE_CONCLUDE,
    PH_SCARECROW = SOLO_DECIDE_SCARECROW,
    PH_ENEMY, /* the enemy turns up its next card */
    PH_START, /* a new battle begins */
};

#define SOLO_NO_MARK 0xff

/* ---- cards and piles (solo_pile.c) */
bool solo_is_special_kind(int kind); /* a card of the special deck */
int solo_count_sum(const uint8_t counts[CARD_KINDS]);
void solo_pile_push(struct solo_pile *p, uint8_t card); /* at the bottom */
uint8_t solo_pile_pop(struct solo_pile *p);             /* from the top; CARD_NONE if empty */
/* Lays out counts kind by kind into p (catalogue order), then empties counts. */
void solo_pile_take_counts(struct solo_pile *p, uint8_t counts[CARD_KINDS]);
/* Strength of both lines, Winter against Spring cancelling. */
void solo_strengths(const struct solo_state *s, int *player, int *enemy);

/* ---- events (solo_event.c) */
struct solo_event solo_event_make(const struct solo_state *s, enum solo_event_type type);
void solo_event_push(struct solo_events *ev, const struct solo_event *e);
/* An event that carries a card and both lines' strengths. */
void solo_event_card(struct solo_state *s, struct solo_events *ev, enum solo_event_type type,
                     int card);

/* ---- the course of a battle (solo_battle.c) */
bool solo_player_can_play(const struct solo_state *s);
bool solo_special_allowed(const struct solo_state *s); /* on a turn, a pause or the end */
void solo_start_battle(struct solo_state *s, struct solo_events *ev);
void solo_enemy_turn(struct solo_state *s, struct solo_events *ev);
void solo_after_player_move(struct solo_state *s, struct solo_events *ev);
void solo_end_battle(struct solo_state *s, int winner, enum solo_how how,
                     struct solo_events *ev);
/* Runs the automatic steps (and forced single answers) up to the next real
 * decision or the end of the game. */
void solo_advance(struct solo_state *s, struct solo_events *ev);
/* Carries out a legal action, without advancing. */
void solo_perform(struct solo_state *s, solo_action a, struct solo_events *ev);

/* ---- the special-card duel (solo_duel.c) */
void solo_duel(struct solo_state *s, int player_card, struct solo_events *ev);

/* ---- setup (solo_setup.c) */
int solo_check_options(const struct solo_options *o, struct msg *err);
/* Common start: zeroes the state, seeds it, copies options and the variant's
 * cards in play into s->total (Courtesans go out of the game). */
int solo_init(struct solo_state *s, const struct variant *v, const struct solo_options *o,
              uint64_t seed, struct msg *err);
/* After the piles are laid: reports the first hand and starts battle 1. */
void solo_begin(struct solo_state *s, struct solo_events *ev);

/* ---- actions and messages (solo_action.c) */
bool solo_action_well_formed(solo_action a); /* legal or not */
/* err (when not NULL) set to the message fmt under SOLO_ERR_INPUT, which
 * it returns (an xgettext keyword, as msg_fail: po/Makevars). */
int solo_fail(struct msg *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
