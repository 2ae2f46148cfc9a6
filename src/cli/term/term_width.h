/* term_width.h — how wide the output is, and text wrapped at word
 * boundaries to fit it. The width is COLUMNS when set to a number, else the
 * terminal's (ioctl TIOCGWINSZ), else 80 (not a terminal). Widths count
 * characters (UTF-8 sequences count one), not bytes. */
#ifndef CONDOTTIERE_TERM_WIDTH_H
#define CONDOTTIERE_TERM_WIDTH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define TERM_WIDTH_DEFAULT 80
#define TERM_WIDTH_MIN 20 /* narrower than this, wrapping helps nobody */

/* The width of the output f: COLUMNS, the terminal's, or 80; never below
 * TERM_WIDTH_MIN. */
int term_width(FILE *f);

/* True when the width of f is known (COLUMNS set, or f is a terminal):
 * tables meant for scripts keep their full width otherwise. */
bool term_width_known(FILE *f);

/* The width for tables on f: term_width(f) when known, 0 (no limit) when
 * f is a pipe or a file and COLUMNS is unset. */
int term_table_width(FILE *f);

/* The file descriptor behind f: fileno(f), or the real stream's when f
 * is stdout wrapped to the width (term_wrapout.h), a stream with none. */
int term_fd(FILE *f);
/* Set by term_wrapout: `wrapped` writes through to `real` (NULL: none). */
void term_width_set_wrapped(FILE *wrapped, FILE *real);

/* Characters in the UTF-8 text s (its first n bytes). */
size_t term_text_width(const char *s, size_t n);
/* The bytes of s's first characters that fit in cols columns (all of s
 * when it fits), never cutting a UTF-8 sequence: for a line redrawn in
 * place, which must not wrap. */
size_t term_text_fit(const char *s, int cols);

/* Writes text to f wrapped at word boundaries so that no line is wider than
 * width, and ends it with a newline. col is the column the cursor is at
 * (what is already printed on the line); the lines that follow start with
 * hang spaces. A newline in text starts a new line (same hang); a word wider
 * than the room left goes alone on its line, whole; runs of spaces print as
 * one. width <= 0: no limit. */
void term_wrap(FILE *f, const char *text, int width, int col, int hang);

#endif
