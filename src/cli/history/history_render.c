/* history_render.c — `condottiere history` as a table: one line per game,
 * columns as wide as their longest entry, numbers right-aligned; on a
 * terminal too narrow for the table, one short block per game instead,
 * wrapped at word boundaries. */
#include "cli/history/history_render.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/i18n/i18n_text.h"
#include "cli/term/term_width.h"
#include "i18n.h"
#include "solo/solo.h"
#include "solo/solo_levels.h"

const char *history_result_word(const struct store_game_header *g)
{
    switch (g->status) {
    case STORE_GAME_IN_PROGRESS: return "in progress";
    case STORE_GAME_ABANDONED: return "abandoned";
    default: break;
    }
    const char *r = store_result_name(g->result);
    return *r ? r : "finished";
}

/* The result as the table shows it, in the screen's language. */
static const char *result_shown(const struct store_game_header *g)
{
    switch (g->status) {
    case STORE_GAME_IN_PROGRESS: return _("in progress");
    case STORE_GAME_ABANDONED: return _("abandoned");
    default: break;
    }
    switch (g->result) {
    case STORE_RESULT_WIN: return _("win");
    case STORE_RESULT_LOSS: return _("loss");
    case STORE_RESULT_DRAW: return _("draw");
    default: return _("finished");
    }
}

/* ---- opponents ---- */

/* The number of enemy armies of a solitaire ruleset ("solitaire armies=3
 * streak=own"): the last armies= item, else the default. */
static int solitaire_armies(const char *ruleset)
{
    struct solo_options o;
    solo_options_default(&o);
    int armies = o.armies;
    const char *p = ruleset;
    while (*p) {
        size_t skip = strspn(p, " ,;");
        p += skip;
        size_t len = strcspn(p, " ,;");
        const char *item = p;
        if (!strncmp(item, "solitaire.", 10) && len > 10)
            item += 10;
        if (!strncmp(item, "armies=", 7)) {
            char *end;
            long n = strtol(item + 7, &end, 10);
            if (end == p + len && n >= 1 && n <= SOLO_MAX_ARMIES)
                armies = (int)n;
        }
        p += len;
    }
    return armies;
}

static void append(char *buf, size_t cap, size_t *len, const char *text)
{
    int n = snprintf(buf + *len, cap > *len ? cap - *len : 0, "%s", text);
    if (n > 0)
        *len = *len + (size_t)n < cap ? *len + (size_t)n : (cap ? cap - 1 : 0);
}

static void armies_text(const struct store_game_header *g, char *buf, size_t cap, bool shown)
{
    int n = solitaire_armies(g->ruleset);
    char marks[64];
    size_t len = 0;
    marks[0] = '\0';
    for (int i = 1; i <= n; i++) {
        if (i > 1)
            append(marks, sizeof marks, &len, ", ");
        append(marks, sizeof marks, &len, solo_mark_name(i));
    }
    if (shown)
        /* TRANSLATORS: the enemy armies of a solitaire game: "armies A, B". */
        snprintf(buf, cap, n == 1 ? _("army %s") : _("armies %s"), marks);
    else
        snprintf(buf, cap, n == 1 ? "army %s" : "armies %s", marks);
}

/* A seat's label: a person's name, or the bot's kind. */
static const char *seat_label(const struct store_seat *s, bool shown)
{
    if (strcmp(s->kind, "human"))
        return s->kind;
    return *s->name ? s->name : shown ? _("a player") : "a player";
}

static bool is_bot(const struct store_seat *s)
{
    return strcmp(s->kind, "human") != 0;
}

