/* stats_html_tables.c — the other tables of `stats --html`: streaks and
 * battles, the solitaire's record at each level, against each army and
 * how its games ended, the cards of won battles, the last results and the
 * deal of the day, each figure with
 * its key in `stats --json`. */
#include <string.h>

#include "cli/stats/stats_html.h"
#include "cli/stats/stats_render.h"
#include "solo/solo_levels.h"
#include "i18n.h"

static void head(FILE *f, const char *title, const char *const *cols, int n)
{
    fputs("<h2>", f);
    html_text(f, title);
    fputs("</h2>\n<table>\n<tr>", f);
    for (int i = 0; i < n; i++) {
        fputs(i ? "<th>" : "<th class=\"k\">", f);
        html_text(f, cols[i]);
        fputs("</th>", f);
    }
    fputs("</tr>\n", f);
}

static void cell(FILE *f, const char *section, size_t i, const char *member, long long n)
{
    fprintf(f, "<td data-json=\"%s.%zu.%s\">%lld</td>", section, i, member, n);
}

static void key_cell(FILE *f, const char *text)
{
    fputs("<td class=\"k\">", f);
    html_text(f, text);
    fputs("</td>", f);
}

static void streaks_battles(FILE *f, const struct store_stats *st)
{
    fputs("<h2>", f);
    html_text(f, _("Streaks and battles"));
    fputs("</h2>\n<table>\n", f);
    const struct {
        const char *label, *key;
        long long n;
    } rows[] = {
        { _("current streak"), "streaks.current_length", (long long)st->current_streak },
        { _("longest run of wins"), "streaks.best_win", (long long)st->best_win_streak },
        { _("longest run of losses"), "streaks.best_loss", (long long)st->best_loss_streak },
        { _("battles fought"), "battles.fought", (long long)st->battles },
        { _("battles won"), "battles.won", (long long)st->battles_won },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        fputs("<tr>", f);
        key_cell(f, rows[i].label);
        fprintf(f, "<td data-json=\"%s\">%lld</td></tr>\n", rows[i].key, rows[i].n);
    }
    fputs("</table>\n", f);
}

static void rate_cell(FILE *f, const char *section, size_t i, const char *member, double rate)
{
    fprintf(f, "<td data-json=\"%s.%zu.%s\">%.1f%%</td>", section, i, member, 100.0 * rate);
}

static void levels(FILE *f, const struct store_stats *st)
{
    struct stats_level_record rec[STATS_MAX_LEVELS];
    int64_t beaten;
    int n = stats_levels_tally(st, rec, STATS_MAX_LEVELS, &beaten);
    if (!n)
        return;
    const char *cols[] = { _("level"), _("games"), _("wins"), _("win rate"), _("95% interval") };
    head(f, _("Solitaire, by level (rules solitaire shows the levels):"), cols, 5);
    for (int i = 0; i < n; i++) {
        char name[48];
        snprintf(name, sizeof name, "%d %s", (int)rec[i].number, rec[i].level);
        fputs("<tr>", f);
        key_cell(f, name);
        cell(f, "solitaire_levels", (size_t)i, "games", (long long)rec[i].tally.games);
        cell(f, "solitaire_levels", (size_t)i, "wins", (long long)rec[i].tally.wins);
        rate_cell(f, "solitaire_levels", (size_t)i, "win_rate", rec[i].tally.win_rate);
        fputs("<td>", f);
        fprintf(f, "<span data-json=\"solitaire_levels.%d.ci_low\">%.1f%%</span> &#8211; ", i,
                100.0 * rec[i].tally.ci_low);
        fprintf(f, "<span data-json=\"solitaire_levels.%d.ci_high\">%.1f%%</span>", i,
                100.0 * rec[i].tally.ci_high);
        fputs("</td></tr>\n", f);
    }
    fputs("</table>\n<p>", f);
    if (!beaten)
        html_text(f, _("No level beaten yet."));
    else {
        /* TRANSLATORS: in stats --html, before the number and the name of
         * the highest solitaire level won */
        html_text(f, _("Highest level beaten:"));
        fprintf(f, " <span data-json=\"solitaire_ladder.highest_beaten\">%d</span>, ", (int)beaten);
        html_text(f, solo_level_at((int)beaten - 1)->name);
    }
    fputs("</p>\n", f);
}

