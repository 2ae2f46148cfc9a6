/* term_style.c — choosing plain ASCII, UTF-8 blocks and colour for the
 * output of `history` and `stats` (see term_style.h). */
#include "cli/term/term_style.h"
#include "cli/term/term_width.h"

#include "cli/term/term_color.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

static const char *locale_name(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_CTYPE", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return v;
    }
    return "";
}

bool term_locale_is_utf8(void)
{
    const char *dot = strchr(locale_name(), '.');
    if (!dot)
        return false;
    dot++;
    size_t n = strcspn(dot, "@");
    return (n == 5 && !strncasecmp(dot, "utf-8", 5)) || (n == 4 && !strncasecmp(dot, "utf8", 4));
}

void term_style_detect(FILE *f, struct term_style *st)
{
    const char *term = getenv("TERM");
    bool tty = isatty(term_fd(f)) && !(term && !strcmp(term, "dumb"));
    st->unicode = tty && term_locale_is_utf8();
    st->color = term_color_enabled(f);
}
