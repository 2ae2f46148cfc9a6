/* session.h — what one run of the prompt holds: the game in progress (if
 * any) on its screen, the output settings, and the database. The screen of
 * each kind of game keeps its own state behind its own struct, reached
 * through struct screen_ops (screen.h). */
#ifndef CONDOTTIERE_SESSION_H
#define CONDOTTIERE_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/screen.h"
#include "record/journal.h"

struct session {
    bool interactive; /* a person at a terminal */
    bool color;       /* screens in colour (term_color_enabled: a terminal
                       * and NO_COLOR unset by default; --color) */
    const char *history_path; /* readline history file, or NULL */
    bool events_kv;   /* --events: print events as key=value lines */
    bool record_lazily; /* a new game is stored at the player's first move
                         * (a points-game campaign at once) */
    const struct screen_ops *screen; /* the game's screen (in progress or just
                                      * over), NULL: none */
    void *game;                 /* the screen's own state (session_set_screen) */
    struct journal journal;     /* the database: the game being recorded */
};

/* Sets up output and history for a run of the prompt and greets. */
void session_open(struct session *s, bool events_kv);
/* Ends any game (in progress or over) and frees it. */
void session_end_games(struct session *s);
void session_close(struct session *s);
/* The prompt until quit, then session_close(); returns the exit status. */
int session_run(struct session *s);

/* The screen's mode while a game is in progress, else MODE_IDLE. */
unsigned session_mode(const struct session *s);
/* The command a card typed alone stands for in the current game ("play",
 * "special"), or NULL when a card alone means nothing here. */
const char *session_card_verb(const struct session *s, int kind);
/* The command an empty line stands for now ("next", "fight"), or NULL. */
const char *session_empty_line_verb(const struct session *s);
/* Whether a card is part of the game in progress (any card between games). */
bool session_has_card(const struct session *s, int kind);
/* Card names to complete where a card alone is a play (cards in hand). */
size_t session_complete_cards(struct session *s, const char **out, size_t cap);
void session_prompt_text(const struct session *s, char *buf, size_t cap);

#endif
