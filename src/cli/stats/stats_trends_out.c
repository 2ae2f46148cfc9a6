/* stats_trends_out.c — the figures of `stats --by` as JSON and CSV, the
 * strip of the last twelve weeks and the rating with its history, as the
 * text report of `stats` ends. */
#include <math.h>
#include <string.h>

#include "cli/stats/stats_render.h"
#include "cli/stats/stats_trends.h"
#include "cli/term/term_width.h"
#include "i18n.h"

const char *stats_level_mark(double frac, const struct term_style *style)
{
    static const char *const blocks[] = { "\u2581", "\u2582", "\u2583", "\u2584",
                                          "\u2585", "\u2586", "\u2587", "\u2588" };
    static const char *const ascii[] = { "_", "-", "=", "~", "+", "*", "%", "#" };
    if (frac < 0)
        return style->unicode ? "\u00b7" : ".";
    int i = (int)lround(frac * 7);
    i = i < 0 ? 0 : i > 7 ? 7 : i;
    return style->unicode ? blocks[i] : ascii[i];
}

static void cell_json(FILE *f, const struct store_trends *t, size_t p, const struct store_trend_cell *c)
{
    char label[STORE_DATE_MAX + 1];
    store_period_label(t->starts[p], t->by, label);
    fprintf(f, "{\"period\": \"%s\", \"games\": %lld, \"wins\": %lld, \"losses\": %lld, "
               "\"draws\": %lld, \"win_rate\": %.6f}",
            label, (long long)c->games, (long long)c->wins, (long long)c->losses,
            (long long)c->draws, c->games ? (double)c->wins / (double)c->games : 0.0);
}

static void series_json(FILE *f, const struct store_trends *t, const struct store_trend_series *s)
{
    fputs("{", f);
    if (s->mode[0]) {
        fputs("\"mode\": ", f);
        json_write_string(f, s->mode);
        fprintf(f, ", \"kind\": \"%s\", ", s->solitaire ? "solitaire" : "standard");
    }
    fprintf(f, "\"games\": %lld, \"wins\": %lld, \"periods\": [", (long long)s->games,
            (long long)s->wins);
    int n = 0;
    for (size_t p = 0; p < t->nperiods; p++)
        if (s->cells[p].games || !s->mode[0]) {
            fputs(n++ ? ",\n      " : "\n      ", f);
            cell_json(f, t, p, &s->cells[p]);
        }
    fputs(n ? "\n    ]}" : "]}", f);
}

void stats_render_trends_json(FILE *f, const char *profile, const struct store_trends *t)
{
    fprintf(f, "{\n  \"format\": %d,\n  \"profile\": ", STATS_FORMAT_VERSION);
    json_write_string(f, profile);
    fprintf(f, ",\n  \"by\": \"%s\",\n  \"all\": ", t->by == STORE_BY_WEEK ? "week" : "month");
    if (t->all.cells)
        series_json(f, t, &t->all);
    else
        fputs("{\"games\": 0, \"wins\": 0, \"periods\": []}", f);
    fputs(",\n  \"modes\": [", f);
    for (size_t i = 0; i < t->nmodes; i++) {
        fputs(i ? ",\n    " : "\n    ", f);
        series_json(f, t, &t->modes[i]);
    }
    fputs(t->nmodes ? "\n  ]\n}\n" : "]\n}\n", f);
}

static void series_csv(FILE *f, const struct store_trends *t, const struct store_trend_series *s)
{
    char label[STORE_DATE_MAX + 1];
    for (size_t p = 0; p < t->nperiods; p++) {
        const struct store_trend_cell *c = &s->cells[p];
        if (!c->games && s->mode[0])
            continue;
        store_period_label(t->starts[p], t->by, label);
        fprintf(f, "%s,", label);
        csv_write_field(f, s->mode);
        fprintf(f, ",%s,%lld,%lld,%lld,%lld,%.6f\n",
                !s->mode[0] ? "all" : s->solitaire ? "solitaire" : "standard",
                (long long)c->games, (long long)c->wins, (long long)c->losses,
                (long long)c->draws, c->games ? (double)c->wins / (double)c->games : 0.0);
    }
}

