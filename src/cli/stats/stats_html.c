/* stats_html.c — the page of `stats --html`: the profile's figures as
 * tables (the same as `stats`), the rating and the win rate by month as
 * inline SVG charts (stats_svg.c), one file with its style inside, in the
 * player's language. Every figure that `stats --json` gives carries its
 * key (data-json="by_variant.0.wins"): tests compare them. */
#include <stdarg.h>
#include <string.h>

#include "cli/stats/stats_html.h"
#include "cli/term/term_safe.h"
#include "i18n.h"

static const char style_sheet[] =
    "body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em;color:#222;"
    "background:#fff}"
    "h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.5em;border-bottom:1px solid #ccc}"
    "table{border-collapse:collapse;margin:.5em 0;display:block;overflow-x:auto;max-width:100%}"
    "th,td{padding:.15em .6em;text-align:right}th{background:#eee}"
    "td.k,th.k{text-align:left}tr.g th{text-align:left;background:#f6f6f6}"
    "svg{max-width:100%;height:auto;display:block;margin:.5em 0}"
    "p.note{color:#555;font-size:.9em}";

void html_text(FILE *f, const char *text)
{
    char safe[1024];
    term_safe(safe, sizeof safe, text ? text : "");
    for (const char *p = safe; *p; p++) {
        switch (*p) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&#39;", f); break;
        default: fputc(*p, f);
        }
    }
}

/* An element <tag>text</tag>, text formatted and escaped. */
__attribute__((format(printf, 3, 4))) static void element(FILE *f, const char *tag,
                                                          const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    fprintf(f, "<%s>", tag);
    html_text(f, buf);
    fprintf(f, "</%s>\n", tag);
}

static void th(FILE *f, const char *text, bool key)
{
    fputs(key ? "<th class=\"k\">" : "<th>", f);
    html_text(f, text);
    fputs("</th>", f);
}

/* A cell of a count, with the JSON key of its value (NULL: none). */
static void td_int(FILE *f, const char *key, long long n)
{
    if (key)
        fprintf(f, "<td data-json=\"%s\">%lld</td>", key, n);
    else
        fprintf(f, "<td>%lld</td>", n);
}

static void td_rate(FILE *f, const char *key, double rate)
{
    if (key)
        fprintf(f, "<td data-json=\"%s\">%.1f%%</td>", key, 100.0 * rate);
    else
        fprintf(f, "<td>%.1f%%</td>", 100.0 * rate);
}

static void td_text(FILE *f, const char *key, const char *text)
{
    if (key)
        fprintf(f, "<td class=\"k\" data-json=\"%s\">", key);
    else
        fputs("<td class=\"k\">", f);
    html_text(f, text);
    fputs("</td>", f);
}

/* One row of a tally: its label, then games... the interval, keyed base.N. */
static void tally_row(FILE *f, const char *base, const char *label, const char *label_key,
                      const struct store_tally *t)
{
    char key[96];
    fputs("<tr>", f);
    td_text(f, label_key, label);
#define KEY(member) (snprintf(key, sizeof key, "%s.%s", base, member), key)
    td_int(f, KEY("games"), (long long)t->games);
    td_int(f, KEY("wins"), (long long)t->wins);
    td_int(f, KEY("losses"), (long long)t->losses);
    td_int(f, KEY("draws"), (long long)t->draws);
    td_rate(f, KEY("win_rate"), t->win_rate);
    td_rate(f, KEY("ci_low"), t->ci_low);
    td_rate(f, KEY("ci_high"), t->ci_high);
#undef KEY
    fputs("</tr>\n", f);
}

static void group_rows(FILE *f, const char *title, const char *section,
                       const struct store_group_tally *g, size_t n, bool players)
{
    fputs("<tr class=\"g\"><th colspan=\"8\">", f);
    html_text(f, title);
    fputs("</th></tr>\n", f);
    for (size_t i = 0; i < n; i++) {
        char base[64], key[80], label[96];
        snprintf(base, sizeof base, "%s.%zu", section, i);
        if (players)
            snprintf(label, sizeof label,
                     ngettext("%d player", "%d players", (unsigned long)g[i].player_count),
                     g[i].player_count);
        else
            snprintf(label, sizeof label, "%s", g[i].key);
        snprintf(key, sizeof key, "%s.%s", base, players ? "players" : section[3] == 'v' ? "variant" : "ruleset");
        tally_row(f, base, label, players ? NULL : key, &g[i].tally);
    }
}

