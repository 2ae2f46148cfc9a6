/* stats_levels.c — the part of `stats` on the solitaire's levels: the
 * record at each level played (a game's level read from its ruleset: the
 * level whose options it has) and the highest level the player has
 * beaten, for the text report and for --json and --csv. */
#include <stdio.h>
#include <string.h>

#include "cli/stats/stats_render.h"
#include "i18n.h"
#include "solo/solo_levels.h"

int stats_levels_tally(const struct store_stats *st, struct stats_level_record *out, int cap,
                       int64_t *beaten)
{
    int64_t games[STATS_MAX_LEVELS] = { 0 }, wins[STATS_MAX_LEVELS] = { 0 },
            losses[STATS_MAX_LEVELS] = { 0 }, draws[STATS_MAX_LEVELS] = { 0 };
    int n = solo_level_count() < STATS_MAX_LEVELS ? solo_level_count() : STATS_MAX_LEVELS;
    for (size_t i = 0; i < st->nrulesets; i++) {
        int l = solo_level_of_ruleset("solitaire", st->by_ruleset[i].key);
        if (l < 0 || l >= n)
            continue;
        games[l] += st->by_ruleset[i].tally.games;
        wins[l] += st->by_ruleset[i].tally.wins;
        losses[l] += st->by_ruleset[i].tally.losses;
        draws[l] += st->by_ruleset[i].tally.draws;
    }
    int k = 0;
    *beaten = 0;
    for (int l = 0; l < n; l++) {
        if (!games[l])
            continue;
        if (wins[l])
            *beaten = l + 1;
        if (k == cap)
            continue;
        struct stats_level_record *r = &out[k++];
        snprintf(r->level, sizeof r->level, "%s", solo_level_at(l)->name);
        r->number = l + 1;
        r->tally.games = games[l];
        r->tally.wins = wins[l];
        r->tally.losses = losses[l];
        r->tally.draws = draws[l];
        r->tally.win_rate = (double)wins[l] / games[l];
        store_wilson_interval(wins[l], games[l], &r->tally.ci_low, &r->tally.ci_high);
    }
    return k;
}

void stats_render_levels(FILE *f, const struct store_stats *st)
{
    struct stats_level_record rec[STATS_MAX_LEVELS];
    int64_t beaten;
    int n = stats_levels_tally(st, rec, STATS_MAX_LEVELS, &beaten);
    if (!n)
        return;
    fprintf(f, "\n%s\n", _("Solitaire, by level (rules solitaire shows the levels):"));
    for (int i = 0; i < n; i++) {
        const struct store_tally *t = &rec[i].tally;
        char name[48];
        snprintf(name, sizeof name, "%d %s", (int)rec[i].number, rec[i].level);
        /* TRANSLATORS: a level (number and name), games played, games won,
         * the share won and its 95% interval */
        fprintf(f, _("  %-12s %4lld played, %4lld won (%.1f%%, 95%% interval %.1f%% to %.1f%%)\n"),
                name, (long long)t->games, (long long)t->wins, 100.0 * t->win_rate,
                100.0 * t->ci_low, 100.0 * t->ci_high);
    }
    if (!beaten)
        fprintf(f, "%s\n", _("No level beaten yet."));
    else if (beaten < solo_level_count())
        fprintf(f, _("Highest level beaten: %d, %s (solo --level %d for the next).\n"), (int)beaten,
                solo_level_at((int)beaten - 1)->name, (int)beaten + 1);
    else
        fprintf(f, _("Highest level beaten: %d, %s, the hardest.\n"), (int)beaten,
                solo_level_at((int)beaten - 1)->name);
}
