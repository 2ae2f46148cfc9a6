/* sim_report.h — a simulation between the driver and the store: a run
 * as stored rows and a stored run (one or many shards) summed back into a
 * report; the shards of several files put together (--merge); and the
 * statistics of --sweep (McNemar, the paired t-test, Holm's correction),
 * every arm against the baseline on the same games. Nothing here prints. */
#ifndef CONDOTTIERE_SIM_REPORT_H
#define CONDOTTIERE_SIM_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim/sim.h"
#include "store/store.h"

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

/* The report of a stored run: the shards present summed, its texts as
 * stored (sim_render.h's sim_report_from_record makes them safe to show).
 * Returns 0, or -1 with a message (a kind or counter this program does not
 * know; the kind as stored). */
int sim_report_build(const struct store_sim *run, struct sim_report *out, char *err,
                           size_t errcap);

/* True when two runs are shards of the same simulation (same kind,
 * variant, players, bots, seed, games, shard count, program and rulesets). */
bool sim_record_same_run(const struct store_sim_header *a, const struct store_sim_header *b);

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
/* ---- sim_merge.c: the shards of several files, put together ---- */

/* The simulations read so far, each with the shards found of it. */
struct sim_merge_group {
    struct store_sim run;    /* id 0; its shards' source: the file's name */
    size_t shard_cap, count_cap;
};
struct sim_merge {
    struct sim_merge_group *groups;
    size_t n, cap;
};

/* Told of a shard found a second time (in `file`; first in had->source):
 * it is counted once. */
typedef void sim_merge_twice_fn(void *ctx, const char *file, const struct store_sim_header *h,
                                const struct store_sim_shard *sh,
                                const struct store_sim_shard *had);

/* Adds the shards of one stored run read from `file` to the simulation it
 * belongs to (sim_record_same_run). Returns 0, or -1 (out of memory). */
int sim_merge_add(struct sim_merge *m, const struct store_sim *rec, const char *file,
                  sim_merge_twice_fn *twice, void *ctx);
void sim_merge_free(struct sim_merge *m);

#endif
