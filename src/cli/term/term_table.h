/* term_table.h — a table of text cells that fits the output's width: as
 * columns when it fits (always into a pipe or a file, where the width is
 * not known), its last column wrapped under itself when only that one is
 * too wide, else one block per row ("heading name", then a "heading
 * value" line per other column). Long words (ruleset strings) break after
 * ',', '|', '+', '=' or, failing that, anywhere, so that no line passes
 * the width. */
#ifndef CONDOTTIERE_TERM_TABLE_H
#define CONDOTTIERE_TERM_TABLE_H

#include <stdbool.h>
#include <stdio.h>

struct term_table {
    int ncols;                 /* columns, at most TERM_TABLE_MAX_COLS */
    const char *const *heads;  /* ncols headings */
    const bool *right;         /* right-aligned columns (NULL: none) */
    const int *least;          /* least widths (NULL: none) */
    int indent;                /* spaces before each line */
    int nrows;
    const char *const *cells;  /* nrows * ncols, row after row */
};

#define TERM_TABLE_MAX_COLS 12

/* Prints t to f at the width term_table_width(f) (0: no limit). In the
 * table form a left-aligned last column is not padded. */
void term_table_print(FILE *f, const struct term_table *t);

/* Writes text from column col, broken to lines no wider than width (after
 * a space, ',', '|', '+' or '=' when it can, else anywhere), the lines that
 * follow indented by hang; ends with a newline. width <= 0: one line. */
void term_break(FILE *f, const char *text, int width, int col, int hang);

#endif
