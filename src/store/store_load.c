/* store_load.c — reading games back: a game's header with its seats, its
 * actions in order (for resume and replay), and the list of the games a
 * profile can resume. */
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"

enum store_status store_read_header_row(const struct store *s, sqlite3_stmt *st,
                                        struct store_game_header *h,
                                        struct msg *err)
{
    memset(h, 0, sizeof *h);
    h->id = sqlite3_column_int64(st, 0);
    h->profile_id = sqlite3_column_int64(st, 1);
    h->campaign_id = sqlite3_column_int64(st, 2);
    store_column_text(st, 3, h->kind, sizeof h->kind);
    store_column_text(st, 4, h->variant, sizeof h->variant);
    store_column_text(st, 5, h->ruleset, sizeof h->ruleset);
    h->seed = store_seed_from_db(sqlite3_column_int64(st, 6));
    h->player_count = sqlite3_column_int(st, 7);
    h->profile_seat = store_column_int_or(st, 8, STORE_NO_SEAT);
    const char *status = (const char *)sqlite3_column_text(st, 9);
    const char *result = (const char *)sqlite3_column_text(st, 10);
    int status_value = store_game_status_parse(status);
    int result_value = store_result_parse(result);
    if (status_value < 0 || result_value < 0)
        return store_fail(STORE_E_CORRUPT, err,
                          "%s: game %lld has an unknown status or result (%s, %s); "
                          "was it written by a newer condottiere?",
                          s->path, (long long)h->id, status ? status : "",
                          result ? result : "");
    h->status = (enum store_game_status)status_value;
    h->result = (enum store_result)result_value;
    store_column_text(st, 11, h->reason, sizeof h->reason);
    h->winner_seat = store_column_int_or(st, 12, STORE_NO_SEAT);
    store_column_text(st, 13, h->winner, sizeof h->winner);
    store_column_text(st, 14, h->created_at, sizeof h->created_at);
    store_column_text(st, 15, h->updated_at, sizeof h->updated_at);
    store_column_text(st, 16, h->finished_at, sizeof h->finished_at);
    h->nactions = sqlite3_column_int64(st, 17);
    h->nbattles = sqlite3_column_int64(st, 18);
    h->scenario = sqlite3_column_int(st, 19);
    h->imported = sqlite3_column_int(st, 20);
    h->practice = sqlite3_column_int(st, 21);
    h->practice_of = sqlite3_column_int64(st, 22);
    h->practice_from = sqlite3_column_int(st, 23);
    h->redeal = sqlite3_column_int(st, 24);
    h->redeal_seed = store_seed_from_db(sqlite3_column_int64(st, 25));
    store_column_text(st, 26, h->level, sizeof h->level);
    return STORE_OK;
}

enum store_status store_load_seats(struct store *s, struct store_game_header *h,
                                   struct msg *err)
{
    const char *doing = MSG_T("cannot read the game's seats");
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT seat, kind, name, score FROM seats WHERE game_id = ?1 ORDER BY seat",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, h->id);
    h->nseats = 0;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW && h->nseats < STORE_MAX_SEATS) {
        struct store_seat *seat = &h->seats[h->nseats++];
        seat->seat = sqlite3_column_int(st, 0);
        store_column_text(st, 1, seat->kind, sizeof seat->kind);
        store_column_text(st, 2, seat->name, sizeof seat->name);
        seat->has_score = sqlite3_column_type(st, 3) != SQLITE_NULL;
        seat->score = sqlite3_column_int(st, 3);
    }
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

static enum store_status load_header(struct store *s, int64_t game_id, struct store_game_header *h,
                                     struct msg *err)
{
    const char *doing = MSG_T("cannot read the game");
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT " STORE_HEADER_COLUMNS "FROM games g WHERE g.id = ?1", &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, game_id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        status = store_read_header_row(s, st, h, err);
    else if (rc == SQLITE_DONE)
        status = store_fail(STORE_E_NOT_FOUND, err, "%s: there is no game %lld",
                            s->path, (long long)game_id);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    if (status == STORE_OK)
        status = store_load_seats(s, h, err);
    return status;
}

/* One row of load_actions' query. */
static void action_row(sqlite3_stmt *st, void *elem)
{
    struct store_action *a = elem;
    a->seq = sqlite3_column_int64(st, 0);
    a->seat = store_column_int_or(st, 1, STORE_NO_SEAT);
    store_column_text(st, 2, a->text, sizeof a->text);
    store_column_text(st, 3, a->at, sizeof a->at);
}

