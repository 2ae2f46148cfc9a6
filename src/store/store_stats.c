/* store_stats.c — a profile's statistics, computed as the views of
 * db/002-stats-views.sql compute them: totals and win rates (overall, by
 * variant, by ruleset, by player count) with Wilson intervals, streaks,
 * battles per game, the solitaire record per enemy army and how its games
 * ended, the cards of won battles, and the last results. Every query reads
 * the games it counts from one filter, COUNTED, whose parameters are the
 * profile and whether the games played from a scenario count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"

static const char doing[] = MSG_T("cannot read the statistics");

/* Whose games count: ?1 the profile, ?2 1 when the games played from a
 * scenario count too (else only the dealt ones, scenario NULL); never the
 * practice games. */
#define COUNTED                                                                              \
    "counted AS (SELECT * FROM games WHERE profile_id = ?1 AND practice = 0 "                \
    "            AND (?2 OR scenario IS NULL))"

struct scope {
    int64_t profile_id;
    int scenarios; /* 1: the games played from a scenario count */
};

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

/* Prepares sql, binds ?1 = profile, ?2 = whether scenario games count
 * (when sql has it) and ?3 = extra (when >= 0). */
static enum store_status query(struct store *s, const char *sql, const struct scope *sc,
                               int extra, sqlite3_stmt **st, struct msg *err)
{
    enum store_status status = store_prepare(s, sql, st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(*st, 1, sc->profile_id);
    if (sqlite3_bind_parameter_count(*st) >= 2)
        sqlite3_bind_int(*st, 2, sc->scenarios);
    if (extra >= 0)
        sqlite3_bind_int(*st, 3, extra);
    return STORE_OK;
}

static enum store_status finish_query(struct store *s, sqlite3_stmt *st, int rc,
                                      enum store_status status, struct msg *err)
{
    if (status == STORE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

static enum store_status read_totals(struct store *s, const struct scope *sc, struct store_stats *out,
                                     struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "WITH " COUNTED " "
        "SELECT COUNT(g.id), COALESCE(SUM(g.status = 'finished'), 0), "
        "       COALESCE(SUM(g.status = 'in-progress'), 0), "
        "       COALESCE(SUM(g.status = 'abandoned'), 0), COALESCE(SUM(g.result = 'win'), 0), "
        "       COALESCE(SUM(g.result = 'loss'), 0), COALESCE(SUM(g.result = 'draw'), 0) "
        "FROM profiles p LEFT JOIN counted g ON g.profile_id = p.id WHERE p.id = ?1 "
        "GROUP BY p.id",
        sc, -1, &st, err);
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
        status = store_bug(STORE_E_NOT_FOUND, err, "%s: there is no profile %lld",
                            s->path, (long long)sc->profile_id);
    }
    return finish_query(s, st, rc, status, err);
}

/* Runs sql (as query) into the growing array (*arr, *n), one element a row
 * filled by fill. */
static enum store_status read_rows(struct store *s, const char *sql, const struct scope *sc,
                                   int extra, void **arr, size_t *n, size_t elem_size,
                                   store_row_fn *fill, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(s, sql, sc, extra, &st, err);
    if (status != STORE_OK)
        return status;
    return store_read_rows(s, st, arr, n, elem_size, fill, doing, err);
}

/* A row of (key, games, wins, losses, draws) into a grouped tally. */
/* The finished games counted, grouped by column: column, games, wins,
 * losses, draws. */
#define GROUP_TALLY(column)                                                                  \
    "WITH " COUNTED " SELECT " column ", COUNT(*) AS games, SUM(result = 'win'), "          \
    "SUM(result = 'loss'), SUM(result = 'draw') FROM counted WHERE status = 'finished' "      \
    "GROUP BY " column " "

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

/* Runs of one result in a row (finished games in the order they ended):
 * run_end is the position of the run's last game, 1 for the first game. */
#define STREAK_RUNS                                                                          \
    "WITH " COUNTED ", ordered AS ("                                                           \
    "  SELECT id, result, finished_at,"                                                        \
    "         ROW_NUMBER() OVER (ORDER BY finished_at, id) AS n,"                              \
    "         ROW_NUMBER() OVER (PARTITION BY result ORDER BY finished_at, id) AS k"           \
    "  FROM counted WHERE status = 'finished'), "                                             \
    "runs AS (SELECT result, COUNT(*) AS length, MAX(n) AS run_end FROM ordered"              \
    "         GROUP BY result, n - k) "

static enum store_status read_streaks(struct store *s, const struct scope *sc, struct store_stats *out,
                                      struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        STREAK_RUNS "SELECT result, length FROM runs ORDER BY run_end DESC LIMIT 1",
        sc, -1, &st, err);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        int r = store_result_parse((const char *)sqlite3_column_text(st, 0));
        out->current_streak_result = r > 0 ? (enum store_result)r : STORE_RESULT_NONE;
        out->current_streak = sqlite3_column_int64(st, 1);
    }
    status = finish_query(s, st, rc, status, err);
    if (status != STORE_OK)
        return status;

    status = query(s,
                   STREAK_RUNS "SELECT result, MAX(length) FROM runs GROUP BY result", sc, -1,
                   &st, err);
    if (status != STORE_OK)
        return status;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int r = store_result_parse((const char *)sqlite3_column_text(st, 0));
        if (r == STORE_RESULT_WIN)
            out->best_win_streak = sqlite3_column_int64(st, 1);
        else if (r == STORE_RESULT_LOSS)
            out->best_loss_streak = sqlite3_column_int64(st, 1);
    }
    return finish_query(s, st, rc, status, err);
}

