/* restore.h — rebuilding a stored game from its seed and actions: to carry
 * on playing it (resume) or to watch it again (replay). */
#ifndef CONDOTTIERE_RESTORE_H
#define CONDOTTIERE_RESTORE_H

#include <stdbool.h>

#include "store/store.h"

struct session;
struct journal_derived;

enum restore_mode {
    RESTORE_RESUME, /* silently, then the game goes on and is recorded */
    RESTORE_REPLAY, /* showing every event; the game is not continued */
    RESTORE_CHECK,  /* silently, nothing continued: the replay's derived rows
                       are collected where s->journal.collect points */
};

/* Rebuilds `g` in the session. In replay mode with `step`, waits for Enter
 * after each action. Returns 0, or -1 after a message saying why (in check
 * mode, the message is in s->journal.failure, nothing is printed).
 *
 * Resuming mends the game first: its battles, end and scores are compared
 * with the replay's, and what is missing or differs is rewritten from the
 * journal in one transaction before the prompt (a game whose actions end it
 * is then over, and said so). */
int restore_solo(struct session *s, const struct store_game *g, enum restore_mode mode, bool step);
int restore_table(struct session *s, const struct store_game *g, enum restore_mode mode,
                  bool step);

/* A reason the game cannot be rebuilt: printed on stdout, or in check mode
 * kept in s->journal.failure. */
void restore_say(struct session *s, enum restore_mode mode, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* After a resume's replay: compares the stored rows with `d`, rewrites them
 * when they differ (saying so), and returns 1 when the game turns out over
 * (it is then ended in the session), else 0 (a game of a campaign that
 * goes on: 0, the table sets up the next game). */
int restore_mend(struct session *s, const struct store_game *g, struct journal_derived *d);

/* Waits for Enter between replayed actions; false when the viewer typed q or
 * input ended. */
bool restore_wait(void);

#endif
