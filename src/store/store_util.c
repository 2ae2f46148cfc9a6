/* store_util.c — the store's shared helpers: status names, messages for
 * SQLite failures, transactions, argument checks, the clock, growing arrays,
 * reading a query's rows into one, and the seed's storage. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "store/store_internal.h"

const char *store_status_name(enum store_status st)
{
    switch (st) {
    case STORE_OK: return "ok";
    case STORE_E_INVALID: return "invalid";
    case STORE_E_NOT_FOUND: return "not-found";
    case STORE_E_STATE: return "wrong-state";
    case STORE_E_LOCKED: return "locked";
    case STORE_E_READONLY: return "read-only";
    case STORE_E_NOFOLDER: return "no-folder";
    case STORE_E_NOTADB: return "not-a-database";
    case STORE_E_FOREIGN: return "foreign-database";
    case STORE_E_NEWER: return "newer-version";
    case STORE_E_OLDER: return "older-version";
    case STORE_E_FULL: return "disk-full";
    case STORE_E_CORRUPT: return "corrupt";
    case STORE_E_NOMEM: return "out-of-memory";
    case STORE_E_IO: return "io-error";
    case STORE_E_MISSING: return "no-database";
    }
    return "unknown";
}

enum store_status store_sqlite_fail(const struct store *s, int rc, const char *doing,
                                    struct msg *err)
{
    const char *path = s->path;
    const char *detail = s->db ? sqlite3_errmsg(s->db) : sqlite3_errstr(rc);

    switch (rc & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return store_fail(STORE_E_LOCKED | STORE_FAULT_SQLITE, err,
                          "%s: %s: the database is locked by another process (waited %d ms)",
                          path, doing, s->busy_timeout_ms);
    case SQLITE_READONLY:
    case SQLITE_PERM:
        return store_fail(STORE_E_READONLY | STORE_FAULT_SQLITE, err,
                          "%s: %s: the file or its folder is read-only (%s)", path, doing, detail);
    case SQLITE_FULL:
        return store_fail(STORE_E_FULL | STORE_FAULT_SQLITE, err,
                          "%s: %s: the disk is full (%s)", path, doing, detail);
    case SQLITE_NOTADB:
        return store_fail(STORE_E_NOTADB | STORE_FAULT_SQLITE, err,
                          "%s: %s: the file is not a database (%s)", path, doing, detail);
    case SQLITE_CORRUPT:
        return store_fail(STORE_E_CORRUPT | STORE_FAULT_SQLITE, err,
                          "%s: %s: the database file is damaged (%s)", path, doing, detail);
    case SQLITE_NOMEM:
        return store_fail(STORE_E_NOMEM, err, "%s: %s: out of memory", path, doing);
    case SQLITE_CONSTRAINT:
        return store_fail(STORE_E_INVALID, err, "%s: %s: refused (%s)", path, doing, detail);
    default:
        return store_fail(STORE_E_IO | STORE_FAULT_SQLITE, err, "%s: %s: %s (SQLite error %d)",
                          path, doing, detail, rc);
    }
}

enum store_status store_require_writable(const struct store *s, const char *doing,
                                         struct msg *err)
{
    if (!s->readonly)
        return STORE_OK;
    return store_fail(STORE_E_READONLY | STORE_FAULT_OPENED_READONLY, err,
                      "%s: %s: the database is open read-only", s->path, doing);
}

/* Inside a transaction the caller opened with store_transaction_begin, the
 * store's own transactions become savepoints: their rows join the caller's
 * and are committed with them, or with them not at all. */
enum store_status store_begin(struct store *s, const char *doing, struct msg *err)
{
    if (s->depth > 0) {
        if (sqlite3_get_autocommit(s->db)) /* SQLite rolled the whole of it back */
            return store_fail(STORE_E_IO, err,
                              "%s: %s: the change this was part of was already undone", s->path,
                              doing);
        int rc = sqlite3_exec(s->db, "SAVEPOINT store_part", NULL, NULL, NULL);
        if (rc != SQLITE_OK)
            return store_sqlite_fail(s, rc, doing, err);
        s->depth++;
        return STORE_OK;
    }
    int rc = sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, doing, err);
    return STORE_OK;
}

enum store_status store_commit(struct store *s, const char *doing, struct msg *err)
{
    int rc = sqlite3_exec(s->db, s->depth > 1 ? "RELEASE store_part" : "COMMIT", NULL, NULL,
                          NULL);
    if (rc != SQLITE_OK) {
        enum store_status st = store_sqlite_fail(s, rc, doing, err);
        store_rollback(s);
        return st;
    }
    if (s->depth > 1)
        s->depth--;
    return STORE_OK;
}

enum store_status store_read_begin(struct store *s, const char *doing, struct msg *err)
{
    if (s->depth > 0) /* the caller's transaction already reads one state */
        return STORE_OK;
    int rc = sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL);
    return rc == SQLITE_OK ? STORE_OK : store_sqlite_fail(s, rc, doing, err);
}

void store_read_end(struct store *s)
{
    if (s->depth == 0 && !sqlite3_get_autocommit(s->db))
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
}

void store_rollback(struct store *s)
{
    if (s->depth > 1) {
        if (!sqlite3_get_autocommit(s->db))
            sqlite3_exec(s->db, "ROLLBACK TO store_part; RELEASE store_part", NULL, NULL, NULL);
        s->depth--;
        return;
    }
    if (!sqlite3_get_autocommit(s->db))
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
}

