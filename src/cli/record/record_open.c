/* record_open.c — the read-only open of `history` and `stats`: a missing
 * file or profile is not a fault here (there are simply no games yet), so
 * the store's message is shown only for real faults. */
#include "cli/record/record_open.h"

#include <stdio.h>

#include "cli/record/db.h"

enum record_open_result record_open(struct store **s, int64_t *profile_id)
{
    struct msg message;
    msg_clear(&message);
    *s = NULL;
    enum store_status st = db_open_quiet(DB_READ, s, profile_id, &message);
    if (st == STORE_OK)
        return RECORD_OPEN;
    if (st == STORE_E_NOT_FOUND)
        return RECORD_EMPTY;
    fprintf(stderr, "condottiere: %s\n", db_say(&message));
    return RECORD_FAULT;
}
