/* store_migrate.c — applies the numbered migrations of db/ that the file
 * lacks, all in one transaction keyed by PRAGMA user_version: either every
 * pending migration is applied or none. */

#include "store/store_internal.h"
#include "store/store_migrations.h"

int store_migrations_check(void)
{
    for (int i = 0; store_migrations[i].sql; i++)
        if (store_migrations[i].version != i + 1)
            return -1;
    return 0;
}

int store_latest_version(void)
{
    int n = 0;
    while (store_migrations[n].sql)
        n++;
    return n;
}

static enum store_status read_version(struct store *s, int *version, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, "PRAGMA user_version", &st,
                                             MSG_T("cannot read the schema version"), err);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *version = sqlite3_column_int(st, 0);
    else
        status = store_sqlite_fail(s, rc, MSG_T("cannot read the schema version"), err);
    sqlite3_finalize(st);
    return status;
}

/* Fails when a migration left a row pointing nowhere. */
static enum store_status check_foreign_keys(struct store *s, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, "PRAGMA foreign_key_check", &st,
                                             MSG_T("cannot check the migrated database"), err);
    if (status != STORE_OK)
        return status;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        status = store_fail(STORE_E_CORRUPT, err,
                            "%s: after upgrading, table %s holds a row whose "
                            "reference to %s is broken; the upgrade was undone",
                            s->path, (const char *)sqlite3_column_text(st, 0),
                            (const char *)sqlite3_column_text(st, 2));
    else if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, MSG_T("cannot check the migrated database"), err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_migrate(struct store *s, int target, struct msg *err)
{
    /* Foreign keys off while tables change (SQLite's advice for schema
     * changes), checked before the commit instead. */
    int rc = sqlite3_exec(s->db, "PRAGMA foreign_keys = OFF", NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(s, rc, MSG_T("cannot prepare the upgrade"), err);

    enum store_status st = store_begin(s, MSG_T("cannot upgrade the database"), err);
    if (st != STORE_OK)
        return st;
    int version = 0;
    /* Read again under the write lock: another process may have migrated. */
    st = read_version(s, &version, err);
    for (int i = 0; st == STORE_OK && store_migrations[i].sql; i++) {
        const struct store_migration *m = &store_migrations[i];
        if (m->version <= version || m->version > target)
            continue;
        rc = sqlite3_exec(s->db, m->sql, NULL, NULL, NULL);
        if (rc != SQLITE_OK) {
            st = store_sqlite_fail(s, rc, MSG_T("cannot upgrade the database"), err);
            break;
        }
        int now = 0;
        st = read_version(s, &now, err);
        if (st == STORE_OK && now != m->version)
            st = store_bug(STORE_E_IO, err,
                            "%s: migration %s did not set the schema version to "
                            "%d: a build fault, please report it",
                            s->path, m->name, m->version);
        if (st == STORE_OK)
            version = now;
    }
    if (st == STORE_OK)
        st = check_foreign_keys(s, err);
    if (st == STORE_OK)
        st = store_commit(s, MSG_T("cannot upgrade the database"), err);
    else
        store_rollback(s);
    if (st == STORE_OK)
        s->version = version;
    return st;
}
