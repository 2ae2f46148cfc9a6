/* test_sim_threads.c — the driver's threads with slow games: a run of J
 * search-bot games on J threads plays them side by side (not one thread
 * after another), any shard of at least J games hands every thread some
 * (sim_batch_games), and progress is reported while a game is still
 * being played; search bots thinking on several threads inside games on
 * several threads give the same aggregates on any number of jobs. No
 * timing: a thread's first search holds it inside the search's stop
 * check (polled at the start of every search) until the other threads'
 * games, or progress reports, show up; the wait gives up after a minute,
 * and the test then fails. */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "ai/search_bot.h"
#include "rules/rules.h"
#include "sim/sim.h"
#include "test_msg.h"

#define WAIT_SECONDS 60

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static pthread_t seen[16];
static int nseen;        /* distinct threads that searched */
static int progressed;   /* progress reports so far */
static int want_threads; /* a search waits for this many threads ... */
static int want_reports; /* ... or this many progress reports */

static void reset(int threads, int reports)
{
    pthread_mutex_lock(&lock);
    nseen = progressed = 0;
    want_threads = threads;
    want_reports = reports;
    pthread_mutex_unlock(&lock);
}

static bool satisfied(void)
{
    return (want_threads && nseen >= want_threads) || (want_reports && progressed >= want_reports);
}

/* The stop check: notes the searching thread, and the first time a
 * thread comes holds it until what the test waits for happens (never
 * asks to stop). A thread held holds its game: another thread must take
 * the next one. */
static bool note_thread(void)
{
    pthread_mutex_lock(&lock);
    bool known = false;
    for (int i = 0; i < nseen; i++)
        known = known || pthread_equal(seen[i], pthread_self());
    if (!known && nseen < 16)
        seen[nseen++] = pthread_self();
    pthread_cond_broadcast(&changed);
    if (!known) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += WAIT_SECONDS;
        while (!satisfied())
            if (pthread_cond_timedwait(&changed, &lock, &until))
                break;
    }
    pthread_mutex_unlock(&lock);
    return false;
}

static void count_progress(void *ctx, uint64_t done, uint64_t total)
{
    (void)ctx;
    (void)done;
    (void)total;
    pthread_mutex_lock(&lock);
    progressed++;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
}

static void search_config(struct sim_config *c, uint64_t games)
{
    struct msg m = { 0 };
    struct msg err;
    sim_config_init(c);
    c->players = 2;
    assert_int_equal(sim_config_set_bots(c, "search:300,random", &m), 0);
    assert_int_equal(variant_load_embedded("standard", &c->variant, &err), 0);
    c->narms = 1;
    assert_int_equal(ruleset_standard(&c->arms[0].rules, &err), 0);
    snprintf(c->arms[0].label, sizeof c->arms[0].label, "standard");
    c->games = games;
    c->seed = 5;
}

static void solo_search_config(struct sim_config *c, uint64_t games)
{
    struct msg err;
    sim_config_init(c);
    c->kind = SIM_SOLITAIRE;
    c->players = 1;
    assert_int_equal(variant_load_embedded("solitaire", &c->variant, &err), 0);
    c->narms = 1;
    solo_options_default(&c->arms[0].solo);
    snprintf(c->arms[0].label, sizeof c->arms[0].label, "solitaire");
    c->arms[0].policy = SOLO_POLICY_BOT;
    c->arms[0].search.budget = 200;
    c->games = games;
    c->seed = 6;
}

static void run(const struct sim_config *c, int jobs, sim_progress_fn *progress,
                struct sim_agg *out)
{
    char err[512] = "";
    search_set_stop_check(note_thread);
    int rc = sim_run(c, jobs, progress, NULL, out, err, sizeof err);
    search_set_stop_check(NULL);
    if (rc)
        fail_msg("sim_run: %s", err);
}

/* Two search games on two jobs: both threads search at once. */
static void search_games_play_side_by_side(void **state)
{
    (void)state;
    struct sim_config c;
    search_config(&c, 2);
    struct sim_agg out[1];
    reset(2, 0);
    run(&c, 2, NULL, out);
    assert_int_equal(out[0].games, 2);
    assert_int_equal(nseen, 2);
}

