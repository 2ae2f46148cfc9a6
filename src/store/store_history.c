/* store_history.c — the history query: recent games, one header each, the
 * most recently started first, filtered by profile, variant, ruleset and
 * result. */
#include <string.h>

#include "store/store_internal.h"

enum store_status store_history(struct store *s, const struct store_history_filter *filter,
                                struct store_game_list *out, struct msg *err)
{
    const char *doing = MSG_T("cannot read the history");
    struct store_history_filter f = {0, NULL, NULL, STORE_HISTORY_ANY, 0};
    if (filter)
        f = *filter;
    memset(out, 0, sizeof *out);
    if (f.limit < 0)
        return store_bug(STORE_E_INVALID, err, "the history limit cannot be negative");

    const char *status = NULL, *result = NULL;
    switch (f.result) {
    case STORE_HISTORY_ANY: break;
    case STORE_HISTORY_WIN: result = "win"; break;
    case STORE_HISTORY_LOSS: result = "loss"; break;
    case STORE_HISTORY_DRAW: result = "draw"; break;
    case STORE_HISTORY_ABANDONED: status = "abandoned"; break;
    case STORE_HISTORY_IN_PROGRESS: status = "in-progress"; break;
    default:
        return store_bug(STORE_E_INVALID, err, "unknown history result filter %d",
                          (int)f.result);
    }

    sqlite3_stmt *st = NULL;
    enum store_status rcst = store_prepare(
        s,
        "SELECT " STORE_HEADER_COLUMNS "FROM games g "
        "WHERE (?1 = 0 OR g.profile_id = ?1) "
        "  AND (?2 IS NULL OR g.variant = ?2) "
        "  AND (?3 IS NULL OR g.ruleset = ?3) "
        "  AND (?4 IS NULL OR g.status = ?4) "
        "  AND (?5 IS NULL OR g.result = ?5) "
        "ORDER BY g.created_at DESC, g.id DESC "
        "LIMIT ?6",
        &st, doing, err);
    if (rcst != STORE_OK)
        return rcst;
    sqlite3_bind_int64(st, 1, f.profile_id);
    sqlite3_bind_text(st, 2, f.variant, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 3, f.ruleset, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, status, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 5, result, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 6, f.limit > 0 ? f.limit : -1);

    rcst = store_read_begin(s, doing, err);
    if (rcst == STORE_OK)
        rcst = store_collect_headers(s, st, out, doing, err);
    sqlite3_finalize(st);
    store_read_end(s);
    if (rcst != STORE_OK)
        store_game_list_free(out);
    return rcst;
}
