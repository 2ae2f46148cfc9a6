/* record_open.c — the read-only open of `history` and `stats`: a missing
 * file or profile is not a fault here (there are simply no games yet), so
 * the store's message is shown only for real faults. */
#include "cli/record/record_open.h"

#include <stdio.h>

#include "cli/record/db.h"
#include "cli/i18n/i18n_message.h"

enum record_open_result record_open(struct store **s, int64_t *profile_id)
{
    char message[1024];
    *s = NULL;
    enum store_status st = db_open_quiet(DB_READ, s, profile_id, message, sizeof message);
    if (st == STORE_OK)
        return RECORD_OPEN;
    if (st == STORE_E_NOT_FOUND)
        return RECORD_EMPTY;
    fprintf(stderr, "condottiere: %s\n", message_l(message));
    return RECORD_FAULT;
}