void stats_render_trends_csv(FILE *f, const struct store_trends *t)
{
    fputs("period,mode,kind,games,wins,losses,draws,win_rate\n", f);
    if (!t->all.cells)
        return;
    series_csv(f, t, &t->all);
    for (size_t i = 0; i < t->nmodes; i++)
        series_csv(f, t, &t->modes[i]);
}

void stats_render_weeks(FILE *f, const struct store_trends *t, const struct term_style *style)
{
    if (!t->nperiods)
        return;
    char first[STORE_DATE_MAX + 1];
    store_period_label(t->starts[0], t->by, first);
    int played = 0;
    for (size_t p = 0; p < t->nperiods; p++)
        played += t->all.cells[p].games > 0;
    fputc('\n', f);
    /* TRANSLATORS: the strip of the last weeks at the end of `stats`: %s
     * is the Monday of the first week */
    stats_say(f, 0, 2, _("Last %zu weeks from %s, the win rate of each:\n"), t->nperiods, first);
    fputs("  ", f);
    for (size_t p = 0; p < t->nperiods; p++) {
        const struct store_trend_cell *c = &t->all.cells[p];
        fputs(stats_level_mark(c->games ? (double)c->wins / (double)c->games : -1, style), f);
    }
    fputs("  ", f);
    stats_say(f, 4 + (int)t->nperiods, 2 + (int)t->nperiods + 2,
        ngettext("%lld game in %d of these weeks, %lld won (%s no game).\n",
                 "%lld games in %d of these weeks, %lld won (%s no game).\n",
                 (unsigned long)t->all.games),
        (long long)t->all.games, played, (long long)t->all.wins, stats_level_mark(-1, style));
}

#define HISTORY_STRIP 24 /* the last rated games drawn in the history strip */

static void history(FILE *f, const struct store_rating *r, const struct term_style *style)
{
    size_t from = r->nhistory > HISTORY_STRIP ? r->nhistory - HISTORY_STRIP : 0;
    double lo = 1500, hi = 1500;
    for (size_t i = from; i < r->nhistory; i++) {
        lo = fmin(lo, r->history[i].rating);
        hi = fmax(hi, r->history[i].rating);
    }
    stats_say(f, 0, 2,
        ngettext("After each of the last %zu rated game, between %.0f and %.0f (1500 at the "
                 "start):\n",
                 "After each of the last %zu rated games, between %.0f and %.0f (1500 at the "
                 "start):\n",
                 (unsigned long)(r->nhistory - from)),
        r->nhistory - from, lo, hi);
    fputs("  ", f);
    for (size_t i = from; i < r->nhistory; i++)
        fputs(stats_level_mark(hi > lo ? (r->history[i].rating - lo) / (hi - lo) : 0.5, style), f);
    fputc('\n', f);
}

void stats_render_rating(FILE *f, const struct store_rating *r, const struct term_style *style)
{
    fputc('\n', f);
    if (!r->rated) {
        stats_say(f, 0, 2, "%s\n", _("Rating: none yet (it comes with the first game against the bots)."));
    } else {
        stats_say(f, 0, 2,
            ngettext("Rating: %.0f (deviation %.0f), after %zu rated game.\n",
                     "Rating: %.0f (deviation %.0f), after %zu rated games.\n",
                     (unsigned long)r->rated),
            r->now.rating, r->now.deviation, r->rated);
        history(f, r, style);
    }
    if (r->unrated_people)
        stats_say(f, 0, 2,
            ngettext("Not rated: %zu game against a person or an unknown bot.\n",
                     "Not rated: %zu games against a person or an unknown bot.\n",
                     (unsigned long)r->unrated_people),
            r->unrated_people);
    if (r->unrated_rules)
        stats_say(f, 0, 2,
            ngettext("Not rated: %zu solitaire game with rules no measure rates yet.\n",
                     "Not rated: %zu solitaire games with rules no measure rates yet.\n",
                     (unsigned long)r->unrated_rules),
            r->unrated_rules);
}
