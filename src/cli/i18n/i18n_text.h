/* i18n_text.h — laying out translated texts in columns: a translation is
 * longer or shorter than the English, and counts its letters, not bytes. */
#ifndef CONDOTTIERE_I18N_TEXT_H
#define CONDOTTIERE_I18N_TEXT_H

#include <stdio.h>

/* Columns text takes on a terminal: one per character of UTF-8 (every
 * letter of the five languages is one column; precomposed accents). */
int text_width(const char *text);

/* text, then spaces up to width columns (none when it is wider). */
void fput_left(FILE *f, const char *text, int width);
/* Spaces, then text, ending at width columns. */
void fput_right(FILE *f, const char *text, int width);

/* The larger of width and text's width. */
int width_at_least(int width, const char *text);

#endif
