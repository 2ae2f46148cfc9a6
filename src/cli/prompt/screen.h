/* screen.h — one interface for the kinds of game the prompt plays: the
 * solitaire (cli/solo) and the standard game at the table (cli/table) each
 * fill a struct screen_ops, and the session holds one screen, the game in
 * progress or just over. The prompt, the commands and the record speak to
 * the screen through these operations only; what a kind of game is made
 * of stays behind them. */
#ifndef CONDOTTIERE_SCREEN_H
#define CONDOTTIERE_SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/ruleset.h"
#include "store/store.h"

struct session;
struct store_game;
struct undo_mark;

enum restore_mode {
    RESTORE_RESUME, /* silently, then the game goes on and is recorded */
    RESTORE_REPLAY, /* showing every event; the game is not continued */
    RESTORE_QUIET,  /* silently, then the game goes on and is recorded; the
                       caller says what it is (undo, a practice game) */
    RESTORE_CHECK,  /* silently, nothing continued: the replay's derived rows
                       are collected where s->journal.collect points */
};

struct screen_ops {
    const char *prompt; /* the prompt's word while a game is in progress: "solo" */
    unsigned mode;      /* the commands offered then (enum prompt_mode) */
    /* The game is over; the screen stays, for status, until the next one. */
    bool (*over)(const struct session *s);
    /* Started lazily and not a move made: the game is not kept. */
    bool (*unrecorded)(const struct session *s);
    /* Frees the screen's game (session_end_games calls it). */
    void (*end)(struct session *s);
    /* status: the game as it stands, or its end */
    void (*status)(const struct session *s);
    /* The whole board (replay's last position). */
    void (*board)(const struct session *s);
    /* replay --step reaching its stop-th stop: shown or passed silently
     * (after back); the screen may keep what it showed. */
    void (*step)(const struct session *s, int stop, bool shown);
    /* rules, during a game: the rules of this game */
    void (*rules)(const struct session *s);
    /* The command a card typed alone stands for ("play", "special"). */
    const char *(*card_verb)(int kind);
    /* The command an empty line stands for now ("next"), or NULL. */
    const char *(*empty_line_verb)(const struct session *s);
    /* The cards the player may name alone now (hand, reserve), counts. */
    void (*cards)(const struct session *s, uint8_t cards[CARD_KINDS]);
    /* Whether the player may name a card in this kind of game. */
    bool (*has_card)(int kind);
    /* help: how a card alone is played here, before the cards (N_ text). */
    const char *cards_intro;
    /* The map's regions are words of this game (suggestions for typos). */
    bool has_regions;
    /* help CARD during a game: what a card that is no mercenary does here
     * (N_ text), or NULL for the standard game's; and the rules' file. */
    const char *(*card_text)(int kind);
    const char *doc;
    /* The ruleset whose modules change the cards and the Pope, or NULL. */
    const struct ruleset *(*ruleset)(const struct session *s);
    /* help pope, help token during a game: what this game lacks (N_ text),
     * or NULL. */
    const char *no_pope, *no_token;
    /* A resume found the game over: true when that ends it (false: a
     * campaign goes on with its next game). */
    bool (*ends_when_over)(const struct session *s);
    /* Whether a stored game is of this kind, and its rebuilding into the
     * session: 0, or -1 after a message (check: in s->journal.failure). In
     * replay mode with `step`, waits at each of the player's moves. */
    /* The game's actions as undo sees them (record/undo.h). */
    struct undo_mark *(*undo)(const struct session *s);
    /* The name of the seat that made a stored action ("you", "Sforza"), or
     * NULL where every action is the player's (the solitaire). */
    const char *(*actor)(int seat);
    bool (*stored)(const struct store_game_header *h);
    int (*restore)(struct session *s, const struct store_game *g, enum restore_mode mode,
                   bool step);
};

extern const struct screen_ops solo_screen_ops, table_screen_ops;

/* Makes `game` (of the kind `ops`) the session's screen, ending the one
 * before. */
void session_set_screen(struct session *s, const struct screen_ops *ops, void *game);

/* Rebuilds stored game g in the session with the screen of its kind. */
int screen_restore(struct session *s, const struct store_game *g, enum restore_mode mode,
                   bool step);

#endif
