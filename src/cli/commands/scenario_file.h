/* scenario_file.h — a scenario file as the commands take it (play, solo
 * and simulate --scenario): read whole, its errors reported as
 * "condottiere: FILE:LINE: what is wrong", its `seed` line found. */
#ifndef CONDOTTIERE_SCENARIO_FILE_H
#define CONDOTTIERE_SCENARIO_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/message.h"

#define SCENARIO_FILE_MAX 65535 /* bytes: a scenario is a few lines; kept with its game */

/* The file's text (malloc'd), or NULL with the reason in err (a missing
 * file, not text, too long). */
char *scenario_file_read(const char *path, struct msg *err);

/* Prints a parser's message "line N: what" (msg_fail_at) as
 * "condottiere: FILE:N: what" (else "condottiere: FILE: what") on stderr,
 * in the screen's language. */
void scenario_file_error(const char *path, const struct msg *m);

/* The standard game's `human SEAT` key (doc/scenario.md), read by the
 * prompt only: each `human` line is made a comment in `text` (so the
 * engine's parser skips it and the lines keep their numbers), and *seat
 * is the last one's seat, or stays as it was without one. Returns 0, or
 * -1 with the message of the line in err. */
int scenario_file_take_human(char *text, int *seat, struct msg *err);

/* The seed of the text's last `seed N` line (the standard game's key):
 * true and *seed, or false when it has none. */
bool scenario_file_seed(const char *text, uint64_t *seed);

#endif
