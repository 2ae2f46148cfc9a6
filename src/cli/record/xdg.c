/* xdg.c — per-user file locations (state: readline history). */
#include "cli/record/xdg.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* mkdir -p for the folder part of `path`. */
static int make_parents(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        int rc = mkdir(path, 0700);
        *p = '/';
        if (rc && errno != EEXIST)
            return -1;
    }
    return 0;
}

int xdg_state_file(const char *name, char *buf, size_t cap)
{
    const char *base = getenv("XDG_STATE_HOME");
    const char *home = getenv("HOME");
    int n;
    if (base && *base == '/')
        n = snprintf(buf, cap, "%s/condottiere/%s", base, name);
    else if (home && *home)
        n = snprintf(buf, cap, "%s/.local/state/condottiere/%s", home, name);
    else
        return -1;
    if (n < 0 || (size_t)n >= cap)
        return -1;
    return make_parents(buf);
}
