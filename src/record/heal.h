/* heal.h — a stored game's derived rows (battles with their lines, its end,
 * the scores) set against what a replay of its journal collected: the
 * differences named, and the rows rewritten from the replay. The journal is
 * the truth; it is never changed. Used by resume (which mends a game before
 * the prompt) and by `condottiere check`. */
#ifndef CONDOTTIERE_HEAL_H
#define CONDOTTIERE_HEAL_H

#include <stddef.h>

#include "record/journal.h"
#include "store/store.h"

/* Called once per difference with a short text in English ("battle 7 is
 * missing", as check --json prints it) and the same in the screen's
 * language (shown). */
typedef void (*heal_say)(void *ctx, const char *text, const char *shown);

/* Compares game h's stored rows with d; returns the number of differences,
 * or -1 when the rows cannot be read (err says why). */
int heal_compare(struct store *st, const struct store_game_header *h,
                 const struct journal_derived *d, heal_say say, void *ctx, struct msg *err);

/* Rewrites game h's derived rows from d, in one transaction. */
enum store_status heal_write(struct store *st, const struct store_game_header *h,
                             const struct journal_derived *d, struct msg *err);

#endif
