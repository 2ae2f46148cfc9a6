/* term_safe.h — stored text (profile names, anything read from the
 * database) made harmless before it reaches the terminal or a machine
 * format. Control characters (C0, DEL, the C1 range) are shown visibly
 * escaped: ESC as \e, the others as \xNN; bytes that are not valid UTF-8
 * become U+FFFD. JSON strings are escaped and CSV fields quoted so that the
 * output stays valid (and free of control bytes) whatever the text holds. */
#ifndef CONDOTTIERE_TERM_SAFE_H
#define CONDOTTIERE_TERM_SAFE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The text as it may be shown, into dst (cut at a character boundary to
 * fit cap - 1 bytes; cap >= 1). Returns dst, for printf("%s", ...). */
const char *term_safe(char *dst, size_t cap, const char *text);

/* The same, written to f (no length limit). */
void term_safe_write(FILE *f, const char *text);

/* A JSON string with its quotes: \" \\ \n ... \u00XX for the control
 * characters (C1 and DEL too), \ufffd for invalid UTF-8. */
void term_json_write(FILE *f, const char *text);

/* A CSV field (RFC 4180): the text made safe as above, in double quotes
 * (doubled inside) when it holds a comma, a quote, or starts or ends with a
 * space. */
void term_csv_write(FILE *f, const char *text);

/* True when the text is valid UTF-8 without any control character: it is
 * shown exactly as it is. */
bool term_text_showable(const char *text);

#endif
