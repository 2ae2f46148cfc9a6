/* heuristic_bot.h — the heuristic bot of the standard game: one decision
 * from a seat's observation and the legal actions, with the reason behind
 * it (for the advisor). No search, no allocation: a few strength
 * computations per legal action. How it decides: doc/bots.md. */
#ifndef CONDOTTIERE_HEURISTIC_BOT_H
#define CONDOTTIERE_HEURISTIC_BOT_H

#include "engine/action.h"
#include "engine/game.h"
#include "engine/observation.h"

/* Why the bot chose its action; the advisor turns this into words. */
enum heuristic_reason {
    HR_NONE = 0,
    HR_ONLY_CHOICE,       /* one legal action */
    HR_REGION_WINS,       /* region: conquering it wins the game */
    HR_REGION_ADJACENT,   /* region: joins `count` of my regions */
    HR_REGION_VALUE,      /* region: the best value for me (free neighbours) */
    HR_REGION_DECOY,      /* region: weak hand, a region nobody needs */
    HR_PASS_WINNING,      /* pass: I lead and nobody can answer */
    HR_PASS_SAFE,         /* pass: my lead is larger than what the others can add */
    HR_PASS_HOPELESS,     /* pass: my whole hand cannot beat `best` */
    HR_PASS_COSTLY,       /* pass: beating `target` costs more than the region is worth */
    HR_PASS_HOLD_LEAD,    /* pass: I lead; more cards would cost too much */
    HR_PLAY_SURRENDER,    /* surrender: I lead now, it ends the battle */
    HR_PLAY_WINTER,       /* winter: big mercenaries against me, small ones or heroines mine */
    HR_PLAY_SPRING,       /* spring: my mercenaries have the highest printed value */
    HR_PLAY_BISHOP,       /* bishop: the highest mercenaries belong to the others */
    HR_PLAY_DRUMMER,      /* drummer: doubles my mercenaries */
    HR_PLAY_TAKE_LEAD,    /* a card that takes the lead (beats `target`) */
    HR_PLAY_BUILD,        /* the most strength per card kept toward `target` */
    HR_PLAY_LAST_CARDS,   /* the others are (nearly) out: cards kept are worth little */
    HR_PLAY_DENY,         /* the leader would win the game with this region */
    HR_PLAY_COURTESAN_TOKEN, /* courtesan: the most courtesans takes the token */
    HR_PLAY_SCARECROW_SALVAGE, /* scarecrow: the battle is lost, save a mercenary
                                * (`other`: this battle ends the game, no later one) */
    HR_PLAY_SCARECROW_RECOVER, /* scarecrow: I still win without one mercenary */
    HR_SCARECROW_TAKE,    /* scarecrow target: take back `card` */
    HR_SCARECROW_NONE,    /* scarecrow target: none, my line needs them all */
    HR_POPE_DENY,         /* Pope on `region`, which `seat` needs most */
    HR_POPE_OFF,          /* Pope off the board: no region worth blocking */
    HR_KEEP_BEST,         /* keep the strongest cards */
    HR_DISCARD_WEAK,      /* discard a hand without mercenaries: weak, a new deal comes */
    HR_DISCARD_KEEP,      /* keep a hand without mercenaries */
    HR_REGION_CAPTURE,    /* region: capture-regions, take it from `seat`, who needs
                           * `count` more regions */
    HR_PASS_SOFT,         /* capture-regions: I defend and have not played: a pass
                           * keeps me in the battle, I answer when the others pass */
    HR_PLAY_HAND_FULL,    /* draw-after-battle: my hand is at its limit, a card kept
                           * only takes the place of one the next draw brings */
    HR_PLAY_HIDDEN_ODDS,  /* hidden-cards: this card gives the best odds (`count`%)
                           * against the face-down cards for what it costs */
    HR_PASS_HIDDEN_ODDS,  /* hidden-cards: no card is worth adding; `count`% to win */
    HR_PLAY_TRUCE,        /* bishop-truce: the Bishop ends a battle `seat` would win */
    HR_DECLINE,           /* decline-designation: every region would win the game for
                           * another seat (`seat`) */
    HR_FALLBACK,          /* nothing better found: the first legal action */
};

