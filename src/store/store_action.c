/* store_action.c — the action journal: each action appended and committed
 * at once in its own transaction (a killed process loses at most the action
 * being typed), and truncation for undo. */
#include "store/store_internal.h"

static enum store_status next_seq(struct store *s, int64_t game_id, int64_t *seq,
                                  const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?1",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *seq = sqlite3_column_int64(st, 0);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

/* Inside the caller's transaction, which holds the write lock. */
static enum store_status insert_action(struct store *s, int64_t game_id, int seat,
                                       const char *action, int64_t *seq, const char *doing,
                                       struct msg *err)
{
    int64_t next = 0;
    enum store_status status = next_seq(s, game_id, &next, doing, err);
    if (status != STORE_OK)
        return status;
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_stmt *st = NULL;
    status = store_prepare(s,
                           "INSERT INTO actions (game_id, seq, seat, action, created_at) "
                           "VALUES (?1, ?2, ?3, ?4, ?5)",
                           &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_int64(st, 2, next);
    if (seat != STORE_NO_SEAT)
        sqlite3_bind_int(st, 3, seat);
    sqlite3_bind_text(st, 4, action, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 5, now, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    else if (seq)
        *seq = next;
    sqlite3_finalize(st);
    return status;
}

enum store_status store_action_append(struct store *s, int64_t game_id, int seat,
                                      const char *action, int64_t *seq,
                                      struct msg *err)
{
    const char *doing = MSG_T("cannot record the action");
    enum store_status st;
    if ((st = store_check_text("the action", action, STORE_ACTION_MAX, 0, 0, err)) ||
        (st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    int players = 0;
    st = store_game_lookup(s, game_id, 1, &players, doing, err);
    if (st == STORE_OK && seat != STORE_NO_SEAT && (seat < 0 || seat >= players))
        st = store_bug(STORE_E_INVALID, err, "%s: %s: seat %d is not a seat of game %lld",
                        s->path, doing, seat, (long long)game_id);
    if (st == STORE_OK)
        st = insert_action(s, game_id, seat, action, seq, doing, err);
    if (st == STORE_OK)
        st = store_game_touch(s, game_id, doing, err);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}

static enum store_status delete_after(struct store *s, const char *sql, int64_t game_id,
                                      int64_t keep, const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, sql, &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_int64(st, 2, keep);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

/* Forgets the actions after the first `keep` and the battles they ended;
 * with `reopen`, a finished game becomes in progress again (its end and
 * scores cleared), else the game must be in progress. */
static enum store_status truncate_game(struct store *s, int64_t game_id, int64_t keep,
                                       int reopen, struct msg *err)
{
    const char *doing = MSG_T("cannot take back the actions");
    enum store_status st;
    if (keep < 0)
        return store_bug(STORE_E_INVALID, err, "cannot keep %lld actions",
                          (long long)keep);
    if ((st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    st = store_game_lookup(s, game_id, !reopen, NULL, doing, err);
    if (st == STORE_OK)
        st = delete_after(s, "DELETE FROM actions WHERE game_id = ?1 AND seq > ?2",
                          game_id, keep, doing, err);
    if (st == STORE_OK) /* their lines go with them (ON DELETE CASCADE) */
        st = delete_after(s, "DELETE FROM battles WHERE game_id = ?1 AND after_action > ?2",
                          game_id, keep, doing, err);
    if (st == STORE_OK && reopen) /* ?2 unused: the statements take two */
        st = delete_after(s,
                          "UPDATE seats SET score = NULL WHERE game_id = ?1 AND ?2 >= 0 AND "
                          "(SELECT status FROM games WHERE id = ?1) = 'finished'",
                          game_id, keep, doing, err);
    if (st == STORE_OK && reopen) /* a review of the game as it was */
        st = delete_after(s, "DELETE FROM reviews WHERE game_id = ?1 AND ?2 >= 0", game_id, keep,
                          doing, err);
    if (st == STORE_OK && reopen)
        st = delete_after(s,
                          "UPDATE games SET status = 'in-progress', result = NULL, "
                          "reason = NULL, winner_seat = NULL, winner = NULL, "
                          "finished_at = NULL WHERE id = ?1 AND ?2 >= 0 AND status = 'finished'",
                          game_id, keep, doing, err);
    if (st == STORE_OK)
        st = store_game_touch(s, game_id, doing, err);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}

enum store_status store_action_truncate(struct store *s, int64_t game_id, int64_t keep,
                                        struct msg *err)
{
    return truncate_game(s, game_id, keep, 0, err);
}

enum store_status store_action_take_back(struct store *s, int64_t game_id, int64_t keep,
                                         struct msg *err)
{
    return truncate_game(s, game_id, keep, 1, err);
}
