/* search_threads.c — the search's threads (search_threads.h): work run on
 * T threads at once (POSIX threads, started for a decision and joined at
 * its end), thread seeds, the clock and budgets of time, the budget's
 * text. */
#include "ai/search_threads.h"

#include <pthread.h>
#include <stdio.h>
#include <time.h>

struct piece {
    void (*fn)(void *arg, int t);
    void *arg;
    int t;
    pthread_t thread;
    bool started;
};

static void *piece_main(void *arg)
{
    struct piece *p = arg;
    p->fn(p->arg, p->t);
    return NULL;
}

void search_threads_run(int n, void (*fn)(void *arg, int t), void *arg)
{
    struct piece piece[SEARCH_MAX_THREADS];
    if (n > SEARCH_MAX_THREADS)
        n = SEARCH_MAX_THREADS;
    for (int t = 1; t < n; t++) {
        piece[t].fn = fn;
        piece[t].arg = arg;
        piece[t].t = t;
        piece[t].started = pthread_create(&piece[t].thread, NULL, piece_main, &piece[t]) == 0;
    }
    fn(arg, 0);
    for (int t = 1; t < n; t++) {
        if (piece[t].started)
            pthread_join(piece[t].thread, NULL);
        else
            fn(arg, t); /* no thread for it: here, the same work */
    }
}

uint64_t search_thread_seed(uint64_t drawn, int t)
{
    /* splitmix64's finaliser over the drawn number and the thread */
    uint64_t z = drawn + (uint64_t)(t + 1) * 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

double search_clock(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double search_deadline(const struct search_params *p)
{
    return p->millis > 0 ? search_clock() + p->millis / 1000.0 : 0;
}

int search_thread_count(const struct search_params *p)
{
    return p->threads < 1 ? 1 : p->threads > SEARCH_MAX_THREADS ? SEARCH_MAX_THREADS : p->threads;
}

bool search_draws_once(const struct search_params *p)
{
    return search_thread_count(p) > 1 || p->millis > 0;
}

bool search_skip(const struct search_params *p, int nlegal, struct rng *r)
{
    if (!search_draws_once(p))
        return false;
    if (nlegal > 1)
        rng_next(r);
    return true;
}

/* Reads digits into *v (at most `max` of them after a first, for a
 * fraction); returns how many were read. */
static int digits(const char **s, long long *v, int max)
{
    int n = 0;
    while (**s >= '0' && **s <= '9' && n < max) {
        *v = *v * 10 + (**s - '0');
        (*s)++;
        n++;
    }
    return n;
}

int search_budget_parse(const char *text, int *budget)
{
    const char *s = text;
    long long whole = 0, frac = 0;
    if (!s || !digits(&s, &whole, 10))
        return -1;
    int nfrac = 0;
    if (*s == '.') {
        s++;
        nfrac = digits(&s, &frac, 3);
        if (!nfrac || (*s >= '0' && *s <= '9'))
            return -1; /* "2." or more than milliseconds */
    }
    long long value;
    if (!*s && !nfrac) { /* iterations */
        if (whole < 1 || whole > SEARCH_MAX_ITERATIONS)
            return -1;
        *budget = (int)whole;
        return 0;
    }
    if (s[0] == 's' && !s[1]) {
        while (nfrac < 3) {
            frac *= 10;
            nfrac++;
        }
        value = whole * 1000 + frac;
    } else if (s[0] == 'm' && s[1] == 's' && !s[2] && !nfrac) {
        value = whole;
    } else {
        return -1;
    }
    if (value < 1 || value > SEARCH_MAX_MILLIS)
        return -1;
    *budget = -(int)value;
    return 0;
}

size_t search_budget_text(int budget, char *buf, size_t cap)
{
    int n;
    if (budget >= 0)
        n = snprintf(buf, cap, "%d", budget);
    else if (-budget % 1000 == 0)
        n = snprintf(buf, cap, "%ds", -budget / 1000);
    else if (-budget < 1000)
        n = snprintf(buf, cap, "%dms", -budget);
    else { /* 1.5s, 1.25s, 1.125s */
        int ms = -budget % 1000, digits = 3;
        while (ms % 10 == 0) {
            ms /= 10;
            digits--;
        }
        n = snprintf(buf, cap, "%d.%0*ds", -budget / 1000, digits, ms);
    }
    return n > 0 ? (size_t)n : 0;
}
