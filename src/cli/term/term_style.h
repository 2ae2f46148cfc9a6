/* term_style.h — how `history` and `stats` may draw on their output: block
 * characters when it is a terminal in a UTF-8 locale, colour as --color and
 * NO_COLOR allow (term_color.h); plain ASCII otherwise (always when piped,
 * unless --color=always), so piped output is the same everywhere. */
#ifndef CONDOTTIERE_TERM_STYLE_H
#define CONDOTTIERE_TERM_STYLE_H

#include <stdbool.h>
#include <stdio.h>

struct term_style {
    bool unicode; /* block characters (UTF-8) */
    bool color;   /* ANSI colours */
};

/* The style for output written to f, from isatty, LC_ALL / LC_CTYPE / LANG
 * and TERM; colour as term_color_enabled decides (--color, NO_COLOR). */
void term_style_detect(FILE *f, struct term_style *st);

/* True when the locale variables name a UTF-8 character set (the first set
 * of LC_ALL, LC_CTYPE, LANG decides, like setlocale would). */
bool term_locale_is_utf8(void);

#endif
