/* db.c — database location, profile name, opening with messages. */
#include "cli/record/db.h"
#include "cli/record/record_show.h"
#include "cli/term/term_safe.h"

#include <pwd.h>
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

enum store_status db_open_store(enum store_mode mode, struct store **out, char *err,
                                size_t errcap)
{
    char path[STORE_PATH_MAX + 1];
    struct store_options opt = { mode, 0, 0 };
    enum store_status st = store_default_path(db_flag, getenv("CONDOTTIERE_DB"),
                                              getenv("XDG_DATA_HOME"), getenv("HOME"), path,
                                              sizeof path, err, errcap);
    *out = NULL;
    if (st == STORE_OK)
        st = store_open(path, &opt, out, err, errcap);
    return st;
}

enum store_status db_open_quiet(enum store_mode mode, struct store **out, int64_t *profile_id,
                                char *err, size_t errcap)
{
    enum store_status st = db_open_store(mode, out, err, errcap);
    if (st == STORE_OK) {
        st = mode == STORE_MODE_WRITE
                 ? store_profile_ensure(*out, db_profile_name(), profile_id, err, errcap)
                 : store_profile_find(*out, db_profile_name(), profile_id, err, errcap);
        if (st != STORE_OK) {
            store_close(*out);
            *out = NULL;
        }
    }
    return st;
}

enum store_status db_open(enum store_mode mode, struct store **out, int64_t *profile_id)
{
    char err[512];
    enum store_status st = db_open_quiet(mode, out, profile_id, err, sizeof err);
    if (st != STORE_OK)
        fprintf(stderr, "condottiere: %s\n", message_l(err));
    return st;
}
