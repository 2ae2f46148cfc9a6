/* i18n_init.c — start-up of the translations: setlocale, and the catalogues
 * of the build tree when the program runs uninstalled (so `./build.sh play`
 * speaks every language before `make install`), the installed ones else;
 * a locale asked for but not installed is said once (i18n_locale.c). */
#define _XOPEN_SOURCE 700 /* realpath */
#include "cli/i18n/i18n_init.h"

#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/i18n/i18n_locale.h"
#include "i18n.h"

static char build_dir[PATH_MAX];
static bool from_build_tree;

/* True when the program file is in the build tree it was built in (whose
 * real path goes into build, of `cap` bytes). */
static bool running_from_build_tree(const char *argv0, char *build, size_t cap)
{
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n > 0) {
        self[n] = '\0';
    } else if (argv0 && strchr(argv0, '/') && realpath(argv0, self)) {
        /* realpath wrote self */
    } else {
        return false;
    }
    char *slash = strrchr(self, '/');
    if (!slash)
        return false;
    *slash = '\0';
    char real[PATH_MAX];
    if (!realpath(I18N_BUILD_DIR, real) || strcmp(self, real))
        return false;
    snprintf(build, cap, "%s", real);
    return true;
}

void i18n_init(const char *argv0)
{
    from_build_tree = running_from_build_tree(argv0, build_dir, sizeof build_dir);
    const char *dir = from_build_tree ? I18N_BUILD_LOCALEDIR : I18N_LOCALEDIR;
    struct i18n_missing missing = { "", false };
    if (!setlocale(LC_ALL, ""))
        i18n_locale_fallback(dir, &missing);
    /* printf's decimal sign stays '.' everywhere: JSON, CSV and the event
     * stream must be the same in every language. */
    setlocale(LC_NUMERIC, "C");
#if ENABLE_NLS
    bindtextdomain(PACKAGE, dir);
    textdomain(PACKAGE);
#endif
    i18n_locale_notice(&missing);
}

const char *i18n_build_dir(void)
{
    return from_build_tree ? build_dir : NULL;
}
