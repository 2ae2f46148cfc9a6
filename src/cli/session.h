/* session.h — what one run of the prompt holds: the game in progress (if
 * any), the output settings, and later the database. Screens for each kind
 * of game keep their own state behind their own struct. */
#ifndef CONDOTTIERE_SESSION_H
#define CONDOTTIERE_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "cli/prompt.h"

struct solo_screen;

struct session {
    bool interactive; /* a person at a terminal */
    bool color;       /* terminal output with colour (NO_COLOR unset) */
    const char *history_path; /* readline history file, or NULL */
    struct solo_screen *solo; /* the solitaire game, when mode is MODE_SOLO */
};

unsigned session_mode(const struct session *s);
/* Whether `word` names a card that the current game would take as a play. */
bool session_takes_card(const struct session *s, const char *word);
/* Card names to complete where a card alone is a play (cards in hand). */
size_t session_complete_cards(struct session *s, const char **out, size_t cap);
void session_prompt_text(const struct session *s, char *buf, size_t cap);

#endif
