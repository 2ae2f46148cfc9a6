/* stats_html.h — `stats --html FILE`: one self-contained page (no network,
 * no script) with the tables of `stats`, the rating and the win rate over
 * time drawn as inline SVG, in the player's language. The page is also
 * well-formed XML; each figure taken from `stats --json` carries the key
 * of its value there (data-json="overall.wins"), for tests and tools. */
#ifndef CONDOTTIERE_STATS_HTML_H
#define CONDOTTIERE_STATS_HTML_H

#include <stdio.h>

#include "store/store.h"
#include "store/store_rating.h"
#include "store/store_trends.h"
#include "cli/stats/stats_daily.h"

/* The page of profile's figures st, rating r and the games per month
 * (months by STORE_BY_MONTH over every game). */
void stats_render_html(FILE *f, const char *profile, const struct store_stats *st,
                       const struct store_rating *r, const struct store_trends *months,
                       const struct daily_figures *daily);

/* The tables after the win rates (stats_html_tables.c): streaks and
 * battles, the solitaire's levels, armies and endings, the cards of won
 * battles, the last results. */
void stats_html_more(FILE *f, const struct store_stats *st);
/* The deal of the day's days played and won (nothing before a try). */
void stats_html_daily(FILE *f, const struct daily_figures *d);

/* Text for HTML and XML: made safe (term_safe.h), then & < > " ' escaped. */
void html_text(FILE *f, const char *text);

/* The SVG charts (stats_svg.c): the rating after each rated game, and the
 * win rate of each period with its games. Nothing when there is nothing to
 * draw. */
void svg_rating(FILE *f, const struct store_rating *r);
void svg_win_rate(FILE *f, const struct store_trends *t);

#endif
