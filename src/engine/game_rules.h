/* game_rules.h — internal to the engine: the standard game's rules split at
 * the hook points where optional rule modules will plug in later, plus the
 * helpers they share (battle lines, events). Not for use outside src/engine.
 *
 *   hook               function here                      file
 *   setup / deal       state_init, deal_cards             deal.c
 *   may_target_region  rules_targetable_regions           battle.c
 *   on_play            rules_on_play                      battle.c
 *   may_pass           rules_may_pass                     battle.c
 *   on_battle_end      rules_on_battle_end                conclude.c
 *   draw               deal_round (round end)             deal.c, round.c
 *   victory            rules_victory, victory_no_region_left  victory.c */
#ifndef CONDOTTIERE_GAME_RULES_H
#define CONDOTTIERE_GAME_RULES_H

#include <stdbool.h>

#include "engine/event.h"
#include "engine/game.h"

/* ---- events (event.c) ---- */
/* A new event of `type` in the log, every field EVENT_NONE / 0, or NULL when
 * there is no log or it is full (the event is still counted). */
struct event *event_add(struct event_log *log, int type, int seat);

/* ---- battle lines (line.c) ---- */
void line_add(struct state *s, int seat, int kind);
/* Removes up to n cards of `kind` from seat's line (latest first); returns
 * how many went. The caller puts them where they belong. */
int line_remove(struct state *s, int seat, int kind, int n);
/* Every line to the discard pile; returns the number of cards. */
int lines_discard(struct state *s);

/* ---- setup and deal (deal.c) ---- */
/* Rebuilds the deck from every card that is in no hand and no line (the
 * discard pile empties) and shuffles it. */
void deal_rebuild_deck(const struct game *g, struct state *s, struct event_log *log);
/* Deals quota[seat] cards one at a time round the table, starting left of
 * the token holder, while the deck lasts. */
void deal_cards(const struct game *g, struct state *s, const int quota[GAME_MAX_SEATS],
                struct event_log *log);
/* The round's deal: up to hand_size in hand, then extra_per_region per
 * controlled region. */
void deal_round(const struct game *g, struct state *s, struct event_log *log);

/* ---- battle (battle.c) ---- */
/* may_target_region: the regions the token may be placed on now. */
region_set rules_targetable_regions(const struct game *g, const struct state *s);
bool rules_may_pass(const struct game *g, const struct state *s, int seat);
/* Starts the battle on s->contested among s->participants; `first` plays
 * first (forced passes are applied as turns come). */
void battle_start(const struct game *g, struct state *s, int first, struct event_log *log);
/* The current seat plays `kind`: the card's effect (R-WINTER/SPRING,
 * R-BISHOP, R-SCARECROW, R-SURRENDER), then the turn moves on unless a
 * decision of the same seat is pending. */
void rules_on_play(const struct game *g, struct state *s, int kind, struct event_log *log);
void battle_pass(const struct game *g, struct state *s, struct event_log *log);
void battle_scarecrow(const struct game *g, struct state *s, int kind, struct event_log *log);
void battle_pope(const struct game *g, struct state *s, int region, struct event_log *log);
/* After a seat's turn: the next seat that has not passed, clockwise; a
 * seat with an empty hand passes by force; nobody left: the battle ends. */
void battle_next_turn(const struct game *g, struct state *s, struct event_log *log);

/* ---- concluding a battle (conclude.c) ---- */
/* R-CONCLUDE step 1 (compare strength, the token, victory), then step 2
 * (the next region, or the end of the game). `reason`: BATTLE_BY_*. */
void rules_on_battle_end(const struct game *g, struct state *s, int reason,
                         struct event_log *log);

/* ---- steps 3-4 and rounds (round.c) ---- */
/* The token holder chose s->contested: start the battle, or (after a
 * battle) discard the lines, offer hand discards, end the round. */
void round_region_chosen(const struct game *g, struct state *s, struct event_log *log);
void round_discard_hand(const struct game *g, struct state *s, bool yes, struct event_log *log);
void round_keep(const struct game *g, struct state *s, int kind1, int kind2,
                struct event_log *log);

/* ---- victory (victory.c) ---- */
/* R-WIN: does `seat` meet the victory condition now? Returns the reason,
 * or RESULT_NONE. */
int rules_victory(const struct game *g, const struct state *s, int seat);
void game_over(struct state *s, uint8_t winners, int reason, struct event_log *log);
/* No region left (or the battle cap): the most regions wins; a tie starts
 * the final battle. */
void victory_no_region_left(const struct game *g, struct state *s, struct event_log *log);
/* The final battle's end: its winner wins, a tie is shared. */
void victory_final_battle_end(const struct game *g, struct state *s, const int *strength,
                              int reason, struct event_log *log);

static inline int next_seat(const struct state *s, int seat)
{
    return seat + 1 == s->nseats ? 0 : seat + 1;
}

#endif
