/* review.h — `review`'s analysis of a finished game, in both games: at each
 * decision of the player, the share of sampled games won by the move played
 * and by the search's best move, each as `hint` gives it at that position
 * (the same search, seed, budget and threads: advisor_search.h), computed
 * from what the player saw then; the costliest decisions marked; and the
 * cards that stayed hidden during the game (each bot's hand at the start of
 * each battle and its face-down cards; in the solitaire the decks' order
 * and the coin's armies). Reads and writes no file: the program rebuilds
 * the game's start and hands it over with the journal's actions. */
#ifndef CONDOTTIERE_REVIEW_H
#define CONDOTTIERE_REVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "engine/message.h"
#include "solo/solo.h"

#define REVIEW_MARK_POINTS 10 /* a drop of this many points or more is marked */
#define REVIEW_MARK_TOP 3     /* and the three largest drops */
#define REVIEW_MOVE_MAX 48

/* A move and what the search found of it. percent < 0: not searched (one
 * legal move, or a move the search never sampled). */
struct review_move {
    char command[REVIEW_MOVE_MAX]; /* the prompt's words, English ("play 10") */
    int act;                       /* the action (a solo_action in the solitaire) */
    int percent;                   /* share of the sampled games won, 0..100 */
    int margin;                    /* its 95 % half-width, points */
    int visits;
};

struct review_decision {
    int number;    /* the player's decision N, 1-based */
    int seq;       /* its action's place in the journal, 1-based */
    int battle;    /* the battle it belongs to, 1-based */
    int region;    /* the standard game: the battle's region, or -1 (choosing one);
                    * the solitaire: the enemy army, 0 = A */
    int nlegal;
    int iterations; /* the search's sampled games (every thread's), 0: forced */
    struct review_move played, best;
    int loss;      /* best's percent less played's, never below 0 */
    bool marked;
};

/* One battle's hidden cards, as they were. */
struct review_battle {
    int number;                              /* 1-based */
    int region;                              /* as in review_decision */
    uint8_t hand[GAME_MAX_SEATS][CARD_KINDS]; /* the standard game: each seat's hand
                                              * at the battle's start (the player's
                                              * left empty) */
    uint8_t face_down[GAME_MAX_SEATS][CARD_KINDS]; /* each other seat's face-down
                                                   * cards at the battle's end */
    uint8_t enemy_n, deck_n;                 /* the solitaire: the enemy deck and the
                                              * player's deck at the battle's start,
                                              * top first */
    uint8_t enemy[SOLO_MAX_CARDS], deck[SOLO_MAX_CARDS];
};

struct review {
    bool solitaire;
    int budget;     /* iterations a thread and decision */
    int threads;
    int seat;       /* the player's seat (the standard game) */
    int nseats;
    char names[GAME_MAX_SEATS][64]; /* the seats' names (the standard game) */
    int ndecisions;
    struct review_decision *decisions; /* owned; review_free */
    int nbattles;
    struct review_battle *battles;     /* owned */
    /* the summary (review_mark) */
    int nmarked, points_lost, costliest; /* costliest: an index into decisions, or -1 */
};

/* What to review. The standard game: `game`, `start` (the position before
 * the journal's first action) and `seat`; the solitaire: `solo_start`. */
struct review_setup {
    bool solitaire;
    const struct game *game;
    const struct state *start;
    const struct solo_state *solo_start;
    int seat;
    const char *const *names;       /* names[seat] for the reasons and the JSON; may be NULL */
    int nactions;
    const char *const *actions;     /* the journal's actions, as text */
    const int *seats;               /* each action's seat (the solitaire: ignored) */
    int budget;                     /* 0: hint's default */
    int threads;                    /* 1..SEARCH_MAX_THREADS */
    unsigned heuristic_seats;       /* the seats shown as the heuristic bot
                                     * (advisor_search.h) */
    void (*progress)(void *ctx, int done, int total); /* may be NULL */
    void *ctx;
};

/* The analysis into *out (review_free after). Returns 0, or -1 with the
 * reason in err (an action the rules refuse: a damaged journal). */
int review_run(const struct review_setup *in, struct review *out, struct msg *err);
void review_free(struct review *r);

/* Marks the costliest decisions (the REVIEW_MARK_TOP largest drops, and any
 * of REVIEW_MARK_POINTS or more) and fills the summary. */
void review_mark(struct review *r);

/* The reason `hint` gives for decision d's best move, in the player's
 * language, at that position rebuilt from `in` (no search: fast). Like
 * snprintf; "" when the position cannot be rebuilt. */
size_t review_reason(const struct review_setup *in, const struct review_decision *d, char *buf,
                     size_t cap);

/* The analysis as JSON (doc/review.md), one object and a newline, into a
 * malloc'ed string (NULL when out of memory). `game_id` and `version` are
 * the stored game's and the program's. */
char *review_to_json(const struct review *r, int64_t game_id, const char *version);
/* Back from that JSON. Returns 0, or -1 when it is not a review's JSON. */
int review_from_json(const char *json, struct review *out);

#endif
