/* stats_json.c — `condottiere stats --json`: one JSON object with stable
 * keys (doc/statistics.md), rates as fractions 0..1 with six decimals, the
 * last results oldest first. */
#include "cli/stats/stats_render.h"
#include "cli/term/term_safe.h"

/* Valid JSON for any bytes: invalid UTF-8 becomes \ufffd (term_safe.h). */
void json_write_string(FILE *f, const char *text)
{
    term_json_write(f, text);
}

static void tally_members(FILE *f, const struct store_tally *t)
{
    fprintf(f,
            "\"games\": %lld, \"wins\": %lld, \"losses\": %lld, \"draws\": %lld, "
            "\"win_rate\": %.6f, \"ci_low\": %.6f, \"ci_high\": %.6f",
            (long long)t->games, (long long)t->wins, (long long)t->losses, (long long)t->draws,
            t->win_rate, t->ci_low, t->ci_high);
}

/* "name": [ {"key_name": key, tally...}, ... ] */
static void groups(FILE *f, const char *name, const char *key_name,
                   const struct store_group_tally *g, size_t n, int numeric_key)
{
    fprintf(f, "  \"%s\": [", name);
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "%s\n    {\"%s\": ", i ? "," : "", key_name);
        if (numeric_key)
            fprintf(f, "%d", g[i].player_count);
        else
            json_write_string(f, g[i].key);
        fputs(", ", f);
        tally_members(f, &g[i].tally);
        fputc('}', f);
    }
    fputs(n ? "\n  ],\n" : "],\n", f);
}

static const char *result_name(enum store_result r)
{
    return r == STORE_RESULT_NONE ? NULL : store_result_name(r);
}

void stats_render_json(FILE *f, const char *profile, const struct store_stats *st)
{
    fprintf(f, "{\n  \"format\": %d,\n  \"profile\": ", STATS_FORMAT_VERSION);
    json_write_string(f, profile);
    fprintf(f,
            ",\n  \"games\": {\"recorded\": %lld, \"finished\": %lld, \"in_progress\": %lld, "
            "\"abandoned\": %lld, \"from_scenarios\": %lld, \"scenarios_counted\": %s},\n",
            (long long)st->games_recorded, (long long)st->overall.games,
            (long long)st->in_progress, (long long)st->abandoned,
            (long long)st->scenario_games, st->scenarios_included ? "true" : "false");
    fputs("  \"overall\": {", f);
    tally_members(f, &st->overall);
    fputs("},\n", f);
    groups(f, "by_variant", "variant", st->by_variant, st->nvariants, 0);
    groups(f, "by_ruleset", "ruleset", st->by_ruleset, st->nrulesets, 0);
    groups(f, "by_player_count", "players", st->by_player_count, st->nplayer_counts, 1);

    const char *current = result_name(st->current_streak_result);
    fputs("  \"streaks\": {\"current_result\": ", f);
    if (current)
        json_write_string(f, current);
    else
        fputs("null", f);
    fprintf(f, ", \"current_length\": %lld, \"best_win\": %lld, \"best_loss\": %lld},\n",
            (long long)st->current_streak, (long long)st->best_win_streak,
            (long long)st->best_loss_streak);
    fprintf(f, "  \"battles\": {\"fought\": %lld, \"won\": %lld, \"per_finished_game\": %.6f},\n",
            (long long)st->battles, (long long)st->battles_won, st->battles_per_game);

    fputs("  \"solitaire_armies\": [", f);
    for (size_t i = 0; i < st->narmies; i++) {
        fprintf(f, "%s\n    {\"army\": ", i ? "," : "");
        json_write_string(f, st->armies[i].army);
        fprintf(f, ", \"battles\": %lld, \"won\": %lld, \"lost\": %lld}",
                (long long)st->armies[i].battles, (long long)st->armies[i].won,
                (long long)st->armies[i].lost);
    }
    fputs(st->narmies ? "\n  ],\n" : "],\n", f);

    fputs("  \"solitaire_endings\": [", f);
    for (size_t i = 0; i < st->nendings; i++) {
        fprintf(f, "%s\n    {\"outcome\": ", i ? "," : "");
        json_write_string(f, st->endings[i].outcome);
        fputs(", \"reason\": ", f);
        json_write_string(f, st->endings[i].reason);
        fprintf(f, ", \"games\": %lld}", (long long)st->endings[i].games);
    }
    fputs(st->nendings ? "\n  ],\n" : "],\n", f);

    fputs("  \"winning_cards\": [", f);
    for (size_t i = 0; i < st->ncards; i++) {
        fprintf(f, "%s\n    {\"card\": ", i ? "," : "");
        json_write_string(f, st->cards[i].card);
        fprintf(f, ", \"battles\": %lld, \"copies\": %lld}", (long long)st->cards[i].battles,
                (long long)st->cards[i].copies);
    }
    fputs(st->ncards ? "\n  ],\n" : "],\n", f);

    fputs("  \"recent_results\": [", f);
    for (size_t i = 0; i < st->nrecent; i++) {
        fputs(i ? ", " : "", f);
        const char *r = result_name(st->recent[i]);
        json_write_string(f, r ? r : "");
    }
    fputs("]\n}\n", f);
}
