/* scenario_file.h — a scenario file as the commands take it (play, solo
 * and simulate --scenario): read whole, its errors reported as
 * "condottiere: FILE:LINE: what is wrong", its `seed` line found. */
#ifndef CONDOTTIERE_SCENARIO_FILE_H
#define CONDOTTIERE_SCENARIO_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SCENARIO_FILE_MAX 65535 /* bytes: a scenario is a few lines; kept with its game */

/* The file's text (malloc'd), or NULL with the reason in err (a missing
 * file, not text, too long). */
char *scenario_file_read(const char *path, char *err, size_t errcap);

/* Prints a parser's message "line N: what" as "condottiere: FILE:N: what"
 * (else "condottiere: FILE: what") on stderr. */
void scenario_file_error(const char *path, const char *msg);

/* The standard game's `human SEAT` key (doc/scenario.md), read by the
 * prompt only: each `human` line is made a comment in `text` (so the
 * engine's parser skips it and the lines keep their numbers), and *seat
 * is the last one's seat, or stays as it was without one. Returns 0, or
 * -1 with "line N: what is wrong" in err. */
int scenario_file_take_human(char *text, int *seat, char *err, size_t errcap);

/* The seed of the text's last `seed N` line (the standard game's key):
 * true and *seed, or false when it has none. */
bool scenario_file_seed(const char *text, uint64_t *seed);

#endif
