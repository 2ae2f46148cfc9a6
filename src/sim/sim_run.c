/* sim_run.c — a run's shard played on several threads: the games are
 * handed out in batches from one counter (small enough that every thread
 * has games to play: sim_batch_games), each thread sums into its own
 * aggregates, and the aggregates are merged at the end (sums and min/max:
 * the same result whatever the number of threads). The caller's thread
 * plays too; or, when it reports progress, it wakes every quarter of a
 * second to report while the workers play. */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sim/sim.h"

#define BATCH_MAX 64     /* games handed to a thread at a time, at most */
#define BATCHES_PER_JOB 8 /* batches each thread gets at least, games allowing */

/* True when a search bot plays: its games take up to seconds each. */
static bool searches(const struct sim_config *c)
{
    if (c->kind == SIM_SOLITAIRE) {
        for (int a = 0; a < c->narms; a++)
            if (c->arms[a].search.budget != 0)
                return true;
        return false;
    }
    for (int i = 0; i < c->players && i < GAME_MAX_SEATS; i++)
        if (bot_kind_searches(c->bots[i]))
            return true;
    return false;
}

uint64_t sim_batch_games(const struct sim_config *c, uint64_t total, int jobs)
{
    if (searches(c) || jobs < 1)
        return 1;
    uint64_t b = total / ((uint64_t)jobs * BATCHES_PER_JOB);
    return b < 1 ? 1 : b > BATCH_MAX ? BATCH_MAX : b;
}

struct shared {
    const struct sim_config *c;
    struct game games[SIM_MAX_ARMS]; /* standard game: one per arm */
    uint64_t total;                  /* games in the shard */
    uint64_t batch;                  /* games handed out at a time */
    pthread_mutex_t lock;            /* guards the fields below */
    pthread_cond_t finished;         /* a worker thread ended */
    int running;                     /* worker threads not ended */
    uint64_t next;                   /* the shard's next game to hand out */
    uint64_t done;
    bool failed;
    char err[512];
};

struct worker {
    struct shared *sh;
    pthread_t thread;
    bool started;
    struct sim_agg agg[SIM_MAX_ARMS];
};

/* Takes the next batch: [*from, *to). False when nothing is left. */
static bool take_batch(struct shared *sh, uint64_t *from, uint64_t *to)
{
    pthread_mutex_lock(&sh->lock);
    bool ok = !sh->failed && sh->next < sh->total;
    if (ok) {
        *from = sh->next;
        *to = sh->total - sh->next < sh->batch ? sh->total : sh->next + sh->batch;
        sh->next = *to;
    }
    pthread_mutex_unlock(&sh->lock);
    return ok;
}

static void fail(struct shared *sh, const char *msg)
{
    pthread_mutex_lock(&sh->lock);
    if (!sh->failed) {
        sh->failed = true;
        snprintf(sh->err, sizeof sh->err, "%s", msg);
    }
    pthread_mutex_unlock(&sh->lock);
}

/* The figures a sweep pairs: an aggregate's running totals, and one
 * game's as the difference of the totals after and before it. */
struct one_game {
    int64_t wins[GAME_MAX_SEATS], first_win, means[SIM_PAIRED_MEANS];
};

static void totals(const struct sim_agg *a, struct one_game *g)
{
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        g->wins[i] = a->wins[i];
    g->first_win = a->order_wins[0];
    g->means[SIM_PAIR_BATTLES] = a->battles.sum;
    g->means[SIM_PAIR_ROUNDS] = a->rounds.sum;
    g->means[SIM_PAIR_ACTIONS] = a->actions.sum;
    g->means[SIM_PAIR_CARDS] = a->cards_played;
    g->means[SIM_PAIR_UNCONTESTED] = a->uncontested.sum;
    g->means[SIM_PAIR_VICTORIES] = a->solo_victories.sum;
}

static void game_figures(const struct one_game *before, const struct sim_agg *after,
                         struct one_game *g)
{
    totals(after, g);
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        g->wins[i] -= before->wins[i];
    g->first_win -= before->first_win;
    for (int k = 0; k < SIM_PAIRED_MEANS; k++)
        g->means[k] -= before->means[k];
}

