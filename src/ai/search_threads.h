/* search_threads.h — what the search bot needs to think on several
 * threads and by time (search_bot.h, "Threads"): T pieces of work run at
 * once, each thread's generator seed, and the clock of a budget of time. */
#ifndef CONDOTTIERE_SEARCH_THREADS_H
#define CONDOTTIERE_SEARCH_THREADS_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/search_bot.h"

/* Runs fn(arg, t) for t = 0..n-1 and returns when every one is done: t = 0
 * on the calling thread, the others on threads of their own (one that
 * cannot start runs on the calling thread afterwards: the same results,
 * later). Each thread has its own thread-local memos (fresh on a new
 * thread: what fn needs of the caller's thread-local settings, it sets). */
void search_threads_run(int n, void (*fn)(void *arg, int t), void *arg);

/* The seed of thread t's generator, from the number the decision drew. */
uint64_t search_thread_seed(uint64_t drawn, int t);

/* A monotonic clock, seconds. */
double search_clock(void);

/* The end of a decision under p begun now (search_clock's time), or 0
 * when its budget is not of time. */
double search_deadline(const struct search_params *p);

/* True when a search by time must stop before iteration `it` (never
 * before the first: every thread plays one at least). */
static inline bool search_time_up(double deadline, int it)
{
    return deadline > 0 && it > 0 && search_clock() >= deadline;
}

/* The threads a decision under p uses: p->threads within 1..SEARCH_MAX_THREADS. */
int search_thread_count(const struct search_params *p);

/* True when a decision under p draws one number from its rng and seeds
 * its threads with it (T > 1 or a budget of time), false when it draws
 * from the rng as it goes (one thread, iterations). */
bool search_draws_once(const struct search_params *p);

#endif
