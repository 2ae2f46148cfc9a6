/* test_game_util.h — helpers shared by the standard game's tests: load a
 * scenario file, apply actions given as text, collect formatted events,
 * list the legal actions as text, check that every card is somewhere. */
#ifndef CONDOTTIERE_TEST_GAME_UTIL_H
#define CONDOTTIERE_TEST_GAME_UTIL_H

#include <stddef.h>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/observation.h"
#include "rules/rules.h"
#include "rules/scenario.h"

/* Loads tests/scenarios/NAME (fails the test on an error). */
void tg_load(const char *name, struct game *g, struct state *s);
/* Parses a scenario given as text (fails the test on an error). */
void tg_parse(const char *text, struct game *g, struct state *s);
/* Applies actions separated by ';' ("play 10; pass"), each must be legal.
 * Returns the events of them all, formatted for `viewer`, one per line
 * (a static buffer, valid until the next call). */
const char *tg_do_view(const struct game *g, struct state *s, const char *actions, int viewer);
const char *tg_do(const struct game *g, struct state *s, const char *actions);
/* Applies one action in text form and returns the status (no assertion). */
int tg_try(const struct game *g, struct state *s, const char *action_text);
/* The legal actions as text, joined by ", " (a static buffer). */
const char *tg_legal(const struct game *g, const struct state *s);
/* Asserts that the deck, hands, lines and discards hold the ruleset's deck. */
void tg_check_census(const struct game *g, const struct state *s);
/* True if `events` holds a line beginning with `prefix`. */
int tg_has(const char *events, const char *prefix);
/* The state's announced strength of one line. */
int tg_strength(const struct state *s, int seat);

#endif