struct heuristic_why {
    enum heuristic_reason reason;
    int card;     /* the card concerned, or -1 */
    int region;   /* the region concerned, or -1 */
    int seat;     /* another seat concerned, or -1 */
    int mine;     /* my line's strength now */
    int best;     /* the strongest other line in the battle */
    int after;    /* my line's strength after the move */
    int best_after; /* a card played: the strongest other line after it (less a
                     * defender's edge, as `target`) */
    int target;   /* the strength I aim to beat (the others' lines plus what they may add) */
    int count;    /* a count the reason speaks of (regions, cards) */
    int other;    /* a second count */
};

/* The board as the heuristic bot reads it (its fields are the bot's own:
 * heuristic_*.c read and write them). It depends on nothing but `key`,
 * so a bot keeps it between its decisions (struct heuristic_memory) and
 * reads the board again only when a region changes hands or the Pope
 * moves (every seat's bot sees the same board: bots may share it). Per
 * seat, read when first needed: the connected parts of its
 * regions, the largest, how many it holds and how many it still needs;
 * and what the battle's region is worth to each seat. */
struct heuristic_board_key {
    uint8_t owner[REGION_COUNT]; /* the observation's owners, */
    uint8_t pope;                /* ...the Pope's region */
    uint8_t nseats;
    uint8_t set;                 /* 0: nothing read yet */
    int win_total, win_adjacent; /* the game's victory targets */
    int points_target;           /* points-game: the campaign's target (0: none) */
    int campaign_points[GAME_MAX_SEATS]; /* ...and the totals before this game */
};

struct heuristic_board {
    struct heuristic_board_key key;
    region_set owned[GAME_MAX_SEATS];
    region_set free_regions;      /* no control marker, not the Pope's */
    uint8_t seats_read;           /* seats whose parts and counts are set */
    uint8_t gains_read;           /* seats whose gain[] is set */
    uint8_t gains_region;         /* the region of gain[] */
    uint8_t nparts[GAME_MAX_SEATS];
    region_set parts[GAME_MAX_SEATS][REGION_COUNT]; /* each seat's connected parts */
    int connected[GAME_MAX_SEATS];   /* largest connected set of each seat */
    int needed[GAME_MAX_SEATS];      /* regions each seat still lacks to win */
    int points_left[GAME_MAX_SEATS]; /* points-game: points it lacks to reach the
                                      * campaign's target (a region is a point;
                                      * 0: reached, or no campaign) */
    int owned_count[GAME_MAX_SEATS]; /* regions each seat holds */
    int far_needed[GAME_MAX_SEATS];  /* ...would still lack with a region away from */
    double far_gain[GAME_MAX_SEATS]; /* ...its others, and that region's value
                                      * before its neighbours (region_gain) */
    double gain[GAME_MAX_SEATS];     /* gains_region to each seat (region_gain) */
};

/* What heuristic bots keep between decisions: the board last read. All
 * zero at first (nothing kept). Plain data. It holds public facts only
 * (the key's, and what they give), the same whichever seat reads them:
 * the bots of a table may share one. */
struct heuristic_memory {
    struct heuristic_board board;
};

/* The heuristic bot's action for the seat of `obs` (the seat to act):
 * always an element of legal[0..nlegal-1] (0 if nlegal is 0). `why`, if
 * not NULL, receives the reason. Deterministic: the same observation and
 * legal actions give the same action. */
action heuristic_choose(const struct game *g, const struct observation *obs, const action *legal,
                        int nlegal, struct heuristic_why *why);

/* The same action as heuristic_choose, reading the board from `mem` when
 * it has not changed since the decision that left it there (and leaving
 * the board of this decision in it): what bots driven game after game
 * use. `mem` holds only the public part of earlier observations (of any
 * seat). */
action heuristic_choose_remembering(const struct game *g, const struct observation *obs,
                                    const action *legal, int nlegal,
                                    struct heuristic_memory *mem, struct heuristic_why *why);

#endif
