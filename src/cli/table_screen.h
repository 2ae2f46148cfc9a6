/* table_screen.h — a standard game at the prompt: the human in seat 1 (seat
 * 0 inside the engine), bots in the other seats; starting a game, applying
 * the human's actions, letting the bots play, and showing what happened. */
#ifndef CONDOTTIERE_TABLE_SCREEN_H
#define CONDOTTIERE_TABLE_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/standard_bot.h"
#include "engine/game.h"
#include "engine/observation.h"

struct session;

#define TABLE_HUMAN 0

struct table_screen {
    struct game game;
    struct state state;
    struct bot bots[GAME_MAX_SEATS]; /* seat 0 is the human's: unused */
    uint64_t seed;
    char variant[48];
};

/* The name of a seat as shown: "you", "Sforza", ... */
const char *table_seat_name(int seat);

/* A new game, recorded in the database, with the bots' first moves. */
int table_screen_start(struct session *s, const struct ruleset *r, const char *variant,
                       int players, enum bot_kind bots, uint64_t seed);
/* The game set up and dealt (events into `log`), not recorded: for
 * restoring a stored game. */
int table_screen_begin(struct session *s, const struct ruleset *r, const char *variant,
                       int players, enum bot_kind bots, uint64_t seed, struct event_log *log);
/* Plays the current seat's action (saved first, see table_screen.c);
 * STATE_OK, STATE_ILLEGAL with err, or 1 when it could not be saved. */
int table_screen_apply(struct session *s, action a, bool show, char *err, size_t cap);
/* Lets the bots play until the human's turn. */
void table_screen_continue(struct session *s);
void table_screen_end(struct session *s);
/* Applies the human's action (text form); on bad input prints why and
 * changes nothing; then lets the bots play until the human's turn. */
void table_screen_act(struct session *s, const char *text);
void table_observe(const struct session *s, struct observation *o);

/* Output (table_render.c, table_map.c). */
void table_render_events(const struct session *s, const struct event_log *log);
void table_render_status(const struct session *s);
void table_render_lines(const struct session *s);
void table_render_hand(const struct session *s);
void table_render_turn(const struct session *s);
/* Only the question: what the human may do now. */
void table_render_ask(const struct session *s);
void table_render_map(const struct session *s);
void table_render_rules(const struct session *s);

#endif
