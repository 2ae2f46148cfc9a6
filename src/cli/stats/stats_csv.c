/* stats_csv.c — `condottiere stats --csv`: every figure as one row of
 * "section,key,field,value" (a long table: filter by section and field,
 * pivot as you like; doc/statistics.md lists them). RFC 4180 quoting,
 * lines ending with a line feed. */
#include <string.h>

#include "cli/stats/stats_render.h"
#include "cli/term/term_safe.h"

/* Control characters shown escaped, invalid UTF-8 replaced (term_safe.h). */
void csv_write_field(FILE *f, const char *text)
{
    term_csv_write(f, text);
}

static void row_text(FILE *f, const char *section, const char *key, const char *field,
                     const char *value)
{
    csv_write_field(f, section);
    fputc(',', f);
    csv_write_field(f, key);
    fputc(',', f);
    csv_write_field(f, field);
    fputc(',', f);
    csv_write_field(f, value);
    fputs("\n", f);
}

static void row_int(FILE *f, const char *section, const char *key, const char *field,
                    long long value)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", value);
    row_text(f, section, key, field, buf);
}

static void row_rate(FILE *f, const char *section, const char *key, const char *field,
                     double value)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%.6f", value);
    row_text(f, section, key, field, buf);
}

static void tally_rows(FILE *f, const char *section, const char *key, const struct store_tally *t)
{
    row_int(f, section, key, "games", t->games);
    row_int(f, section, key, "wins", t->wins);
    row_int(f, section, key, "losses", t->losses);
    row_int(f, section, key, "draws", t->draws);
    row_rate(f, section, key, "win_rate", t->win_rate);
    row_rate(f, section, key, "ci_low", t->ci_low);
    row_rate(f, section, key, "ci_high", t->ci_high);
}

void stats_render_csv(FILE *f, const char *profile, const struct store_stats *st)
{
    char key[32];
    fputs("section,key,field,value\n", f);
    row_int(f, "format", "", "version", STATS_FORMAT_VERSION);
    row_text(f, "profile", "", "name", profile);
    row_int(f, "games", "", "recorded", st->games_recorded);
    row_int(f, "games", "", "finished", st->overall.games);
    row_int(f, "games", "", "in_progress", st->in_progress);
    row_int(f, "games", "", "abandoned", st->abandoned);
    row_int(f, "games", "", "from_scenarios", st->scenario_games);
    row_int(f, "games", "", "scenarios_counted", st->scenarios_included ? 1 : 0);
    tally_rows(f, "overall", "", &st->overall);
    for (size_t i = 0; i < st->nvariants; i++)
        tally_rows(f, "by_variant", st->by_variant[i].key, &st->by_variant[i].tally);
    for (size_t i = 0; i < st->nrulesets; i++)
        tally_rows(f, "by_ruleset", st->by_ruleset[i].key, &st->by_ruleset[i].tally);
    for (size_t i = 0; i < st->nplayer_counts; i++) {
        snprintf(key, sizeof key, "%d", st->by_player_count[i].player_count);
        tally_rows(f, "by_player_count", key, &st->by_player_count[i].tally);
    }
    row_text(f, "streaks", "", "current_result", store_result_name(st->current_streak_result));
    row_int(f, "streaks", "", "current_length", st->current_streak);
    row_int(f, "streaks", "", "best_win", st->best_win_streak);
    row_int(f, "streaks", "", "best_loss", st->best_loss_streak);
    row_int(f, "battles", "", "fought", st->battles);
    row_int(f, "battles", "", "won", st->battles_won);
    row_rate(f, "battles", "", "per_finished_game", st->battles_per_game);
    for (size_t i = 0; i < st->narmies; i++) {
        const struct store_army_record *a = &st->armies[i];
        row_int(f, "solitaire_armies", a->army, "battles", a->battles);
        row_int(f, "solitaire_armies", a->army, "won", a->won);
        row_int(f, "solitaire_armies", a->army, "lost", a->lost);
    }
    for (size_t i = 0; i < st->nendings; i++)
        row_int(f, "solitaire_endings", st->endings[i].reason, st->endings[i].outcome,
                st->endings[i].games);
    for (size_t i = 0; i < st->ncards; i++) {
        row_int(f, "winning_cards", st->cards[i].card, "battles", st->cards[i].battles);
        row_int(f, "winning_cards", st->cards[i].card, "copies", st->cards[i].copies);
    }
    for (size_t i = 0; i < st->nrecent; i++) {
        snprintf(key, sizeof key, "%zu", i + 1);
        row_text(f, "recent_results", key, "result", store_result_name(st->recent[i]));
    }
}
