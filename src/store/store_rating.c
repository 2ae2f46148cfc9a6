/* store_rating.c — the ratings of the fixed opponents, from the bots' own
 * measured games (doc/bots.md, doc/studies), and the player's Glicko-2
 * rating run through the counted games, one rating period per game.
 *
 * The standard game's levels are rated on one scale by a round robin of
 * the bots (round_robin below): the heuristic bot (`normal`) is the
 * reference, 1500. A game of n seats that one seat wins is a game against
 * one opponent standing for the others (store_rating_field). The
 * solitaire's rules are rated from the search bot's win rate p in them:
 * the search bot is rated as search-v1 (the level `hard` before
 * search-v6), and the rules at r_search - 400 log10(p / (1 - p)), so that
 * a player of the search bot's rating wins with that rate. */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_levels.h"
#include "store/store_rating.h"
#include "solo/solo_levels.h"

/* The levels on one scale: their wins in a round robin (easy, normal,
 * the level hard and search-value at every table of 4, seats rotated,
 * 2,000 games). By the Luce (Bradley-Terry) model of who wins a table, a
 * level's strength is proportional to its wins, so its rating is 1500 +
 * 400 log10(its wins / normal's) (tools/ratings.sh prints them with their
 * intervals). doc/studies/levels-4p-v6.study rates the levels of today,
 * search-v6 the level hard; doc/studies/levels-4p.study, on the same
 * deals, the level hard of before (search-v4, search-v1 at its 4 seats),
 * which the games stored against it keep. */
#define NORMAL 1500.0
struct round_robin_wins {
    const char *name;
    double wins;
};
static const struct round_robin_wins levels_4p[] = { /* its hard's wins, and normal's */
    {"normal", 308},
    {"hard", 940},
};
static const struct round_robin_wins levels_4p_v6[] = {
    {"easy", 66},
    {"normal", 263},
    {"hard", 1012},
    {"search-value", 659},
};

static double round_robin_rating(const struct round_robin_wins *rr, size_t n, const char *level)
{
    double normal = 0, wins = 0;
    for (size_t i = 0; i < n; i++) {
        if (strcmp("normal", rr[i].name) == 0)
            normal = rr[i].wins;
        if (strcmp(level, rr[i].name) == 0)
            wins = rr[i].wins;
    }
    return NORMAL + 400.0 * log10(wins / normal);
}
#define RATING_OF(rr, level) round_robin_rating(rr, sizeof rr / sizeof rr[0], level)

/* A level that wins a share p of its 4-player games against three bots
 * of rating r: r + 400 log10(3) + 400 log10(p / (1 - p)). */
static double against_three(double base, double wins, double games)
{
    double p = wins / games;
    return base + 400.0 * log10(3.0) + 400.0 * log10(p / (1.0 - p));
}

/* The search bot of before (search-v1; the level hard up to search-v4):
 * the solitaire's rules are rated against it. */
static double search_v1_rating(void)
{
    return RATING_OF(levels_4p, "hard");
}

/* Whether `kind` ("search-v6:2s", "hard") is the search named `name`. */
static bool kind_is(const char *kind, const char *name)
{
    size_t len = strcspn(kind, ":");
    return len == strlen(name) && strncmp(kind, name, len) == 0;
}

int store_bot_rating(const char *kind, double *rating)
{
    int rank;
    const char *level = store_level_of(kind, &rank);
    if (!level) { /* no level: rated only if the round robin measured it */
        if (!kind_is(kind, "search-value"))
            return -1;
        *rating = RATING_OF(levels_4p_v6, "search-value");
    } else if (!strcmp(level, "normal")) {
        *rating = NORMAL;
    } else if (!strcmp(level, "hard")) {
        /* the level hard is search-v6 (and a game stored as "hard"); the
         * searches that were hard before it, search-v2 to search-v4, are
         * search-v1 at the 4 seats of the round robin, in the standard
         * game */
        *rating = kind_is(kind, "search-v6") || kind_is(kind, "hard")
                      ? RATING_OF(levels_4p_v6, "hard")
                      : search_v1_rating();
    } else if (!strcmp(level, "easy")) {
        *rating = RATING_OF(levels_4p_v6, "easy");
    } else { /* random: not in the round robin; the heuristic bot wins
              * 89.8% of 10,000 games against three random bots */
        *rating = NORMAL - (against_three(0, 8980, 10000));
    }
    return 0;
}

