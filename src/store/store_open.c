/* store_open.c — opening the database: the folder and file on first run,
 * the connection's settings (WAL, foreign keys, busy timeout), recognising
 * files that are not ours or too new, and the read-only mode that history,
 * stats, check and replay use, which reads the file wherever it can be read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store/store_internal.h"
#include "store/store_migrations.h"

static enum store_status pragma_int(struct store *s, const char *sql, int *value,
                                    const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    int rc = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL);
    if (rc == SQLITE_OK) {
        rc = sqlite3_step(st);
        if (rc == SQLITE_ROW) {
            *value = sqlite3_column_int(st, 0);
            rc = SQLITE_OK;
        }
    }
    enum store_status status = STORE_OK;
    if (rc != SQLITE_OK)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

/* The header facts that decide whether the file is ours and how old. */
struct file_facts {
    int application_id;
    int version;
    int objects; /* tables, views, indexes... */
};

/* The three facts are read in one read transaction: a first writer may
 * commit the schema between two reads, and facts from before and after its
 * commit would look like a file of another program. On failure *rc is
 * SQLite's code (the message is made before the rollback resets it). */
static enum store_status read_facts(struct store *s, struct file_facts *f, int *rc,
                                    struct msg *err)
{
    const char *doing = MSG_T("cannot read the database");
    *rc = sqlite3_exec(s->db, "BEGIN", NULL, NULL, NULL);
    if (*rc != SQLITE_OK)
        return store_sqlite_fail(s, *rc, doing, err);
    enum store_status st = pragma_int(s, "SELECT COUNT(*) FROM sqlite_master", &f->objects, doing, err);
    if (st == STORE_OK)
        st = pragma_int(s, "PRAGMA application_id", &f->application_id, doing, err);
    if (st == STORE_OK)
        st = pragma_int(s, "PRAGMA user_version", &f->version, doing, err);
    *rc = st == STORE_OK ? SQLITE_OK : sqlite3_extended_errcode(s->db);
    sqlite3_exec(s->db, st == STORE_OK ? "COMMIT" : "ROLLBACK", NULL, NULL, NULL);
    return st;
}

static enum store_status check_ours(const struct store *s, const struct file_facts *f,
                                    struct msg *err)
{
    if (f->application_id == STORE_APPLICATION_ID)
        return STORE_OK;
    if (f->application_id == 0 && f->version == 0 && f->objects == 0)
        return STORE_OK; /* a new, empty file */
    return store_fail(STORE_E_FOREIGN, err,
                      "%s is an SQLite database of another program, not a "
                      "condottiere database",
                      s->path);
}

static void set_busy_timeout(struct store *s)
{
    sqlite3_extended_result_codes(s->db, 1);
    sqlite3_busy_timeout(s->db, s->busy_timeout_ms);
}

static enum store_status readonly_file(const struct store *s, const char *what,
                                       struct msg *err)
{
    return store_fail(STORE_E_READONLY | STORE_FAULT_CANNOT_RECORD, err,
                      "%s: %s is read-only, games cannot be recorded", s->path, what);
}

/* The folder holding the file ("." when none). */
static void folder_of(const char *path, char *dir, size_t cap)
{
    snprintf(dir, cap, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash)
        snprintf(dir, cap, ".");
    else if (slash == dir)
        dir[1] = '\0';
    else
        *slash = '\0';
}

static enum store_status open_write(struct store *s, const struct store_options *o,
                                    struct msg *err)
{
    enum store_status st = store_check_place(s->path, STORE_MODE_WRITE, o->create, err);
    if (st != STORE_OK)
        return st;

    /* SQLite needs to write the file and to create its -wal and -shm files
     * beside it: say so plainly before it fails in a less clear way. */
    char dir[STORE_PATH_MAX + 1];
    folder_of(s->path, dir, sizeof dir);
    if (access(s->path, F_OK) == 0 && access(s->path, W_OK) != 0)
        return readonly_file(s, MSG_T("the file"), err);
    if (access(dir, W_OK) != 0)
        return readonly_file(s, MSG_T("its folder"), err);

    int rc = sqlite3_open_v2(s->path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, MSG_T("cannot open the database"), err);
    set_busy_timeout(s);
    if (sqlite3_db_readonly(s->db, "main") == 1)
        return readonly_file(s, MSG_T("the file"), err);

    struct file_facts f;
    st = read_facts(s, &f, &rc, err);
    if (st != STORE_OK)
        return st;
    st = check_ours(s, &f, err);
    if (st != STORE_OK)
        return st;
    s->version = f.version;
    int latest = store_latest_version();
    if (f.version > latest)
        return store_fail(STORE_E_NEWER, err,
                          "%s was written by a newer version of condottiere "
                          "(schema %d; this program knows up to %d)",
                          s->path, f.version, latest);

    sqlite3_stmt *mode = NULL;
    st = store_prepare(s, "PRAGMA journal_mode = WAL", &mode, MSG_T("cannot switch to WAL"), err);
    if (st != STORE_OK)
        return st;
    rc = sqlite3_step(mode);
    if (rc != SQLITE_ROW) {
        st = store_sqlite_fail(s, rc, MSG_T("cannot switch the database to WAL"), err);
    } else {
        const unsigned char *m = sqlite3_column_text(mode, 0);
        if (!m || strcmp((const char *)m, "wal") != 0)
            st = store_fail(STORE_E_IO, err,
                            "%s: cannot switch the database to WAL (journal mode "
                            "stays %s); check that the file is on a local disk",
                            s->path, m ? (const char *)m : "unknown");
    }
    sqlite3_finalize(mode);
    if (st != STORE_OK)
        return st;

