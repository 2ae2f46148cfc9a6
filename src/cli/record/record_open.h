/* record_open.h — opening the database read-only for `history` and
 * `stats`: a database that does not exist yet, or that has no profile of
 * this name, is "no games yet" (said by the caller, nothing created), any
 * other fault is the store's message on stderr. */
#ifndef CONDOTTIERE_RECORD_OPEN_H
#define CONDOTTIERE_RECORD_OPEN_H

#include <stdint.h>

#include "store/store.h"

enum record_open_result {
    RECORD_OPEN,  /* *s is open (close it with store_close), *profile_id is set */
    RECORD_EMPTY, /* no database file, or no such profile in it: no games */
    RECORD_FAULT, /* the store's message is on stderr */
};

/* Opens the database of --db / CONDOTTIERE_DB / XDG with STORE_MODE_READ
 * and finds the profile in use (db.h). */
enum record_open_result record_open(struct store **s, int64_t *profile_id);

#endif