/* The search bot's wins of 2,000 solitaire games (search:8000) in each
 * study of doc/studies, by the ruleset string as games were stored
 * before the levels; a game stored since at a level is rated from the
 * level's study (solo_levels.h). */
static const struct {
    const char *ruleset;
    double wins;
} solitaire_measures[] = {
    {"solitaire", 1949},
    {"solitaire armies=3", 1971},
    {"solitaire armies=4", 1976},
    {"solitaire armies=5", 1982},
    {"solitaire armies=6", 1987},
    {"solitaire streak-length=2", 1832},
    {"solitaire special-timing=turn", 1932},
};

int store_solitaire_rating(const char *ruleset, double *rating)
{
    double p = -1;
    for (size_t i = 0; i < sizeof solitaire_measures / sizeof solitaire_measures[0]; i++)
        if (strcmp(ruleset, solitaire_measures[i].ruleset) == 0)
            p = solitaire_measures[i].wins / 2000.0;
    int level = p < 0 ? solo_level_of_ruleset("solitaire", ruleset) : -1;
    if (level >= 0) { /* a level: its own study (solo_levels.h) */
        const struct solo_level_figure *f = &solo_level_at(level)->search;
        p = (double)f->wins / f->games;
    }
    if (p <= 0 || p >= 1)
        return -1;
    *rating = search_v1_rating() - 400.0 * log10(p / (1.0 - p));
    return 0;
}

/* The opponent of game g as one rating; -1 when a seat has none. */
static int opponent(const struct store_played *g, double *rating)
{
    if (g->solitaire)
        return store_solitaire_rating(g->ruleset, rating);
    double seat[STORE_MAX_SEATS];
    size_t n = 0;
    char kinds[STORE_MODE_MAX + 1];
    snprintf(kinds, sizeof kinds, "%s", g->opponents);
    for (char *save = NULL, *k = strtok_r(kinds, ",", &save); k; k = strtok_r(NULL, ",", &save)) {
        if (n == STORE_MAX_SEATS || store_bot_rating(k, &seat[n]))
            return -1;
        n++;
    }
    if (n == 0)
        return -1;
    *rating = store_rating_field(seat, n);
    return 0;
}

void store_rating_free(struct store_rating *r)
{
    free(r->history);
    r->history = NULL;
    r->nhistory = 0;
}

int store_rating_run(const struct store_played *g, size_t n, struct store_rating *r)
{
    memset(r, 0, sizeof *r);
    r->now = STORE_GLICKO_START;
    if (n && !(r->history = calloc(n, sizeof *r->history)))
        return -1;
    for (size_t i = 0; i < n; i++) {
        struct store_glicko_game game = {0, STORE_LEVEL_DEVIATION, 0};
        if (opponent(&g[i], &game.rating)) {
            if (g[i].solitaire)
                r->unrated_rules++;
            else
                r->unrated_people++;
            continue;
        }
        game.score = g[i].result == STORE_RESULT_WIN ? 1.0 : g[i].result == STORE_RESULT_DRAW ? 0.5 : 0;
        store_glicko_update(&r->now, &game, 1, STORE_GLICKO_TAU);
        struct store_rating_point *pt = &r->history[r->nhistory++];
        pt->game = g[i].game;
        memcpy(pt->date, g[i].date, sizeof pt->date);
        pt->rating = r->now.rating;
        pt->deviation = r->now.deviation;
        r->rated++;
    }
    return 0;
}