    int target = o->max_version > 0 && o->max_version < latest ? o->max_version : latest;
    if (s->version < target) {
        st = store_migrate(s, target, err);
        if (st != STORE_OK)
            return st;
    }
    rc = sqlite3_exec(s->db, "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, MSG_T("cannot turn foreign keys on"), err);
    return STORE_OK;
}

/* "file:" URI of a path, with the characters URIs reserve escaped. */
static int path_uri(const char *path, const char *query, char *out, size_t cap)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t n = 0;
    for (const char *p = "file:"; *p; p++)
        out[n++] = *p;
    for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
        if (n + 4 >= cap)
            return -1;
        if (*p == '?' || *p == '#' || *p == '%' || *p <= ' ' || *p >= 0x7f) {
            out[n++] = '%';
            out[n++] = hex[*p >> 4];
            out[n++] = hex[*p & 15];
        } else {
            out[n++] = (char)*p;
        }
    }
    int m = snprintf(out + n, cap - n, "%s", query);
    return m < 0 || (size_t)m >= cap - n ? -1 : 0;
}

/* Failures of a read-only open that the immutable fallback can cure. */
static int cannot_open_readonly(int rc)
{
    int primary = rc & 0xff;
    return primary == SQLITE_CANTOPEN || primary == SQLITE_READONLY;
}

/* The file read as immutable: no -shm, no lock, the -wal not read. */
static enum store_status open_immutable(struct store *s, struct file_facts *f, struct msg *err)
{
    char uri[3 * STORE_PATH_MAX + 32];
    int rc;
    sqlite3_close(s->db);
    s->db = NULL;
    if (path_uri(s->path, "?mode=ro&immutable=1", uri, sizeof uri) != 0)
        return store_fail(STORE_E_INVALID, err, "%s: the path is too long", s->path);
    rc = sqlite3_open_v2(uri, &s->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, MSG_T("cannot open the database"), err);
    set_busy_timeout(s);
    return read_facts(s, f, &rc, err);
}

static enum store_status open_read(struct store *s, struct msg *err)
{
    enum store_status st = store_check_place(s->path, STORE_MODE_READ, STORE_CREATE_NONE, err);
    if (st != STORE_OK)
        return st;
    s->readonly = 1;
    struct file_facts f;
    int rc = sqlite3_open_v2(s->path, &s->db, SQLITE_OPEN_READONLY, NULL);
    if (rc == SQLITE_OK) {
        set_busy_timeout(s);
        st = read_facts(s, &f, &rc, err);
    } else {
        st = store_sqlite_fail(s, rc, MSG_T("cannot open the database"), err);
    }
    /* A WAL database in a read-only folder: SQLite cannot create its -shm
     * file there, so nobody can be writing the file: read it as immutable
     * (a -wal file left there by a crash is not read). */
    if (st != STORE_OK && cannot_open_readonly(rc))
        st = open_immutable(s, &f, err);
    if (st != STORE_OK)
        return st;
    st = check_ours(s, &f, err);
    if (st != STORE_OK)
        return st;
    s->version = f.version;
    if (f.version == 0 && f.objects == 0) /* being created by a first game, in one transaction */
        return store_fail(STORE_E_NOT_FOUND, err,
                          "%s: no games there yet (the database is being created)", s->path);
    if (f.version < store_latest_version())
        return store_fail(STORE_E_OLDER, err,
                          "%s: the database has schema version %d, older than "
                          "this program's %d, and it is opened read-only",
                          s->path, f.version, store_latest_version());
    return STORE_OK;
}

enum store_status store_open(const char *path, const struct store_options *options,
                             struct store **out, struct msg *err)
{
    *out = NULL;
    struct store_options o = {STORE_MODE_WRITE, 0, 0, STORE_CREATE_FOLDERS};
    if (options)
        o = *options;
    if (o.busy_timeout_ms <= 0)
        o.busy_timeout_ms = STORE_DEFAULT_BUSY_TIMEOUT_MS;
    if (!path || !*path)
        return store_fail(STORE_E_INVALID, err, "no database path given");
    if (strlen(path) > STORE_PATH_MAX)
        return store_fail(STORE_E_INVALID, err,
                          "the database path is too long (at most %d bytes)", STORE_PATH_MAX);
    if (store_migrations_check() != 0)
        return store_bug(STORE_E_IO, err,
                          "the migrations built into this program are not "
                          "numbered 1, 2, 3...: a build fault, please report it");

    struct store *s = calloc(1, sizeof *s);
    if (!s)
        return store_fail(STORE_E_NOMEM, err, "%s: out of memory", path);
    snprintf(s->path, sizeof s->path, "%s", path);
    s->busy_timeout_ms = o.busy_timeout_ms;

    enum store_status st = o.mode == STORE_MODE_READ ? open_read(s, err)
                                                     : open_write(s, &o, err);
    if (st != STORE_OK) {
        store_close(s);
        return st;
    }
    *out = s;
    return STORE_OK;
}

void store_close(struct store *s)
{
    if (!s)
        return;
    sqlite3_close(s->db);
    free(s);
}

const char *store_path(const struct store *s)
{
    return s->path;
}

int store_is_readonly(const struct store *s)
{
    return s->readonly;
}

int store_schema_version(const struct store *s)
{
    return s->version;
}
