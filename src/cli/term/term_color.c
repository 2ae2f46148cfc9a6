/* term_color.c — the colour decision and the seats' colours (see
 * term_color.h). */
#include "cli/term/term_color.h"
#include "cli/term/term_width.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static enum term_color_mode mode = TERM_COLOR_AUTO;

int term_color_parse(const char *word)
{
    static const struct {
        const char *word;
        enum term_color_mode mode;
    } words[] = {
        { "auto", TERM_COLOR_AUTO },     { "tty", TERM_COLOR_AUTO },
        { "if-tty", TERM_COLOR_AUTO },   { "always", TERM_COLOR_ALWAYS },
        { "yes", TERM_COLOR_ALWAYS },    { "force", TERM_COLOR_ALWAYS },
        { "never", TERM_COLOR_NEVER },   { "no", TERM_COLOR_NEVER },
        { "none", TERM_COLOR_NEVER },
    };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (!strcmp(word, words[i].word))
            return (int)words[i].mode;
    return -1;
}

void term_color_set_mode(enum term_color_mode m)
{
    mode = m;
}

enum term_color_mode term_color_mode(void)
{
    return mode;
}

bool term_color_enabled(FILE *f)
{
    if (mode != TERM_COLOR_AUTO)
        return mode == TERM_COLOR_ALWAYS;
    const char *no_color = getenv("NO_COLOR");
    const char *term = getenv("TERM");
    if (no_color && *no_color)
        return false;
    if (term && !strcmp(term, "dumb"))
        return false;
    int fd = term_fd(f);
    return fd >= 0 && isatty(fd);
}

const char *term_seat_color(int seat)
{
    static const char *const colors[] = { TERM_GREEN, TERM_RED,     TERM_YELLOW,
                                          TERM_BLUE,  TERM_MAGENTA, TERM_CYAN };
    int n = (int)(sizeof colors / sizeof *colors);
    return seat >= 0 ? colors[seat % n] : "";
}

const char *term_sgr(bool on, const char *sgr)
{
    return on ? sgr : "";
}
