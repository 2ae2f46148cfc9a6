/* record_file.h — a game record: a game written as a text file to keep or
 * to send (doc/record-format.md), and read back. The record holds what
 * rebuilds the game (ruleset, seed, seats and their bots, the scenario's
 * text, every action in the prompt's words) and what it came to (its
 * battles, its end), which `import` checks by replaying it; a game of a
 * points campaign comes with the campaign's games before it. Reading and
 * writing only: the replay is the program's (it plays the game on its
 * screens). */
#ifndef CONDOTTIERE_RECORD_FILE_H
#define CONDOTTIERE_RECORD_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "engine/message.h"
#include "store/store.h"

/* The format's version this program writes; it reads every version up to it. */
#define RECORD_VERSION 1
#define RECORD_PROGRAM_MAX 63

/* One game of a record: its header (kind, variant, ruleset, seed, seats,
 * status, result, reason, winner, scores, created_at, finished_at), its
 * actions and scenario text (game), its battles and marks. */
struct record_game {
    struct store_game game;          /* free with record_free */
    size_t nbattles;
    struct store_battle_row *battles;
    struct store_game_marks marks;   /* imported_at is not part of a record */
};

struct record {
    int version;                           /* of the file read; RECORD_VERSION written */
    char program[RECORD_PROGRAM_MAX + 1];  /* "condottiere 1.2.0" */
    bool campaign;                         /* the games are a points campaign's */
    char campaign_kind[STORE_NAME_MAX + 1];
    char campaign_name[STORE_NAME_MAX + 1];
    int target;                            /* the campaign's points target, 0 none */
    bool campaign_finished;
    size_t ngames;                         /* the record's game is the last one */
    struct record_game *games;
};

void record_free(struct record *r);

/* Adds an empty game at the end of r; NULL when out of memory. */
struct record_game *record_add_game(struct record *r);

/* Writes r in the format's current version. Returns 0, or -1 when the
 * stream failed. */
int record_write(FILE *f, const struct record *r);

/* Reads a record from text (NUL-terminated). Returns 0, or -1 with the
 * reason in err (with its line: msg_line) and r emptied. A file of a
 * newer version of the format is refused as such (RECORD_E_NEWER). */
enum { RECORD_E_FORMAT = 1, RECORD_E_NEWER = 2, RECORD_E_NOT_RECORD = 3, RECORD_E_NOMEM = 4 };
int record_read(const char *text, struct record *r, struct msg *err);

#endif
