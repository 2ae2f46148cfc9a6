/* stats_daily.h — the deal of the day in `stats`: on how many days the
 * player tried it (the first try of each deal counts) and won it, and the
 * days in a row up to today, played and won. */
#ifndef CONDOTTIERE_STATS_DAILY_H
#define CONDOTTIERE_STATS_DAILY_H

#include <stdint.h>
#include <stdio.h>

#include "store/store.h"

struct daily_figures {
    int64_t days, won;                    /* days with a counted try, with a won one */
    int64_t streak_played, streak_won;    /* days in a row up to today (or yesterday) */
    int64_t best_played, best_won;        /* the longest such runs */
    const char *today;                    /* today's result word ("won", "lost",
                                           * "abandoned", "in progress"; translated
                                           * with the context "deal of the day"),
                                           * NULL: not played */
};

/* The figures of `tries` (by date) as of day `today` (daily_day_number). */
void stats_daily_figures(const struct store_daily_list *tries, int64_t today,
                         struct daily_figures *out);

/* The section, when there is a try: a few lines in the screen's language. */
void stats_daily_render(FILE *f, const struct store_daily_list *tries, const char *today);

#endif
