/* store_game.c — a game's life in the journal: started with its seats,
 * then finished (result, reason, winner, scores) or abandoned. */
#include <stdio.h>
#include <string.h>

#include "store/store_internal.h"

enum store_status store_game_lookup(struct store *s, int64_t game_id, int must_be_in_progress,
                                    int *player_count, const char *doing,
                                    struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, "SELECT status, player_count FROM games WHERE id = ?1",
                                             &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        const char *text = (const char *)sqlite3_column_text(st, 0);
        if (player_count)
            *player_count = sqlite3_column_int(st, 1);
        if (must_be_in_progress && store_game_status_parse(text) != STORE_GAME_IN_PROGRESS)
            status = store_fail(STORE_E_STATE, err,
                                "%s: %s: game %lld is %s, not in progress",
                                s->path, doing, (long long)game_id, text ? text : "?");
    } else if (rc == SQLITE_DONE) {
        status = store_fail(STORE_E_NOT_FOUND, err, "%s: %s: there is no game %lld",
                            s->path, doing, (long long)game_id);
    } else {
        status = store_sqlite_fail(s, rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

enum store_status store_game_touch(struct store *s, int64_t game_id, const char *doing,
                                   struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, "UPDATE games SET updated_at = ?2 WHERE id = ?1",
                                             &st, doing, err);
    if (status != STORE_OK)
        return status;
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_text(st, 2, now, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

static enum store_status check_new_game(const struct store_new_game *g, struct msg *err)
{
    enum store_status st;
    if (g->profile_id <= 0)
        return store_bug(STORE_E_INVALID, err, "a game needs a profile");
    if (!g->kind || (strcmp(g->kind, "standard") != 0 && strcmp(g->kind, "solitaire") != 0))
        return store_bug(STORE_E_INVALID, err,
                          "the game kind must be \"standard\" or \"solitaire\"");
    if ((st = store_check_text("the variant", g->variant, STORE_NAME_MAX, 0, 0, err)) ||
        (st = store_check_text("the ruleset", g->ruleset, STORE_RULESET_MAX, 0, 0, err)))
        return st;
    if (g->player_count < 1 || g->player_count > STORE_MAX_SEATS)
        return store_bug(STORE_E_INVALID, err, "the player count must be 1 to %d",
                          STORE_MAX_SEATS);
    if (g->nseats != g->player_count)
        return store_bug(STORE_E_INVALID, err,
                          "%d seats given for %d players: one seat per player",
                          g->nseats, g->player_count);
    unsigned seen = 0;
    for (int i = 0; i < g->nseats; i++) {
        const struct store_seat *seat = &g->seats[i];
        if (seat->seat < 0 || seat->seat >= g->player_count || (seen & (1u << seat->seat)))
            return store_bug(STORE_E_INVALID, err,
                              "the seats must be numbered 0 to %d, each once",
                              g->player_count - 1);
        seen |= 1u << seat->seat;
        if ((st = store_check_text("a seat's kind", seat->kind, STORE_NAME_MAX, 0, 0, err)) ||
            (st = store_check_text("a seat's name", seat->name, STORE_NAME_MAX, 0, 0, err)))
            return st;
    }
    if (g->level && (!*g->level || strlen(g->level) > STORE_NAME_MAX))
        return store_fail(STORE_E_INVALID, err, "the level is empty or too long");
    if (g->scenario && !*g->scenario)
        return store_fail(STORE_E_INVALID, err, "the scenario is empty");
    if (g->scenario && strlen(g->scenario) > STORE_SCENARIO_MAX)
        return store_fail(STORE_E_INVALID, err,
                          "the scenario is too long (%zu bytes, at most %d)",
                          strlen(g->scenario), STORE_SCENARIO_MAX);
    if (g->profile_seat != STORE_NO_SEAT && (g->profile_seat < 0 || g->profile_seat >= g->player_count))
        return store_bug(STORE_E_INVALID, err, "the profile's seat %d is not a seat",
                          g->profile_seat);
    return STORE_OK;
}

static enum store_status check_profile_and_campaign(struct store *s, const struct store_new_game *g,
                                                    const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "SELECT (SELECT COUNT(*) FROM profiles WHERE id = ?1), "
        "       (SELECT profile_id FROM campaigns WHERE id = ?2), "
        "       (SELECT finished_at IS NOT NULL FROM campaigns WHERE id = ?2)",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, g->profile_id);
    sqlite3_bind_int64(st, 2, g->campaign_id);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_ROW)
        status = store_sqlite_fail(s, rc, doing, err);
    else if (sqlite3_column_int(st, 0) == 0)
        status = store_bug(STORE_E_NOT_FOUND, err, "%s: %s: there is no profile %lld",
                            s->path, doing, (long long)g->profile_id);
    else if (g->campaign_id && sqlite3_column_type(st, 1) == SQLITE_NULL)
        status = store_fail(STORE_E_NOT_FOUND, err, "%s: %s: there is no campaign %lld",
                            s->path, doing, (long long)g->campaign_id);
    else if (g->campaign_id && sqlite3_column_int64(st, 1) != g->profile_id)
        status = store_fail(STORE_E_INVALID, err,
                            "%s: %s: campaign %lld belongs to another profile",
                            s->path, doing, (long long)g->campaign_id);
    else if (g->campaign_id && sqlite3_column_int(st, 2))
        status = store_fail(STORE_E_STATE, err, "%s: %s: campaign %lld is finished",
                            s->path, doing, (long long)g->campaign_id);
    sqlite3_finalize(st);
    return status;
}

static enum store_status insert_game(struct store *s, const struct store_new_game *g,
                                     int64_t *game_id, const char *doing,
                                     struct msg *err)
{
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_stmt *st = NULL;
    /* the scenario column (migration 005) and the level (006) only when
     * there is one: a file stopped at an older version (max_version) still
     * takes dealt games at no level */
    char sql[512];
    snprintf(sql, sizeof sql,
             "INSERT INTO games (profile_id, campaign_id, kind, variant, ruleset, seed, "
             "                   player_count, profile_seat, created_at, updated_at%s%s) "
             "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9%s%s)",
             g->scenario ? ", scenario" : "", g->level ? ", level" : "",
             g->scenario ? ", ?10" : "", g->level ? ", ?11" : "");
    enum store_status status = store_prepare(s, sql, &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, g->profile_id);
    if (g->campaign_id)
        sqlite3_bind_int64(st, 2, g->campaign_id);
    sqlite3_bind_text(st, 3, g->kind, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, g->variant, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 5, g->ruleset, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 6, store_seed_to_db(g->seed));
    sqlite3_bind_int(st, 7, g->player_count);
    if (g->profile_seat != STORE_NO_SEAT)
        sqlite3_bind_int(st, 8, g->profile_seat);
    sqlite3_bind_text(st, 9, now, -1, SQLITE_STATIC);
    if (g->scenario)
        sqlite3_bind_text(st, 10, g->scenario, -1, SQLITE_STATIC);
    if (g->level)
        sqlite3_bind_text(st, 11, g->level, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_DONE)
        *game_id = sqlite3_last_insert_rowid(s->db);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    if (status != STORE_OK)
        return status;

    status = store_prepare(s, "INSERT INTO seats (game_id, seat, kind, name) VALUES (?1, ?2, ?3, ?4)",
                           &st, doing, err);
    for (int i = 0; status == STORE_OK && i < g->nseats; i++) {
        sqlite3_reset(st);
        sqlite3_bind_int64(st, 1, *game_id);
        sqlite3_bind_int(st, 2, g->seats[i].seat);
        sqlite3_bind_text(st, 3, g->seats[i].kind, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 4, g->seats[i].name, -1, SQLITE_STATIC);
        rc = sqlite3_step(st);
        if (rc != SQLITE_DONE)
            status = store_sqlite_fail(s, rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

enum store_status store_game_start(struct store *s, const struct store_new_game *g,
                                   int64_t *game_id, struct msg *err)
{
    const char *doing = MSG_T("cannot record the new game");
    enum store_status st = check_new_game(g, err);
    if (st == STORE_OK)
        st = store_require_writable(s, doing, err);
    if (st == STORE_OK)
        st = store_begin(s, doing, err);
    if (st != STORE_OK)
        return st;
    int64_t id = 0;
    st = check_profile_and_campaign(s, g, doing, err);
    if (st == STORE_OK)
        st = insert_game(s, g, &id, doing, err);
    if (st == STORE_OK)
        st = store_commit(s, doing, err);
    else
        store_rollback(s);
    if (st == STORE_OK)
        *game_id = id;
    return st;
}

enum store_status store_game_set_scores(struct store *s, int64_t game_id, const int *scores,
                                    int player_count, const char *doing,
                                    struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "UPDATE seats SET score = ?3 WHERE game_id = ?1 AND seat = ?2", &st, doing, err);
    for (int i = 0; status == STORE_OK && i < player_count; i++) {
        sqlite3_reset(st);
        sqlite3_bind_int64(st, 1, game_id);
        sqlite3_bind_int(st, 2, i);
        sqlite3_bind_int(st, 3, scores[i]);
        int rc = sqlite3_step(st);
        if (rc != SQLITE_DONE)
            status = store_sqlite_fail(s, rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

enum store_status store_game_update_end(struct store *s, int64_t game_id, const char *status_text,
                                    const struct store_game_end *end, const char *reason,
                                    const char *doing, struct msg *err)
{
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "UPDATE games SET status = ?2, result = ?3, reason = ?4, winner_seat = ?5, "
        "                 winner = ?6, finished_at = ?7, updated_at = ?7 "
        "WHERE id = ?1",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    sqlite3_bind_text(st, 2, status_text, -1, SQLITE_STATIC);
    if (end) {
        sqlite3_bind_text(st, 3, store_result_name(end->result), -1, SQLITE_STATIC);
        if (end->winner_seat != STORE_NO_SEAT)
            sqlite3_bind_int(st, 5, end->winner_seat);
        sqlite3_bind_text(st, 6, end->winner, -1, SQLITE_STATIC);
    }
    sqlite3_bind_text(st, 4, reason, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 7, now, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_game_finish(struct store *s, int64_t game_id,
                                    const struct store_game_end *end,
                                    struct msg *err)
{
    const char *doing = MSG_T("cannot record the end of the game");
    enum store_status st;
    if (!end || (end->result != STORE_RESULT_WIN && end->result != STORE_RESULT_LOSS &&
                 end->result != STORE_RESULT_DRAW))
        return store_bug(STORE_E_INVALID, err,
                          "a finished game's result is a win, a loss or a draw");
    if ((st = store_check_text("the reason", end->reason, STORE_REASON_MAX, 1, 1, err)) ||
        (st = store_check_text("the winner", end->winner, STORE_NAME_MAX, 1, 1, err)) ||
        (st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    int players = 0;
    st = store_game_lookup(s, game_id, 1, &players, doing, err);
    if (st == STORE_OK && end->winner_seat != STORE_NO_SEAT &&
        (end->winner_seat < 0 || end->winner_seat >= players))
        st = store_bug(STORE_E_INVALID, err, "%s: %s: seat %d is not a seat of game %lld",
                        s->path, doing, end->winner_seat, (long long)game_id);
    if (st == STORE_OK)
        st = store_game_update_end(s, game_id, "finished", end, end->reason, doing, err);
    if (st == STORE_OK && end->scores)
        st = store_game_set_scores(s, game_id, end->scores, players, doing, err);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}

enum store_status store_game_abandon(struct store *s, int64_t game_id, const char *reason,
                                     struct msg *err)
{
    const char *doing = MSG_T("cannot mark the game abandoned");
    enum store_status st;
    if ((st = store_check_text("the reason", reason, STORE_REASON_MAX, 1, 1, err)) ||
        (st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    st = store_game_lookup(s, game_id, 1, NULL, doing, err);
    if (st == STORE_OK)
        st = store_game_update_end(s, game_id, "abandoned", NULL, reason, doing, err);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}
