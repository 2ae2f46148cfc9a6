/* history_formats.c — `history --json` and `history --csv`: the columns
 * of the table (game, date, variant, rules, opponents, result, actions,
 * battles), the same words and numbers, for other programs, and whether
 * the game was played from a scenario (the table's '*'). */
#include <string.h>

#include "cli/history/history_render.h"
#include "cli/stats/stats_render.h"

static void json(FILE *f, const struct store_game_list *list)
{
    fputc('[', f);
    for (size_t i = 0; i < list->n; i++) {
        const struct store_game_header *g = &list->games[i];
        char date[32], opponents[256];
        history_local_time(g->created_at, date, sizeof date);
        history_opponents(g, opponents, sizeof opponents);
        fprintf(f, "%s\n  {\"game\": %lld, \"date\": ", i ? "," : "", (long long)g->id);
        json_write_string(f, date);
        fputs(", \"variant\": ", f);
        json_write_string(f, g->variant);
        fputs(", \"rules\": ", f);
        json_write_string(f, g->ruleset);
        fputs(", \"opponents\": ", f);
        json_write_string(f, opponents);
        fputs(", \"result\": ", f);
        json_write_string(f, history_result_word(g));
        fprintf(f, ", \"actions\": %lld, \"battles\": %lld, \"scenario\": %s}",
                (long long)g->nactions, (long long)g->nbattles, g->scenario ? "true" : "false");
    }
    fputs(list->n ? "\n]\n" : "]\n", f);
}

static void csv(FILE *f, const struct store_game_list *list)
{
    fputs("game,date,variant,rules,opponents,result,actions,battles,scenario\n", f);
    for (size_t i = 0; i < list->n; i++) {
        const struct store_game_header *g = &list->games[i];
        char date[32], opponents[256];
        history_local_time(g->created_at, date, sizeof date);
        history_opponents(g, opponents, sizeof opponents);
        fprintf(f, "%lld,", (long long)g->id);
        csv_write_field(f, date);
        fputc(',', f);
        csv_write_field(f, g->variant);
        fputc(',', f);
        csv_write_field(f, g->ruleset);
        fputc(',', f);
        csv_write_field(f, opponents);
        fputc(',', f);
        csv_write_field(f, history_result_word(g));
        fprintf(f, ",%lld,%lld,%s\n", (long long)g->nactions, (long long)g->nbattles,
                g->scenario ? "true" : "false");
    }
}

void history_render_format(FILE *f, const struct store_game_list *list,
                           enum history_format format)
{
    if (format == HISTORY_JSON)
        json(f, list);
    else if (format == HISTORY_CSV)
        csv(f, list);
    else
        history_render(f, list);
}
