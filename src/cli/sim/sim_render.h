/* sim_render.h — what `condottiere simulate` shows and keeps: a report (a
 * run's parameters and each arm's summed aggregate) built from a stored run,
 * the conversion of a fresh run into the store's rows, merging the runs of
 * several database files, and the text, JSON and CSV renderers (keys and
 * columns in doc/simulate.md), plus the progress bar. */
#ifndef CONDOTTIERE_SIM_RENDER_H
#define CONDOTTIERE_SIM_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sim/sim.h"
#include "store/store.h"

/* Version of the JSON document and the CSV rows: changes only when a key
 * or a column changes meaning or disappears. */
#define SIM_FORMAT_VERSION 1

struct sim_report_arm {
    char ruleset[STORE_RULESET_MAX + 1];
    char policy[STORE_NAME_MAX + 1]; /* solitaire: the player's policy */
    struct sim_agg agg;              /* every shard present, summed */
};

struct sim_report {
    int64_t id;                      /* the stored run's id, 0 when not stored */
    enum sim_kind kind;
    char variant[STORE_NAME_MAX + 1];
    int players;
    char bots[STORE_RULESET_MAX + 1];
    bool rotated;                    /* standard: the bots changed seats (bots begins
                                      * "rotated:"); seat_bots[k] is the k-th bot */
    int nseat_bots;                  /* standard: one bot name per seat */
    char seat_bots[GAME_MAX_SEATS][STORE_NAME_MAX + 1];
    uint64_t seed;
    int64_t games;                   /* games of the whole run */
    int shard_count;
    char shards[128];                /* the shards present: "1", "1-3,5", "1-8" */
    int nshards;
    int64_t games_played;            /* games of the shards present */
    double seconds;                  /* wall time of the shards summed, < 0 unknown */
    int jobs;                        /* threads (one shard), 0 unknown or several */
    char program[STORE_NAME_MAX + 1];
    char created_at[STORE_TIME_MAX + 1];
    bool scenario;                   /* a --scenario run (variant "scenario:FILE") */
    int narms;
    struct sim_report_arm arms[SIM_MAX_ARMS];
};

/* ---- sim_record.c ---- */

/* A fresh run as the store's rows: the header, one shard (the
 * configuration's), every arm's counters. jobs and seconds describe the
 * shard. Free with store_sim_free. Returns 0, or -1 (out of memory). */
int sim_record_from_run(const struct sim_config *c, const struct sim_agg *aggs, int jobs,
                        double seconds, struct store_sim *out);

/* The report of a stored run: the shards present summed. Returns 0, or -1
 * with a message (a kind or counter this program does not know). */
int sim_report_from_record(const struct store_sim *run, struct sim_report *out, char *err,
                           size_t errcap);

/* True when two runs are shards of the same simulation (same kind,
 * variant, players, bots, seed, games, shard count, program and rulesets). */
bool sim_record_same_run(const struct store_sim_header *a, const struct store_sim_header *b);

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

/* ---- sim_stats.c, sim_sweep.c: --sweep's paired tests ---- */

/* McNemar's test on the discordant games (gain: won here and not in the
 * baseline, loss: the reverse): the two-sided p-value, *exact when it is
 * the exact binomial (up to 1000 discordant games; else the chi-square
 * with continuity correction). */
double sim_mcnemar_p(int64_t gain, int64_t loss, bool *exact);
/* The paired t-test's two-sided p-value from n differences, their sum and
 * the sum of their squares. */
double sim_paired_t_p(int64_t n, double sum, double sumsq);
/* Holm's step-down adjustment of m p-values. Returns 0, or -1 (memory). */
int sim_holm(const double *p, double *adjusted, size_t m);

/* One figure of one arm against the baseline. */
struct sim_comparison {
    int arm;             /* 1.. */
    bool rate;           /* a win rate (McNemar), else a mean (paired t) */
    int seat;            /* rate: the seat from 1, 0 the first token holder */
    int mean;            /* enum sim_paired_mean */
    char key[40];        /* "seat_1_win", "battles_per_game", ... */
    double base, value, diff, p, p_holm;
    const char *test;    /* "mcnemar-exact", "mcnemar-chi2", "paired-t" */
};
bool sim_report_is_sweep(const struct sim_report *r);
/* Every comparison of the run, Holm-corrected together; *out is
 * malloc'ed (NULL: out of memory). Returns how many. */
size_t sim_sweep_compare(const struct sim_report *r, struct sim_comparison **out);
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
