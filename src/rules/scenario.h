/* scenario.h — scenario files: a small text format that fixes a position of
 * the standard game (players, hands, deck order, discards, board, Pope,
 * token, contested region, whose turn, lines, passes), for rule tests and
 * for players who want to study a situation. The format is documented in
 * doc/scenario.md. Parsing is pure: from a string, errors name the line. */
#ifndef CONDOTTIERE_SCENARIO_H
#define CONDOTTIERE_SCENARIO_H

#include <stddef.h>

#include "engine/game.h"

/* Parses a scenario: builds the game (the standard ruleset with the
 * scenario's `set` lines and its player count) and the position. Returns
 * 0, or -1 with "line N: what is wrong" in err (or a message without a line
 * number for a problem of the whole position, e.g. too many cards). */
int scenario_parse(const char *text, struct game *g, struct state *s, struct msg *err);

#endif
