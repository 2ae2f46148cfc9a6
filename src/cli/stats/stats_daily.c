/* stats_daily.c — the deal of the day's section of `stats`: days played
 * and won (a day counts as played with a counted try of a deal of that
 * day, as won when one of them was won), and the runs of such days: the
 * current one reaches today, or yesterday while today's deal is still to
 * play. */
#include <stdbool.h>
#include <string.h>

#include "cli/commands/daily.h"
#include "cli/stats/stats_daily.h"
#include "cli/stats/stats_render.h"
#include "i18n.h"

struct run {
    int64_t length, last; /* last: the day number of its last day, -2 none */
};

static void extend(struct run *r, int64_t day, int64_t *best)
{
    r->length = r->last == day - 1 ? r->length + 1 : 1;
    r->last = day;
    if (r->length > *best)
        *best = r->length;
}

void stats_daily_figures(const struct store_daily_list *tries, int64_t today,
                         struct daily_figures *out)
{
    struct run played = { 0, -2 }, won = { 0, -2 };
    *out = (struct daily_figures){ 0 };
    for (size_t i = 0; i < tries->n;) {
        int64_t day = daily_day_number(tries->tries[i].date);
        bool win = false;
        size_t k = i;
        for (; k < tries->n && daily_day_number(tries->tries[k].date) == day; k++) {
            win = win || tries->tries[k].result == STORE_RESULT_WIN;
            if (day == today && tries->tries[k].status == STORE_GAME_FINISHED)
                out->today = win ? NC_("deal of the day", "won") : NC_("deal of the day", "lost");
            else if (day == today && !out->today)
                out->today = tries->tries[k].status == STORE_GAME_ABANDONED
                                 ? NC_("deal of the day", "abandoned")
                                 : NC_("deal of the day", "in progress");
        }
        i = k;
        if (day < 0 || day > today) /* as of today: a later date is not yet */
            continue;
        out->days++;
        extend(&played, day, &out->best_played);
        if (win) {
            out->won++;
            extend(&won, day, &out->best_won);
        } else {
            won.length = 0;
        }
    }
    out->streak_played = played.last >= today - 1 ? played.length : 0;
    out->streak_won = won.last >= today - 1 ? won.length : 0;
}

/* One line of the section, wrapped to the width: its leading newline and
 * spaces kept, the lines it wraps into indented two more. */
static void say(FILE *f, const char *line)
{
    if (*line == '\n') {
        fputc('\n', f);
        line++;
    }
    int indent = (int)strspn(line, " ");
    fprintf(f, "%*s", indent, "");
    stats_say(f, indent, indent + 2, "%s", line + indent);
}

void stats_daily_render(FILE *f, const struct store_daily_list *tries, const char *today)
{
    if (!tries->n)
        return;
    struct daily_figures d;
    char line[512];
    stats_daily_figures(tries, daily_day_number(today), &d);
    snprintf(line, sizeof line,
             ngettext("\nDeal of the day: played on %lld day, won on %lld (the first try of "
                      "each deal counts)\n",
                      "\nDeal of the day: played on %lld days, won on %lld (the first try of "
                      "each deal counts)\n",
                      (unsigned long)d.days),
             (long long)d.days, (long long)d.won);
    say(f, line);
    snprintf(line, sizeof line,
             _("  days in a row up to today: %lld played, %lld won (best: %lld played, %lld "
               "won)\n"),
             (long long)d.streak_played, (long long)d.streak_won, (long long)d.best_played,
             (long long)d.best_won);
    say(f, line);
    snprintf(line, sizeof line, _("  today, %s: %s\n"), today,
             d.today ? i18n_context("deal of the day", d.today) : _("not played yet"));
    say(f, line);
}
