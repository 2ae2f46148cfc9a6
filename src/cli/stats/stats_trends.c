/* stats_trends.c — `stats --by week|month`: for all games, then for each
 * mode, one row a period with its games, wins and win rate, and a bar as
 * long as its games (the longest fills the room left by the figures), its
 * wins drawn full (█, or # in ASCII) and the rest light (░, or .). The
 * bar goes on a line of its own when the figures leave it too little room. */
#include <string.h>

#include "cli/i18n/i18n_text.h"
#include "cli/stats/stats_trends.h"
#include "cli/term/term_width.h"
#include "i18n.h"

#define BAR_MIN 10
#define BAR_INDENT 4

void stats_mode_label(const struct store_trend_series *s, char *buf, size_t cap)
{
    if (!s->mode[0]) {
        snprintf(buf, cap, "%s", _("All games"));
    } else if (s->solitaire && strncmp(s->mode, "solitaire", 9) == 0) {
        snprintf(buf, cap, "%s", s->mode); /* the rules of a game without level */
    } else if (s->solitaire) {
        /* TRANSLATORS: a way of playing in `stats --by`: %s is the level's name */
        snprintf(buf, cap, _("solitaire, level %s"), s->mode);
    } else {
        char levels[STORE_MODE_MAX * 2 + 1];
        size_t n = 0;
        for (const char *p = s->mode; *p && n + 2 < sizeof levels; p++) {
            levels[n++] = *p;
            if (*p == ',')
                levels[n++] = ' ';
        }
        levels[n] = '\0';
        /* TRANSLATORS: a way of playing in `stats --by`: %s is the levels of
         * the bots played against, "easy, normal, normal" */
        snprintf(buf, cap, _("standard, against %s"), levels);
    }
}

struct layout {
    int label, games, wins, rate; /* column widths */
    int bar;                      /* the bar's width; on a line of its own when alone */
    bool alone;
    int64_t most;                 /* the most games of a period */
};

static void bar(FILE *f, const struct store_trend_cell *c, const struct layout *l,
                const struct term_style *style)
{
    if (!c->games)
        return;
    int len = (int)((c->games * l->bar + l->most - 1) / l->most);
    int full = (int)((c->wins * l->bar + l->most / 2) / l->most);
    if (full > len)
        full = len;
    if (c->wins && !full)
        full = 1;
    if (l->alone)
        fprintf(f, "\n%*s", BAR_INDENT, "");
    else
        fputs("  ", f);
    for (int i = 0; i < len; i++)
        fputs(i < full ? (style->unicode ? "\u2588" : "#") : (style->unicode ? "\u2591" : "."), f);
}

static void row(FILE *f, const struct store_trends *t, size_t p, const struct store_trend_cell *c,
                const struct layout *l, const struct term_style *style)
{
    char label[STORE_DATE_MAX + 1], buf[32];
    store_period_label(t->starts[p], t->by, label);
    fprintf(f, "  %-*s", l->label, label);
    snprintf(buf, sizeof buf, "%lld", (long long)c->games);
    fputc(' ', f);
    fput_right(f, buf, l->games);
    if (c->games) {
        snprintf(buf, sizeof buf, "%lld", (long long)c->wins);
        fputc(' ', f);
        fput_right(f, buf, l->wins);
        snprintf(buf, sizeof buf, "%.1f%%", 100.0 * (double)c->wins / (double)c->games);
        fputc(' ', f);
        fput_right(f, buf, l->rate);
    }
    bar(f, c, l, style);
    fputc('\n', f);
}

/* One table: the series' label, then its periods (only those with games
 * for a mode; every one for all games). */
static void series(FILE *f, const struct store_trends *t, const struct store_trend_series *s,
                   const struct layout *l, const struct term_style *style)
{
    char label[STORE_MODE_MAX * 2 + 64];
    stats_mode_label(s, label, sizeof label);
    char head[sizeof label + 64];
    snprintf(head, sizeof head, ngettext("%s: %lld game, %lld won", "%s: %lld games, %lld won",
                                         (unsigned long)s->games),
             label, (long long)s->games, (long long)s->wins);
    stats_say(f, 0, 2, "%s\n", head);
    for (size_t p = 0; p < t->nperiods; p++)
        if (s->cells[p].games || !s->mode[0])
            row(f, t, p, &s->cells[p], l, style);
}

void stats_render_trends(FILE *f, const struct store_trends *t, const struct term_style *style)
{
    if (!t->nperiods || !t->all.games) {
        stats_say(f, 0, 2, "%s\n", _("No finished games in these dates."));
        return;
    }
    char first[STORE_DATE_MAX + 1], last[STORE_DATE_MAX + 1];
    store_period_label(t->starts[0], t->by, first);
    store_period_label(t->starts[t->nperiods - 1], t->by, last);
    if (t->by == STORE_BY_WEEK)
        /* TRANSLATORS: the heading of `stats --by week`: the first and last weeks, by their Mondays */
        stats_say(f, 0, 2, _("By week (each from its Monday), %s to %s:\n"), first, last);
    else
        stats_say(f, 0, 2, _("By month, %s to %s:\n"), first, last);
    /* TRANSLATORS: the legend of the bars of `stats --by`; %s are the marks */
    stats_say(f, 0, 2, _("(a bar is as long as the games: %s won, %s not won)\n"),
            style->unicode ? "\u2588" : "#", style->unicode ? "\u2591" : ".");
    /* TRANSLATORS: the headings of the table of `stats --by`: the period
     * (a week or a month), games played, won, the share won */
    const char *heads[] = { _("period"), _("games"), _("wins"), _("win rate") };
    struct layout l;
    l.label = width_at_least(t->by == STORE_BY_WEEK ? 10 : 7, heads[0]);
    l.games = width_at_least(5, heads[1]);
    l.wins = width_at_least(5, heads[2]);
    l.rate = width_at_least(8, heads[3]);
    l.most = 1;
    for (size_t p = 0; p < t->nperiods; p++)
        if (t->all.cells[p].games > l.most)
            l.most = t->all.cells[p].games;
    int room = term_table_width(f);
    if (room <= 0)
        room = TERM_WIDTH_DEFAULT;
    int figures = 2 + l.label + 1 + l.games + 1 + l.wins + 1 + l.rate;
    l.alone = room - figures - 2 < BAR_MIN;
    l.bar = l.alone ? room - BAR_INDENT : room - figures - 2;
    if (l.bar > l.most * 4 && l.most * 4 >= BAR_MIN) /* a few games: blocks not too long */
        l.bar = (int)(l.most * 4);
    if (l.bar < 1)
        l.bar = 1;
    fprintf(f, "  %-*s", l.label, heads[0]);
    fputc(' ', f);
    fput_right(f, heads[1], l.games);
    fputc(' ', f);
    fput_right(f, heads[2], l.wins);
    fputc(' ', f);
    fput_right(f, heads[3], l.rate);
    fputc('\n', f);
    series(f, t, &t->all, &l, style);
    for (size_t i = 0; i < t->nmodes; i++)
        series(f, t, &t->modes[i], &l, style);
}
