/* record_import.h — a game record (record/record_file.h) brought into a
 * database: each of its games stored, replayed by its screen and set
 * against what the record says it came to, all in one transaction that is
 * committed only when every game agrees (import), and the same into a
 * scratch database of its own that is deleted afterwards (replay FILE). */
#ifndef CONDOTTIERE_RECORD_IMPORT_H
#define CONDOTTIERE_RECORD_IMPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "record/record_file.h"

struct session;

/* Reads the record in file `path` into r. Returns 0, or -1 with the
 * reason, naming the file (and the line), in why (the screen's language). */
int record_load_file(const char *path, struct record *r, char *why, size_t cap);

/* Stores r's games for the session's profile (s->journal: store and
 * profile open), the games of a campaign in a new campaign, marked
 * imported now when `imported`. Nothing is stored unless every game
 * replays to what the record says. Returns 0 with the ids of the first
 * and last game stored, or -1 with the reason in why. */
int record_import(struct session *s, const struct record *r, bool imported, int64_t *first,
                  int64_t *last, char *why, size_t cap);

/* A scratch database for the session's journal, in a folder of its own
 * under $TMPDIR (or /tmp); record_scratch_close closes and deletes it. */
int record_scratch_open(struct session *s, char *dir, size_t cap, char *why, size_t whycap);
void record_scratch_close(struct session *s, const char *dir);

#endif
