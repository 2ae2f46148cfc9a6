/* store_levels.h — the level a player chose, read from a seat's stored
 * bot kind ("heuristic", "search-v3:500"...): one table of every kind
 * that stands for a level, shared by the games' modes (store_played.c)
 * and the levels' ratings (store_rating.c). */
#ifndef CONDOTTIERE_STORE_LEVELS_H
#define CONDOTTIERE_STORE_LEVELS_H

/* The level of `kind` (its name before any ":N" or ":TIME"): "random",
 * "easy", "normal" or "hard", with its rank among the kinds, weakest
 * first, in *rank; NULL (and *rank unset) for a kind that is no level
 * ("search-value", "search-infer", an unknown name). */
const char *store_level_of(const char *kind, int *rank);

#endif
