/* store_sim.c — simulation results (db/003): saving a run with its arms,
 * shards and counters in one transaction, listing the runs, loading one. */
#include <stdlib.h>
#include <string.h>

#include "store/store_internal.h"

/* ---- checks -------------------------------------------------------------- */

static enum store_status check_header(const struct store_sim_header *h, struct msg *err)
{
    enum store_status st;
    if (strcmp(h->kind, "standard") != 0 && strcmp(h->kind, "solitaire") != 0)
        return store_bug(STORE_E_INVALID, err,
                          "a simulation's kind must be \"standard\" or \"solitaire\"");
    if ((st = store_check_text("the variant", h->variant, STORE_NAME_MAX, 0, 0, err)) ||
        (st = store_check_text("the bots", h->bots, STORE_RULESET_MAX, 0, 0, err)) ||
        (st = store_check_text("the program version", h->program, STORE_NAME_MAX, 0, 0, err)))
        return st;
    if (h->players < 1 || h->players > STORE_MAX_SEATS)
        return store_bug(STORE_E_INVALID, err, "the player count must be 1 to %d",
                          STORE_MAX_SEATS);
    if (h->games < 1)
        return store_bug(STORE_E_INVALID, err, "a simulation has at least 1 game");
    if (h->shard_count < 1)
        return store_bug(STORE_E_INVALID, err, "a simulation has at least 1 shard");
    if (h->narms < 1 || h->narms > STORE_SIM_MAX_ARMS)
        return store_bug(STORE_E_INVALID, err, "a simulation compares 1 to %d rulesets",
                          STORE_SIM_MAX_ARMS);
    for (int a = 0; a < h->narms; a++)
        if ((st = store_check_text("a ruleset", h->arms[a].ruleset, STORE_RULESET_MAX, 0, 0, err)) ||
            (st = store_check_text("a policy", h->arms[a].policy, STORE_NAME_MAX, 0, 1, err)))
            return st;
    return STORE_OK;
}

static int has_shard(const struct store_sim *run, int shard)
{
    for (size_t i = 0; i < run->nshards; i++)
        if (run->shards[i].shard == shard)
            return 1;
    return 0;
}

static enum store_status check_run(const struct store_sim *run, struct msg *err)
{
    if (!run)
        return store_bug(STORE_E_INVALID, err, "no simulation given");
    const struct store_sim_header *h = &run->header;
    enum store_status st = check_header(h, err);
    if (st != STORE_OK)
        return st;
    for (size_t i = 0; i < run->nshards; i++) {
        const struct store_sim_shard *sh = &run->shards[i];
        if (sh->shard < 1 || sh->shard > h->shard_count)
            return store_bug(STORE_E_INVALID, err, "shard %d is not one of 1 to %d",
                              sh->shard, h->shard_count);
        for (size_t j = 0; j < i; j++)
            if (run->shards[j].shard == sh->shard)
                return store_bug(STORE_E_INVALID, err, "shard %d is given twice",
                                  sh->shard);
        if (sh->games < 0)
            return store_bug(STORE_E_INVALID, err, "shard %d: negative games",
                              sh->shard);
        if ((st = store_check_text("a shard's source", sh->source, STORE_RULESET_MAX, 0, 1, err)) ||
            (st = store_check_text("a shard's time", sh->created_at, STORE_TIME_MAX, 0, 1, err)))
            return st;
    }
    for (size_t i = 0; i < run->ncounts; i++) {
        const struct store_sim_count *c = &run->counts[i];
        if (!has_shard(run, c->shard))
            return store_bug(STORE_E_INVALID, err, "a counter of shard %d, not given",
                              c->shard);
        if (c->arm < 0 || c->arm >= h->narms)
            return store_bug(STORE_E_INVALID, err, "a counter of arm %d, not given",
                              c->arm);
        if (c->index < 0)
            return store_bug(STORE_E_INVALID, err, "a counter's index is negative");
        if ((st = store_check_text("a counter's name", c->name, STORE_SIM_COUNTER_MAX, 0, 0, err)))
            return st;
    }
    return STORE_OK;
}

/* ---- saving -------------------------------------------------------------- */

