/* store_played.c — the finished games `stats` counts, one row each in the
 * order they ended, with what they were played as (level, ruleset, the
 * other seats): what the trends and the rating are computed from. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"
#include "store/store_levels.h"
#include "store/store_trends.h"

static const char doing[] = MSG_T("cannot read the statistics");

static void played_row(sqlite3_stmt *st, void *elem)
{
    struct store_played *g = elem;
    memset(g, 0, sizeof *g);
    g->game = sqlite3_column_int64(st, 0);
    store_column_text(st, 1, g->date, sizeof g->date);
    g->solitaire = sqlite3_column_int(st, 2);
    store_column_text(st, 3, g->ruleset, sizeof g->ruleset);
    store_column_text(st, 4, g->level, sizeof g->level);
    char result[8];
    store_column_text(st, 5, result, sizeof result);
    g->result = strcmp(result, "win") == 0    ? STORE_RESULT_WIN
                : strcmp(result, "draw") == 0 ? STORE_RESULT_DRAW
                                              : STORE_RESULT_LOSS;
    store_column_text(st, 6, g->opponents, sizeof g->opponents);
}

enum store_status store_played(struct store *s, int64_t profile_id, int scenarios,
                               struct store_played **out, size_t *n, struct msg *err)
{
    *out = NULL;
    *n = 0;
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "SELECT g.id, date(g.finished_at, 'localtime'), g.kind = 'solitaire', g.ruleset, "
        "       COALESCE(g.level, ''), g.result, "
        "       (SELECT group_concat(kind, ',') FROM (SELECT o.kind FROM seats o "
        "         WHERE o.game_id = g.id AND o.seat IS NOT g.profile_seat ORDER BY o.seat)) "
        "FROM games g WHERE g.profile_id = ?1 AND (?2 OR g.scenario IS NULL) "
        "  AND g.practice = 0 AND g.status = 'finished' "
        "ORDER BY g.finished_at, g.id",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, profile_id);
    sqlite3_bind_int(st, 2, scenarios);
    void *arr = NULL;
    status = store_read_rows(s, st, &arr, n, sizeof **out, played_row, doing, err);
    *out = arr;
    return status;
}

/* A seat's kind as the level a player chooses, and its rank (weakest
 * first); a kind that is no level stands as itself, after them. */
static const char *level_of(const char *kind, int *rank)
{
    const char *level = store_level_of(kind, rank);
    if (level)
        return level;
    *rank = 100;
    return kind;
}

struct seat_level {
    const char *name;
    int rank;
};

static int by_rank(const void *a, const void *b)
{
    const struct seat_level *x = a, *y = b;
    return x->rank != y->rank ? (x->rank > y->rank) - (x->rank < y->rank) : strcmp(x->name, y->name);
}

void store_played_mode(const struct store_played *g, char out[STORE_MODE_MAX + 1])
{
    out[0] = '\0';
    if (g->solitaire) {
        snprintf(out, STORE_MODE_MAX + 1, "%s", g->level[0] ? g->level : g->ruleset);
        return;
    }
    char kinds[STORE_MODE_MAX + 1];
    snprintf(kinds, sizeof kinds, "%s", g->opponents);
    struct seat_level seat[STORE_MAX_SEATS];
    size_t n = 0;
    for (char *save = NULL, *k = strtok_r(kinds, ",", &save); k && n < STORE_MAX_SEATS;
         k = strtok_r(NULL, ",", &save)) {
        seat[n].name = level_of(k, &seat[n].rank);
        n++;
    }
    qsort(seat, n, sizeof seat[0], by_rank);
    size_t len = 0;
    for (size_t i = 0; i < n && len < STORE_MODE_MAX; i++) {
        int w = snprintf(out + len, STORE_MODE_MAX + 1 - len, "%s%s", i ? "," : "", seat[i].name);
        if (w > 0)
            len += (size_t)w;
    }
}