static enum store_status read_battles(struct store *s, const struct scope *sc, struct store_stats *out,
                                      struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "WITH " COUNTED " "
        "SELECT COUNT(b.id), COALESCE(SUM(b.winner_seat = g.profile_seat), 0), "
        "       (SELECT COUNT(*) FROM counted WHERE status = 'finished'), "
        "       COALESCE(SUM(g.status = 'finished'), 0) "
        "FROM counted g JOIN battles b ON b.game_id = g.id",
        sc, -1, &st, err);
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
    return finish_query(s, st, rc, status, err);
}

static void army_row(sqlite3_stmt *st, void *elem)
{
    struct store_army_record *a = elem;
    store_column_text(st, 0, a->army, sizeof a->army);
    a->battles = sqlite3_column_int64(st, 1);
    a->won = sqlite3_column_int64(st, 2);
    a->lost = sqlite3_column_int64(st, 3);
}

static enum store_status read_armies(struct store *s, const struct scope *sc, struct store_stats *out,
                                     struct msg *err)
{
    return read_rows(s,
                     "WITH " COUNTED " "
                     "SELECT b.enemy_army AS army, COUNT(*), "
                     "       COALESCE(SUM(b.winner_seat IS NOT NULL "
                     "                    AND b.winner_seat = g.profile_seat), 0), "
                     "       COUNT(*) - COALESCE(SUM(b.winner_seat IS NOT NULL "
                     "                               AND b.winner_seat = g.profile_seat), 0) "
                     "FROM battles b JOIN counted g ON g.id = b.game_id "
                     "WHERE g.kind = 'solitaire' AND b.enemy_army IS NOT NULL "
                     "GROUP BY b.enemy_army ORDER BY army",
                     sc, -1, (void **)&out->armies, &out->narmies, sizeof *out->armies,
                     army_row, err);
}

static void ending_row(sqlite3_stmt *st, void *elem)
{
    struct store_ending *e = elem;
    store_column_text(st, 0, e->outcome, sizeof e->outcome);
    store_column_text(st, 1, e->reason, sizeof e->reason);
    e->games = sqlite3_column_int64(st, 2);
}

static enum store_status read_endings(struct store *s, const struct scope *sc, struct store_stats *out,
                                      struct msg *err)
{
    return read_rows(s,
                     "WITH " COUNTED ", endings AS ("
                     "  SELECT CASE WHEN status = 'abandoned' THEN 'abandoned' ELSE result END "
                     "         AS outcome, COALESCE(reason, '') AS reason, COUNT(*) AS games "
                     "  FROM counted "
                     "  WHERE kind = 'solitaire' AND status IN ('finished', 'abandoned') "
                     "  GROUP BY outcome, COALESCE(reason, '')) "
                     "SELECT outcome, reason, games FROM endings "
                     "ORDER BY games DESC, outcome, reason",
                     sc, -1, (void **)&out->endings, &out->nendings,
                     sizeof *out->endings, ending_row, err);
}

static void card_row(sqlite3_stmt *st, void *elem)
{
    struct store_card_count *c = elem;
    store_column_text(st, 0, c->card, sizeof c->card);
    c->battles = sqlite3_column_int64(st, 1);
    c->copies = sqlite3_column_int64(st, 2);
}

