/* record_show.h — text read from the database made safe to show, in place,
 * before a screen renders it: control characters escaped visibly, invalid
 * UTF-8 replaced (term_safe.h). A row planted by hand with the sqlite3 shell
 * can then neither drive the terminal nor break JSON or CSV output. Only
 * for display: a game to replay keeps its texts as stored. */
#ifndef CONDOTTIERE_RECORD_SHOW_H
#define CONDOTTIERE_RECORD_SHOW_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"

void record_show_header(struct store_game_header *h);
void record_show_list(struct store_game_list *list);
void record_show_stats(struct store_stats *st);
void record_show_sim_list(struct store_sim_list *list);

/* A profile name given on the command line or in CONDOTTIERE_PROFILE can be
 * stored: at most STORE_NAME_MAX bytes of valid UTF-8 without control
 * characters. Otherwise false, with the reason in why. */
bool record_profile_name_ok(const char *name, char *why, size_t cap);

#endif