static enum store_status load_actions(struct store *s, struct store_game *g,
                                      struct msg *err)
{
    const char *doing = MSG_T("cannot read the game's actions");
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT seq, seat, action, created_at FROM actions WHERE game_id = ?1 ORDER BY seq",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, g->header.id);
    return store_read_rows(s, st, (void **)&g->actions, &g->nactions, sizeof *g->actions,
                           action_row, doing, err);
}

/* The scenario text of a game that has one. */
static enum store_status load_scenario(struct store *s, struct store_game *g, struct msg *err)
{
    const char *doing = MSG_T("cannot read the game's scenario");
    sqlite3_stmt *st = NULL;
    enum store_status status =
        store_prepare(s, "SELECT scenario FROM games WHERE id = ?1", &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, g->header.id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        const char *text = (const char *)sqlite3_column_text(st, 0);
        size_t n = text ? (size_t)sqlite3_column_bytes(st, 0) : 0;
        g->scenario = malloc(n + 1);
        if (!g->scenario)
            status = store_fail(STORE_E_NOMEM, err, "%s: %s: out of memory", s->path, doing);
        else {
            if (n)
                memcpy(g->scenario, text, n);
            g->scenario[n] = '\0';
        }
    } else {
        status = store_sqlite_fail(s, rc == SQLITE_DONE ? SQLITE_ERROR : rc, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

enum store_status store_game_load(struct store *s, int64_t game_id, struct store_game *out,
                                  struct msg *err)
{
    memset(out, 0, sizeof *out);
    /* One read transaction: the header and the actions agree. */
    enum store_status st = store_read_begin(s, MSG_T("cannot read the game"), err);
    if (st != STORE_OK)
        return st;
    st = load_header(s, game_id, &out->header, err);
    if (st == STORE_OK && out->header.scenario)
        st = load_scenario(s, out, err);
    if (st == STORE_OK)
        st = load_actions(s, out, err);
    store_read_end(s);
    if (st != STORE_OK)
        store_game_free(out);
    return st;
}

void store_game_free(struct store_game *g)
{
    if (!g)
        return;
    free(g->actions);
    free(g->scenario);
    g->actions = NULL;
    g->scenario = NULL;
    g->nactions = 0;
}

void store_game_list_free(struct store_game_list *list)
{
    if (!list)
        return;
    free(list->games);
    list->games = NULL;
    list->n = 0;
}

/* Runs a prepared header query into out, loading each game's seats. */
enum store_status store_collect_headers(struct store *s, sqlite3_stmt *st, struct store_game_list *out,
                                        const char *doing, struct msg *err)
{
    size_t cap = 0;
    enum store_status status = STORE_OK;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (store_grow((void **)&out->games, &cap, sizeof *out->games, out->n + 1) != 0) {
            status = store_fail(STORE_E_NOMEM, err, "%s: %s: out of memory", s->path, doing);
            break;
        }
        status = store_read_header_row(s, st, &out->games[out->n], err);
        if (status != STORE_OK)
            break;
        out->n++;
    }
    if (status == STORE_OK && rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    for (size_t i = 0; status == STORE_OK && i < out->n; i++)
        status = store_load_seats(s, &out->games[i], err);
    return status;
}

enum store_status store_games_resumable(struct store *s, int64_t profile_id,
                                        struct store_game_list *out, struct msg *err)
{
    const char *doing = MSG_T("cannot list the games to resume");
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "SELECT " STORE_HEADER_COLUMNS "FROM games g "
        "WHERE g.profile_id = ?1 AND (g.status = 'in-progress' OR "
        /* the finished last game of an open campaign: a program before the
         * campaign's step was saved with the game's end could stop there */
        "(g.status = 'finished' AND g.campaign_id IS NOT NULL "
        " AND g.id = (SELECT MAX(h.id) FROM games h WHERE h.campaign_id = g.campaign_id) "
        " AND EXISTS (SELECT 1 FROM campaigns c WHERE c.id = g.campaign_id "
        "             AND c.kind = 'points' AND c.finished_at IS NULL))) "
        "ORDER BY g.updated_at DESC, g.id DESC",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, profile_id);
    status = store_read_begin(s, doing, err);
    if (status == STORE_OK)
        status = store_collect_headers(s, st, out, doing, err);
    sqlite3_finalize(st);
    store_read_end(s);
    if (status != STORE_OK)
        store_game_list_free(out);
    return status;
}