static enum store_status read_cards(struct store *s, const struct scope *sc, int top,
                                    struct store_stats *out, struct msg *err)
{
    return read_rows(s,
                     "WITH RECURSIVE " COUNTED ", "
                     "split(battle_id, rest, card) AS ("
                     "  SELECT b.id, trim(l.cards) || ' ', NULL "
                     "  FROM battle_lines l JOIN battles b ON b.id = l.battle_id "
                     "  JOIN counted g ON g.id = b.game_id "
                     "  WHERE l.seat IS NOT NULL AND l.seat = b.winner_seat "
                     "    AND l.seat = g.profile_seat "
                     "  UNION ALL "
                     "  SELECT battle_id, ltrim(substr(rest, instr(rest, ' ') + 1)), "
                     "         replace(replace(substr(rest, 1, instr(rest, ' ') - 1), '(', ''), "
                     "                 ')', '') "
                     "  FROM split WHERE rest <> ''), "
                     "cards AS (SELECT card, COUNT(DISTINCT battle_id) AS battles, "
                     "                 COUNT(*) AS copies "
                     "          FROM split WHERE card IS NOT NULL AND card <> '' GROUP BY card) "
                     "SELECT card, battles, copies FROM cards "
                     "ORDER BY battles DESC, copies DESC, card LIMIT ?3",
                     sc, top, (void **)&out->cards, &out->ncards, sizeof *out->cards,
                     card_row, err);
}

static enum store_status read_recent(struct store *s, const struct scope *sc, int count,
                                     struct store_stats *out, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "WITH " COUNTED " SELECT result FROM counted WHERE status = 'finished' "
        "ORDER BY finished_at DESC, id DESC LIMIT ?3",
        sc, count, &st, err);
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
    return finish_query(s, st, rc, status, err);
}

/* The profile's games played from a scenario. */
static enum store_status count_scenarios(struct store *s, const struct scope *sc,
                                         struct store_stats *out, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = query(
        s,
        "SELECT COUNT(*) FROM games WHERE profile_id = ?1 AND scenario IS NOT NULL AND "
        "practice = 0",
        sc, -1,
        &st, err);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        out->scenario_games = sqlite3_column_int64(st, 0);
    return finish_query(s, st, rc, status, err);
}

enum store_status store_stats(struct store *s, int64_t profile_id,
                              const struct store_stats_options *options,
                              struct store_stats *out, struct msg *err)
{
    memset(out, 0, sizeof *out);
    int recent = options && options->recent > 0 ? options->recent : 20;
    if (recent > STORE_RECENT_MAX)
        recent = STORE_RECENT_MAX;
    int top = options && options->top_cards > 0 ? options->top_cards : 10;

    /* One read transaction: every figure from the same moment. */
    int rc = sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, doing, err);
    out->scenarios_included = options && options->include_scenarios;
    const struct scope sc = {profile_id, out->scenarios_included};
    enum store_status st = count_scenarios(s, &sc, out, err);
    if (st == STORE_OK)
        st = read_totals(s, &sc, out, err);
    if (st == STORE_OK)
        st = read_rows(s,
                       GROUP_TALLY("variant") "ORDER BY games DESC, variant",
                       &sc, -1, (void **)&out->by_variant, &out->nvariants,
                       sizeof *out->by_variant, group_row, err);
    if (st == STORE_OK)
        st = read_rows(s,
                       GROUP_TALLY("ruleset") "ORDER BY games DESC, ruleset",
                       &sc, -1, (void **)&out->by_ruleset, &out->nrulesets,
                       sizeof *out->by_ruleset, group_row, err);
    if (st == STORE_OK)
        st = read_rows(s,
                       GROUP_TALLY("player_count") "ORDER BY player_count", &sc, -1, (void **)&out->by_player_count, &out->nplayer_counts,
                       sizeof *out->by_player_count, player_count_row, err);
    if (st == STORE_OK)
        st = read_streaks(s, &sc, out, err);
    if (st == STORE_OK)
        st = read_battles(s, &sc, out, err);
    if (st == STORE_OK)
        st = read_armies(s, &sc, out, err);
    if (st == STORE_OK)
        st = read_endings(s, &sc, out, err);
    if (st == STORE_OK)
        st = read_cards(s, &sc, top, out, err);
    if (st == STORE_OK)
        st = read_recent(s, &sc, recent, out, err);
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
