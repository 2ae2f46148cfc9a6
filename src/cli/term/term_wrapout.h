/* term_wrapout.h — the game screens' standard output wrapped to the width:
 * while a session runs on a terminal (or with COLUMNS set), stdout is a
 * stream that writes through to the real one, breaking a line that would
 * pass the width at its last space (the rest indented under the line's own
 * indent, two more), so that every screen stays readable at 40 columns
 * without each screen measuring itself. A line that fits is written as it
 * is; colour sequences count no width; into a pipe nothing changes. */
#ifndef CONDOTTIERE_TERM_WRAPOUT_H
#define CONDOTTIERE_TERM_WRAPOUT_H

#include <stdbool.h>
#include <stdio.h>

/* Replaces stdout by the wrapping stream when the width is known; does
 * nothing otherwise (or when already done). */
void term_wrapout_begin(void);
/* The same for a help text (`rules`), which fits the width into a pipe
 * too: COLUMNS, else the terminal's, else 80. True when it replaced stdout
 * now (then the caller ends it); false when already wrapped, or failed. */
bool term_wrapout_begin_text(void);
/* Flushes it and gives stdout back. */
void term_wrapout_end(void);
/* The terminal's cursor went to a new line without us (the echo of a line
 * typed): the next output starts at column 0. */
void term_wrapout_newline(void);
/* The real standard output (readline writes there): stdout when not
 * wrapped. */
FILE *term_wrapout_real(void);

#endif
