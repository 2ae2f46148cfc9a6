/* history_render.h — the lines of `condottiere history`: one game a line
 * under a header (game number, local date, variant, rules, opponents,
 * result, actions, battles), also as JSON and CSV, and the words each
 * column is made of. */
#ifndef CONDOTTIERE_HISTORY_RENDER_H
#define CONDOTTIERE_HISTORY_RENDER_H

#include <stddef.h>
#include <stdio.h>

#include "store/store.h"

enum history_format { HISTORY_TEXT, HISTORY_JSON, HISTORY_CSV };

/* The table of games, in the order given; nothing for an empty list. */
void history_render(FILE *f, const struct store_game_list *list);

/* The list as the table, JSON (an array of objects, one per game) or CSV
 * (a header line, then one line per game): the same columns either way. */
void history_render_format(FILE *f, const struct store_game_list *list,
                           enum history_format format);

/* "win", "loss", "draw", "abandoned" or "in progress". */
const char *history_result_word(const struct store_game_header *g);

/* Who the profile played against: the bots by kind ("2 random bots",
 * "heuristic bot"), other people by name; in a solitaire game the enemy
 * armies ("armies A, B", their number read from "armies=N" in the ruleset,
 * else the solitaire's default). */
void history_opponents(const struct store_game_header *g, char *buf, size_t cap);

/* The solitaire's level a game was played at, in English: the level
 * stored with it, or for a game stored before levels the level whose
 * options its ruleset has; "custom" for other options; NULL for a
 * standard game or a scenario's. */
const char *history_level(const struct store_game_header *g);

/* A stored UTC time "YYYY-MM-DD HH:MM:SS" as local "YYYY-MM-DD HH:MM"
 * (TZ applies); text that does not parse is copied as it is. */
void history_local_time(const char *utc, char *buf, size_t cap);

#endif
