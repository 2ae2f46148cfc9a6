/* db.h — the program's way into its database: where it is (--db, then
 * CONDOTTIERE_DB, then $XDG_DATA_HOME/condottiere/condottiere.db), whose
 * profile (--profile, then CONDOTTIERE_PROFILE, then the login name), and
 * opening it with a clear message on failure. */
#ifndef CONDOTTIERE_DB_H
#define CONDOTTIERE_DB_H

#include <stddef.h>
#include <stdint.h>

#include "store/store.h"

/* The --db and --profile options (read by the command line's option
 * parser); the string must live as long as the program. */
void db_set_path(const char *path);
void db_set_profile(const char *name);

/* The profile name in use (--profile, else CONDOTTIERE_PROFILE) can be
 * shown as it is; returns 0, or -1 after a message on stderr (control
 * characters, invalid UTF-8, too long: nothing is stored under it). */
int db_check_profile(void);

/* The profile name in use. */
const char *db_profile_name(void);

/* What a command does with the database. A path the player gave (--db,
 * CONDOTTIERE_DB) is used as it is: no folder is made for it, and where
 * it holds no database the message (STORE_E_MISSING, STORE_E_NOFOLDER)
 * says so and what to do. At the default place the folders are made
 * silently by the first game, and before it the database is simply not
 * there yet: STORE_E_NOT_FOUND. */
enum db_use {
    DB_PLAY,   /* write; the file is created (at the default place, its folders too) */
    DB_UPDATE, /* write an existing database (resume, check --repair) */
    DB_READ,   /* read an existing database, wherever its file can be read */
};

/* Opens the database and finds (or, to write, creates) the profile.
 * On failure prints "condottiere: <what, naming the file, and what to do>"
 * on stderr and returns the status. */
enum store_status db_open(enum db_use use, struct store **out, int64_t *profile_id);

/* The database alone, without a profile (check, replay): the message in
 * err (with the advice for a path given that holds no database). */
enum store_status db_open_store(enum db_use use, struct store **out, struct msg *err);

/* The same as db_open, with the message in err instead of on stderr. */
enum store_status db_open_quiet(enum db_use use, struct store **out, int64_t *profile_id,
                                struct msg *err);

/* Adds to a message of the store what the player can do about it (the
 * file's permissions, another file with --db or CONDOTTIERE_DB...), once. */
void db_advise(struct msg *m);

/* A message of the store, with the advice, in the screen's language (a
 * buffer of the thread's own, good until its next call), or in English
 * into buf (--json). */
const char *db_say(struct msg *m);
const char *db_english(struct msg *m, char *buf, size_t cap);

#endif