/* --sweep: arm a's game against arm 0's, into arm a's pair_ counters. */
static void pair(struct sim_agg *agg, const struct one_game *base, const struct one_game *arm)
{
    agg->pair_games++;
    for (int i = 0; i < GAME_MAX_SEATS; i++) {
        agg->pair_win_gain[i] += arm->wins[i] && !base->wins[i];
        agg->pair_win_loss[i] += base->wins[i] && !arm->wins[i];
    }
    agg->pair_first_gain += arm->first_win && !base->first_win;
    agg->pair_first_loss += base->first_win && !arm->first_win;
    for (int k = 0; k < SIM_PAIRED_MEANS; k++) {
        int64_t d = arm->means[k] - base->means[k];
        agg->pair_d_sum[k] += d;
        agg->pair_d_sumsq[k] += d * d;
    }
}

static int play_game(struct worker *w, uint64_t j)
{
    const struct shared *sh = w->sh;
    const struct sim_config *c = sh->c;
    uint64_t index = sim_shard_game_index(j, c->shard, c->shards);
    uint64_t seed = sim_game_seed(c->seed, index);
    char msg[400];
    struct one_game figures[SIM_MAX_ARMS];
    for (int a = 0; a < c->narms; a++) {
        struct one_game before = { { 0 }, 0, { 0 } };
        if (c->sweep)
            totals(&w->agg[a], &before);
        int rc = c->scenario
                     ? sim_play_scenario(c, &c->arms[a], seed, &w->agg[a], msg, sizeof msg)
                 : c->kind == SIM_STANDARD
                     ? sim_play_standard_shifted(c, &sh->games[a], seed,
                                                 c->rotate ? (int)(index % (uint64_t)c->players)
                                                           : 0,
                                                 &w->agg[a], msg, sizeof msg)
                 : c->kind == SIM_CAMPAIGN
                     ? sim_play_campaign(c, &sh->games[a], seed,
                                         c->rotate ? (int)(index % (uint64_t)c->players) : 0,
                                         &w->agg[a], msg, sizeof msg)
                     : sim_play_solo(c, &c->arms[a], seed, &w->agg[a], msg, sizeof msg);
        if (rc) {
            fail(w->sh, msg);
            return -1;
        }
        if (c->sweep)
            game_figures(&before, &w->agg[a], &figures[a]);
    }
    if (c->sweep)
        for (int a = 1; a < c->narms; a++)
            pair(&w->agg[a], &figures[0], &figures[a]);
    return 0;
}

/* Plays batches until none is left. */
static void work(struct worker *w)
{
    struct shared *sh = w->sh;
    uint64_t from, to;
    while (take_batch(sh, &from, &to)) {
        for (uint64_t j = from; j < to; j++)
            if (play_game(w, j))
                return;
        pthread_mutex_lock(&sh->lock);
        sh->done += to - from;
        pthread_mutex_unlock(&sh->lock);
    }
}

static void *thread_main(void *arg)
{
    struct worker *w = arg;
    work(w);
    pthread_mutex_lock(&w->sh->lock);
    w->sh->running--;
    pthread_cond_signal(&w->sh->finished);
    pthread_mutex_unlock(&w->sh->lock);
    return NULL;
}

/* Starts workers first..jobs-1 on threads of their own, as many as the
 * system allows (the others' games go to those started: the same
 * results). Returns how many started. */
static int start_threads(struct shared *sh, struct worker *w, int first, int jobs)
{
    int started = 0;
    for (int t = first; t < jobs; t++) {
        pthread_mutex_lock(&sh->lock);
        sh->running++;
        pthread_mutex_unlock(&sh->lock);
        if (pthread_create(&w[t].thread, NULL, thread_main, &w[t]) != 0) {
            pthread_mutex_lock(&sh->lock);
            sh->running--;
            pthread_mutex_unlock(&sh->lock);
            break;
        }
        w[t].started = true;
        started++;
    }
    return started;
}

