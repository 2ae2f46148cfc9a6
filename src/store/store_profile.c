/* store_profile.c — profiles: the people whose games and statistics the
 * database keeps, found or created by name. */
#include "store/store_internal.h"

static enum store_status find(struct store *s, const char *name, int64_t *id,
                              struct msg *err)
{
    sqlite3_stmt *st = NULL;
    const char *doing = MSG_T("cannot look up the profile");
    enum store_status status = store_prepare(s, "SELECT id FROM profiles WHERE name = ?1",
                                             &st, doing, err);
    if (status != STORE_OK)
        return status;
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *id = sqlite3_column_int64(st, 0);
    else if (rc == SQLITE_DONE)
        status = store_fail(STORE_E_NOT_FOUND, err,
                            "%s: no profile called \"%s\"", s->path, name);
    else
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

enum store_status store_profile_find(struct store *s, const char *name, int64_t *id,
                                     struct msg *err)
{
    enum store_status st = store_check_text(MSG_T("the profile name"), name, STORE_NAME_MAX, 0, 0, err);
    if (st != STORE_OK)
        return st;
    return find(s, name, id, err);
}

enum store_status store_profile_ensure(struct store *s, const char *name, int64_t *id,
                                       struct msg *err)
{
    enum store_status st = store_check_text(MSG_T("the profile name"), name, STORE_NAME_MAX, 0, 0, err);
    if (st != STORE_OK)
        return st;
    st = find(s, name, id, err);
    if (st != STORE_E_NOT_FOUND)
        return st;
    const char *doing = MSG_T("cannot create the profile");
    st = store_require_writable(s, doing, err);
    if (st == STORE_OK)
        st = store_begin(s, doing, err);
    if (st != STORE_OK)
        return st;
    sqlite3_stmt *ins = NULL;
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    /* Another process may have created it since: keep theirs. */
    st = store_prepare(s, "INSERT INTO profiles (name, created_at) VALUES (?1, ?2) "
                          "ON CONFLICT (name) DO NOTHING",
                       &ins, doing, err);
    if (st == STORE_OK) {
        sqlite3_bind_text(ins, 1, name, -1, SQLITE_STATIC);
        sqlite3_bind_text(ins, 2, now, -1, SQLITE_STATIC);
        int rc = sqlite3_step(ins);
        if (rc != SQLITE_DONE)
            st = store_sqlite_fail(s, rc, doing, err);
        sqlite3_finalize(ins);
    }
    if (st == STORE_OK)
        st = find(s, name, id, err);
    if (st == STORE_OK)
        return store_commit(s, doing, err);
    store_rollback(s);
    return st;
}
