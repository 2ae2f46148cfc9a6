/* session.h — what one run of the prompt holds: the game in progress (if
 * any), the output settings, and later the database. Screens for each kind
 * of game keep their own state behind their own struct. */
#ifndef CONDOTTIERE_SESSION_H
#define CONDOTTIERE_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "record/journal.h"
#include "cli/prompt/prompt.h"

struct solo_screen;
struct table_screen;

struct session {
    bool interactive; /* a person at a terminal */
    bool color;       /* screens in colour (term_color_enabled: a terminal
                       * and NO_COLOR unset by default; --color) */
    const char *history_path; /* readline history file, or NULL */
    bool events_kv;   /* --events: print events as key=value lines */
    bool record_lazily; /* a new game is stored at the player's first move
                         * (a points-game campaign at once) */
    struct solo_screen *solo;   /* a solitaire game (in progress or just over) */
    struct table_screen *table; /* a standard game (in progress or just over) */
    struct journal journal;     /* the database: the game being recorded */
};

/* Sets up output and history for a run of the prompt and greets. */
void session_open(struct session *s, bool events_kv);
/* Ends any game (in progress or over) and frees it. */
void session_end_games(struct session *s);
void session_close(struct session *s);
/* The prompt until quit, then session_close(); returns the exit status. */
int session_run(struct session *s);

/* MODE_SOLO or MODE_STANDARD while a game is in progress, else MODE_IDLE. */
unsigned session_mode(const struct session *s);
/* The command a card typed alone stands for in the current game ("play",
 * "special"), or NULL when a card alone means nothing here. */
const char *session_card_verb(const struct session *s, int kind);
/* The command an empty line stands for now ("next", "fight"), or NULL. */
const char *session_empty_line_verb(const struct session *s);
/* Card names to complete where a card alone is a play (cards in hand). */
size_t session_complete_cards(struct session *s, const char **out, size_t cap);
void session_prompt_text(const struct session *s, char *buf, size_t cap);

#endif
