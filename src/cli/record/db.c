/* db.c — database location, profile name, opening with messages, and the
 * advice added to what the store says failed (--db or CONDOTTIERE_DB). */
#include "cli/record/db.h"
#include "cli/record/record_show.h"
#include "cli/term/term_safe.h"

#include <pwd.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

static const char *db_flag, *profile_flag;

void db_set_path(const char *path)
{
    db_flag = path;
}

void db_set_profile(const char *name)
{
    profile_flag = name;
}

int db_check_profile(void)
{
    /* never store a name that cannot be shown as it is */
    const char *name = profile_flag ? profile_flag : getenv("CONDOTTIERE_PROFILE");
    char why[160];
    if (name && *name && !record_profile_name_ok(name, why, sizeof why)) {
        char shown[4 * STORE_NAME_MAX + 64]; /* the name made safe to show */
        term_safe(shown, sizeof shown, name);
        if (profile_flag)
            fprintf(stderr, _("condottiere: the profile name '%s' is refused: %s; choose another "
                              "with --profile\n"), shown, why);
        else
            fprintf(stderr, _("condottiere: the profile name in CONDOTTIERE_PROFILE '%s' is "
                              "refused: %s; choose another with --profile\n"), shown, why);
        return -1;
    }
    return 0;
}

const char *db_profile_name(void)
{
    static char name[STORE_NAME_MAX + 1];
    const char *p = profile_flag ? profile_flag : getenv("CONDOTTIERE_PROFILE");
    if (!p || !*p) {
        struct passwd *pw = getpwuid(getuid());
        p = pw && pw->pw_name && *pw->pw_name ? pw->pw_name : getenv("USER");
    }
    snprintf(name, sizeof name, "%s", p && *p ? p : "player");
    return name;
}

/* What the player is told to do about a path they gave that holds no
 * database, or whose folder is missing, after the store's message. */
static void advise_given(enum store_status st, const char *path, struct msg *m)
{
    char folder[STORE_PATH_MAX + 1];
    snprintf(folder, sizeof folder, "%s", path);
    char *slash = strrchr(folder, '/');
    if (slash && slash != folder)
        *slash = '\0';
    if (st == STORE_E_MISSING)
        msg_wrap(m, "%s; check the path given with --db or CONDOTTIERE_DB "
                 "(solo or play starts a new database in a folder that exists)", MSG_CAUSE);
    else
        msg_wrap(m, "%s; correct the path given with --db or CONDOTTIERE_DB, "
                 "or make its folder first (mkdir -p %s)", MSG_CAUSE, folder);
}

