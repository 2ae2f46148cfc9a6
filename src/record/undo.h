/* undo.h — what `undo` may take back: the player's last action, with the
 * actions that followed it, while nothing hidden has come to light since
 * (doc/undo.md). The screens note every action of the game as it is made
 * or replayed (undo_note), the events it made classified by undo_table or
 * undo_solo; the first reveal since the player's last action is kept, for
 * the message that refuses. In a practice game undo goes back to its start
 * position whatever was revealed. Pure: no printing, no database. */
#ifndef CONDOTTIERE_UNDO_H
#define CONDOTTIERE_UNDO_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/event.h"
#include "solo/solo.h"

/* Hidden information that came to light. */
enum reveal_kind {
    REVEAL_NONE,
    REVEAL_PLAY,         /* another seat played `card` (face up) */
    REVEAL_FACE_DOWN,    /* another seat played a card face down */
    REVEAL_TURN_UP,      /* another seat turned its face-down `card` up */
    REVEAL_HAND_SHOWN,   /* another seat discarded its hand face up */
    REVEAL_DEALT,        /* the player was dealt or drew cards */
    REVEAL_ENEMY_CARD,   /* solitaire: the enemy deck turned up `card` */
    REVEAL_ENEMY_SPECIAL,/* solitaire: the enemy played its special `card` */
    REVEAL_COIN,         /* solitaire: the coin (or die) chose army `army` */
    REVEAL_BLIND,        /* solitaire: the player turned `card` up from his deck */
    REVEAL_NEW_HAND,     /* solitaire: the player drew a new hand */
};

struct reveal {
    enum reveal_kind kind;
    int seat;  /* REVEAL_PLAY, _FACE_DOWN, _TURN_UP, _HAND_SHOWN */
    int card;  /* a card kind */
    int army;  /* REVEAL_COIN: 0 = army A */
};

/* The first event of `log` that shows `human` something hidden; false
 * (out->kind REVEAL_NONE) when none does. */
bool undo_table(const struct event_log *log, int human, struct reveal *out);
/* The same for the solitaire's events (every card turned up, every draw,
 * every coin). */
bool undo_solo(const struct solo_events *ev, struct reveal *out);

/* A game's actions as undo sees them. */
struct undo_mark {
    int64_t actions;   /* actions of the game so far */
    int64_t last;      /* the player's last action (its number, 1 first); 0: none */
    int decisions;     /* the player's actions so far */
    int64_t start;     /* a practice game: the actions of its start position */
    bool practice;     /* undo goes back to `start` whatever was revealed */
    bool over;         /* the game is over */
    int64_t game;      /* the game's id in the database, 0: not recorded */
    struct reveal what; /* the first reveal since `last` (REVEAL_NONE: none) */
};

/* One more action of the game: the player's (mine) or not, the first
 * reveal its events made (NULL or REVEAL_NONE: none), whether the game is
 * over after it. */
void undo_note(struct undo_mark *u, bool mine, const struct reveal *r, bool over);

enum undo_verdict {
    UNDO_OK,        /* keep the first u->last - 1 actions */
    UNDO_NOTHING,   /* no action of the player's to take back */
    UNDO_AT_START,  /* a practice game at its start position */
    UNDO_OVER,      /* the game is over (a counted game's result is recorded) */
    UNDO_REVEALED,  /* something hidden came to light: u->what */
};

/* Whether the player's last action may be taken back now; with UNDO_OK,
 * *keep is the number of actions to keep. */
enum undo_verdict undo_verdict(const struct undo_mark *u, int64_t *keep);

#endif
