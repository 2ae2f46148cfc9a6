/* store_trends.h — a profile's record over time: the finished games that
 * `stats` counts, one row each in the order they ended (store_played), and
 * the pure computing on them: dates and calendar periods (weeks from
 * Monday, months), the games, wins and win rate per period for all games
 * and per mode (the solitaire's level, or the standard game's bot levels).
 * The rating of the player is in store_rating.h. Nothing here prints. */
#ifndef CONDOTTIERE_STORE_TRENDS_H
#define CONDOTTIERE_STORE_TRENDS_H

#include <stddef.h>
#include <stdint.h>

#include "store/store.h"

#define STORE_DATE_MAX 10     /* "YYYY-MM-DD" */
#define STORE_MODE_MAX 255    /* a mode's key */
#define STORE_DAY_NONE INT32_MIN

/* One finished game counted by `stats` (the profile's games, not practice,
 * not from a scenario unless those count). */
struct store_played {
    int64_t game;
    char date[STORE_DATE_MAX + 1]; /* the local date it ended */
    int solitaire;                 /* 1: a solitaire game */
    char ruleset[STORE_RULESET_MAX + 1];
    char level[STORE_NAME_MAX + 1];          /* the solitaire's level, "" none */
    char opponents[STORE_MODE_MAX + 1];      /* the other seats' kinds in seat order,
                                              * "random,heuristic" ("human" a person) */
    enum store_result result;
};

/* The counted finished games of profile_id, oldest first (by the time they
 * ended, then number); *out to free(). scenarios: 1 when the games played
 * from a scenario count. */
enum store_status store_played(struct store *s, int64_t profile_id, int scenarios,
                               struct store_played **out, size_t *n, struct msg *err);

/* What a game was played as. Solitaire: its level, or its ruleset when it
 * has none ("solitaire armies=3"). Standard game: the levels of the bots it
 * was played against, weakest first, comma-separated ("easy,normal"; a bot
 * kind as the level a player chooses: random, easy, normal, hard), a person
 * as "human". */
void store_played_mode(const struct store_played *g, char out[STORE_MODE_MAX + 1]);

/* ---- dates (days since 1970-01-01, the proleptic Gregorian calendar) ---- */

/* "YYYY-MM-DD" (a real date) to its day number; -1 when it is not one. */
int store_date_parse(const char *text, int32_t *day);
void store_date_text(int32_t day, char out[STORE_DATE_MAX + 1]);

enum store_period { STORE_BY_WEEK, STORE_BY_MONTH };

/* The first day of the period holding day (a Monday, or the 1st), and the
 * first day of the next period. */
int32_t store_period_start(int32_t day, enum store_period by);
int32_t store_period_next(int32_t start, enum store_period by);
/* A period's name: a week by its Monday "2025-03-03", a month "2025-03". */
void store_period_label(int32_t start, enum store_period by, char out[STORE_DATE_MAX + 1]);

/* ---- games per period ---- */

struct store_trend_cell {
    int64_t games, wins, losses, draws;
};

struct store_trend_series {
    char mode[STORE_MODE_MAX + 1]; /* "" for all games */
    int solitaire;
    int64_t games, wins;
    struct store_trend_cell *cells; /* one per period */
};

struct store_trends {
    enum store_period by;
    size_t nperiods;
    int32_t *starts;               /* each period's first day, in order */
    struct store_trend_series all; /* every game */
    size_t nmodes;
    struct store_trend_series *modes; /* most games first, then by name */
};

/* The games of g ended from day since to day until (STORE_DAY_NONE: no
 * bound) counted per period. The periods run from since's period (else the
 * first game's) to until's (else the last game's), those without games
 * included; none when no game is in the range and a bound is missing.
 * 0, or -1 when out of memory (t then empty). */
int store_trends_build(const struct store_played *g, size_t n, enum store_period by,
                       int32_t since, int32_t until, struct store_trends *t);
void store_trends_free(struct store_trends *t);

#endif
