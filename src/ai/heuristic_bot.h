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
    HR_PLAY_SCARECROW_SALVAGE, /* scarecrow: the battle is lost, save a mercenary */
    HR_PLAY_SCARECROW_RECOVER, /* scarecrow: I still win without one mercenary */
    HR_SCARECROW_TAKE,    /* scarecrow target: take back `card` */
    HR_SCARECROW_NONE,    /* scarecrow target: none, my line needs them all */
    HR_POPE_DENY,         /* Pope on `region`, which `seat` needs most */
    HR_POPE_OFF,          /* Pope off the board: no region worth blocking */
    HR_KEEP_BEST,         /* keep the strongest cards */
    HR_DISCARD_WEAK,      /* discard a hand without mercenaries: weak, a new deal comes */
    HR_DISCARD_KEEP,      /* keep a hand without mercenaries */
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
    int target;   /* the strength I aim to beat (the others' lines plus what they may add) */
    int count;    /* a count the reason speaks of (regions, cards) */
    int other;    /* a second count */
};

/* The heuristic bot's action for the seat of `obs` (the seat to act):
 * always an element of legal[0..nlegal-1] (0 if nlegal is 0). `why`, if
 * not NULL, receives the reason. Deterministic: the same observation and
 * legal actions give the same action. */
action heuristic_choose(const struct game *g, const struct observation *obs, const action *legal,
                        int nlegal, struct heuristic_why *why);

#endif
