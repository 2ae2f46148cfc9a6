/* store_stats.c — a profile's statistics, read from the views of
 * db/002-stats-views.sql: totals and win rates (overall, by variant, by
 * ruleset, by player count) with Wilson intervals, streaks, battles per game,
 * the solitaire record per enemy army and how its games ended, the cards of
 * won battles, and the last results. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"
#include "store/store_migrations.h"

static const char doing[] = "cannot read the statistics";

static void tally_fill(struct store_tally *t, int64_t games, int64_t wins, int64_t losses,
                       int64_t draws)
{
    t->games = games;
    t->wins = wins;
    t->losses = losses;
    t->draws = draws;
    t->win_rate = games > 0 ? (double)wins / (double)games : 0;
    store_wilson_interval(wins, games, &t->ci_low, &t->ci_high);
}

/* Prepares sql, binds ?1 = profile and ?2 = extra (when >= 0). */
static enum store_status query(struct store *s, const char *sql, int64_t profile_id, int extra,
                               sqlite3_stmt **st, char *err, size_t errcap)
{
    enum store_status status = store_prepare(s, sql, st, doing, err, errcap);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(*st, 1, profile_id);
    if (extra >= 0)
        sqlite3_bind_int(*st, 2, extra);
    return STORE_OK;
}

static enum store_status finish_query(struct store *s, sqlite3_stmt *st, int rc,
                                      enum store_status status, char *err, size_t errcap)
{
    if (status == STORE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW)
        status = store_sqlite_fail(s, rc, doing, err, errcap);
    sqlite3_finalize(st);
    return status;
}

static enum store_status out_of_memory(const struct store *s, char *err, size_t errcap)
{
    return store_fail(STORE_E_NOMEM, err, errcap, "%s: %s: out of memory", s->path, doing);
}

static enum store_status read_totals(struct store *s, int64_t profile_id, struct store_stats *out,
                                     char *err, size_t errcap)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "SELECT games, finished, in_progress, abandoned, wins, losses, draws "
        "FROM profile_totals WHERE profile_id = ?1",
        profile_id, -1, &st, err, errcap);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        out->games_recorded = sqlite3_column_int64(st, 0);
        out->in_progress = sqlite3_column_int64(st, 2);
        out->abandoned = sqlite3_column_int64(st, 3);
        tally_fill(&out->overall, sqlite3_column_int64(st, 1), sqlite3_column_int64(st, 4),
                   sqlite3_column_int64(st, 5), sqlite3_column_int64(st, 6));
    } else if (rc == SQLITE_DONE) {
        status = store_fail(STORE_E_NOT_FOUND, err, errcap, "%s: there is no profile %lld",
                            s->path, (long long)profile_id);
    }
    return finish_query(s, st, rc, status, err, errcap);
}

/* Runs sql (as query) into the growing array (*arr, *n), one element a row
 * filled by fill. */
static enum store_status read_rows(struct store *s, const char *sql, int64_t profile_id,
                                   int extra, void **arr, size_t *n, size_t elem_size,
                                   store_row_fn *fill, char *err, size_t errcap)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(s, sql, profile_id, extra, &st, err, errcap);
    if (status != STORE_OK)
        return status;
    return store_read_rows(s, st, arr, n, elem_size, fill, doing, err, errcap);
}

/* A row of (key, games, wins, losses, draws) into a grouped tally. */
static void group_row(sqlite3_stmt *st, void *elem)
{
    struct store_group_tally *g = elem;
    memset(g, 0, sizeof *g);
    store_column_text(st, 0, g->key, sizeof g->key);
    tally_fill(&g->tally, sqlite3_column_int64(st, 1), sqlite3_column_int64(st, 2),
               sqlite3_column_int64(st, 3), sqlite3_column_int64(st, 4));
}

/* The same, the key a player count. */
static void player_count_row(sqlite3_stmt *st, void *elem)
{
    struct store_group_tally *g = elem;
    group_row(st, g);
    g->player_count = sqlite3_column_int(st, 0);
}

static enum store_status read_streaks(struct store *s, int64_t profile_id, struct store_stats *out,
                                      char *err, size_t errcap)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "SELECT result, length FROM streak_runs WHERE profile_id = ?1 "
        "ORDER BY run_end DESC LIMIT 1",
        profile_id, -1, &st, err, errcap);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        int r = store_result_parse((const char *)sqlite3_column_text(st, 0));
        out->current_streak_result = r > 0 ? (enum store_result)r : STORE_RESULT_NONE;
        out->current_streak = sqlite3_column_int64(st, 1);
    }
    status = finish_query(s, st, rc, status, err, errcap);
    if (status != STORE_OK)
        return status;

    status = query(s,
                   "SELECT result, MAX(length) FROM streak_runs WHERE profile_id = ?1 "
                   "GROUP BY result",
                   profile_id, -1, &st, err, errcap);
    if (status != STORE_OK)
        return status;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int r = store_result_parse((const char *)sqlite3_column_text(st, 0));
        if (r == STORE_RESULT_WIN)
            out->best_win_streak = sqlite3_column_int64(st, 1);
        else if (r == STORE_RESULT_LOSS)
            out->best_loss_streak = sqlite3_column_int64(st, 1);
    }
    return finish_query(s, st, rc, status, err, errcap);
}