/* The caller's thread while the workers play: progress every
 * PROGRESS_EVERY seconds (a search bot's game may last longer than
 * that), until every worker is done. */
#define PROGRESS_EVERY 0.25
static void report_until_done(struct shared *sh, sim_progress_fn *progress, void *ctx)
{
    pthread_mutex_lock(&sh->lock);
    while (sh->running > 0) {
        struct timespec until;
        clock_gettime(CLOCK_MONOTONIC, &until);
        long ns = until.tv_nsec + (long)(PROGRESS_EVERY * 1e9);
        until.tv_sec += ns / 1000000000L;
        until.tv_nsec = ns % 1000000000L;
        while (sh->running > 0 && pthread_cond_timedwait(&sh->finished, &sh->lock, &until) == 0)
            ;
        uint64_t done = sh->done;
        pthread_mutex_unlock(&sh->lock);
        progress(ctx, done, sh->total);
        pthread_mutex_lock(&sh->lock);
    }
    pthread_mutex_unlock(&sh->lock);
}

static int setup(struct shared *sh, const struct sim_config *c, int jobs, char *err,
                 size_t errcap)
{
    sh->c = c;
    sh->total = sim_shard_games(c->games, c->shard, c->shards);
    sh->batch = sim_batch_games(c, sh->total, jobs);
    if (c->kind != SIM_SOLITAIRE)
        for (int a = 0; a < c->narms; a++) {
            struct msg msg;
            if (game_init(&sh->games[a], &c->arms[a].rules, c->players, &msg)) {
                snprintf(err, errcap, "ruleset '%s': %s", c->arms[a].label, msg_s(&msg));
                return -1;
            }
        }
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&sh->finished, &attr);
    pthread_condattr_destroy(&attr);
    pthread_mutex_init(&sh->lock, NULL);
    return 0;
}

int sim_run(const struct sim_config *c, int jobs, sim_progress_fn *progress, void *ctx,
            struct sim_agg *out, char *err, size_t errcap)
{
    struct msg bad;
    if (sim_config_check(c, &bad)) { /* the front end checked it first: English */
        msg_english(&bad, err, errcap);
        return -1;
    }
    if (jobs < 1 || jobs > SIM_MAX_JOBS) {
        snprintf(err, errcap, "jobs must be 1 to %d, not %d", SIM_MAX_JOBS, jobs);
        return -1;
    }
    struct shared *sh = calloc(1, sizeof *sh);
    struct worker *w = calloc((size_t)jobs, sizeof *w);
    if (!sh || !w || setup(sh, c, jobs, err, errcap)) {
        if (!sh || !w)
            snprintf(err, errcap, "out of memory");
        free(sh);
        free(w);
        return -1;
    }
    for (int t = 0; t < jobs; t++) {
        w[t].sh = sh;
        for (int a = 0; a < c->narms; a++)
            sim_agg_init(&w[t].agg[a]);
    }
    if (progress) { /* every job on a thread of its own, the caller reports */
        progress(ctx, 0, sh->total);
        if (start_threads(sh, w, 0, jobs))
            report_until_done(sh, progress, ctx);
        else /* no thread at all: the caller plays, reporting at the end */
            work(&w[0]);
    } else { /* the caller's thread is one of the jobs */
        start_threads(sh, w, 1, jobs);
        work(&w[0]);
    }
    for (int t = 0; t < jobs; t++)
        if (w[t].started)
            pthread_join(w[t].thread, NULL);
    pthread_mutex_destroy(&sh->lock);
    pthread_cond_destroy(&sh->finished);

    int rc = 0;
    if (sh->failed) {
        snprintf(err, errcap, "%s", sh->err);
        rc = -1;
    } else {
        for (int a = 0; a < c->narms; a++) {
            sim_agg_init(&out[a]);
            for (int t = 0; t < jobs; t++)
                sim_agg_merge(&out[a], &w[t].agg[a]);
        }
        if (progress)
            progress(ctx, sh->total, sh->total);
    }
    free(sh);
    free(w);
    return rc;
}
