/* store_marks.c — what a game was played as (migration 006): its solitaire
 * level, whether it is a practice game, the deal of the day it is a try of,
 * when `import` stored it; and the deals of the day a profile has tried
 * (its first tries, which count). */
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"

enum store_status store_game_marks_get(struct store *s, int64_t game_id,
                                       struct store_game_marks *out, struct msg *err)
{
    const char *doing = MSG_T("cannot read the game");
    sqlite3_stmt *st = NULL;
    memset(out, 0, sizeof *out);
    enum store_status status = store_prepare(
        s, "SELECT level, practice, daily, imported_at FROM games WHERE id = ?1", &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        store_column_text(st, 0, out->level, sizeof out->level);
        out->practice = sqlite3_column_int(st, 1) != 0;
        store_column_text(st, 2, out->daily, sizeof out->daily);
        store_column_text(st, 3, out->imported_at, sizeof out->imported_at);
    } else if (rc == SQLITE_DONE) {
        status = store_fail(STORE_E_NOT_FOUND, err, "%s: %s: there is no game %lld", s->path,
                            doing, (long long)game_id);
    } else {
        status = store_sqlite_fail(s, rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

/* "" as NULL */
static void bind_text_or_null(sqlite3_stmt *st, int col, const char *text)
{
    if (text && *text)
        sqlite3_bind_text(st, col, text, -1, SQLITE_TRANSIENT);
    else
        sqlite3_bind_null(st, col);
}

enum store_status store_game_marks_set(struct store *s, int64_t game_id,
                                       const struct store_game_marks *m, struct msg *err)
{
    const char *doing = MSG_T("cannot mark the game");
    sqlite3_stmt *st = NULL;
    enum store_status status;
    if ((status = store_require_writable(s, doing, err)) ||
        (status = store_game_lookup(s, game_id, 0, NULL, doing, err)) ||
        (status = store_prepare(s,
                                "UPDATE games SET level = ?2, practice = ?3, daily = ?4, "
                                "imported_at = ?5 WHERE id = ?1",
                                &st, doing, err)))
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    bind_text_or_null(st, 2, m->level);
    sqlite3_bind_int(st, 3, m->practice ? 1 : 0);
    bind_text_or_null(st, 4, m->daily);
    bind_text_or_null(st, 5, m->imported_at);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_daily_first(struct store *s, int64_t profile_id, const char *date,
                                    uint64_t seed, int64_t except, int64_t *id, struct msg *err)
{
    const char *doing = MSG_T("cannot read the deals of the day");
    sqlite3_stmt *st = NULL;
    *id = 0;
    enum store_status status = store_prepare(
        s, "SELECT IFNULL(MIN(id), 0) FROM games WHERE profile_id = ?1 AND daily = ?2 "
           "AND seed = ?3 AND id <> ?4",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, profile_id);
    sqlite3_bind_text(st, 2, date, -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(st, 3, store_seed_to_db(seed));
    sqlite3_bind_int64(st, 4, except);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *id = sqlite3_column_int64(st, 0);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

static void daily_row(sqlite3_stmt *st, void *elem)
{
    struct store_daily_try *t = elem;
    memset(t, 0, sizeof *t);
    store_column_text(st, 0, t->date, sizeof t->date);
    t->game_id = sqlite3_column_int64(st, 1);
    int status = store_game_status_parse((const char *)sqlite3_column_text(st, 2));
    int result = store_result_parse((const char *)sqlite3_column_text(st, 3));
    t->status = status < 0 ? STORE_GAME_IN_PROGRESS : (enum store_game_status)status;
    t->result = result < 0 ? STORE_RESULT_NONE : (enum store_result)result;
}

enum store_status store_daily_tries(struct store *s, int64_t profile_id,
                                    struct store_daily_list *out, struct msg *err)
{
    const char *doing = MSG_T("cannot read the deals of the day");
    sqlite3_stmt *st = NULL;
    memset(out, 0, sizeof *out);
    enum store_status status = store_prepare(
        s, "SELECT daily, id, status, result FROM games WHERE profile_id = ?1 "
           "AND daily IS NOT NULL AND practice = 0 ORDER BY daily, id",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, profile_id);
    status = store_read_rows(s, st, (void **)&out->tries, &out->n, sizeof *out->tries, daily_row,
                             doing, err);
    if (status != STORE_OK)
        store_daily_list_free(out);
    return status;
}

void store_daily_list_free(struct store_daily_list *list)
{
    free(list->tries);
    memset(list, 0, sizeof *list);
}
