/* sim_progress.c — the progress bar of a long simulation: on stderr, only
 * when stderr is a terminal, from half a second into the run, redrawn at
 * most ten times a second and erased at the end (stdout stays clean). */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "cli/sim/sim_render.h"
#include "i18n.h"

#define BAR_WIDTH 30

double sim_progress_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void sim_progress_start(struct sim_progress *p)
{
    p->on = isatty(STDERR_FILENO) == 1;
    p->drawn = false;
    p->start = sim_progress_now();
    p->last = 0;
}

void sim_progress_update(void *ctx, uint64_t done, uint64_t total)
{
    struct sim_progress *p = ctx;
    if (!p->on || !total)
        return;
    double now = sim_progress_now();
    double elapsed = now - p->start;
    if (elapsed < 0.5 || now - p->last < 0.1 || done >= total)
        return;
    p->last = now;
    int fill = (int)((double)BAR_WIDTH * (double)done / (double)total);
    char bar[BAR_WIDTH + 1];
    for (int i = 0; i < BAR_WIDTH; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[BAR_WIDTH] = '\0';
    double rate = (double)done / elapsed;
    double left = rate > 0 ? (double)(total - done) / rate : 0;
    fprintf(stderr, "\r[%s] %3d%% ", bar, (int)(100.0 * (double)done / (double)total));
    fprintf(stderr,
            ngettext("%llu/%llu game, %.0f/s, %.0f s left ", "%llu/%llu games, %.0f/s, %.0f s left ",
                     (unsigned long)total),
            (unsigned long long)done, (unsigned long long)total, rate, left);
    fflush(stderr);
    p->drawn = true;
}

void sim_progress_end(struct sim_progress *p)
{
    if (p->drawn) {
        fprintf(stderr, "\r%*s\r", BAR_WIDTH + 60, "");
        fflush(stderr);
    }
    p->drawn = false;
}