/* The advice for what the store says failed (its status and fault). */
static void advise_fault(struct msg *m)
{
    enum store_status st = STORE_CODE_STATUS(m->code);
    switch (STORE_CODE_FAULT(m->code)) {
    case STORE_FAULT_SQLITE:
        if (st == STORE_E_LOCKED)
            msg_wrap(m, "%s; close the other condottiere using this file, or wait, then try again",
                     MSG_CAUSE);
        else if (st == STORE_E_READONLY)
            msg_wrap(m, "%s; make both writable (chmod u+w) or choose another file with --db or "
                     "CONDOTTIERE_DB", MSG_CAUSE);
        else if (st == STORE_E_FULL)
            msg_wrap(m, "%s; nothing recorded before is lost, but this change was not saved: free "
                     "some space and try again", MSG_CAUSE);
        else if (st == STORE_E_NOTADB)
            msg_wrap(m, "%s; move it away, or choose another file with --db or CONDOTTIERE_DB",
                     MSG_CAUSE);
        else if (st == STORE_E_CORRUPT)
            msg_wrap(m, "%s; keep a copy, try `sqlite3 FILE .recover`, or start a new file with "
                     "--db", MSG_CAUSE);
        else if (st == STORE_E_IO)
            msg_wrap(m, "%s; check the disk and the permissions of the file and its folder",
                     MSG_CAUSE);
        return;
    case STORE_FAULT_OPENED_READONLY:
        msg_wrap(m, "%s; make the file and its folder writable, or choose another file with --db "
                 "or CONDOTTIERE_DB", MSG_CAUSE);
        return;
    case STORE_FAULT_CANNOT_RECORD:
        msg_wrap(m, "%s; make it writable (chmod u+w), or choose another file with --db or "
                 "CONDOTTIERE_DB (history and stats can still read it)", MSG_CAUSE);
        return;
    case STORE_FAULT_IS_FOLDER:
        msg_wrap(m, "%s; choose a file name with --db or CONDOTTIERE_DB", MSG_CAUSE);
        return;
    case STORE_FAULT_MAKE_FOLDER:
        msg_wrap(m, "%s; create it yourself or choose another file with --db or CONDOTTIERE_DB",
                 MSG_CAUSE);
        return;
    case STORE_FAULT_NOT_FOLDER:
        msg_wrap(m, "%s; move it away or choose another file with --db or CONDOTTIERE_DB",
                 MSG_CAUSE);
        return;
    case STORE_FAULT_NO_LOCATION:
        msg_wrap(m, "%s; set HOME or CONDOTTIERE_DB, or pass --db FILE", MSG_CAUSE);
        return;
    case STORE_FAULT_PATH_LONG:
        msg_wrap(m, "%s; pass a shorter one with --db", MSG_CAUSE);
        return;
    case STORE_FAULT_NONE:
        break;
    }
    if (st == STORE_E_FOREIGN)
        msg_wrap(m, "%s; choose another file with --db or CONDOTTIERE_DB", MSG_CAUSE);
    else if (st == STORE_E_NEWER)
        msg_wrap(m, "%s; nothing will be written to it: upgrade condottiere (history and stats "
                 "may still read it)", MSG_CAUSE);
    else if (st == STORE_E_OLDER)
        msg_wrap(m, "%s; open it once with write access (start or resume a game) to upgrade it",
                 MSG_CAUSE);
}

void db_advise(struct msg *m)
{
    if (msg_is_set(m) && m->nframes == 1)
        advise_fault(m);
}

const char *db_say(struct msg *m)
{
    db_advise(m);
    return i18n_msg_l(m);
}

const char *db_english(struct msg *m, char *buf, size_t cap)
{
    db_advise(m);
    msg_english(m, buf, cap);
    return buf;
}

enum store_status db_open_store(enum db_use use, struct store **out, struct msg *err)
{
    char path[STORE_PATH_MAX + 1];
    *out = NULL;
    enum store_status st = store_default_path(db_flag, getenv("CONDOTTIERE_DB"),
                                              getenv("XDG_DATA_HOME"), getenv("HOME"), path,
                                              sizeof path, err);
    if (st != STORE_OK)
        return st;
    /* a path the player gave, or the default place (made silently) */
    const char *env = getenv("CONDOTTIERE_DB");
    bool given = (db_flag && *db_flag) || (env && *env);
    struct store_options opt = { use == DB_READ ? STORE_MODE_READ : STORE_MODE_WRITE, 0, 0,
                                 use != DB_PLAY ? STORE_CREATE_NONE
                                 : given        ? STORE_CREATE_FILE
                                                : STORE_CREATE_FOLDERS };
    st = store_open(path, &opt, out, err);
    if (st == STORE_E_MISSING && !given)
        return STORE_E_NOT_FOUND; /* the default place before the first game: no games yet */
    if ((st == STORE_E_MISSING || st == STORE_E_NOFOLDER) && given
        && STORE_CODE_FAULT(err->code) == STORE_FAULT_NONE)
        advise_given(st, path, err);
    return st;
}

enum store_status db_open_quiet(enum db_use use, struct store **out, int64_t *profile_id,
                                struct msg *err)
{
    enum store_status st = db_open_store(use, out, err);
    if (st == STORE_OK) {
        st = use != DB_READ
                 ? store_profile_ensure(*out, db_profile_name(), profile_id, err)
                 : store_profile_find(*out, db_profile_name(), profile_id, err);
        if (st != STORE_OK) {
            store_close(*out);
            *out = NULL;
        }
    }
    return st;
}

enum store_status db_open(enum db_use use, struct store **out, int64_t *profile_id)
{
    struct msg err;
    msg_clear(&err);
    enum store_status st = db_open_quiet(use, out, profile_id, &err);
    if (st != STORE_OK)
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
    return st;
}