static void win_rates(FILE *f, const struct store_stats *st)
{
    element(f, "h2", "%s", _("Win rates"));
    fputs("<table>\n<tr>", f);
    th(f, "", true);
    th(f, _("games"), false);
    th(f, _("wins"), false);
    th(f, _("losses"), false);
    th(f, _("draws"), false);
    th(f, _("win rate"), false);
    /* xgettext:no-c-format */
    fputs("<th colspan=\"2\">", f);
    html_text(f, _("95% interval"));
    fputs("</th></tr>\n", f);
    tally_row(f, "overall", _("All games"), NULL, &st->overall);
    group_rows(f, _("By variant"), "by_variant", st->by_variant, st->nvariants, false);
    group_rows(f, _("By rules"), "by_ruleset", st->by_ruleset, st->nrulesets, false);
    group_rows(f, _("By number of players"), "by_player_count", st->by_player_count,
               st->nplayer_counts, true);
    fputs("</table>\n", f);
}

static void totals(FILE *f, const struct store_stats *st)
{
    fputs("<table>\n<tr>", f);
    th(f, _("games"), false);
    th(f, _("finished"), false);
    th(f, _("in progress"), false);
    th(f, _("abandoned"), false);
    fputs("</tr>\n<tr>", f);
    td_int(f, "games.recorded", (long long)st->games_recorded);
    td_int(f, "games.finished", (long long)st->overall.games);
    td_int(f, "games.in_progress", (long long)st->in_progress);
    td_int(f, "games.abandoned", (long long)st->abandoned);
    fputs("</tr>\n</table>\n", f);
}

static void rating(FILE *f, const struct store_rating *r)
{
    element(f, "h2", "%s", _("Rating"));
    fputs("<table>\n<tr>", f);
    th(f, _("rating"), false);
    th(f, _("deviation"), false);
    th(f, _("rated games"), false);
    fputs("</tr>\n<tr>", f);
    fprintf(f, "<td data-json=\"rating.rating\">%.0f</td>", r->now.rating);
    fprintf(f, "<td data-json=\"rating.deviation\">%.0f</td>", r->now.deviation);
    td_int(f, "rating.rated_games", (long long)r->rated);
    fputs("</tr>\n</table>\n", f);
    svg_rating(f, r);
    fputs("<p class=\"note\">", f);
    html_text(f, _("Glicko-2 against the bots' levels and the solitaire's rules, each rated from "
                   "the bots' own games; the band is the rating plus or minus its deviation, the "
                   "dashed line 1500, where everyone starts."));
    fputs("</p>\n", f);
}

static void months(FILE *f, const struct store_trends *t)
{
    if (!t->nperiods || !t->all.games)
        return;
    element(f, "h2", "%s", _("Win rate of each month"));
    svg_win_rate(f, t);
    fputs("<table>\n<tr>", f);
    th(f, _("period"), true);
    th(f, _("games"), false);
    th(f, _("wins"), false);
    th(f, _("win rate"), false);
    fputs("</tr>\n", f);
    for (size_t p = 0; p < t->nperiods; p++) {
        const struct store_trend_cell *c = &t->all.cells[p];
        char label[STORE_DATE_MAX + 1];
        store_period_label(t->starts[p], t->by, label);
        fputs("<tr>", f);
        td_text(f, NULL, label);
        td_int(f, NULL, (long long)c->games);
        td_int(f, NULL, (long long)c->wins);
        if (c->games)
            td_rate(f, NULL, (double)c->wins / (double)c->games);
        else
            fputs("<td></td>", f);
        fputs("</tr>\n", f);
    }
    fputs("</table>\n", f);
}

void stats_render_html(FILE *f, const char *profile, const struct store_stats *st,
                       const struct store_rating *r, const struct store_trends *t,
                       const struct daily_figures *daily)
{
    /* TRANSLATORS: the code of your language, for the page of stats --html */
    const char *lang = i18n_context("language code", NC_("language code", "en"));
    char title[256];
    snprintf(title, sizeof title, _("Statistics of %s"), profile);
    fprintf(f, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"%s\">\n"
               "<head>\n<meta charset=\"utf-8\"/>\n"
               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>",
            lang);
    html_text(f, title);
    fprintf(f, "</title>\n<style>%s</style>\n</head>\n<body>\n<h1>", style_sheet);
    html_text(f, title);
    fputs("</h1>\n", f);
    totals(f, st);
    rating(f, r);
    months(f, t);
    if (st->overall.games)
        win_rates(f, st);
    stats_html_more(f, st);
    stats_html_daily(f, daily);
    fputs("</body>\n</html>\n", f);
}
