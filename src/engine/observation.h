/* observation.h — what one seat may see of a position: its own hand, every
 * face-up battle line, passes, the board, the Pope, the token, and only the
 * counts of the other hands and of the deck (never another hand, never the
 * deck's order). With hidden-cards, a seat sees its own face-down card but
 * of another seat's only that one is there (LINE_HIDDEN in line[], the
 * count in face_down[], never its kind). With hand-sizes=private the
 * other seats' counts are not there either (hand_count[] holds the seat's
 * own only, sizes_private says so): only `holding`, whether each seat
 * holds any card at all, which the game's flow shows anyway (a player
 * without cards passes; a round ends when at most one holds cards). And
 * where the deck's count would tell a number of cards a player chose
 * unseen (game.h's deck_private: round-deal=ten-more, draw-choice=
 * optional), not the deck's count either (deck_private says so): the
 * cards not seen are then only known together, deck and hands. Bots
 * and the prompt read positions through this. */
#ifndef CONDOTTIERE_OBSERVATION_H
#define CONDOTTIERE_OBSERVATION_H

#include <stdint.h>

#include "engine/game.h"

struct observation {
    uint8_t seat;                       /* whose view this is */
    uint8_t nseats;
    uint8_t phase;                      /* enum phase */
    uint8_t current;                    /* the seat to decide, or SEAT_NONE */
    uint8_t token;                      /* the Condottiere token holder */
    uint8_t pope;                       /* the Pope's region, or SEAT_NONE (off) */
    uint8_t contested;                  /* the battle's region, or SEAT_NONE */
    uint8_t final_battle;               /* 1 during the final battle */
    uint8_t passed;                     /* bit mask: passed in this battle */
    uint8_t participants;               /* bit mask: seats in this battle */
    uint8_t winners;                    /* when over: bit mask of winners */
    uint8_t reason;                     /* when over: enum result_reason */
    uint16_t battles;                   /* battles concluded */
    uint16_t round;
    uint8_t deck_count;                 /* cards in the deck (not their order);
                                         * 0 when deck_private */
    uint8_t hand_count[GAME_MAX_SEATS]; /* every seat's number of cards; with
                                         * hand-sizes=private this seat's only
                                         * (the others' 0) */
    uint8_t hand[CARD_KINDS];           /* this seat's own hand */
    uint8_t discard[CARD_KINDS];        /* the discard pile (all of it face up) */
    uint8_t owner[REGION_COUNT];        /* controlling seat, or SEAT_NONE */
    uint8_t regions[GAME_MAX_SEATS];    /* regions controlled per seat */
    uint8_t defender;                   /* capture-regions: the defender, or SEAT_NONE */
    uint8_t face_down[GAME_MAX_SEATS];   /* face-down cards in each line */
    uint8_t line_len[GAME_MAX_SEATS];
    uint8_t line[GAME_MAX_SEATS][STATE_LINE_MAX]; /* lines in order of play: a kind,
                                         * kind | LINE_FACE_DOWN for this seat's own
                                         * face-down card, LINE_HIDDEN for another's */
    struct strength_line lines[GAME_MAX_SEATS];   /* the same as counts (down[]: this
                                                   * seat's own only) */
    int16_t strength[GAME_MAX_SEATS];   /* each line's announced strength */
    /* Public facts of the position's bookkeeping, so that a full state can
     * be rebuilt from a view (determinize.h): */
    uint8_t played;                     /* bit mask: played a card in this battle */
    uint8_t discard_pending;            /* bit mask: hand-discard decisions to come */
    uint8_t declines;                   /* decline-designation: declines in a row */
    uint8_t after_battle;               /* 1 while a battle is being concluded */
    uint8_t capped;                     /* when over: the battle cap ended the game */
    uint8_t holding;                    /* bit mask: seats holding at least one card */
    uint8_t sizes_private;              /* 1: hand-sizes=private, the other seats'
                                         * hand_count[] are not shown */
    uint8_t deck_private;               /* 1: nor deck_count (game.h) */
};

/* Fills `out` with what `seat` may see (the whole struct is written,
 * padding included, so equal views compare equal with memcmp). */
void state_observe(const struct game *g, const struct state *s, int seat,
                   struct observation *out);

#endif
