/* store_path.c — where the database lives: the default path rule (a pure
 * function of --db, $CONDOTTIERE_DB, $XDG_DATA_HOME and $HOME), the
 * creation of its folder on first run, and what is at the path before
 * SQLite opens it (nothing, a missing folder, a file in the way of the
 * folders, a folder, a file that is not a database). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store_internal.h"

static int is_set(const char *s)
{
    return s && *s;
}

enum store_status store_default_path(const char *cli_path, const char *env_db,
                                     const char *xdg_data_home, const char *home,
                                     char *out, size_t outcap, struct msg *err)
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
        return store_fail(STORE_E_INVALID | STORE_FAULT_NO_LOCATION, err,
                          "no database location: HOME is not set");
    if (n < 0 || (size_t)n >= outcap)
        return store_fail(STORE_E_INVALID | STORE_FAULT_PATH_LONG, err,
                          "the database path is too long (at most %zu bytes)",
                          outcap ? outcap - 1 : 0);
    return STORE_OK;
}

enum store_status store_make_parent_folders(const char *file, struct msg *err)
{
    char dir[STORE_PATH_MAX + 1];
    int n = snprintf(dir, sizeof dir, "%s", file);
    if (n < 0 || (size_t)n >= sizeof dir)
        return store_fail(STORE_E_INVALID, err, "%s: the path is too long", file);
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
                return store_fail(STORE_E_NOFOLDER | STORE_FAULT_MAKE_FOLDER, err,
                                  "%s: cannot create the folder %s (%s)", file, dir,
                                  strerror(errno));
        } else if (!S_ISDIR(sb.st_mode)) {
            return store_fail(STORE_E_NOFOLDER | STORE_FAULT_NOT_FOLDER, err,
                              "%s: %s is not a folder", file, dir);
        }
        *p = saved;
        if (saved == '\0')
            break;
    }
    return STORE_OK;
}

/* The first folder of file's path that is missing (ENOENT) or is not a
 * folder (ENOTDIR), copied into part; 0 when every folder is there. */
static int folder_problem(const char *file, char *part, size_t cap)
{
    snprintf(part, cap, "%s", file);
    char *slash = strrchr(part, '/');
    if (!slash || slash == part)
        return 0; /* the current folder, or "/" */
    *slash = '\0';
    for (char *p = part + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char saved = *p;
        *p = '\0';
        struct stat sb;
        if (stat(part, &sb) != 0) {
            if (errno == ENOENT)
                return ENOENT;
        } else if (!S_ISDIR(sb.st_mode)) {
            return ENOTDIR;
        }
        *p = saved;
        if (saved == '\0')
            return 0;
    }
}

/* A file with bytes that do not begin as an SQLite database does (text,
 * or a file of /proc whose size reads 0). An empty file may be a database
 * that a first game is creating; a file that cannot be read is left to
 * SQLite, whose message says why. */
static int not_sqlite(const char *path)
{
    static const char magic[16] = "SQLite format 3";
    char head[sizeof magic];
    int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK);
    if (fd < 0)
        return 0;
    ssize_t n = read(fd, head, sizeof head);
    close(fd);
    return n > 0 && ((size_t)n < sizeof head || memcmp(head, magic, sizeof magic) != 0);
}

enum store_status store_check_place(const char *path, enum store_mode mode,
                                    enum store_create create, struct msg *err)
{
    struct stat sb;
    if (stat(path, &sb) == 0) {
        if (S_ISDIR(sb.st_mode))
            return store_fail(STORE_E_NOTADB | STORE_FAULT_IS_FOLDER, err,
                              "%s is a folder, not a database file", path);
        if (not_sqlite(path))
            return store_fail(STORE_E_NOTADB | STORE_FAULT_SQLITE, err,
                              "%s: %s: the file is not a database (%s)", path,
                              MSG_T("cannot open the database"), "file is not a database");
        return STORE_OK;
    }
    if (errno != ENOENT && errno != ENOTDIR)
        return STORE_OK; /* SQLite says what it is (a folder that cannot be searched...) */
    if (mode == STORE_MODE_WRITE && create == STORE_CREATE_FOLDERS)
        return store_make_parent_folders(path, err);

    char part[STORE_PATH_MAX + 1];
    int problem = folder_problem(path, part, sizeof part);
    if (mode == STORE_MODE_WRITE && create == STORE_CREATE_FILE) {
        if (problem == ENOENT)
            return store_fail(STORE_E_NOFOLDER, err,
                              "cannot create the database %s: the folder %s does not exist",
                              path, part);
        if (problem == ENOTDIR)
            return store_fail(STORE_E_NOFOLDER, err,
                              "cannot create the database %s: %s is not a folder", path, part);
        return STORE_OK;
    }
    if (problem == ENOENT)
        return store_fail(STORE_E_MISSING, err,
                          "no database at %s: the folder %s does not exist", path, part);
    if (problem == ENOTDIR)
        return store_fail(STORE_E_MISSING, err, "no database at %s: %s is not a folder",
                          path, part);
    return store_fail(STORE_E_MISSING, err, "no database at %s", path);
}
