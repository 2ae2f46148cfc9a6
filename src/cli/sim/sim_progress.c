/* sim_progress.c — the progress line of a long simulation: on stderr, only
 * when stderr is a terminal, from half a second into the run, redrawn as
 * the driver reports (four times a second: sim_run) but at most ten times
 * a second, with the games done, the time so far, games per second and
 * the time left; fitted to the terminal's width and erased at the end
 * (stdout stays clean). */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/sim/sim_render.h"
#include "cli/term/term_width.h"
#include "i18n.h"

#define BAR_WIDTH 30
#define BAR_MIN 5 /* narrower than this, no bar: the words alone */

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

/* A duration as a clock: "0:07", "12:34", "1:02:03". */
static void clock_text(double seconds, char *buf, size_t cap)
{
    unsigned long long s = seconds > 0 ? (unsigned long long)(seconds + 0.5) : 0;
    if (s >= 3600)
        snprintf(buf, cap, "%llu:%02llu:%02llu", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, cap, "%llu:%02llu", s / 60, s % 60);
}

/* Games a second with two or three significant digits: 0.42, 7.5, 1234. */
static void rate_text(double rate, char *buf, size_t cap)
{
    snprintf(buf, cap, rate >= 100 ? "%.0f" : rate >= 10 ? "%.1f" : "%.2f", rate);
}

/* The words of the line: "5/20 games in 0:12, 0.42/s, 0:36 left"; `short_form`:
 * without the time so far, "5/20 games, 0.42/s, 0:36 left" (a narrow terminal). */
static void progress_text(uint64_t done, uint64_t total, double elapsed, bool short_form,
                          char *buf, size_t cap)
{
    char so_far[32], rate[32], left[32];
    clock_text(elapsed, so_far, sizeof so_far);
    if (done == 0) { /* no game over yet: nothing to reckon from */
        /* TRANSLATORS: the progress of a simulation: games done of the
         * total, then the time so far (a clock: 0:12); no game is over yet */
        snprintf(buf, cap, ngettext("%llu/%llu game in %s", "%llu/%llu games in %s",
                                    (unsigned long)total),
                 (unsigned long long)done, (unsigned long long)total, so_far);
        return;
    }
    double r = (double)done / elapsed;
    rate_text(r, rate, sizeof rate);
    clock_text((double)(total - done) / r, left, sizeof left);
    if (short_form) {
        /* TRANSLATORS: the progress of a simulation on a narrow terminal:
         * games done of the total, games a second and the time left */
        snprintf(buf, cap, ngettext("%llu/%llu game, %s/s, %s left",
                                    "%llu/%llu games, %s/s, %s left", (unsigned long)total),
                 (unsigned long long)done, (unsigned long long)total, rate, left);
        return;
    }
    /* TRANSLATORS: the progress of a simulation: games done of the total,
     * the time so far (a clock: 0:12), games a second (0.42/s) and the
     * time left (a clock) */
    snprintf(buf, cap, ngettext("%llu/%llu game in %s, %s/s, %s left",
                                "%llu/%llu games in %s, %s/s, %s left", (unsigned long)total),
             (unsigned long long)done, (unsigned long long)total, so_far, rate, left);
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
    char text[160];
    int width = term_width(stderr) - 1; /* the last column would wrap */
    progress_text(done, total, elapsed, false, text, sizeof text);
    if ((int)term_text_width(text, strlen(text)) > width)
        progress_text(done, total, elapsed, true, text, sizeof text);
    text[term_text_fit(text, width)] = '\0';
    int words = (int)term_text_width(text, strlen(text));
    /* the bar sized for the longer words to come (the rate, the time
     * left), so that it keeps its width once the first game is over */
    char longer[160];
    progress_text(done ? done : 1, total, elapsed, false, longer, sizeof longer);
    int room = width - (int)term_text_width(longer, strlen(longer)) - 8; /* "[" "] " "100% " */
    int bar = room < BAR_WIDTH ? room : BAR_WIDTH;
    fputc('\r', stderr);
    if (bar >= BAR_MIN) {
        int fill = (int)((double)bar * (double)done / (double)total);
        fputc('[', stderr);
        for (int i = 0; i < bar; i++)
            fputc(i < fill ? '#' : '.', stderr);
        fprintf(stderr, "] %3d%% ", (int)(100.0 * (double)done / (double)total));
        words += bar + 8;
    }
    fputs(text, stderr);
    if (words < width) /* what a longer line before left */
        fprintf(stderr, "%*s", width - words, "");
    fflush(stderr);
    p->drawn = true;
}

void sim_progress_end(struct sim_progress *p)
{
    if (p->drawn) {
        fprintf(stderr, "\r%*s\r", term_width(stderr) - 1, "");
        fflush(stderr);
    }
    p->drawn = false;
}