/* shown: in the screen's language, else in English (JSON, CSV). */
static void opponents(const struct store_game_header *g, char *buf, size_t cap, bool shown)
{
    if (!strcmp(g->kind, "solitaire")) {
        armies_text(g, buf, cap, shown);
        return;
    }
    size_t len = 0;
    bool done[STORE_MAX_SEATS] = { false };
    buf[0] = '\0';
    for (int i = 0; i < g->nseats && i < STORE_MAX_SEATS; i++) {
        const struct store_seat *s = &g->seats[i];
        if (done[i] || s->seat == g->profile_seat)
            continue;
        int count = 0;
        for (int j = i; j < g->nseats && j < STORE_MAX_SEATS; j++) {
            const struct store_seat *t = &g->seats[j];
            if (!done[j] && t->seat != g->profile_seat && is_bot(t) == is_bot(s) &&
                !strcmp(seat_label(t, false), seat_label(s, false))) {
                done[j] = true;
                count++;
            }
        }
        char item[STORE_NAME_MAX + 32];
        if (!is_bot(s))
            snprintf(item, sizeof item, "%s", seat_label(s, shown));
        else if (!shown && count == 1)
            snprintf(item, sizeof item, "%s bot", s->kind);
        else if (!shown)
            snprintf(item, sizeof item, "%d %s bots", count, s->kind);
        else if (count == 1)
            /* TRANSLATORS: %s is the bot's level as typed (heuristic, random). */
            snprintf(item, sizeof item, _("%s bot"), s->kind);
        else
            snprintf(item, sizeof item, ngettext("%d %s bot", "%d %s bots", (unsigned long)count),
                     count, s->kind);
        if (len)
            append(buf, cap, &len, ", ");
        append(buf, cap, &len, item);
    }
    if (!len)
        append(buf, cap, &len, shown ? _("nobody") : "nobody");
}

void history_opponents(const struct store_game_header *g, char *buf, size_t cap)
{
    opponents(g, buf, cap, false);
}

const char *history_level(const struct store_game_header *g)
{
    if (strcmp(g->kind, "solitaire") || g->scenario)
        return NULL;
    int i = *g->level ? solo_level_find(g->level) : solo_level_of_ruleset(g->variant, g->ruleset);
    return i >= 0 ? solo_level_at(i)->name : "custom";
}

/* ---- time ---- */

/* Days since 1970-01-01 of a proleptic Gregorian date. */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

void history_local_time(const char *utc, char *buf, size_t cap)
{
    int y, mo, d, h, mi, s, used = 0;
    if (sscanf(utc, "%4d-%2d-%2d %2d:%2d:%2d%n", &y, &mo, &d, &h, &mi, &s, &used) == 6 &&
        utc[used] == '\0' && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h < 24 && mi < 60 &&
        s < 61) {
        time_t t = (time_t)(days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s);
        struct tm tm;
        tzset();
        if (localtime_r(&t, &tm) && strftime(buf, cap, "%Y-%m-%d %H:%M", &tm) > 0)
            return;
    }
    snprintf(buf, cap, "%s", utc);
}

/* ---- the table ---- */

struct row {
    char id[24], date[32], opponents[256], actions[24], battles[24];
    char variant[STORE_NAME_MAX + 4]; /* a scenario game's ends with '*', an imported one's '+',
                                       * a practice game's '~' */
    const char *level;                /* the solitaire's level, "" for none */
    const char *rules, *result;
};

enum { COL_ID, COL_DATE, COL_VARIANT, COL_LEVEL, COL_RULES, COL_OPPONENTS, COL_RESULT,
       COL_ACTIONS, COL_BATTLES, NCOLS };

/* TRANSLATORS: the headings of the history table, one column each. */
static const char *const titles[NCOLS] = { N_("game"), N_("date"), N_("variant"), N_("level"),
                                           N_("rules"), N_("opponents"), N_("result"),
                                           N_("actions"), N_("battles") };
static const bool right_aligned[NCOLS] = { true, false, false, false, false, false, false, true,
                                           true };

static void cells(const struct row *r, const char *out[NCOLS])
{
    out[COL_ID] = r->id;
    out[COL_DATE] = r->date;
    out[COL_VARIANT] = r->variant;
    out[COL_LEVEL] = r->level;
    out[COL_RULES] = r->rules;
    out[COL_OPPONENTS] = r->opponents;
    out[COL_RESULT] = r->result;
    out[COL_ACTIONS] = r->actions;
    out[COL_BATTLES] = r->battles;
}

/* A column of width 0 is left out (the level, when no game listed was
 * played at a level). */
