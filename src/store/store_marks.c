/* store_marks.c — what a game was played as (migration 006): its solitaire
 * level, whether it is a practice game, the deal of the day it is a try of,
 * when `import` stored it; and the deals of the day a profile has tried. */
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
