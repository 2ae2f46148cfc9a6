/* sim_sweep_render.c — `simulate --sweep`'s comparisons (sim_sweep.c:
 * each arm against the baseline, Holm-corrected) as a text table, JSON
 * objects and CSV rows. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/i18n/i18n_text.h"
#include "cli/sim/sim_render.h"
#include "cli/stats/stats_render.h"
#include "i18n.h"

static const char *figure_name(const struct sim_report *r, const struct sim_comparison *k,
                               char *buf, size_t cap)
{
    if (k->rate && r->kind == SIM_SOLITAIRE)
        snprintf(buf, cap, "%s", _("player wins"));
    else if (k->rate && k->seat)
        snprintf(buf, cap, _("seat %d wins"), k->seat);
    else if (k->rate)
        snprintf(buf, cap, "%s", _("first token holder wins"));
    else {
        const char *names[SIM_PAIRED_MEANS] = { _("battles per game"), _("rounds per game"),
                                                _("actions per game"), _("cards per game"),
                                                _("regions never contested"),
                                                _("victories per game") };
        snprintf(buf, cap, "%s", names[k->mean]);
    }
    return buf;
}

static void p_text(char *buf, size_t cap, double p)
{
    if (p < 0.001)
        snprintf(buf, cap, "<0.001");
    else
        snprintf(buf, cap, "%.3f", p);
}

/* A line of the text table, aligned by letters. */
static void row(FILE *f, const char *name, const char *b, const char *v, const char *d,
                const char *p, const char *mark)
{
    fputs("    ", f);
    fput_left(f, name, 26);
    fputc(' ', f);
    fput_right(f, b, 9);
    fputc(' ', f);
    fput_right(f, v, 9);
    fputc(' ', f);
    fput_right(f, d, 11);
    fputc(' ', f);
    fput_right(f, p, 9);
    fprintf(f, "%s\n", mark);
}

/* An arm as the report names it: its ruleset, and in the solitaire the
 * player's policy too. */
static const char *arm_name(const struct sim_report *r, int arm, char *buf, size_t cap)
{
    const struct sim_report_arm *x = &r->arms[arm];
    if (r->kind == SIM_SOLITAIRE && *x->policy)
        snprintf(buf, cap, "%s (%s)", x->ruleset, x->policy);
    else
        snprintf(buf, cap, "%s", x->ruleset);
    return buf;
}

void sim_sweep_text(FILE *f, const struct sim_report *r)
{
    char label[STORE_RULESET_MAX + STORE_NAME_MAX + 8];
    struct sim_comparison *c;
    size_t n = sim_sweep_compare(r, &c);
    if (!c)
        return;
    fputc('\n', f);
    fprintf(f,
            _("Against the baseline %s, on the same games: McNemar's test for win rates, the "
              "paired t-test for means; p-values corrected with Holm's method over the %zu "
              "comparisons (* below 0.05).\n"),
            arm_name(r, 0, label, sizeof label), n);
    int last = 0;
    for (size_t i = 0; i < n; i++) {
        const struct sim_comparison *k = &c[i];
        if (k->arm != last) {
            last = k->arm;
            fprintf(f, "\n  %s\n", arm_name(r, k->arm, label, sizeof label));
            row(f, _("figure"), _("baseline"), _("arm"), _("difference"), _("p (Holm)"), "");
        }
        char name[64], b[32], v[32], d[32], p[32];
        figure_name(r, k, name, sizeof name);
        if (k->rate) {
            snprintf(b, sizeof b, "%.1f%%", sim_percent(k->base));
            snprintf(v, sizeof v, "%.1f%%", sim_percent(k->value));
            snprintf(d, sizeof d, "%+.1f", sim_percent(k->diff));
        } else {
            snprintf(b, sizeof b, "%.2f", k->base);
            snprintf(v, sizeof v, "%.2f", k->value);
            snprintf(d, sizeof d, "%+.2f", k->diff);
        }
        p_text(p, sizeof p, k->p_holm);
        row(f, name, b, v, d, p, k->p_holm < 0.05 ? " *" : "");
    }
    fprintf(f, "  %s\n", _("(a win rate's difference in points, a mean's in its unit)"));
    free(c);
}

void sim_sweep_json(FILE *f, const struct sim_report *r, int arm)
{
    struct sim_comparison *c;
    size_t n = sim_sweep_compare(r, &c);
    if (!c)
        return;
    fprintf(f, "      \"versus_baseline\": [");
    bool any = false;
    for (size_t i = 0; i < n; i++) {
        const struct sim_comparison *k = &c[i];
        if (k->arm != arm)
            continue;
        fprintf(f, "%s\n        {\"figure\": \"%s\", \"baseline\": %.6g, \"arm\": %.6g, "
                   "\"difference\": %.6g, \"test\": \"%s\", \"p\": %.6g, \"p_holm\": %.6g}",
                any ? "," : "", k->key, k->base, k->value, k->diff, k->test, k->p, k->p_holm);
        any = true;
    }
    fprintf(f, "\n      ],\n");
    free(c);
}

void sim_sweep_csv(FILE *f, const struct sim_report *r, int arm,
                   void (*emit)(void *ctx, const char *section, const char *key,
                               const char *field, const char *value),
                   void *ctx)
{
    (void)f;
    struct sim_comparison *c;
    size_t n = sim_sweep_compare(r, &c);
    if (!c)
        return;
    for (size_t i = 0; i < n; i++) {
        const struct sim_comparison *k = &c[i];
        if (k->arm != arm)
            continue;
        char v[40];
        snprintf(v, sizeof v, "%.6g", k->base);
        emit(ctx, "versus_baseline", k->key, "baseline", v);
        snprintf(v, sizeof v, "%.6g", k->value);
        emit(ctx, "versus_baseline", k->key, "arm", v);
        snprintf(v, sizeof v, "%.6g", k->diff);
        emit(ctx, "versus_baseline", k->key, "difference", v);
        emit(ctx, "versus_baseline", k->key, "test", k->test);
        snprintf(v, sizeof v, "%.6g", k->p);
        emit(ctx, "versus_baseline", k->key, "p", v);
        snprintf(v, sizeof v, "%.6g", k->p_holm);
        emit(ctx, "versus_baseline", k->key, "p_holm", v);
    }
    free(c);
}