static enum store_status read_battles(struct store *s, int64_t profile_id, struct store_stats *out,
                                      char *err, size_t errcap)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "SELECT (SELECT battles FROM battle_totals WHERE profile_id = ?1), "
        "       (SELECT won FROM battle_totals WHERE profile_id = ?1), "
        "       (SELECT games FROM battles_per_game WHERE profile_id = ?1), "
        "       (SELECT battles FROM battles_per_game WHERE profile_id = ?1)",
        profile_id, -1, &st, err, errcap);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        out->battles = sqlite3_column_int64(st, 0);
        out->battles_won = sqlite3_column_int64(st, 1);
        int64_t games = sqlite3_column_int64(st, 2);
        int64_t battles = sqlite3_column_int64(st, 3);
        out->battles_per_game = games > 0 ? (double)battles / (double)games : 0;
    }
    return finish_query(s, st, rc, status, err, errcap);
}

static void army_row(sqlite3_stmt *st, void *elem)
{
    struct store_army_record *a = elem;
    store_column_text(st, 0, a->army, sizeof a->army);
    a->battles = sqlite3_column_int64(st, 1);
    a->won = sqlite3_column_int64(st, 2);
    a->lost = sqlite3_column_int64(st, 3);
}

static enum store_status read_armies(struct store *s, int64_t profile_id, struct store_stats *out,
                                     char *err, size_t errcap)
{
    return read_rows(s,
                     "SELECT army, battles, won, lost FROM solitaire_army_record "
                     "WHERE profile_id = ?1 ORDER BY army",
                     profile_id, -1, (void **)&out->armies, &out->narmies, sizeof *out->armies,
                     army_row, err, errcap);
}

static void ending_row(sqlite3_stmt *st, void *elem)
{
    struct store_ending *e = elem;
    store_column_text(st, 0, e->outcome, sizeof e->outcome);
    store_column_text(st, 1, e->reason, sizeof e->reason);
    e->games = sqlite3_column_int64(st, 2);
}

static enum store_status read_endings(struct store *s, int64_t profile_id, struct store_stats *out,
                                      char *err, size_t errcap)
{
    return read_rows(s,
                     "SELECT outcome, reason, games FROM solitaire_endings "
                     "WHERE profile_id = ?1 ORDER BY games DESC, outcome, reason",
                     profile_id, -1, (void **)&out->endings, &out->nendings,
                     sizeof *out->endings, ending_row, err, errcap);
}

static void card_row(sqlite3_stmt *st, void *elem)
{
    struct store_card_count *c = elem;
    store_column_text(st, 0, c->card, sizeof c->card);
    c->battles = sqlite3_column_int64(st, 1);
    c->copies = sqlite3_column_int64(st, 2);
}

static enum store_status read_cards(struct store *s, int64_t profile_id, int top,
                                    struct store_stats *out, char *err, size_t errcap)
{
    return read_rows(s,
                     "SELECT card, battles, copies FROM winning_cards WHERE profile_id = ?1 "
                     "ORDER BY battles DESC, copies DESC, card LIMIT ?2",
                     profile_id, top, (void **)&out->cards, &out->ncards, sizeof *out->cards,
                     card_row, err, errcap);
}

static enum store_status read_recent(struct store *s, int64_t profile_id, int count,
                                     struct store_stats *out, char *err, size_t errcap)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "SELECT result FROM games WHERE profile_id = ?1 AND status = 'finished' "
        "ORDER BY finished_at DESC, id DESC LIMIT ?2",
        profile_id, count, &st, err, errcap);
    if (status != STORE_OK)
        return status;
    enum store_result newest_first[STORE_RECENT_MAX];
    size_t n = 0;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW && n < STORE_RECENT_MAX) {
        int r = store_result_parse((const char *)sqlite3_column_text(st, 0));
        newest_first[n++] = r > 0 ? (enum store_result)r : STORE_RESULT_NONE;
    }
    for (size_t i = 0; i < n; i++)
        out->recent[i] = newest_first[n - 1 - i];
    out->nrecent = n;
    return finish_query(s, st, rc, status, err, errcap);
}

/* The profile's games played from a scenario. */
static enum store_status count_scenarios(struct store *s, int64_t profile_id,
                                         struct store_stats *out, char *err, size_t errcap)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s, "SELECT COUNT(*) FROM main.games WHERE profile_id = ?1 AND scenario IS NOT NULL",
        profile_id, -1, &st, err, errcap);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        out->scenario_games = sqlite3_column_int64(st, 0);
    return finish_query(s, st, rc, status, err, errcap);
}

