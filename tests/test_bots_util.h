/* test_bots_util.h — helpers shared by the bots' tests: a game of a given
 * size, the number of games to play (CONDOTTIERE_BOT_GAMES), one seeded
 * game between bots with every chosen action checked for legality, a
 * seeded game walked position by position, and a scenario position. */
#ifndef CONDOTTIERE_TEST_BOTS_UTIL_H
#define CONDOTTIERE_TEST_BOTS_UTIL_H

#include <stdint.h>

#include "ai/standard_bot.h"
#include "engine/game.h"
#include "engine/observation.h"
#include "rules/rules.h"

/* The standard game for `nseats` players (fails the test on an error). */
void tb_game(struct game *g, int nseats);

/* The game of the ruleset written `rules` ("standard+hidden-cards",
 * "first-edition") for `nseats` players (fails the test on an error,
 * saying which). */
void tb_ruleset_game(struct game *g, const char *rules, int nseats);

/* `fallback` games, or the number in CONDOTTIERE_BOT_GAMES when it is set
 * (scaled by `fallback / base` so that each test keeps its proportion);
 * never below `minimum`. */
int tb_games(int fallback, int base, int minimum);

/* Plays the game of `seed` to its end with the bots of kinds[seat], each
 * seeded by bot_seed(seed, seat). Asserts that every action a bot returns
 * is in the legal list and is applied without error. Returns the result;
 * *nactions (may be NULL) receives the number of actions and *digest (may
 * be NULL) a hash of the action list. */
void tb_play(const struct game *g, uint64_t seed, const enum bot_kind *kinds,
             struct game_result *res, int *nactions, uint64_t *digest);

/* What tb_walk calls at each position of its game, before the move. */
typedef void tb_visit(const struct game *g, const struct state *s, void *ctx);

/* Plays the game of `seed` to its end, the heuristic bot at the even
 * seats and the random bot at the odd ones (each seeded by
 * bot_seed(seed, seat)), calling visit(g, s, ctx) at every position
 * before its move is applied (asserted to apply without error). */
void tb_walk(const struct game *g, uint64_t seed, tb_visit *visit, void *ctx);

/* Parses a scenario given as text (fails the test on an error). */
void tb_scenario(const char *text, struct game *g, struct state *s);

/* The observation and legal actions of the seat to act. */
int tb_view(const struct game *g, const struct state *s, struct observation *obs,
            action *legal);

#endif
