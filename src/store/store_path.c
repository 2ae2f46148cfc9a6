/* store_path.c — where the database lives: the default path rule (a pure
 * function of --db, $CONDOTTIERE_DB, $XDG_DATA_HOME and $HOME) and the
 * creation of its folder on first run. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "store/store_internal.h"

static int is_set(const char *s)
{
    return s && *s;
}

enum store_status store_default_path(const char *cli_path, const char *env_db,
                                     const char *xdg_data_home, const char *home,
                                     char *out, size_t outcap, char *err, size_t errcap)
{
    int n;
    if (is_set(cli_path))
        n = snprintf(out, outcap, "%s", cli_path);
    else if (is_set(env_db))
        n = snprintf(out, outcap, "%s", env_db);
    else if (is_set(xdg_data_home) && xdg_data_home[0] == '/')
        n = snprintf(out, outcap, "%s/condottiere/condottiere.db", xdg_data_home);
    else if (is_set(home))
        n = snprintf(out, outcap, "%s/.local/share/condottiere/condottiere.db", home);
    else
        return store_fail(STORE_E_INVALID, err, errcap,
                          "no database location: HOME is not set; set HOME or "
                          "CONDOTTIERE_DB, or pass --db FILE");
    if (n < 0 || (size_t)n >= outcap)
        return store_fail(STORE_E_INVALID, err, errcap,
                          "the database path is too long (at most %zu bytes); "
                          "pass a shorter one with --db", outcap ? outcap - 1 : 0);
    return STORE_OK;
}

enum store_status store_make_parent_folders(const char *file, char *err, size_t errcap)
{
    char dir[STORE_PATH_MAX + 1];
    int n = snprintf(dir, sizeof dir, "%s", file);
    if (n < 0 || (size_t)n >= sizeof dir)
        return store_fail(STORE_E_INVALID, err, errcap, "%s: the path is too long", file);
    char *slash = strrchr(dir, '/');
    if (!slash)
        return STORE_OK; /* the current folder */
    if (slash == dir)
        return STORE_OK; /* "/" */
    *slash = '\0';

    /* mkdir -p: make each missing component from the top. */
    for (char *p = dir + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char saved = *p;
        *p = '\0';
        struct stat sb;
        if (stat(dir, &sb) != 0) {
            if (errno != ENOENT || (mkdir(dir, 0777) != 0 && errno != EEXIST))
                return store_fail(STORE_E_NOFOLDER, err, errcap,
                                  "%s: cannot create the folder %s (%s); create "
                                  "it yourself or choose another file with --db "
                                  "or CONDOTTIERE_DB",
                                  file, dir, strerror(errno));
        } else if (!S_ISDIR(sb.st_mode)) {
            return store_fail(STORE_E_NOFOLDER, err, errcap,
                              "%s: %s is not a folder; move it away or choose "
                              "another file with --db or CONDOTTIERE_DB",
                              file, dir);
        }
        *p = saved;
        if (saved == '\0')
            break;
    }
    return STORE_OK;
}
