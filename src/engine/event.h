/* event.h — what happens in the standard game, reported by state_init()
 * and state_apply() into a caller's buffer (the engine never prints), and
 * each event's stable one-line `key=value` form for scripts (documented in
 * doc/events.md). A seat's own cards show only in its own view. */
#ifndef CONDOTTIERE_EVENT_H
#define CONDOTTIERE_EVENT_H

#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"

#define EVENT_MAX_SEATS 6
#define EVENT_NONE 0xffu

enum event_type {
    EVENT_DEAL = 1,         /* `seat` got `count` cards (cards[]: private); value =
                             * his hand's size now */
    EVENT_TOKEN,            /* the token went to `seat` from `other`, for `reason` */
    EVENT_REGION,           /* `seat` chose `region` for the next battle */
    EVENT_BATTLE_START,     /* a battle on `region` begins, `seat` plays first;
                             * count = the battle's number (1 = first); flag = 1
                             * for a final battle; other = the defender
                             * (capture-regions) or EVENT_NONE */
    EVENT_PLAY,             /* `seat` played `card`; value = its line's announced
                             * strength once the card took effect; flag = 1 if
                             * face down (hidden-cards: `card` is then private) */
    EVENT_PASS,             /* `seat` passed; flag = 1 if forced (no card to
                             * play), 2 if a defender's soft pass (capture-regions) */
    EVENT_BISHOP_DISCARD,   /* the Bishop of `other` discarded `count` x `card`
                             * from `seat`'s line */
    EVENT_POPE,             /* `seat` placed the Pope on `region` (EVENT_NONE: off) */
    EVENT_SCARECROW,        /* `seat` took `card` back to hand (EVENT_NONE: none);
                             * value = the line's announced strength now */
    EVENT_SEASON_DISCARD,   /* a Winter/Spring played by `other` discarded `count` x
                             * `card` from `seat`'s line */
    EVENT_BATTLE_END,       /* battle on `region` ended (reason: passes/surrender);
                             * strength[]: every line's final strength; seat:
                             * the conqueror or EVENT_NONE on a tie */
    EVENT_LINES_DISCARDED,  /* every battle line went to the discard pile (count cards) */
    EVENT_HAND_DISCARD,     /* `seat` without mercenaries chose (flag) to discard
                             * his hand: cards[] (public), count */
    EVENT_ROUND_END,        /* round `value` ended; `seat` (or EVENT_NONE) kept
                             * `count` cards (cards[]: private), discarded `flag` */
    EVENT_SHUFFLE,          /* the deck was rebuilt and shuffled: count cards;
                             * seat: at a round end, the seat that kept cards
                             * (the count tells how many), else EVENT_NONE */
    EVENT_FINAL_BATTLE,     /* a final battle among the seats in `seats` (bit mask) */
    EVENT_GAME_END,         /* the game is over: winners in `seats`, `reason`;
                             * flag = 1 if the battle cap ended it */
    EVENT_REVEAL,           /* hidden-cards: `seat` turned his face-down `card` up;
                             * value = his line's announced strength now */
    EVENT_DECLINE,          /* decline-designation: `seat` declined to designate a
                             * battle; count = declines in a row so far */
};

/* Why the token moved (EVENT_TOKEN), why a battle ended (EVENT_BATTLE_END),
 * why the game ended (EVENT_GAME_END: the values of enum result_reason). */
enum event_reason {
    EVENT_REASON_NONE = 0,
    TOKEN_FIRST,      /* the first token holder, at setup */
    TOKEN_WON,        /* the battle's winner */
    TOKEN_TIE,        /* a tie: to the left of the holder */
    TOKEN_COURTESAN,  /* the unique most Courtesans */
    BATTLE_BY_PASSES, /* every player passed */
    BATTLE_BY_SURRENDER,
    BATTLE_BY_BISHOP, /* bishop-truce: the Bishop ended it, no winner */
    TOKEN_DECLINED,   /* the holder declined to designate: to his left */
    TOKEN_TRUCE,      /* bishop-truce: to the left of the holder */
    TOKEN_DEFENDER,   /* capture-regions: a tie, the defender takes it */
    TOKEN_FINAL,      /* first-edition-final: passed left to a tied seat */
};

struct event {
    uint8_t type;   /* enum event_type */
    uint8_t seat;   /* the seat concerned, or EVENT_NONE */
    uint8_t other;  /* a second seat (the token's previous holder, the
                     * Winter/Spring player), or EVENT_NONE */
    uint8_t region; /* a region, or EVENT_NONE */
    uint8_t card;   /* a card kind, or EVENT_NONE */
    uint8_t reason; /* enum event_reason, or enum result_reason for GAME_END */
    uint8_t flag;
    uint8_t seats;  /* a bit mask of seats */
    uint16_t count;
    int16_t value;
    int16_t strength[EVENT_MAX_SEATS];
    uint8_t cards[CARD_KINDS]; /* a multiset of cards: count per kind */
    uint8_t nseats;
    uint8_t sizes_hidden; /* 1: another seat's hand size is hidden from the
                           * viewer (event_hide_sizes): count, value and
                           * flag of a deal or a round end mean nothing */
};

/* A caller's buffer for events. `count` counts every event reported; only
 * the first `cap` are stored (the rest are dropped, like snprintf). */
struct event_log {
    struct event *items;
    int cap;
    int count;
};

static inline void event_log_init(struct event_log *log, struct event *items, int cap)
{
    log->items = items;
    log->cap = cap;
    log->count = 0;
}

/* The most events one state_apply() can report (a battle's end, a round
 * end and the next deal together). */
#define EVENT_MAX_PER_APPLY 48

/* Viewer for event_format: every card of every seat (logs, replays). */
#define EVENT_VIEW_ALL (-1)

/* Formats one event as a single `key=value` line without newline, e.g.
 * "event=play seat=2 card=10 strength=23". `viewer` is the seat whose view
 * it is: private cards (a deal, the cards kept at round end) appear only
 * for their own seat or for EVENT_VIEW_ALL. Returns the length the line
 * needs, like snprintf. */
size_t event_format(const struct event *e, int viewer, char *buf, size_t cap);

/* The `event=` name of a type ("deal", "play", ...), or "?". */
const char *event_type_name(int type);

/* The event as `viewer` may see it (EVENT_VIEW_ALL: all of it): another
 * seat's private cards are cleared (a deal's and a round end's cards[]
 * emptied, a face-down play's card set to EVENT_NONE). For front ends
 * that render events from their fields. */
void event_view(const struct event *e, int viewer, struct event *out);

/* hand-sizes=private: in `viewer`'s view, a deal to another seat and
 * another seat's round end tell nothing of his hand's size: their
 * numbers (count, value, flag) are cleared and sizes_hidden set, which
 * event_format writes as `count=hidden hand=hidden` and `kept=hidden
 * discarded=hidden`; so is the count of the shuffle after another seat
 * kept cards at a round end (`count=hidden`), which tells how many he
 * kept. Other events are left as they are. */
void event_hide_sizes(struct event *e, int viewer);

#endif
