/* db.c — database location, profile name, opening with messages. */
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
#include "cli/i18n/i18n_message.h"

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
 * database, or whose folder is missing, after the store's message (the
 * whole is one of i18n_message_formats.h, said in the screen's language). */
static void advise(enum store_status st, const char *path, char *err, size_t errcap)
{
    char said[1024], folder[STORE_PATH_MAX + 1];
    snprintf(said, sizeof said, "%s", err);
    snprintf(folder, sizeof folder, "%s", path);
    char *slash = strrchr(folder, '/');
    if (slash && slash != folder)
        *slash = '\0';
    if (st == STORE_E_MISSING)
        snprintf(err, errcap, "%s; check the path given with --db or CONDOTTIERE_DB "
                 "(solo or play starts a new database in a folder that exists)", said);
    else
        snprintf(err, errcap, "%s; correct the path given with --db or CONDOTTIERE_DB, "
                 "or make its folder first (mkdir -p %s)", said, folder);
}

enum store_status db_open_store(enum db_use use, struct store **out, char *err, size_t errcap)
{
    char path[STORE_PATH_MAX + 1];
    *out = NULL;
    enum store_status st = store_default_path(db_flag, getenv("CONDOTTIERE_DB"),
                                              getenv("XDG_DATA_HOME"), getenv("HOME"), path,
                                              sizeof path, err, errcap);
    if (st != STORE_OK)
        return st;
    /* a path the player gave, or the default place (made silently) */
    const char *env = getenv("CONDOTTIERE_DB");
    bool given = (db_flag && *db_flag) || (env && *env);
    struct store_options opt = { use == DB_READ ? STORE_MODE_READ : STORE_MODE_WRITE, 0, 0,
                                 use != DB_PLAY ? STORE_CREATE_NONE
                                 : given        ? STORE_CREATE_FILE
                                                : STORE_CREATE_FOLDERS };
    st = store_open(path, &opt, out, err, errcap);
    if (st == STORE_E_MISSING && !given)
        return STORE_E_NOT_FOUND; /* the default place before the first game: no games yet */
    if ((st == STORE_E_MISSING || st == STORE_E_NOFOLDER) && given)
        advise(st, path, err, errcap);
    return st;
}

enum store_status db_open_quiet(enum db_use use, struct store **out, int64_t *profile_id,
                                char *err, size_t errcap)
{
    enum store_status st = db_open_store(use, out, err, errcap);
    if (st == STORE_OK) {
        st = use != DB_READ
                 ? store_profile_ensure(*out, db_profile_name(), profile_id, err, errcap)
                 : store_profile_find(*out, db_profile_name(), profile_id, err, errcap);
        if (st != STORE_OK) {
            store_close(*out);
            *out = NULL;
        }
    }
    return st;
}

enum store_status db_open(enum db_use use, struct store **out, int64_t *profile_id)
{
    char err[1024];
    enum store_status st = db_open_quiet(use, out, profile_id, err, sizeof err);
    if (st != STORE_OK)
        fprintf(stderr, "condottiere: %s\n", message_l(err));
    return st;
}
