/* restore.h — rebuilding a stored game from its seed and actions: to carry
 * on playing it (resume) or to watch it again (replay). */
#ifndef CONDOTTIERE_RESTORE_H
#define CONDOTTIERE_RESTORE_H

#include <stdbool.h>

#include "cli/prompt/screen.h"
#include "store/store.h"

struct session;
struct journal_derived;

/* Each screen rebuilds its own kind of game (screen_ops.restore,
 * screen_restore): the screen's game, its events shown in replay mode,
 * every action journaled so that check and resume see the derived rows.
 * Resuming mends the game first: its battles, end and scores are compared
 * with the replay's, and what is missing or differs is rewritten from the
 * journal in one transaction before the prompt (a game whose actions end it
 * is then over, and said so). */

/* Check mode keeps its reasons in English (check --json prints them),
 * unless restore_check_local is set (import, which shows them): whether
 * a reason of `mode` is in English. */
extern bool restore_check_local;
bool restore_english(enum restore_mode mode);

/* A reason the game cannot be rebuilt: printed on stdout, or in check mode
 * kept in s->journal.failure. */
void restore_say(struct session *s, enum restore_mode mode, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* After a resume's replay: compares the stored rows with `d`, rewrites them
 * when they differ (saying so), and returns 1 when the game turns out over
 * (it is then ended in the session), else 0 (a game of a campaign that
 * goes on, screen_ops.ends_when_over: 0, the screen sets up the next). */
int restore_mend(struct session *s, const struct store_game *g, struct journal_derived *d);

/* Waits for Enter between replayed actions; false when the viewer typed q or
 * input ended. */
bool restore_wait(void);

#endif
