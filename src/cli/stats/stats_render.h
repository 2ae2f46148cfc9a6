/* stats_render.h — the output of `condottiere stats`: text for people,
 * JSON and CSV for their own plots (keys and columns in
 * doc/statistics.md), and the strip of the last results. Every function
 * writes to a stream and reads only what it is given. */
#ifndef CONDOTTIERE_STATS_RENDER_H
#define CONDOTTIERE_STATS_RENDER_H

#include <stddef.h>
#include <stdio.h>

#include "cli/term/term_style.h"
#include "store/store.h"
#include "store/store_rating.h"
#include "cli/stats/stats_daily.h"

/* Version of the JSON document and of the CSV rows: it changes only when a
 * key or a column changes meaning or disappears. */
#define STATS_FORMAT_VERSION 1

/* A sentence (fmt ends with a newline) wrapped to the width of f when it
 * is known (blank lines before it kept), lines after the first indented by hang; col: the column the
 * cursor is at. */
__attribute__((format(printf, 4, 5))) void stats_say(FILE *f, int col, int hang,
                                                     const char *fmt, ...);

/* The text report of `stats` for profile. */
/* The line on the games played from a scenario: left out, or counted
 * (--include-scenarios); nothing when there are none. */
void stats_render_scenarios(FILE *f, const struct store_stats *st);
void stats_render_text(FILE *f, const char *profile, const struct store_stats *st,
                       const struct term_style *style);
/* A stored card name as the screen's language prints it: the rulebook's
 * name once the catalogue has one, else the name as stored ("drummer",
 * "10"). */
const char *stats_card_label(const char *stored);

/* The solitaire's record at one level (stats_levels.c). */
#define STATS_MAX_LEVELS 16
struct stats_level_record {
    char level[24];  /* its name */
    int64_t number;  /* 1 = the easiest */
    struct store_tally tally;
};
/* The levels played, easiest first, into out[0..cap-1] (a game's level
 * read from its ruleset: the level whose options it has); returns how
 * many. *beaten: the highest level won at least once, 0 when none. */
int stats_levels_tally(const struct store_stats *st, struct stats_level_record *out, int cap,
                       int64_t *beaten);
/* The solitaire's record at each level and the highest level beaten;
 * nothing when no game was played at a level. */
void stats_render_levels(FILE *f, const struct store_stats *st);
/* One JSON object, pretty-printed, ending with a newline; r the rating
 * (NULL: none yet), daily the deal of the day's figures (NULL: none). */
void stats_render_json(FILE *f, const char *profile, const struct store_stats *st,
                       const struct store_rating *r, const struct daily_figures *daily);
/* CSV with the header "section,key,field,value", one figure per row. */
void stats_render_csv(FILE *f, const char *profile, const struct store_stats *st,
                      const struct store_rating *r, const struct daily_figures *daily);

/* The last results, oldest first: "W W L D" in ASCII; with style->unicode
 * one block each (win full, draw half, loss low), coloured with
 * style->color. Writes nothing for n == 0. */
void stats_results_strip(FILE *f, const enum store_result *results, size_t n,
                         const struct term_style *style);

/* JSON string literal of text (quotes included): ", \ and control
 * characters escaped, other bytes (UTF-8) as they are. */
void json_write_string(FILE *f, const char *text);
/* One CSV field: quoted (with "" for ") when it holds a comma, a quote, a
 * line break or a leading or trailing space, else as it is. */
void csv_write_field(FILE *f, const char *text);

#endif
