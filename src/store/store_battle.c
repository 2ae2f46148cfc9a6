/* store_battle.c — recording a battle and its lines, all or nothing: which
 * region or enemy army, who won, how it ended, each line's final strength
 * and cards. */
#include "store/store_internal.h"

static enum store_status check_battle(const struct store_battle *b, struct msg *err)
{
    enum store_status st;
    if (!b)
        return store_bug(STORE_E_INVALID, err, "no battle given");
    if ((st = store_check_text("the region", b->region, STORE_NAME_MAX, 1, 0, err)) ||
        (st = store_check_text("the enemy army", b->enemy_army, STORE_NAME_MAX, 1, 0, err)) ||
        (st = store_check_text("the winning army", b->winner_army, STORE_NAME_MAX, 1, 0, err)) ||
        (st = store_check_text("how the battle ended", b->ending, STORE_REASON_MAX, 0, 0, err)))
        return st;
    if (b->winner_seat != STORE_NO_SEAT && b->winner_seat < 0)
        return store_bug(STORE_E_INVALID, err, "the winning seat %d is not a seat",
                          b->winner_seat);
    if (b->nlines < 0 || b->nlines > STORE_MAX_LINES)
        return store_bug(STORE_E_INVALID, err, "a battle has 0 to %d lines",
                          STORE_MAX_LINES);
    for (int i = 0; i < b->nlines; i++) {
        const struct store_battle_line *l = &b->lines[i];
        if ((l->seat == STORE_NO_SEAT) == (l->army == NULL))
            return store_bug(STORE_E_INVALID, err,
                              "battle line %d must belong to a seat or to an army, not both",
                              i + 1);
        if (l->seat != STORE_NO_SEAT && l->seat < 0)
            return store_bug(STORE_E_INVALID, err, "battle line %d: seat %d is not a seat",
                              i + 1, l->seat);
        if ((st = store_check_text("a line's army", l->army, STORE_NAME_MAX, 1, 0, err)) ||
            (st = store_check_text("a line's cards", l->cards, STORE_CARDS_MAX, 1, 1, err)))
            return st;
    }
    return STORE_OK;
}

/* The next battle number and the number of actions recorded so far. */
static enum store_status battle_place(struct store *s, int64_t game_id, int *number,
                                      int64_t *after_action, const char *doing,
                                      struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "SELECT (SELECT COALESCE(MAX(number), 0) + 1 FROM battles WHERE game_id = ?1), "
        "       (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?1)",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        *number = sqlite3_column_int(st, 0);
        *after_action = sqlite3_column_int64(st, 1);
    } else {
        status = store_sqlite_fail(s, rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

static enum store_status insert_battle(struct store *s, int64_t game_id, const struct store_battle *b,
                                       int number, int64_t after_action, int64_t *battle_id,
                                       const char *doing, struct msg *err)
{
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "INSERT INTO battles (game_id, number, after_action, region, enemy_army, "
        "                     winner_seat, winner_army, ending, created_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_int(st, 2, number);
    sqlite3_bind_int64(st, 3, after_action);
    sqlite3_bind_text(st, 4, b->region, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 5, b->enemy_army, -1, SQLITE_STATIC);
    if (b->winner_seat != STORE_NO_SEAT)
        sqlite3_bind_int(st, 6, b->winner_seat);
    sqlite3_bind_text(st, 7, b->winner_army, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 8, b->ending, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 9, now, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_DONE)
        *battle_id = sqlite3_last_insert_rowid(s->db);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

static enum store_status insert_lines(struct store *s, int64_t battle_id, const struct store_battle *b,
                                      const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "INSERT INTO battle_lines (battle_id, seat, army, strength, cards) "
        "VALUES (?1, ?2, ?3, ?4, ?5)",
        &st, doing, err);
    for (int i = 0; status == STORE_OK && i < b->nlines; i++) {
        const struct store_battle_line *l = &b->lines[i];
        sqlite3_reset(st);
        sqlite3_clear_bindings(st);
        sqlite3_bind_int64(st, 1, battle_id);
        if (l->seat != STORE_NO_SEAT)
            sqlite3_bind_int(st, 2, l->seat);
        sqlite3_bind_text(st, 3, l->army, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 4, l->strength);
        sqlite3_bind_text(st, 5, l->cards ? l->cards : "", -1, SQLITE_STATIC);
        int rc = sqlite3_step(st);
        if (rc != SQLITE_DONE)
            status = store_sqlite_fail(s, rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

enum store_status store_battle_insert(struct store *s, int64_t game_id,
                                     const struct store_battle *b, int number,
                                     int64_t after_action, const char *doing,
                                     struct msg *err)
{
    int64_t battle_id = 0;
    enum store_status st = check_battle(b, err);
    if (st == STORE_OK)
        st = insert_battle(s, game_id, b, number, after_action, &battle_id, doing, err);
    if (st == STORE_OK)
        st = insert_lines(s, battle_id, b, doing, err);
    return st;
}

enum store_status store_battle_record(struct store *s, int64_t game_id,
                                       const struct store_battle *b, int *number,
                                       struct msg *err)
{
    const char *doing = MSG_T("cannot record the battle");
    enum store_status st;
    if ((st = check_battle(b, err)) ||
        (st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    int players = 0, n = 0;
    int64_t after = 0;
    st = store_game_lookup(s, game_id, 1, &players, doing, err);
    for (int i = 0; st == STORE_OK && i < b->nlines; i++)
        if (b->lines[i].seat >= players)
            st = store_bug(STORE_E_INVALID, err,
                            "%s: %s: seat %d is not a seat of game %lld",
                            s->path, doing, b->lines[i].seat, (long long)game_id);
    if (st == STORE_OK && b->winner_seat >= players)
        st = store_bug(STORE_E_INVALID, err, "%s: %s: seat %d is not a seat of game %lld",
                        s->path, doing, b->winner_seat, (long long)game_id);
    if (st == STORE_OK)
        st = battle_place(s, game_id, &n, &after, doing, err);
    if (st == STORE_OK)
        st = store_battle_insert(s, game_id, b, n, after, doing, err);
    if (st == STORE_OK)
        st = store_game_touch(s, game_id, doing, err);
    if (st == STORE_OK)
        st = store_commit(s, doing, err);
    else
        store_rollback(s);
    if (st == STORE_OK && number)
        *number = n;
    return st;
}
