/* store_rating.h — the player's rating, Glicko-2 (Glickman, "Example of the
 * Glicko-2 system", 2013), computed from the counted games in the order
 * they ended, never stored: the same database gives the same rating. The
 * opponents are fixed: the bot levels of the standard game and the
 * solitaire's rules, each rated from the bots' measured games
 * (doc/statistics.md says how). Pure: nothing here reads the database. */
#ifndef CONDOTTIERE_STORE_RATING_H
#define CONDOTTIERE_STORE_RATING_H

#include <stddef.h>

#include "store/store_trends.h"

/* A rating on the Glicko scale: rating (1500 a new player), its deviation
 * RD (350 a new player) and its volatility sigma (0.06). */
struct store_glicko {
    double rating, deviation, volatility;
};

#define STORE_GLICKO_START ((struct store_glicko){1500.0, 350.0, 0.06})
#define STORE_GLICKO_TAU 0.5
/* The deviation given to a fixed opponent (a bot level, a solitaire rule set). */
#define STORE_LEVEL_DEVIATION 30.0

/* One game of a rating period: the opponent's rating and deviation, and the
 * player's score (1 won, 0.5 drawn, 0 lost). */
struct store_glicko_game {
    double rating, deviation, score;
};

/* Glicko-2's step for one rating period of n games (n == 0: only the
 * deviation grows), tau the system's constant. */
void store_glicko_update(struct store_glicko *p, const struct store_glicko_game *games, size_t n,
                         double tau);

/* The rating of one opponent standing for several (the others of a game
 * only one seat wins): the first-place probability of the Bradley-Terry
 * (Luce) model, 10^(r/400) summed: 400 log10(sum of 10^(r_i/400)). */
double store_rating_field(const double *ratings, size_t n);

/* The rating of a bot level of the standard game ("random", "easy",
 * "normal", "hard", or a bot kind "heuristic", "search:N"); -1 when it has
 * none. */
int store_bot_rating(const char *kind, double *rating);
/* The rating of the solitaire played with ruleset (as stored: "solitaire",
 * "solitaire armies=3"...); -1 when no measure rates it. */
int store_solitaire_rating(const char *ruleset, double *rating);

struct store_rating_point {
    int64_t game;
    char date[STORE_DATE_MAX + 1];
    double rating, deviation;
};

struct store_rating {
    struct store_glicko now;       /* after the last rated game */
    size_t rated;                  /* games that moved it */
    size_t unrated_people;         /* standard games against a person */
    size_t unrated_rules;          /* solitaire rules no measure rates */
    size_t nhistory;
    struct store_rating_point *history; /* after each rated game, oldest first */
};

/* The rating after the games g (oldest first), one rating period each.
 * 0, or -1 when out of memory (r then as at the start, without history). */
int store_rating_run(const struct store_played *g, size_t n, struct store_rating *r);
void store_rating_free(struct store_rating *r);

#endif