static void armies(FILE *f, const struct store_stats *st)
{
    if (!st->narmies)
        return;
    const char *cols[] = { _("army"), _("battles"), _("won"), _("lost") };
    head(f, _("Solitaire, battles against each enemy army:"), cols, 4);
    for (size_t i = 0; i < st->narmies; i++) {
        fputs("<tr>", f);
        key_cell(f, st->armies[i].army);
        cell(f, "solitaire_armies", i, "battles", (long long)st->armies[i].battles);
        cell(f, "solitaire_armies", i, "won", (long long)st->armies[i].won);
        cell(f, "solitaire_armies", i, "lost", (long long)st->armies[i].lost);
        fputs("</tr>\n", f);
    }
    fputs("</table>\n", f);
}

static void endings(FILE *f, const struct store_stats *st)
{
    if (!st->nendings)
        return;
    const char *cols[] = { _("result"), _("why"), _("games") };
    head(f, _("Solitaire games, how they ended:"), cols, 3);
    for (size_t i = 0; i < st->nendings; i++) {
        fputs("<tr>", f);
        key_cell(f, _(st->endings[i].outcome));
        key_cell(f, st->endings[i].reason);
        cell(f, "solitaire_endings", i, "games", (long long)st->endings[i].games);
        fputs("</tr>\n", f);
    }
    fputs("</table>\n", f);
}

static void cards(FILE *f, const struct store_stats *st)
{
    if (!st->ncards)
        return;
    const char *cols[] = { _("card"), _("battles"), _("copies") };
    head(f, _("Cards in your winning lines (won battles that held the card, copies):"), cols, 3);
    for (size_t i = 0; i < st->ncards; i++) {
        fputs("<tr>", f);
        key_cell(f, stats_card_label(st->cards[i].card));
        cell(f, "winning_cards", i, "battles", (long long)st->cards[i].battles);
        cell(f, "winning_cards", i, "copies", (long long)st->cards[i].copies);
        fputs("</tr>\n", f);
    }
    fputs("</table>\n", f);
}

static void recent(FILE *f, const struct store_stats *st)
{
    if (!st->nrecent)
        return;
    fputs("<h2>", f);
    html_text(f, _("Last results, oldest first"));
    fputs("</h2>\n<p>", f);
    for (size_t i = 0; i < st->nrecent; i++) {
        const char *name = store_result_name(st->recent[i]);
        const char *colour = st->recent[i] == STORE_RESULT_WIN    ? "#3a8a4a"
                             : st->recent[i] == STORE_RESULT_DRAW ? "#b08a20"
                                                                  : "#b03a3a";
        fprintf(f, "%s<span data-result=\"%s\" style=\"color:%s\">", i ? " " : "", name, colour);
        html_text(f, _(name));
        fputs("</span>", f);
    }
    fputs("</p>\n", f);
}

void stats_html_more(FILE *f, const struct store_stats *st)
{
    if (st->overall.games)
        streaks_battles(f, st);
    levels(f, st);
    armies(f, st);
    endings(f, st);
    cards(f, st);
    recent(f, st);
}

void stats_html_daily(FILE *f, const struct daily_figures *d)
{
    if (!d || !d->days)
        return;
    const char *cols[] = { "", _("played"), _("won") };
    head(f, _("Deal of the day (the first try of each deal counts)"), cols, 3);
    const struct {
        const char *label, *played, *won;
        long long p, w;
    } rows[] = {
        { _("days"), "daily.days", "daily.won", (long long)d->days, (long long)d->won },
        { _("days in a row up to today"), "daily.streak_played", "daily.streak_won",
          (long long)d->streak_played, (long long)d->streak_won },
        { _("the longest runs"), "daily.best_played", "daily.best_won",
          (long long)d->best_played, (long long)d->best_won },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        fputs("<tr>", f);
        key_cell(f, rows[i].label);
        fprintf(f, "<td data-json=\"%s\">%lld</td><td data-json=\"%s\">%lld</td></tr>\n",
                rows[i].played, rows[i].p, rows[i].won, rows[i].w);
    }
    fputs("</table>\n<p>", f);
    html_text(f, _("Today's deal:"));
    fputc(' ', f);
    html_text(f, d->today ? i18n_context("deal of the day", d->today) : _("not played yet"));
    fputs("</p>\n", f);
}
