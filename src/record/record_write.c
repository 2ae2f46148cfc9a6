/* record_write.c — a game record written as text (doc/record-format.md):
 * one line a fact, key first; free text (names, actions, cards, reasons,
 * the scenario's lines) with backslash and control characters escaped
 * (\\, \n, \xNN), so that a line is always one line. Also the record's
 * memory. */
#include <stdlib.h>
#include <string.h>

#include "record/record_file.h"

void record_free(struct record *r)
{
    for (size_t i = 0; i < r->ngames; i++) {
        store_game_free(&r->games[i].game);
        free(r->games[i].battles);
    }
    free(r->games);
    memset(r, 0, sizeof *r);
}

struct record_game *record_add_game(struct record *r)
{
    struct record_game *grown = realloc(r->games, (r->ngames + 1) * sizeof *grown);
    if (!grown)
        return NULL;
    r->games = grown;
    struct record_game *g = &r->games[r->ngames++];
    memset(g, 0, sizeof *g);
    return g;
}

/* text escaped: backslash, control characters and DEL (with `space`, the
 * space too, for a value inside a line of words) */
static void put_esc(FILE *f, const char *text, bool space)
{
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '\\')
            fputs("\\\\", f);
        else if (*p == '\n')
            fputs("\\n", f);
        else if (*p < 0x20 || *p == 0x7f || (space && *p == ' '))
            fprintf(f, "\\x%02x", *p);
        else
            fputc(*p, f);
    }
}

/* " key value" when value is not empty */
static void put_word(FILE *f, const char *key, const char *value)
{
    if (!*value)
        return;
    fprintf(f, " %s ", key);
    put_esc(f, value, true);
}

static void put_seat_or_none(FILE *f, int seat)
{
    if (seat == STORE_NO_SEAT)
        fputs("-", f);
    else
        fprintf(f, "%d", seat);
}

static void write_scenario(FILE *f, const char *text)
{
    fputs("# the scenario the game starts from, line by line\n", f);
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char *line = strndup(p, len);
        fputs("scenario ", f);
        put_esc(f, line ? line : "", false);
        fputc('\n', f);
        free(line);
        if (!nl) {
            fputs("scenario-no-newline\n", f);
            break;
        }
        p = nl + 1;
    }
}

static void write_battle(FILE *f, const struct store_battle_row *b)
{
    fprintf(f, "battle %d after %lld", b->number, (long long)b->after_action);
    put_word(f, "region", b->region);
    put_word(f, "army", b->enemy_army);
    if (b->winner_seat != STORE_NO_SEAT)
        fprintf(f, " winner-seat %d", b->winner_seat);
    put_word(f, "winner-army", b->winner_army);
    put_word(f, "ending", b->ending);
    fputc('\n', f);
    for (int i = 0; i < b->nlines; i++) {
        const struct store_battle_line_row *l = &b->lines[i];
        if (l->seat != STORE_NO_SEAT) {
            fprintf(f, "line seat %d %d", l->seat, l->strength);
        } else {
            fputs("line army ", f);
            put_esc(f, l->army, true);
            fprintf(f, " %d", l->strength);
        }
        if (*l->cards)
            fputc(' ', f);
        put_esc(f, l->cards, false);
        fputc('\n', f);
    }
}

static void write_header(FILE *f, const struct record_game *rg)
{
    const struct store_game_header *h = &rg->game.header;
    fprintf(f, "game\nkind %s\nvariant ", h->kind);
    put_esc(f, h->variant, false);
    fputs("\nruleset ", f);
    put_esc(f, h->ruleset, false);
    fprintf(f, "\nseed %llu\nplayers %d\nyou ", (unsigned long long)h->seed, h->player_count);
    put_seat_or_none(f, h->profile_seat);
    fputc('\n', f);
    for (int i = 0; i < h->nseats; i++) {
        fprintf(f, "seat %d ", h->seats[i].seat);
        put_esc(f, h->seats[i].kind, true);
        fputc(' ', f);
        put_esc(f, h->seats[i].name, false);
        fputc('\n', f);
    }
    if (*h->created_at)
        fprintf(f, "created %s\n", h->created_at);
    if (*rg->marks.level) {
        fputs("level ", f);
        put_esc(f, rg->marks.level, false);
        fputc('\n', f);
    }
    if (*rg->marks.daily)
        fprintf(f, "daily %s\n", rg->marks.daily);
    if (rg->marks.practice)
        fputs("practice\n", f);
    if (rg->game.scenario)
        write_scenario(f, rg->game.scenario);
}

static void write_end(FILE *f, const struct store_game_header *h)
{
    fputs("# how the game ended\n", f);
    fprintf(f, "status %s\n", store_game_status_name(h->status));
    if (h->result != STORE_RESULT_NONE)
        fprintf(f, "result %s\n", store_result_name(h->result));
    if (*h->reason) {
        fputs("reason ", f);
        put_esc(f, h->reason, false);
        fputc('\n', f);
    }
    if (h->winner_seat != STORE_NO_SEAT || *h->winner) {
        fputs("winner ", f);
        put_seat_or_none(f, h->winner_seat);
        fputc(' ', f);
        put_esc(f, h->winner, false);
        fputc('\n', f);
    }
    for (int i = 0; i < h->nseats; i++)
        if (h->seats[i].has_score)
            fprintf(f, "score %d %d\n", h->seats[i].seat, h->seats[i].score);
    if (*h->finished_at)
        fprintf(f, "finished %s\n", h->finished_at);
}

static void write_game(FILE *f, const struct record_game *rg)
{
    write_header(f, rg);
    fputs("# every action in order: its number, the seat that made it (- for the cards),\n"
          "# the action as typed at the prompt; each battle after the action that ended it\n",
          f);
    size_t b = 0;
    for (size_t i = 0; i < rg->game.nactions; i++) {
        const struct store_action *a = &rg->game.actions[i];
        fprintf(f, "action %lld ", (long long)a->seq);
        put_seat_or_none(f, a->seat);
        fputc(' ', f);
        put_esc(f, a->text, false);
        fputc('\n', f);
        for (; b < rg->nbattles && rg->battles[b].after_action <= a->seq; b++)
            write_battle(f, &rg->battles[b]);
    }
    for (; b < rg->nbattles; b++)
        write_battle(f, &rg->battles[b]);
    write_end(f, &rg->game.header);
    fputs("end\n", f);
}

int record_write(FILE *f, const struct record *r)
{
    fputs("# A game of Condottiere, recorded by the program condottiere.\n"
          "# Lines starting with # are comments. The format: doc/record-format.md;\n"
          "# condottiere import FILE stores the game, condottiere replay FILE shows it.\n",
          f);
    fprintf(f, "condottiere-record %d\nprogram ", RECORD_VERSION);
    put_esc(f, r->program, false);
    fputc('\n', f);
    if (r->campaign) {
        fputs("# a points campaign: its games up to this one, each replayed after the one before\n",
              f);
        fputs("campaign ", f);
        put_esc(f, r->campaign_kind, true);
        fprintf(f, " %d %s ", r->target, r->campaign_finished ? "finished" : "open");
        put_esc(f, r->campaign_name, false);
        fputc('\n', f);
    }
    for (size_t i = 0; i < r->ngames; i++) {
        fputc('\n', f);
        write_game(f, &r->games[i]);
    }
    fflush(f);
    return ferror(f) ? -1 : 0;
}
