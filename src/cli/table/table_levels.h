/* table_levels.h — the bot levels a player chooses for the standard game
 * (easy, normal, hard), each with its rating on one scale
 * (store_bot_rating; doc/bots.md, "The levels on one scale"): the table
 * `play --help` prints, and the line at the start of a game. */
#ifndef CONDOTTIERE_TABLE_LEVELS_H
#define CONDOTTIERE_TABLE_LEVELS_H

#include <stdio.h>

/* The levels with their ratings and what each does, wrapped to width. */
void table_levels_help(FILE *f, int width);

/* "Ratings on one scale (normal = 1500): search 1694, easy 1284." for the
 * distinct rated levels among names[0..n-1] (a bot with a budget of its
 * own, "search:500", or with no rating is left out); nothing when none is
 * rated. */
void table_levels_line(FILE *f, const char *const *names, int n);

#endif