static void print_line(FILE *f, const char *const text[NCOLS], const size_t width[NCOLS])
{
    for (int c = 0; c < NCOLS; c++) {
        if (!width[c])
            continue;
        if (c)
            fputs("  ", f);
        int w = (int)width[c];
        if (right_aligned[c])
            fput_right(f, text[c], w);
        else if (c == NCOLS - 1)
            fputs(text[c], f);
        else
            fput_left(f, text[c], w);
    }
    fputc('\n', f);
}

/* The narrow layout: "game N  DATE  RESULT", then the rest, indented. */
static void print_blocks(FILE *f, const struct row *rows, size_t n, int room, bool levels)
{
    for (size_t i = 0; i < n; i++) {
        const struct row *r = &rows[i];
        char rest[1024], variant[160];
        fprintf(f, _("game %s  %s  %s\n"), r->id, r->date, r->result);
        bool level = levels && *r->level;
        snprintf(variant, sizeof variant, "%s%s%s%s", r->variant, level ? " (" : "",
                 level ? r->level : "", level ? ")" : "");
        /* TRANSLATORS: variant, rules, opponents, then the numbers of
         * actions and battles (as text: write "actions: %s" where a plural
         * would be needed). */
        snprintf(rest, sizeof rest, _("%s; rules %s; against %s; %s actions, %s battles"),
                 variant, r->rules, r->opponents, r->actions, r->battles);
        fputs("  ", f);
        term_wrap(f, rest, room, 2, 4);
    }
}

void history_render(FILE *f, const struct store_game_list *list)
{
    if (!list->n)
        return;
    struct row *rows = calloc(list->n, sizeof *rows);
    if (!rows) {
        fprintf(f, "%s", _("(out of memory)\n"));
        return;
    }
    size_t width[NCOLS];
    const char *heading[NCOLS];
    size_t scenarios = 0, imported = 0, practices = 0;
    bool levels = false; /* a game at a named level: the level column */
    for (int c = 0; c < NCOLS; c++) {
        heading[c] = gettext(titles[c]);
        width[c] = (size_t)text_width(heading[c]);
    }
    for (size_t i = 0; i < list->n; i++) {
        const struct store_game_header *g = &list->games[i];
        struct row *r = &rows[i];
        snprintf(r->id, sizeof r->id, "%lld", (long long)g->id);
        history_local_time(g->created_at, r->date, sizeof r->date);
        snprintf(r->variant, sizeof r->variant, "%s%s%s%s", g->variant,
                 g->scenario && !g->practice ? "*" : "", g->imported ? "+" : "",
                 g->practice ? "~" : "");
        scenarios += g->scenario && !g->practice;
        practices += g->practice != 0;
        imported += g->imported != 0;
        const char *level = history_level(g);
        r->level = !level ? "" : strcmp(level, "custom") ? level : _("custom");
        levels |= level && strcmp(level, "custom");
        r->rules = g->ruleset;
        opponents(g, r->opponents, sizeof r->opponents, true);
        r->result = result_shown(g);
        snprintf(r->actions, sizeof r->actions, "%lld", (long long)g->nactions);
        snprintf(r->battles, sizeof r->battles, "%lld", (long long)g->nbattles);
        const char *text[NCOLS];
        cells(r, text);
        for (int c = 0; c < NCOLS; c++)
            if ((size_t)text_width(text[c]) > width[c])
                width[c] = (size_t)text_width(text[c]);
    }
    if (!levels)
        width[COL_LEVEL] = 0;
    size_t total = 2 * (NCOLS - 1) - (levels ? 0 : 2);
    for (int c = 0; c < NCOLS; c++)
        total += width[c];
    int room = term_table_width(f);
    if (room > 0 && total > (size_t)room) {
        print_blocks(f, rows, list->n, room, levels);
    } else {
        print_line(f, heading, width);
        for (size_t i = 0; i < list->n; i++) {
            const char *text[NCOLS];
            cells(&rows[i], text);
            print_line(f, text, width);
        }
    }
    if (scenarios)
        fputs(_("* played from a scenario's position (stats leaves it out unless "
                "--include-scenarios)\n"), f);
    if (imported)
        fputs(_("+ imported from a game record (condottiere import); stats counts it\n"), f);
    if (practices)
        fputs(_("~ a practice game, from a position of another game (try GAME:N; stats "
                "leaves it out)\n"), f);
    free(rows);
}
