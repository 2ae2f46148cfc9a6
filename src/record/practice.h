/* practice.h — where a practice game starts in a stored game: the
 * player's decision N is the N-th action of the profile's seat in journal
 * order (in the solitaire every action is the player's), and the position
 * before it is the game replayed up to just before that action, the other
 * seats' actions before it included (doc/practice.md). Pure. */
#ifndef CONDOTTIERE_PRACTICE_H
#define CONDOTTIERE_PRACTICE_H

#include <stdint.h>

#include "store/store.h"

/* The player's decisions in game g (his actions). */
int practice_decisions(const struct store_game *g);

/* The actions of g before the player's decision `from` (1 first); -1 when
 * he made fewer than `from` decisions. */
int64_t practice_keep(const struct store_game *g, int from);

/* A practice game's start position: the actions before its player's
 * decision practice_from, or all of them while he has not made it; -1
 * for a game that is no practice game. */
int64_t practice_start(const struct store_game *g);

#endif
