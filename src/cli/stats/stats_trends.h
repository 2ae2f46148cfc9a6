/* stats_trends.h — the record over time on screen: `stats --by week|month`
 * as a chart of blocks with the figures beside it (plain ASCII unless the
 * style allows blocks), its JSON and CSV, the strip of the last twelve
 * weeks and the rating with its history, all from the store's pure
 * computing (store/store_trends.h, store/store_rating.h). */
#ifndef CONDOTTIERE_STATS_TRENDS_H
#define CONDOTTIERE_STATS_TRENDS_H

#include <stdio.h>

#include "cli/stats/stats_render.h"
#include "cli/term/term_style.h"
#include "store/store_rating.h"
#include "store/store_trends.h"

#define STATS_WEEKS 12 /* the strip at the end of `stats` */

/* A mode's name for people: "solitaire, level classic", "solitaire
 * armies=3" (the rules of a game without level), "standard, against
 * easy, normal". */
void stats_mode_label(const struct store_trend_series *s, char *buf, size_t cap);

/* The chart of t: a table per mode (all games first), one row a period. */
void stats_render_trends(FILE *f, const struct store_trends *t, const struct term_style *style);
/* The same figures as JSON (one object) or CSV (period,mode,... rows). */
void stats_render_trends_json(FILE *f, const char *profile, const struct store_trends *t);
void stats_render_trends_csv(FILE *f, const struct store_trends *t);

/* The last weeks as a strip, one mark a week (its win rate), t by week. */
void stats_render_weeks(FILE *f, const struct store_trends *t, const struct term_style *style);
/* The rating and its history as a strip. */
void stats_render_rating(FILE *f, const struct store_rating *r, const struct term_style *style);


/* The mark of a level from 0 to 1 in a strip: a block of eight heights, or
 * an ASCII character of eight; a missing value (frac < 0) as a dot or a
 * space. */
const char *stats_level_mark(double frac, const struct term_style *style);

#endif
