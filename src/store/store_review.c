/* store_review.c — the table `reviews`: `review`'s analysis of a finished
 * game kept as its JSON, one row per game, budget and program version
 * (migration 006). Derived: the game's own rows are never touched, and a
 * row replaced or deleted is only computed again. */
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"

enum store_status store_review_load(struct store *s, int64_t game_id, int budget,
                                    const char *version, char **json, struct msg *err)
{
    const char *doing = MSG_T("cannot read the game's review");
    sqlite3_stmt *st = NULL;
    *json = NULL;
    enum store_status status = store_prepare(
        s, "SELECT analysis FROM reviews WHERE game_id = ?1 AND budget = ?2 AND version = ?3",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_int(st, 2, budget);
    sqlite3_bind_text(st, 3, version, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        const char *text = (const char *)sqlite3_column_text(st, 0);
        if (!(*json = strdup(text ? text : "")))
            status = store_bug(STORE_E_NOMEM, err, "out of memory");
    } else if (rc == SQLITE_DONE)
        status = STORE_E_NOT_FOUND;
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_review_save(struct store *s, int64_t game_id, int budget,
                                    const char *version, const char *json, struct msg *err)
{
    const char *doing = MSG_T("cannot store the game's review");
    enum store_status status;
    if ((status = store_require_writable(s, doing, err)))
        return status;
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_stmt *st = NULL;
    status = store_prepare(s,
                           "INSERT OR REPLACE INTO reviews (game_id, budget, version, analysis, "
                           "created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                           &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_int(st, 2, budget);
    sqlite3_bind_text(st, 3, version, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, json, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 5, now, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}