static enum store_status step_done(struct store *s, sqlite3_stmt *st, const char *doing,
                                   struct msg *err)
{
    int rc = sqlite3_step(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlite_fail(s, rc, doing, err);
}

static enum store_status insert_run(struct store *s, const struct store_sim_header *h,
                                    const char *now, int64_t *id, const char *doing,
                                    struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "INSERT INTO simulations (kind, variant, players, bots, seed, games, shard_count, "
        "                         program, created_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_text(st, 1, h->kind, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, h->variant, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 3, h->players);
    sqlite3_bind_text(st, 4, h->bots, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 5, store_seed_to_db(h->seed));
    sqlite3_bind_int64(st, 6, h->games);
    sqlite3_bind_int(st, 7, h->shard_count);
    sqlite3_bind_text(st, 8, h->program, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 9, now, -1, SQLITE_STATIC);
    status = step_done(s, st, doing, err);
    if (status == STORE_OK)
        *id = sqlite3_last_insert_rowid(s->db);
    sqlite3_finalize(st);
    return status;
}

static enum store_status insert_arms(struct store *s, int64_t id, const struct store_sim_header *h,
                                     const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "INSERT INTO simulation_arms (simulation_id, arm, ruleset, policy) "
           "VALUES (?1, ?2, ?3, ?4)",
        &st, doing, err);
    for (int a = 0; status == STORE_OK && a < h->narms; a++) {
        sqlite3_reset(st);
        sqlite3_clear_bindings(st);
        sqlite3_bind_int64(st, 1, id);
        sqlite3_bind_int(st, 2, a);
        sqlite3_bind_text(st, 3, h->arms[a].ruleset, -1, SQLITE_STATIC);
        if (h->arms[a].policy[0])
            sqlite3_bind_text(st, 4, h->arms[a].policy, -1, SQLITE_STATIC);
        status = step_done(s, st, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

static enum store_status insert_shards(struct store *s, int64_t id, const struct store_sim *run,
                                       const char *now, const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "INSERT INTO simulation_shards (simulation_id, shard, games, jobs, seconds, source, "
        "                               created_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        &st, doing, err);
    for (size_t i = 0; status == STORE_OK && i < run->nshards; i++) {
        const struct store_sim_shard *sh = &run->shards[i];
        sqlite3_reset(st);
        sqlite3_clear_bindings(st);
        sqlite3_bind_int64(st, 1, id);
        sqlite3_bind_int(st, 2, sh->shard);
        sqlite3_bind_int64(st, 3, sh->games);
        if (sh->jobs > 0)
            sqlite3_bind_int(st, 4, sh->jobs);
        if (sh->seconds >= 0)
            sqlite3_bind_double(st, 5, sh->seconds);
        if (sh->source[0])
            sqlite3_bind_text(st, 6, sh->source, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 7, sh->created_at[0] ? sh->created_at : now, -1, SQLITE_STATIC);
        status = step_done(s, st, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

static enum store_status insert_counts(struct store *s, int64_t id, const struct store_sim *run,
                                       const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s,
        "INSERT INTO simulation_counts (simulation_id, shard, arm, name, idx, value) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        &st, doing, err);
    for (size_t i = 0; status == STORE_OK && i < run->ncounts; i++) {
        const struct store_sim_count *c = &run->counts[i];
        sqlite3_reset(st);
        sqlite3_bind_int64(st, 1, id);
        sqlite3_bind_int(st, 2, c->shard);
        sqlite3_bind_int(st, 3, c->arm);
        sqlite3_bind_text(st, 4, c->name, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 5, c->index);
        sqlite3_bind_int64(st, 6, c->value);
        status = step_done(s, st, doing, err);
    }
    sqlite3_finalize(st);
    return status;
}

enum store_status store_sim_save(struct store *s, const struct store_sim *run, int64_t *id,
                                 struct msg *err)
{
    const char *doing = MSG_T("cannot record the simulation");
    enum store_status st;
    if ((st = check_run(run, err)) ||
        (st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    int64_t new_id = 0;
    if ((st = insert_run(s, &run->header, now, &new_id, doing, err)) == STORE_OK &&
        (st = insert_arms(s, new_id, &run->header, doing, err)) == STORE_OK &&
        (st = insert_shards(s, new_id, run, now, doing, err)) == STORE_OK &&
        (st = insert_counts(s, new_id, run, doing, err)) == STORE_OK)
        st = store_commit(s, doing, err);
    else
        store_rollback(s);
    if (st == STORE_OK && id)
        *id = new_id;
    return st;
}

/* ---- reading ------------------------------------------------------------- */

#define HEADER_COLUMNS                                                                  \
    "s.id, s.kind, s.variant, s.players, s.bots, s.seed, s.games, s.shard_count, "      \
    "s.program, s.created_at, "                                                         \
    "(SELECT COUNT(*) FROM simulation_shards h WHERE h.simulation_id = s.id), "         \
    "(SELECT COALESCE(SUM(games), 0) FROM simulation_shards h WHERE h.simulation_id = s.id) "

/* A row of HEADER_COLUMNS into a struct store_sim_header. */
static void read_header_row(sqlite3_stmt *st, void *elem)
{
    struct store_sim_header *h = elem;
    memset(h, 0, sizeof *h);
    h->id = sqlite3_column_int64(st, 0);
    store_column_text(st, 1, h->kind, sizeof h->kind);
    store_column_text(st, 2, h->variant, sizeof h->variant);
    h->players = sqlite3_column_int(st, 3);
    store_column_text(st, 4, h->bots, sizeof h->bots);
    h->seed = store_seed_from_db(sqlite3_column_int64(st, 5));
    h->games = sqlite3_column_int64(st, 6);
    h->shard_count = sqlite3_column_int(st, 7);
    store_column_text(st, 8, h->program, sizeof h->program);
    store_column_text(st, 9, h->created_at, sizeof h->created_at);
    h->nshards = sqlite3_column_int(st, 10);
    h->games_stored = sqlite3_column_int64(st, 11);
}

static enum store_status load_arms(struct store *s, struct store_sim_header *h, const char *doing,
                                   struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT arm, ruleset, policy FROM simulation_arms WHERE simulation_id = ?1 ORDER BY arm",
        &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, h->id);
    int rc;
    h->narms = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (h->narms == STORE_SIM_MAX_ARMS) {
            status = store_fail(STORE_E_CORRUPT, err,
                                "%s: %s: simulation %lld has more than %d rulesets", s->path,
                                doing, (long long)h->id, STORE_SIM_MAX_ARMS);
            break;
        }
        struct store_sim_arm *a = &h->arms[h->narms++];
        store_column_text(st, 1, a->ruleset, sizeof a->ruleset);
        store_column_text(st, 2, a->policy, sizeof a->policy);
    }
    if (status == STORE_OK && rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

void store_sim_list_free(struct store_sim_list *list)
{
    if (!list)
        return;
    free(list->runs);
    list->runs = NULL;
    list->n = 0;
}

enum store_status store_sim_list(struct store *s, struct store_sim_list *out, struct msg *err)
{
    const char *doing = MSG_T("cannot list the simulations");
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT " HEADER_COLUMNS "FROM simulations s ORDER BY s.id", &st, doing, err);
    if (status != STORE_OK)
        return status;
    status = store_read_rows(s, st, (void **)&out->runs, &out->n, sizeof *out->runs,
                             read_header_row, doing, err);
    for (size_t i = 0; status == STORE_OK && i < out->n; i++)
        status = load_arms(s, &out->runs[i], doing, err);
    if (status != STORE_OK)
        store_sim_list_free(out);
    return status;
}

/* Runs sql (?1 = the run's id) into the growing array (*arr, *n), one
 * element a row filled by fill. */
static enum store_status load_rows(struct store *s, const char *sql, int64_t id, void **arr,
                                   size_t *n, size_t elem_size, store_row_fn *fill,
                                   const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, sql, &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, id);
    return store_read_rows(s, st, arr, n, elem_size, fill, doing, err);
}

static void shard_row(sqlite3_stmt *st, void *elem)
{
    struct store_sim_shard *sh = elem;
    memset(sh, 0, sizeof *sh);
    sh->shard = sqlite3_column_int(st, 0);
    sh->games = sqlite3_column_int64(st, 1);
    sh->jobs = store_column_int_or(st, 2, 0);
    sh->seconds = sqlite3_column_type(st, 3) == SQLITE_NULL ? -1 : sqlite3_column_double(st, 3);
    store_column_text(st, 4, sh->source, sizeof sh->source);
    store_column_text(st, 5, sh->created_at, sizeof sh->created_at);
}

static enum store_status load_shards(struct store *s, struct store_sim *run, const char *doing,
                                     struct msg *err)
{
    return load_rows(s,
                     "SELECT shard, games, jobs, seconds, source, created_at "
                     "FROM simulation_shards WHERE simulation_id = ?1 ORDER BY shard",
                     run->header.id, (void **)&run->shards, &run->nshards, sizeof *run->shards,
                     shard_row, doing, err);
}

static void count_row(sqlite3_stmt *st, void *elem)
{
    struct store_sim_count *c = elem;
    c->shard = sqlite3_column_int(st, 0);
    c->arm = sqlite3_column_int(st, 1);
    store_column_text(st, 2, c->name, sizeof c->name);
    c->index = sqlite3_column_int(st, 3);
    c->value = sqlite3_column_int64(st, 4);
}

static enum store_status load_counts(struct store *s, struct store_sim *run, const char *doing,
                                     struct msg *err)
{
    return load_rows(s,
                     "SELECT shard, arm, name, idx, value FROM simulation_counts "
                     "WHERE simulation_id = ?1 ORDER BY shard, arm, name, idx",
                     run->header.id, (void **)&run->counts, &run->ncounts, sizeof *run->counts,
                     count_row, doing, err);
}

void store_sim_free(struct store_sim *run)
{
    if (!run)
        return;
    free(run->shards);
    free(run->counts);
    run->shards = NULL;
    run->counts = NULL;
    run->nshards = run->ncounts = 0;
}

enum store_status store_sim_load(struct store *s, int64_t id, struct store_sim *out, struct msg *err)
{
    const char *doing = MSG_T("cannot read the simulation");
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(
        s, "SELECT " HEADER_COLUMNS "FROM simulations s WHERE s.id = ?1", &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_int64(st, 1, id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        read_header_row(st, &out->header);
    else if (rc == SQLITE_DONE)
        status = store_fail(STORE_E_NOT_FOUND, err, "%s: there is no simulation %lld",
                            s->path, (long long)id);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    if (status == STORE_OK)
        status = load_arms(s, &out->header, doing, err);
    if (status == STORE_OK)
        status = load_shards(s, out, doing, err);
    if (status == STORE_OK)
        status = load_counts(s, out, doing, err);
    if (status != STORE_OK)
        store_sim_free(out);
    return status;
}
