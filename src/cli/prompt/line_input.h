/* line_input.h — reading command lines: GNU readline with history and tab
 * completion on a terminal, plain line reading otherwise (and when built
 * without readline), so that piped transcripts are deterministic. */
#ifndef CONDOTTIERE_LINE_INPUT_H
#define CONDOTTIERE_LINE_INPUT_H

#include <stdbool.h>
#include <stddef.h>

/* Fills `out` with up to `cap` candidate words for completing the word that
 * starts at `start` in `line` (the words before it are context); returns how
 * many. Candidates must stay valid until the next call. */
typedef size_t (*completion_fn)(const char *line, size_t start, const char **out, size_t cap);

/* Starts line input. `interactive` (stdin is a terminal and readline is
 * available) turns on editing, history (kept in `history_path` if not NULL)
 * and completion through `complete`, and Ctrl-C clears the line being
 * typed instead of ending the program. */
void line_input_open(bool interactive, const char *history_path, completion_fn complete);
/* From now on Ctrl-C (SIGINT) only sets the flag line_input_interrupted
 * reads, instead of ending the program: for a session on a terminal, from
 * its start (the bots may think before the first prompt). */
void line_input_catch_interrupt(void);
void line_input_close(void);

/* Reads one line after showing `prompt`, without the newline. Returns a
 * malloc'd string, or NULL at end of input. When not interactive, the line
 * read is echoed after the prompt so that transcripts read like sessions. */
char *line_input_read(const char *prompt);

/* Reads an answer to a question (not kept in the history). */
char *line_input_ask(const char *question);

bool line_input_interactive(void);
/* Whether Ctrl-C was pressed since the last line was read. */
bool line_input_interrupted(void);

#endif
