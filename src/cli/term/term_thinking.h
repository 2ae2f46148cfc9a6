/* term_thinking.h — "thinking…" on a terminal while a bot or a hint
 * searches: shown only if the work lasts more than 0.3 s and standard
 * output is a terminal, erased when it ends. Transcripts (output to a
 * pipe or a file) never see it. */
#ifndef CONDOTTIERE_TERM_THINKING_H
#define CONDOTTIERE_TERM_THINKING_H

/* Starts the 0.3 s clock (nothing happens when stdout is not a terminal). */
void term_thinking_start(void);
/* Stops it; erases "thinking…" if it was shown. */
void term_thinking_stop(void);

#endif