enum store_status store_transaction_begin(struct store *s, struct msg *err)
{
    const char *doing = MSG_T("cannot start recording");
    enum store_status st;
    if (s->depth > 0)
        return store_bug(STORE_E_STATE, err, "%s: %s: a change is already open",
                          s->path, doing);
    if ((st = store_require_writable(s, doing, err)) ||
        (st = store_begin(s, doing, err)))
        return st;
    s->depth = 1;
    return STORE_OK;
}

enum store_status store_transaction_commit(struct store *s, struct msg *err)
{
    const char *doing = MSG_T("cannot save the change");
    if (s->depth != 1) {
        store_transaction_rollback(s);
        return store_bug(STORE_E_STATE, err, "%s: %s: no change is open", s->path,
                          doing);
    }
    if (sqlite3_get_autocommit(s->db)) {
        s->depth = 0;
        return store_fail(STORE_E_IO, err,
                          "%s: %s: SQLite had already undone it after a failure", s->path,
                          doing);
    }
    enum store_status st = store_commit(s, doing, err);
    s->depth = 0;
    return st;
}

void store_transaction_rollback(struct store *s)
{
    s->depth = 0;
    store_rollback(s);
}

enum store_status store_prepare(struct store *s, const char *sql, sqlite3_stmt **st,
                                const char *doing, struct msg *err)
{
    int rc = sqlite3_prepare_v2(s->db, sql, -1, st, NULL);
    if (rc != SQLITE_OK) {
        enum store_status status = store_sqlite_fail(s, rc, doing, err);
        sqlite3_finalize(*st);
        *st = NULL;
        return status;
    }
    return STORE_OK;
}

enum store_status store_check_text(const char *what, const char *text, size_t max,
                                   int optional, int may_be_empty, struct msg *err)
{
    if (!text) {
        if (optional)
            return STORE_OK;
        return store_fail(STORE_E_INVALID, err, "%s is missing", what);
    }
    size_t len = strlen(text);
    if (len == 0 && !may_be_empty)
        return store_fail(STORE_E_INVALID, err, "%s is empty", what);
    if (len > max)
        return store_fail(STORE_E_INVALID, err,
                          "%s is too long (%zu bytes, at most %zu)", what, len, max);
    if (strpbrk(text, "\r\n"))
        return store_fail(STORE_E_INVALID, err, "%s holds a line break", what);
    return STORE_OK;
}

void store_column_text(sqlite3_stmt *st, int col, char *dst, size_t cap)
{
    const unsigned char *t = sqlite3_column_text(st, col);
    snprintf(dst, cap, "%s", t ? (const char *)t : "");
}

int store_column_int_or(sqlite3_stmt *st, int col, int fallback)
{
    if (sqlite3_column_type(st, col) == SQLITE_NULL)
        return fallback;
    return sqlite3_column_int(st, col);
}

void store_now(const struct store *s, char out[STORE_TIME_MAX + 1])
{
    time_t t = s->fixed_time ? (time_t)s->fixed_time : time(NULL);
    struct tm tm;
    if (!gmtime_r(&t, &tm) || strftime(out, STORE_TIME_MAX + 1, "%Y-%m-%d %H:%M:%S", &tm) == 0)
        snprintf(out, STORE_TIME_MAX + 1, "1970-01-01 00:00:00");
}

void store_set_fixed_time(struct store *s, int64_t unix_seconds)
{
    s->fixed_time = unix_seconds;
}

int store_grow(void **arr, size_t *cap, size_t elem_size, size_t need)
{
    if (need <= *cap)
        return 0;
    size_t ncap = *cap ? *cap : 8;
    while (ncap < need)
        ncap *= 2;
    void *p = realloc(*arr, ncap * elem_size);
    if (!p)
        return -1;
    *arr = p;
    *cap = ncap;
    return 0;
}

enum store_status store_read_rows(struct store *s, sqlite3_stmt *st, void **arr, size_t *n,
                                  size_t elem_size, store_row_fn *fill, const char *doing,
                                  struct msg *err)
{
    enum store_status status = STORE_OK;
    size_t cap = 0;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (store_grow(arr, &cap, elem_size, *n + 1) != 0) {
            status = store_fail(STORE_E_NOMEM, err, "%s: %s: out of memory", s->path,
                                doing);
            break;
        }
        fill(st, (char *)*arr + (*n)++ * elem_size);
    }
    if (status == STORE_OK && rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

int64_t store_seed_to_db(uint64_t seed)
{
    int64_t v;
    memcpy(&v, &seed, sizeof v);
    return v;
}

uint64_t store_seed_from_db(int64_t value)
{
    uint64_t u;
    memcpy(&u, &value, sizeof u);
    return u;
}

static const char *const status_names[] = {"in-progress", "finished", "abandoned"};
static const char *const result_names[] = {"", "win", "loss", "draw"};

const char *store_game_status_name(enum store_game_status st)
{
    if ((unsigned)st < sizeof status_names / sizeof *status_names)
        return status_names[st];
    return "?";
}

const char *store_result_name(enum store_result r)
{
    if ((unsigned)r < sizeof result_names / sizeof *result_names)
        return result_names[r];
    return "?";
}

int store_game_status_parse(const char *text)
{
    for (size_t i = 0; text && i < sizeof status_names / sizeof *status_names; i++)
        if (strcmp(text, status_names[i]) == 0)
            return (int)i;
    return -1;
}

int store_result_parse(const char *text)
{
    if (!text || !*text)
        return STORE_RESULT_NONE;
    for (size_t i = 1; i < sizeof result_names / sizeof *result_names; i++)
        if (strcmp(text, result_names[i]) == 0)
            return (int)i;
    return -1;
}
