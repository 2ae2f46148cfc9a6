/* store_campaign.c — campaigns: a points-game series or a solitaire run,
 * the games attached to them, and their running totals. */
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"

static enum store_status run_write(struct store *s, sqlite3_stmt *st, const char *doing,
                                   struct msg *err)
{
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        return store_sqlite_fail(s, rc, doing, err);
    return STORE_OK;
}

enum store_status store_campaign_create(struct store *s, int64_t profile_id, const char *kind,
                                        const char *name, int target, int64_t *id,
                                        struct msg *err)
{
    const char *doing = MSG_T("cannot create the campaign");
    enum store_status st;
    if (!kind || (strcmp(kind, "points") != 0 && strcmp(kind, "solitaire-run") != 0))
        return store_bug(STORE_E_INVALID, err,
                          "a campaign is \"points\" or \"solitaire-run\"");
    if (target < 0)
        return store_bug(STORE_E_INVALID, err, "a campaign's target cannot be negative");
    if ((st = store_check_text(MSG_T("the campaign name"), name, STORE_NAME_MAX, 0, 0, err)) ||
        (st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    sqlite3_stmt *ins = NULL;
    st = store_prepare(s,
                       "INSERT INTO campaigns (profile_id, kind, name, target, created_at) "
                       "SELECT id, ?2, ?3, ?4, ?5 FROM profiles WHERE id = ?1",
                       &ins, doing, err);
    if (st == STORE_OK) {
        sqlite3_bind_int64(ins, 1, profile_id);
        sqlite3_bind_text(ins, 2, kind, -1, SQLITE_STATIC);
        sqlite3_bind_text(ins, 3, name, -1, SQLITE_STATIC);
        if (target > 0)
            sqlite3_bind_int(ins, 4, target);
        sqlite3_bind_text(ins, 5, now, -1, SQLITE_STATIC);
        st = run_write(s, ins, doing, err);
        if (st == STORE_OK && sqlite3_changes(s->db) == 0)
            st = store_bug(STORE_E_NOT_FOUND, err, "%s: %s: there is no profile %lld",
                            s->path, doing, (long long)profile_id);
        if (st == STORE_OK)
            *id = sqlite3_last_insert_rowid(s->db);
        sqlite3_finalize(ins);
    }
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}

/* The campaign's profile and whether it is finished. */
static enum store_status campaign_facts(struct store *s, int64_t campaign_id, int64_t *profile_id,
                                        int *finished, const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT profile_id, finished_at IS NOT NULL FROM campaigns WHERE id = ?1",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, campaign_id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        *profile_id = sqlite3_column_int64(st, 0);
        *finished = sqlite3_column_int(st, 1);
    } else if (rc == SQLITE_DONE) {
        status = store_fail(STORE_E_NOT_FOUND, err, "%s: %s: there is no campaign %lld",
                            s->path, doing, (long long)campaign_id);
    } else {
        status = store_sqlite_fail(s, rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

static enum store_status game_profile(struct store *s, int64_t game_id, int64_t *profile_id,
                                      const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, "SELECT profile_id FROM games WHERE id = ?1",
                                             &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *profile_id = sqlite3_column_int64(st, 0);
    else if (rc == SQLITE_DONE)
        status = store_fail(STORE_E_NOT_FOUND, err, "%s: %s: there is no game %lld",
                            s->path, doing, (long long)game_id);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_campaign_attach(struct store *s, int64_t campaign_id, int64_t game_id,
                                        struct msg *err)
{
    const char *doing = MSG_T("cannot attach the game to the campaign");
    enum store_status st;
    if ((st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    int64_t game_owner = 0, campaign_owner = 0;
    int finished = 0;
    st = game_profile(s, game_id, &game_owner, doing, err);
    if (st == STORE_OK && campaign_id) {
        st = campaign_facts(s, campaign_id, &campaign_owner, &finished, doing, err);
        if (st == STORE_OK && campaign_owner != game_owner)
            st = store_bug(STORE_E_INVALID, err,
                            "%s: %s: game %lld and campaign %lld belong to different profiles",
                            s->path, doing, (long long)game_id, (long long)campaign_id);
        if (st == STORE_OK && finished)
            st = store_fail(STORE_E_STATE, err, "%s: %s: campaign %lld is finished",
                            s->path, doing, (long long)campaign_id);
    }
    sqlite3_stmt *upd = NULL;
    if (st == STORE_OK)
        st = store_prepare(s, "UPDATE games SET campaign_id = ?2 WHERE id = ?1", &upd, doing, err);
    if (st == STORE_OK) {
        sqlite3_bind_int64(upd, 1, game_id);
        if (campaign_id)
            sqlite3_bind_int64(upd, 2, campaign_id);
        st = run_write(s, upd, doing, err);
    }
    sqlite3_finalize(upd);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}

enum store_status store_campaign_finish(struct store *s, int64_t campaign_id,
                                        struct msg *err)
{
    const char *doing = MSG_T("cannot finish the campaign");
    enum store_status st;
    if ((st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    int64_t owner = 0;
    int finished = 0;
    st = campaign_facts(s, campaign_id, &owner, &finished, doing, err);
    if (st == STORE_OK && finished)
        st = store_bug(STORE_E_STATE, err, "%s: %s: campaign %lld is already finished",
                        s->path, doing, (long long)campaign_id);
    sqlite3_stmt *upd = NULL;
    if (st == STORE_OK)
        st = store_prepare(s, "UPDATE campaigns SET finished_at = ?2 WHERE id = ?1", &upd, doing,
                           err);
    if (st == STORE_OK) {
        char now[STORE_TIME_MAX + 1];
        store_now(s, now);
        sqlite3_bind_int64(upd, 1, campaign_id);
        sqlite3_bind_text(upd, 2, now, -1, SQLITE_STATIC);
        st = run_write(s, upd, doing, err);
    }
    sqlite3_finalize(upd);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}

void store_campaign_list_free(struct store_campaign_list *list)
{
    if (!list)
        return;
    free(list->campaigns);
    list->campaigns = NULL;
    list->n = 0;
}

/* One row of store_campaign_list's query. */
static void campaign_row(sqlite3_stmt *st, void *elem)
{
    struct store_campaign *c = elem;
    memset(c, 0, sizeof *c);
    c->id = sqlite3_column_int64(st, 0);
    c->profile_id = sqlite3_column_int64(st, 1);
    store_column_text(st, 2, c->kind, sizeof c->kind);
    store_column_text(st, 3, c->name, sizeof c->name);
    c->target = sqlite3_column_int(st, 4);
    c->finished = sqlite3_column_int(st, 5);
    store_column_text(st, 6, c->created_at, sizeof c->created_at);
    store_column_text(st, 7, c->finished_at, sizeof c->finished_at);
    c->games = sqlite3_column_int64(st, 8);
    c->finished_games = sqlite3_column_int64(st, 9);
    c->wins = sqlite3_column_int64(st, 10);
    c->points = sqlite3_column_int64(st, 11);
}

enum store_status store_campaign_list(struct store *s, int64_t profile_id,
                                      struct store_campaign_list *out, struct msg *err)
{
    const char *doing = MSG_T("cannot list the campaigns");
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "SELECT c.id, c.profile_id, c.kind, c.name, IFNULL(c.target, 0), "
        "       c.finished_at IS NOT NULL, c.created_at, c.finished_at, "
        "       (SELECT COUNT(*) FROM games g WHERE g.campaign_id = c.id), "
        "       (SELECT COUNT(*) FROM games g WHERE g.campaign_id = c.id "
        "                                      AND g.status = 'finished'), "
        "       (SELECT COUNT(*) FROM games g WHERE g.campaign_id = c.id "
        "                                      AND g.result = 'win'), "
        "       (SELECT IFNULL(SUM(se.score), 0) FROM games g "
        "          JOIN seats se ON se.game_id = g.id AND se.seat = g.profile_seat "
        "         WHERE g.campaign_id = c.id) "
        "FROM campaigns c WHERE c.profile_id = ?1 "
        "ORDER BY c.created_at DESC, c.id DESC",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, profile_id);
    status = store_read_rows(s, st, (void **)&out->campaigns, &out->n, sizeof *out->campaigns,
                             campaign_row, doing, err);
    if (status != STORE_OK)
        store_campaign_list_free(out);
    return status;
}
