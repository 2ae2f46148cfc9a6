/* store_derived.c — a game's derived rows (its battles with their lines, its
 * end and scores) read back and rewritten from what a replay of the journal
 * says, and the database's own integrity checks. The journal (the game's
 * header, seats and actions) is never changed here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"

static void row_text(sqlite3_stmt *st, int col, char *dst, size_t cap)
{
    store_column_text(st, col, dst, cap);
}

static enum store_status load_lines(struct store *s, int64_t battle_id,
                                    struct store_battle_row *b, const char *doing,
                                    struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT seat, army, strength, cards FROM battle_lines WHERE battle_id = ?1 ORDER BY id",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, battle_id);
    int rc;
    b->nlines = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (b->nlines >= STORE_MAX_LINES) { /* more than any game makes: shown as one more */
            b->nlines = STORE_MAX_LINES + 1;
            continue;
        }
        struct store_battle_line_row *l = &b->lines[b->nlines++];
        l->seat = store_column_int_or(st, 0, STORE_NO_SEAT);
        row_text(st, 1, l->army, sizeof l->army);
        l->strength = sqlite3_column_int(st, 2);
        row_text(st, 3, l->cards, sizeof l->cards);
    }
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_battles_load(struct store *s, int64_t game_id,
                                     struct store_battle_row **rows, size_t *n,
                                     struct msg *err)
{
    const char *doing = MSG_T("cannot read the game's battles");
    sqlite3_stmt *st = NULL;
    size_t cap = 0;
    *rows = NULL;
    *n = 0;
    enum store_status status = store_prepare(
        s,
        "SELECT id, number, after_action, region, enemy_army, winner_seat, winner_army, ending "
        "FROM battles WHERE game_id = ?1 ORDER BY number",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    int rc;
    while (status == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (store_grow((void **)rows, &cap, sizeof **rows, *n + 1)) {
            status = store_fail(STORE_E_NOMEM, err, "%s: %s: out of memory", s->path,
                                doing);
            break;
        }
        struct store_battle_row *b = &(*rows)[(*n)++];
        memset(b, 0, sizeof *b);
        int64_t id = sqlite3_column_int64(st, 0);
        b->number = sqlite3_column_int(st, 1);
        b->after_action = sqlite3_column_int64(st, 2);
        row_text(st, 3, b->region, sizeof b->region);
        row_text(st, 4, b->enemy_army, sizeof b->enemy_army);
        b->winner_seat = store_column_int_or(st, 5, STORE_NO_SEAT);
        row_text(st, 6, b->winner_army, sizeof b->winner_army);
        row_text(st, 7, b->ending, sizeof b->ending);
        status = load_lines(s, id, b, doing, err);
    }
    if (status == STORE_OK && rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    if (status != STORE_OK) {
        free(*rows);
        *rows = NULL;
        *n = 0;
    }
    return status;
}

static const char *or_null(const char *text)
{
    return text && *text ? text : NULL;
}

static enum store_status run(struct store *s, const char *sql, int64_t game_id,
                             const char *text, const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, sql, &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    if (text)
        sqlite3_bind_text(st, 2, text, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

static enum store_status write_end(struct store *s, int64_t game_id,
                                   const struct store_game_end *end, int players,
                                   const char *doing, struct msg *err)
{
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "UPDATE games SET status = 'finished', result = ?2, reason = ?3, winner_seat = ?4, "
        "                 winner = ?5, finished_at = COALESCE(finished_at, ?6) "
        "WHERE id = ?1 AND status <> 'abandoned'",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_text(st, 2, store_result_name(end->result), -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 3, end->reason, -1, SQLITE_STATIC);
    if (end->winner_seat != STORE_NO_SEAT)
        sqlite3_bind_int(st, 4, end->winner_seat);
    sqlite3_bind_text(st, 5, end->winner, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 6, now, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    if (status == STORE_OK && end->scores)
        status = store_game_set_scores(s, game_id, end->scores, players, doing, err);
    return status;
}

enum store_status store_game_rewrite(struct store *s, int64_t game_id,
                                     const struct store_battle_row *rows, size_t n,
                                     const struct store_game_end *end, int reopen,
                                     struct msg *err)
{
    const char *doing = MSG_T("cannot rewrite the game's battles and end");
    enum store_status st;
    if (end && end->result != STORE_RESULT_WIN && end->result != STORE_RESULT_LOSS &&
        end->result != STORE_RESULT_DRAW)
        return store_bug(STORE_E_INVALID, err,
                          "a finished game's result is a win, a loss or a draw");
    if ((st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    int players = 0;
    st = store_game_lookup(s, game_id, 0, &players, doing, err);
    if (st == STORE_OK) /* their lines go with them (ON DELETE CASCADE) */
        st = run(s, "DELETE FROM battles WHERE game_id = ?1", game_id, NULL, doing, err);
    if (st == STORE_OK) /* lines whose battle was deleted by hand, foreign keys off */
        st = run(s,
                 "DELETE FROM battle_lines WHERE ?1 <> 0 AND "
                 "battle_id NOT IN (SELECT id FROM battles)",
                 game_id, NULL, doing, err);
    for (size_t i = 0; st == STORE_OK && i < n; i++) {
        const struct store_battle_row *r = &rows[i];
        struct store_battle b = {
            .region = or_null(r->region),
            .enemy_army = or_null(r->enemy_army),
            .winner_seat = r->winner_seat,
            .winner_army = or_null(r->winner_army),
            .ending = r->ending,
            .nlines = r->nlines > STORE_MAX_LINES ? STORE_MAX_LINES : r->nlines,
        };
        for (int k = 0; k < b.nlines; k++)
            b.lines[k] = (struct store_battle_line){ r->lines[k].seat, or_null(r->lines[k].army),
                                                     r->lines[k].strength, r->lines[k].cards };
        st = store_battle_insert(s, game_id, &b, r->number, r->after_action, doing, err);
    }
    if (st == STORE_OK && end)
        st = write_end(s, game_id, end, players, doing, err);
    if (st == STORE_OK && !end && reopen)
        st = run(s,
                 "UPDATE games SET status = 'in-progress', result = NULL, reason = NULL, "
                 "winner_seat = NULL, winner = NULL, finished_at = NULL "
                 "WHERE id = ?1 AND status = 'finished'",
                 game_id, NULL, doing, err);
    if (st == STORE_OK && !end && reopen)
        st = run(s, "UPDATE seats SET score = NULL WHERE game_id = ?1", game_id, NULL, doing,
                 err);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}

static enum store_status pragma_rows(struct store *s, const char *sql, int ok_is_one_row,
                                     store_say_fn *say, void *ctx, int *problems,
                                     struct msg *err)
{
    const char *doing = MSG_T("cannot check the database");
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, sql, &st, doing, err);
    if (status != STORE_OK)
        return status;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        struct msg problem;
        if (ok_is_one_row) {
            const unsigned char *t = sqlite3_column_text(st, 0);
            if (t && !strcmp((const char *)t, "ok"))
                continue;
            store_fail(STORE_E_CORRUPT, &problem, "integrity_check: %s",
                       t ? (const char *)t : "?");
        } else {
            const unsigned char *table = sqlite3_column_text(st, 0);
            const unsigned char *parent = sqlite3_column_text(st, 2);
            store_fail(STORE_E_CORRUPT, &problem,
                       "foreign_key_check: table %s row %lld refers to a missing %s row",
                       table ? (const char *)table : "?", (long long)sqlite3_column_int64(st, 1),
                       parent ? (const char *)parent : "?");
        }
        (*problems)++;
        if (say)
            say(ctx, &problem);
    }
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_integrity(struct store *s, store_say_fn *say,
                                  void *ctx, int *problems, struct msg *err)
{
    *problems = 0;
    enum store_status st = pragma_rows(s, "PRAGMA integrity_check", 1, say, ctx, problems, err);
    if (st == STORE_OK)
        st = pragma_rows(s, "PRAGMA foreign_key_check", 0, say, ctx, problems, err);
    return st;
}
