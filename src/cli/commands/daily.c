/* daily.c — the deal of the day: its date (UTC, or CONDOTTIERE_TODAY for
 * tests), its seed (FNV-1a of the date, the canonical ruleset and the
 * setup, mixed by SplitMix64's finalizer: doc/rng.md), the option's checks
 * and what the player is told before the deal. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/commands/cmd_args.h"
#include "cli/commands/daily.h"
#include "cli/prompt/session.h"
#include "i18n.h"
#include "store/store_trends.h"

int64_t daily_day_number(const char *date)
{
    int32_t day;
    return date && store_date_parse(date, &day) == 0 && day >= 0 ? day : -1;
}

int daily_today(char date[STORE_DATE_MAX + 1])
{
    const char *env = getenv("CONDOTTIERE_TODAY");
    if (env && *env) {
        if (daily_day_number(env) >= 0) {
            snprintf(date, STORE_DATE_MAX + 1, "%s", env);
            return 0;
        }
    }
    time_t t = time(NULL);
    struct tm tm;
    if (!gmtime_r(&t, &tm) || !strftime(date, STORE_DATE_MAX + 1, "%Y-%m-%d", &tm))
        snprintf(date, STORE_DATE_MAX + 1, "1970-01-01");
    return env && *env ? -1 : 0;
}

static uint64_t fnv1a(uint64_t h, const char *text)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        h ^= *p;
        h *= 0x100000001b3ULL;
    }
    return h;
}

uint64_t daily_seed(const char *date, const char *ruleset, const char *setup)
{
    uint64_t h = fnv1a(0xcbf29ce484222325ULL, "condottiere deal of the day\n");
    h = fnv1a(h, date);
    h = fnv1a(h, "\n");
    h = fnv1a(h, ruleset);
    h = fnv1a(h, "\n");
    h = fnv1a(h, setup);
    h ^= h >> 30; /* SplitMix64's finalizer: every bit of the text moves every bit */
    h *= 0xbf58476d1ce4e5b9ULL;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebULL;
    h ^= h >> 31;
    return h;
}

int daily_check(const struct subcommand *cmd, bool seeded, bool scenario,
                char date[STORE_DATE_MAX + 1])
{
    if (seeded)
        return cmd_usage_error(cmd, _("--daily deals the day's cards: it does not go with --seed")),
               -1;
    if (scenario)
        return cmd_usage_error(cmd, _("--daily deals the day's cards: it does not go with "
                                      "--scenario")),
               -1;
    if (daily_today(date))
        return cmd_usage_error(cmd, _("CONDOTTIERE_TODAY must be a date YYYY-MM-DD, not '%s'"),
                               getenv("CONDOTTIERE_TODAY")),
               -1;
    return 0;
}

void daily_announce(struct session *s, const char *date, uint64_t seed)
{
    int64_t first = 0;
    struct journal *j = &s->journal;
    if (journal_ready(j))
        store_daily_first(j->store, j->profile_id, date, seed, 0, &first, NULL);
    if (first)
        printf(_("The deal of the day, %s: you have tried it already (game %lld), so this try "
                 "is practice, left out of stats.\n"),
               date, (long long)first);
    else
        printf(_("The deal of the day, %s: the same cards for everyone today. Your first try "
                 "counts; later tries are practice.\n"),
               date);
    snprintf(j->daily, sizeof j->daily, "%s", date);
}