static void solitaire_search_games_play_side_by_side(void **state)
{
    (void)state;
    struct sim_config c;
    solo_search_config(&c, 3);
    struct sim_agg out[1];
    reset(3, 0);
    run(&c, 3, NULL, out);
    assert_int_equal(out[0].games, 3);
    assert_int_equal(nseen, 3);
}

/* Progress comes while a game is played, not only between games. */
static void progress_is_reported_during_a_game(void **state)
{
    (void)state;
    struct sim_config c;
    search_config(&c, 1);
    struct sim_agg out[1];
    reset(0, 3);
    run(&c, 1, count_progress, out);
    assert_int_equal(out[0].games, 1);
    assert_true(progressed >= 3 + 1); /* three while waiting, one at the end */
}

/* Search bots on several threads inside games on several threads: the
 * same aggregates on 1 and 3 jobs (--search-threads). */
static void searches_on_threads_in_games_on_threads(void **state)
{
    struct msg m = { 0 };
    (void)state;
    struct sim_config c;
    search_config(&c, 4);
    assert_int_equal(sim_config_set_search_threads(&c, "2,1", &m), 0);
    assert_int_equal(c.threads[0], 2);
    assert_string_equal(c.bot_names[0], "search:300@2");
    struct sim_agg one[1], three[1];
    char msg[512] = "";
    assert_int_equal(sim_run(&c, 1, NULL, NULL, one, msg, sizeof msg), 0);
    assert_int_equal(sim_run(&c, 3, NULL, NULL, three, msg, sizeof msg), 0);
    assert_int_equal(one[0].games, 4);
    assert_memory_equal(one, three, sizeof one);
    struct sim_config s;
    solo_search_config(&s, 3);
    assert_int_equal(sim_config_set_search_threads(&s, "3", &m), 0);
    assert_int_equal(s.arms[0].search.threads, 3);
    struct sim_agg a[1], b[1];
    assert_int_equal(sim_run(&s, 1, NULL, NULL, a, msg, sizeof msg), 0);
    assert_int_equal(sim_run(&s, 2, NULL, NULL, b, msg, sizeof msg), 0);
    assert_memory_equal(a, b, sizeof a);
    assert_int_equal(sim_config_set_search_threads(&c, "0", &m), -1);
    assert_int_equal(sim_config_set_search_threads(&c, "1,2", &m), -1); /* random */
    assert_int_equal(sim_config_set_search_threads(&c, "2,2,2", &m), -1);
}

/* Every thread gets some of any shard of at least as many games. */
static void batches_leave_no_thread_idle(void **state)
{
    struct msg m = { 0 };
    (void)state;
    struct sim_config c;
    sim_config_init(&c);
    c.players = 4;
    const char *bots[] = { "random", "heuristic", "search:200,heuristic,heuristic,heuristic" };
    for (int b = 0; b < 3; b++) {
        assert_int_equal(sim_config_set_bots(&c, bots[b], &m), 0);
        for (int jobs = 1; jobs <= 16; jobs++)
            for (uint64_t total = (uint64_t)jobs; total < 5000; total += 1 + total / 7) {
                uint64_t batch = sim_batch_games(&c, total, jobs);
                assert_true(batch >= 1 && batch <= 64);
                assert_true((total + batch - 1) / batch >= (uint64_t)jobs);
                if (b == 2)
                    assert_int_equal(batch, 1); /* a search bot's games: one at a time */
            }
    }
    assert_int_equal(sim_batch_games(&c, 1000000, 2), 1);
    assert_int_equal(sim_config_set_bots(&c, "random", &m), 0);
    assert_int_equal(sim_batch_games(&c, 1000000, 2), 64);
    struct sim_config s;
    solo_search_config(&s, 100);
    assert_int_equal(sim_batch_games(&s, 100, 2), 1);
    s.arms[0].search.budget = 0;
    assert_int_equal(sim_batch_games(&s, 100, 2), 6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(search_games_play_side_by_side),
        cmocka_unit_test(solitaire_search_games_play_side_by_side),
        cmocka_unit_test(progress_is_reported_during_a_game),
        cmocka_unit_test(batches_leave_no_thread_idle),
        cmocka_unit_test(searches_on_threads_in_games_on_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
