/* history_formats.c — `history --json` and `history --csv`: the columns
 * of the table (game, date, variant, rules, opponents, result, actions,
 * battles), the same words and numbers, for other programs, and whether
 * the game was played from a scenario (the table's '*'), whether it is a
 * practice game (the table's '~'), of which game and from which decision
 * (0 for none) and, added last, the solitaire's level. Both are written
 * from one table of the row's fields. */
#include <stdbool.h>
#include <stdint.h>

#include "cli/history/history_render.h"
#include "cli/stats/fields.h"

/* One game as the formats show it. */
struct row {
    int64_t game;
    char date[32];
    const char *variant, *level, *rules;
    char opponents[256];
    const char *result;
    int64_t actions, battles;
    bool scenario;
    bool practice;
    int64_t practice_of, practice_from;
};

static const struct field row_fields[] = {
    FIELD(struct row, game, FIELD_INT),       FIELD(struct row, date, FIELD_TEXT),
    FIELD(struct row, variant, FIELD_STRING), FIELD(struct row, rules, FIELD_STRING),
    FIELD(struct row, opponents, FIELD_TEXT), FIELD(struct row, result, FIELD_STRING),
    FIELD(struct row, actions, FIELD_INT),    FIELD(struct row, battles, FIELD_INT),
    FIELD(struct row, practice, FIELD_BOOL),  FIELD(struct row, practice_of, FIELD_INT),
    FIELD(struct row, practice_from, FIELD_INT), FIELD(struct row, scenario, FIELD_BOOL),
    FIELD(struct row, level, FIELD_OR_NULL),
};

static void fill(struct row *r, const struct store_game_header *g)
{
    r->game = g->id;
    history_local_time(g->created_at, r->date, sizeof r->date);
    r->variant = g->variant;
    r->level = history_level(g);
    r->rules = g->ruleset;
    history_opponents(g, r->opponents, sizeof r->opponents);
    r->result = history_result_word(g);
    r->actions = g->nactions;
    r->battles = g->nbattles;
    r->scenario = g->scenario;
    r->practice = g->practice;
    r->practice_of = g->practice_of;
    r->practice_from = g->practice_from;
}

static void json(FILE *f, const struct store_game_list *list)
{
    fputc('[', f);
    for (size_t i = 0; i < list->n; i++) {
        struct row r;
        fill(&r, &list->games[i]);
        fputs(i ? ",\n  {" : "\n  {", f);
        fields_json(f, FIELDS(row_fields), &r);
        fputc('}', f);
    }
    fputs(list->n ? "\n]\n" : "]\n", f);
}

static void csv(FILE *f, const struct store_game_list *list)
{
    fields_csv_header(f, FIELDS(row_fields));
    for (size_t i = 0; i < list->n; i++) {
        struct row r;
        fill(&r, &list->games[i]);
        fields_csv_values(f, FIELDS(row_fields), &r);
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
