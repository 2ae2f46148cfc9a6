/* stats_levels.c — the part of `stats` on the solitaire's levels: the
 * record at each level played (a game's level read from its ruleset: the
 * level whose options it has) and the highest level the player has
 * beaten. */
#include <stdio.h>
#include <string.h>

#include "cli/stats/stats_render.h"
#include "i18n.h"
#include "solo/solo_levels.h"

#define MAX_LEVELS 32

void stats_render_levels(FILE *f, const struct store_stats *st)
{
    int64_t games[MAX_LEVELS] = { 0 }, wins[MAX_LEVELS] = { 0 };
    int n = solo_level_count() < MAX_LEVELS ? solo_level_count() : MAX_LEVELS;
    int played = 0, beaten = -1;
    for (size_t i = 0; i < st->nrulesets; i++) {
        const char *key = st->by_ruleset[i].key;
        int l = solo_level_of_ruleset("solitaire", key);
        if (l < 0 || l >= n)
            continue;
        played += !games[l];
        games[l] += st->by_ruleset[i].tally.games;
        wins[l] += st->by_ruleset[i].tally.wins;
    }
    if (!played)
        return;
    fprintf(f, "\n%s\n", _("Solitaire, by level (rules solitaire shows the levels):"));
    for (int l = 0; l < n; l++) {
        if (!games[l])
            continue;
        double low, high;
        store_wilson_interval(wins[l], games[l], &low, &high);
        char name[48];
        snprintf(name, sizeof name, "%d %s", l + 1, solo_level_at(l)->name);
        /* TRANSLATORS: a level (number and name), games played, games won,
         * the share won and its 95% interval */
        fprintf(f, _("  %-12s %4lld played, %4lld won (%.1f%%, 95%% interval %.1f%% to %.1f%%)\n"),
                name, (long long)games[l], (long long)wins[l], 100.0 * wins[l] / games[l],
                100.0 * low, 100.0 * high);
        if (wins[l])
            beaten = l;
    }
    if (beaten < 0)
        fprintf(f, "%s\n", _("No level beaten yet."));
    else if (beaten + 1 < solo_level_count())
        fprintf(f, _("Highest level beaten: %d, %s (solo --level %d for the next).\n"), beaten + 1,
                solo_level_at(beaten)->name, beaten + 2);
    else
        fprintf(f, _("Highest level beaten: %d, %s, the hardest.\n"), beaten + 1,
                solo_level_at(beaten)->name);
}
