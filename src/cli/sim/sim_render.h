/* sim_render.h — what `condottiere simulate` shows and keeps: a report (a
 * run's parameters and each arm's summed aggregate) built from a stored run,
 * with its stored text made safe to show, and the text, JSON and CSV
 * renderers (keys and columns in doc/simulate.md), plus the progress bar.
 * The report itself, the stored rows and the --sweep statistics are in
 * sim/sim_report.h. */
#ifndef CONDOTTIERE_SIM_RENDER_H
#define CONDOTTIERE_SIM_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sim/sim_report.h"

/* Version of the JSON document and the CSV rows: changes only when a key
 * or a column changes meaning or disappears. */
#define SIM_FORMAT_VERSION 1

/* ---- sim_safe.c ---- */

/* The report of a stored run (sim_report_build), its stored text made safe
 * to show (term_safe.h), the message too. Returns 0, or -1 with a message. */
int sim_report_from_record(const struct store_sim *run, struct sim_report *out, char *err,
                           size_t errcap);

/* ---- sim_text.c, sim_json.c, sim_csv.c ---- */

void sim_render_text(FILE *f, const struct sim_report *r);
void sim_render_json(FILE *f, const struct sim_report *r);
/* Several reports (a merge, --list) as one JSON array. */
void sim_render_json_array(FILE *f, const struct sim_report *r, size_t n);
/* header: the CSV header line first; r NULL: the header alone. */
void sim_render_csv(FILE *f, const struct sim_report *r, bool header);

/* The table of stored runs for --list; "No simulations stored." when empty. */
void sim_render_list(FILE *f, const struct store_sim_list *list);

/* Figures shared by the renderers. */
const char *sim_ending_name(int reason);        /* "total", "adjacency", ... */
const char *sim_solo_end_name(int end);         /* "victories", "streak", "deck" */
void sim_rate(int64_t wins, int64_t games, double *rate, double *low, double *high);
/* A share (0.2355) as the text shows it, a percentage rounded to one
 * decimal half away from zero (23.6): print it with %.1f. Every
 * percentage of the text goes through here, so that a figure reads the
 * same in every table. */
double sim_percent(double share);
double sim_percent_of(int64_t part, int64_t whole); /* 0 when whole is 0 */

/* ---- sim_sweep_render.c: --sweep's comparisons as text, JSON, CSV ---- */

void sim_sweep_text(FILE *f, const struct sim_report *r);
void sim_sweep_json(FILE *f, const struct sim_report *r, int arm);
void sim_sweep_csv(FILE *f, const struct sim_report *r, int arm,
                   void (*row)(void *ctx, const char *section, const char *key,
                               const char *field, const char *value),
                   void *ctx);

/* ---- sim_progress.c ---- */

/* A progress bar on stderr, drawn only when stderr is a terminal and the run
 * has lasted half a second; cleared when done. */
struct sim_progress {
    bool on;          /* stderr is a terminal */
    bool drawn;       /* something is on the line */
    double start, last;
};
void sim_progress_start(struct sim_progress *p);
sim_progress_fn sim_progress_update; /* ctx: struct sim_progress */
void sim_progress_end(struct sim_progress *p);
double sim_progress_now(void);      /* a monotonic clock, seconds */

#endif
