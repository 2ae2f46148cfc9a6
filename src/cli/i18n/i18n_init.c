/* i18n_init.c — start-up of the translations: setlocale, and the catalogues
 * of the build tree when the program runs uninstalled (so `./build.sh play`
 * speaks every language before `make install`), the installed ones else. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "cli/i18n/i18n_init.h"

#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"

#if ENABLE_NLS
/* True when the program file is in the build tree it was built in. */
static int running_from_build_tree(const char *argv0)
{
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n > 0) {
        self[n] = '\0';
    } else if (argv0 && strchr(argv0, '/') && realpath(argv0, self)) {
        /* realpath wrote self */
    } else {
        return 0;
    }
    char *slash = strrchr(self, '/');
    if (!slash)
        return 0;
    *slash = '\0';
    char build[PATH_MAX];
    if (!realpath(I18N_BUILD_DIR, build))
        return 0;
    return strcmp(self, build) == 0;
}
#endif

void i18n_init(const char *argv0)
{
    setlocale(LC_ALL, "");
    /* printf's decimal sign stays '.' everywhere: JSON, CSV and the event
     * stream must be the same in every language. */
    setlocale(LC_NUMERIC, "C");
#if ENABLE_NLS
    const char *dir = running_from_build_tree(argv0) ? I18N_BUILD_LOCALEDIR : I18N_LOCALEDIR;
    bindtextdomain(PACKAGE, dir);
    textdomain(PACKAGE);
#else
    (void)argv0;
#endif
}