/* Inside the read transaction: the views of migration 002 again, as
 * temporary views of the same names over a temporary view `games` that
 * holds the dealt games only (scenario NULL). Unqualified names look in
 * the temporary schema first, so the queries below read them; the
 * rollback that ends the transaction drops them. Nothing is written to
 * the file (a read-only database works). */
static enum store_status leave_out_scenarios(struct store *s, char *err, size_t errcap)
{
    const char *views = NULL;
    for (int i = 0; store_migrations[i].sql; i++)
        if (store_migrations[i].version == 2)
            views = store_migrations[i].sql;
    if (!views)
        return store_fail(STORE_E_IO, err, errcap, "%s: %s: the views are not built in",
                          s->path, doing);
    static const char head[] =
        "CREATE TEMP VIEW games AS SELECT * FROM main.games WHERE scenario IS NULL;\n";
    size_t n = strlen(views);
    char *sql = malloc(sizeof head + 2 * n + 1);
    if (!sql)
        return out_of_memory(s, err, errcap);
    char *w = sql + sprintf(sql, "%s", head);
    const char *end = strstr(views, "PRAGMA user_version");
    for (const char *p = views; *p && p != end;) {
        if (!strncmp(p, "CREATE VIEW ", 12)) {
            w += sprintf(w, "CREATE TEMP VIEW ");
            p += 12;
        } else {
            *w++ = *p++;
        }
    }
    *w = '\0';
    int rc = sqlite3_exec(s->db, sql, NULL, NULL, NULL);
    free(sql);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, doing, err, errcap);
    return STORE_OK;
}

enum store_status store_stats(struct store *s, int64_t profile_id,
                              const struct store_stats_options *options,
                              struct store_stats *out, char *err, size_t errcap)
{
    memset(out, 0, sizeof *out);
    int recent = options && options->recent > 0 ? options->recent : 20;
    if (recent > STORE_RECENT_MAX)
        recent = STORE_RECENT_MAX;
    int top = options && options->top_cards > 0 ? options->top_cards : 10;

    /* One read transaction: every figure from the same moment. */
    int rc = sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, doing, err, errcap);
    enum store_status st = count_scenarios(s, profile_id, out, err, errcap);
    out->scenarios_included = options && options->include_scenarios;
    if (st == STORE_OK && !out->scenarios_included && out->scenario_games)
        st = leave_out_scenarios(s, err, errcap);
    if (st == STORE_OK)
        st = read_totals(s, profile_id, out, err, errcap);
    if (st == STORE_OK)
        st = read_rows(s,
                       "SELECT variant, games, wins, losses, draws FROM win_rate_by_variant "
                       "WHERE profile_id = ?1 ORDER BY games DESC, variant",
                       profile_id, -1, (void **)&out->by_variant, &out->nvariants,
                       sizeof *out->by_variant, group_row, err, errcap);
    if (st == STORE_OK)
        st = read_rows(s,
                       "SELECT ruleset, games, wins, losses, draws FROM win_rate_by_ruleset "
                       "WHERE profile_id = ?1 ORDER BY games DESC, ruleset",
                       profile_id, -1, (void **)&out->by_ruleset, &out->nrulesets,
                       sizeof *out->by_ruleset, group_row, err, errcap);
    if (st == STORE_OK)
        st = read_rows(s,
                       "SELECT player_count, games, wins, losses, draws "
                       "FROM win_rate_by_player_count "
                       "WHERE profile_id = ?1 ORDER BY player_count",
                       profile_id, -1, (void **)&out->by_player_count, &out->nplayer_counts,
                       sizeof *out->by_player_count, player_count_row, err, errcap);
    if (st == STORE_OK)
        st = read_streaks(s, profile_id, out, err, errcap);
    if (st == STORE_OK)
        st = read_battles(s, profile_id, out, err, errcap);
    if (st == STORE_OK)
        st = read_armies(s, profile_id, out, err, errcap);
    if (st == STORE_OK)
        st = read_endings(s, profile_id, out, err, errcap);
    if (st == STORE_OK)
        st = read_cards(s, profile_id, top, out, err, errcap);
    if (st == STORE_OK)
        st = read_recent(s, profile_id, recent, out, err, errcap);
    store_rollback(s);
    if (st != STORE_OK)
        store_stats_free(out);
    return st;
}

void store_stats_free(struct store_stats *st)
{
    if (!st)
        return;
    free(st->by_variant);
    free(st->by_ruleset);
    free(st->by_player_count);
    free(st->armies);
    free(st->endings);
    free(st->cards);
    st->by_variant = st->by_ruleset = st->by_player_count = NULL;
    st->armies = NULL;
    st->endings = NULL;
    st->cards = NULL;
    st->nvariants = st->nrulesets = st->nplayer_counts = 0;
    st->narmies = st->nendings = st->ncards = 0;
}
