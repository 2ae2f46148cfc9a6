/* restore.h — rebuilding a stored game from its seed and actions: to carry
 * on playing it (resume) or to watch it again (replay). */
#ifndef CONDOTTIERE_RESTORE_H
#define CONDOTTIERE_RESTORE_H

#include <stdbool.h>

#include "store/store.h"

struct session;

enum restore_mode {
    RESTORE_RESUME, /* silently, then the game goes on and is recorded */
    RESTORE_REPLAY, /* showing every event; the game is not continued */
};

/* Rebuilds `g` in the session. In replay mode with `step`, waits for Enter
 * after each action. Returns 0, or -1 after a message saying why. */
int restore_solo(struct session *s, const struct store_game *g, enum restore_mode mode, bool step);
int restore_table(struct session *s, const struct store_game *g, enum restore_mode mode,
                  bool step);

/* Waits for Enter between replayed actions; false when the viewer typed q or
 * input ended. */
bool restore_wait(void);

#endif
