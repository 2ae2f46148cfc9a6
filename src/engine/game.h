/* game.h — the standard game of Condottiere (3rd edition,
 * doc/rules-standard.md) as a pure engine, in the shape of OpenSpiel.
 *
 * Overview
 *   struct game   immutable: a ruleset (ruleset.h) and a player count 2..6.
 *   struct state  mutable position: one fixed-size struct without pointers,
 *                 so a copy (state_clone, or plain memcpy) is a clone.
 *
 *   struct game g;  struct state s;  struct ruleset r;  struct msg err;
 *   ruleset_standard(&r, &err);                  (rules/rules.h)
 *   game_init(&g, &r, 4, &err);                  (message.h: errors as data)
 *   state_init(&g, &s, seed, log);               shuffles, deals: chance
 *   while (!state_is_terminal(&s)) {
 *       int seat = state_current_seat(&s);        who decides now
 *       action buf[STATE_MAX_ACTIONS];
 *       int n = state_legal_actions(&g, &s, buf, STATE_MAX_ACTIONS);
 *       state_apply(&g, &s, buf[k], log, &err);
 *   }
 *   state_result(&s, &res);                      winners, reason
 *
 * Every decision is an action (action.h): choose the battle's region (or
 * decline to, with decline-designation), play a card, pass, the
 * Scarecrow's target, the Pope's placement, the cards kept at round end,
 * discarding a hand without mercenaries. Shuffles draw from
 * the state's own rng, seeded by state_init: a game is fully determined by
 * (ruleset, player count, seed, action list), and the action list in text
 * form (action_to_text) is the save and replay format.
 *
 * Seats are numbered 0..n-1 clockwise; "to the left" is the next seat,
 * (seat + 1) % n. What a seat may see is in observation.h; the events of
 * each apply are in event.h; scenario files (fixed positions) in
 * rules/scenario.h. doc/rules-standard.md lists every ruling.
 *
 * Rule modules (rules/rules.h: hidden cards, capturing regions, the 1st
 * edition's rules...) are enabled in the ruleset, which holds their hook
 * tables; game_init collects the hooks, and the same API plays every
 * combination. A campaign of games
 * for points (points-game) is driven by campaign.h.
 *
 * The engine never allocates, prints or reads files. */
#ifndef CONDOTTIERE_GAME_H
#define CONDOTTIERE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "engine/action.h"
#include "engine/card.h"
#include "engine/event.h"
#include "engine/map.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/strength.h"

#define GAME_MIN_SEATS 2
#define GAME_MAX_SEATS 6
#define STATE_DECK_MAX 160 /* the most cards a deck may hold */
#define STATE_LINE_MAX 64  /* the most cards in one battle line (or hand) */
/* More than any phase can offer (keep up to 2 of 15 kinds: 136). */
#define STATE_MAX_ACTIONS 160
#define SEAT_NONE 0xffu
/* A victory target that is never met (adjacency-only: no total condition). */
#define GAME_WIN_NEVER (REGION_COUNT + 1)
/* In state.line[][] (and observation.line[][]): a face-down card is its
 * kind | LINE_FACE_DOWN; in another seat's observation only LINE_HIDDEN
 * shows that a face-down card is there (R-OPT-HIDDEN). */
#define LINE_FACE_DOWN 0x80u
#define LINE_HIDDEN 0xffu

struct rule_hooks;

/* When the token holder designates the next battle after a battle. */
enum designation_time {
    DESIGNATE_AT_ONCE,      /* R-CONCLUDE step 2, before the lines are discarded
                             * and before a round end's redeal (RULING) */
    DESIGNATE_AFTER_REDEAL, /* after steps 3-4 and, at a round end, after the
                             * redeal (the 1st edition: designate-after-deal) */
};

struct game {
    struct ruleset rules;
    int nseats;
    int win_total;    /* the victory targets for this table size, modules */
    int win_adjacent; /* applied (GAME_WIN_NEVER: no such condition) */
    /* The numbers in play, modules applied (the ruleset keeps its own). */
    int first_deal;        /* cards dealt to each seat at setup */
    int hand_size;         /* a round's deal: up to this many in hand */
    int extra_per_region;  /* then this many per controlled region */
    int keep_at_round_end; /* the last player with cards keeps up to this */
    int hand_bonus;        /* cards a hand may get besides a deal (a final
                            * battle that adds cards: first-edition-final) */
    enum designation_time designation;
    bool pass_reveal; /* "pass reveal" may be legal (hidden-cards'
                       * adjust hook, pass-reveal=choice; battle_may_pass_reveal
                       * asks the line) */
    bool draws_chosen; /* each player chooses how many cards he draws after a
                        * battle (draw-after-battle's adjust hook,
                        * draw-choice=optional) */
    bool plain_battle; /* no module changes a battle's plays and passes (no
                        * hook there, no "pass reveal"): play-outs take a
                        * turn inline (playout.h) */
    bool deck_private; /* hand-sizes=private where a hand's size follows from
                        * a choice the others do not see (round-deal=ten-more:
                        * the cards kept at a round end stay for the next;
                        * draw-choice=optional: the draws): the deck's count,
                        * which would tell it, is private too (observation.h) */
    /* points-game: every seat's campaign total before this game, public and
     * fixed for the whole game (0 until a campaign driver sets them with
     * campaign_standing, campaign.h). The engine never reads them; the
     * bots do. */
    int campaign_points[GAME_MAX_SEATS];
    /* The campaign's target score, 0 when the game is not played for
     * points, and whether only a total beyond it ends the campaign (the
     * points-game module's adjust hook sets them; campaign.h reads them). */
    int campaign_target;
    bool campaign_exceed;
    /* The enabled rule modules' hooks, in registry order. */
    int nmodules;
    unsigned hooked; /* bit mask of enum rule_hook_point used by any of them */
    const struct rule_hooks *hooks[RULESET_MAX_MODULES];
};

/* Returns 0, or -1 with a message (bad player count, bad ruleset). */
int game_init(struct game *g, const struct ruleset *r, int nseats, struct msg *err);

/* What the state waits for. */
enum phase {
    PHASE_CHOOSE_REGION = 0, /* the token holder chooses the next battle */
    PHASE_BATTLE,            /* the current seat plays a card or passes */
    PHASE_SCARECROW,         /* the Scarecrow's player picks a mercenary or none */
    PHASE_POPE,              /* the Bishop's player places the Pope */
    PHASE_DISCARD_HAND,      /* a seat without mercenaries: discard the hand or not */
    PHASE_KEEP,              /* round end: the last seat with cards keeps up to 2 */
    PHASE_OVER,              /* terminal */
    PHASE_DRAW,              /* draw-after-battle with draw-choice=optional: the
                              * current seat draws 0 up to his quota ("draw N") */
};

/* How the game ended. */
enum result_reason {
    RESULT_NONE = 0,
    RESULT_TOTAL,        /* a player controls the total number of regions */
    RESULT_ADJACENT,     /* a player controls the connected regions needed */
    RESULT_MOST_REGIONS, /* no region left to choose: the unique most regions */
    RESULT_FINAL_BATTLE, /* tie for most regions: won the final battle */
    RESULT_SHARED,       /* the final battle was tied: shared victory */
    RESULT_BATTLE_CAP,   /* the battle cap was reached: the unique most regions */
    RESULT_DECLINED,     /* a full turn of the table declined to designate a
                          * battle (decline-designation): the unique most regions */
};

struct game_result {
    bool over;
    uint8_t winners;  /* bit mask of winning seats */
    int nwinners;
    int winner;       /* the winner, or -1 if shared or not over */
    enum result_reason reason;
    bool battle_cap;  /* the game ended by the battle cap (then maybe a final battle) */
};

const char *result_reason_name(int reason); /* "total", "adjacency", ... */
const char *phase_name(int phase);          /* "choose-region", "battle", ... */

/* The position. Read its fields freely (a user interface may show what it
 * likes, e.g. in a replay); change it only through state_apply, state_init
 * and scenario_parse. Laid out without padding so that two equal positions
 * compare equal with memcmp. */
struct state {
    struct rng rng;                         /* the only source of chance */
    region_set owned[GAME_MAX_SEATS];       /* regions controlled by each seat */
    uint16_t battles;                       /* battles concluded so far */
    uint16_t round;                         /* round number, 1 = the first */
    uint16_t actions;                       /* actions applied so far */
    uint8_t nseats;
    uint8_t phase;                          /* enum phase */
    uint8_t current;                        /* the seat to decide, SEAT_NONE when over */
    uint8_t token;                          /* the Condottiere token holder */
    uint8_t pope;                           /* the Pope's region, or SEAT_NONE (off board) */
    uint8_t contested;                      /* the battle's region, or SEAT_NONE */
    uint8_t after_battle;                   /* 1 while concluding a battle (steps 2-4) */
    uint8_t final_battle;                   /* 1 during the final battle */
    uint8_t passed;                         /* bit mask: passed in this battle */
    uint8_t participants;                   /* bit mask: seats taking part in the battle */
    uint8_t discard_pending;                /* bit mask: hand-discard decisions to come */
    uint8_t winners;                        /* result: bit mask of winners */
    uint8_t reason;                         /* result: enum result_reason */
    uint8_t capped;                         /* result: the battle cap ended the game */
    uint8_t played;                         /* bit mask: played a card in this battle */
    uint8_t defender;                       /* capture-regions: the contested region's
                                             * owner, or SEAT_NONE */
    uint8_t declines;                       /* decline-designation: declines in a row */
    uint8_t deck_top;                       /* index of the top card in deck[] */
    uint8_t deck_size;                      /* deck[deck_top .. deck_size-1] is the deck */
    uint8_t owner[REGION_COUNT];            /* controlling seat, or SEAT_NONE */
    uint8_t hand_count[GAME_MAX_SEATS];
    uint8_t hand[GAME_MAX_SEATS][CARD_KINDS];
    uint8_t discard[CARD_KINDS];            /* the discard pile, count per kind */
    struct strength_line lines[GAME_MAX_SEATS]; /* battle lines as counts (up and
                                                 * face down) */
    uint8_t line_len[GAME_MAX_SEATS];
    uint8_t line[GAME_MAX_SEATS][STATE_LINE_MAX]; /* battle lines in order of play
                                                   * (| LINE_FACE_DOWN: face down) */
    uint8_t deck[STATE_DECK_MAX];           /* kinds; deck[deck_top] is the top card */
    uint8_t pad[5];                         /* always zero */
};

/* Starts a game: seeds the state's rng with `seed`, shuffles the deck,
 * draws the first token holder (ruleset policy), deals, and waits for the
 * token holder to choose the first region. Events go to `log` (may be NULL). */
void state_init(const struct game *g, struct state *s, uint64_t seed, struct event_log *log);

/* Starts a final battle among `seats` (at least 2) on the board of `from`
 * (a finished game: its regions, Pope and token holder), with chance
 * drawn from `seed`: the points-game campaign's final battle on a tie
 * (campaign.h). The setup is the game's own final battle (R-WIN, or
 * first-edition-final). A game determined by (from, seats, seed, actions). */
void state_init_final_battle(const struct game *g, struct state *s, const struct state *from,
                             uint8_t seats, uint64_t seed, struct event_log *log);


/* Writes the legal actions (at most `cap`, in increasing order) into buf and
 * returns how many there are (0 only when the game is over). buf[n..cap-1]
 * may be overwritten. */
int state_legal_actions(const struct game *g, const struct state *s, action *buf, int cap);

/* One of the legal actions drawn uniformly from `r`: exactly
 * legal[rng_below(r, n)] over the n actions that state_legal_actions
 * writes (the random bot's draw, one draw from r), without writing the
 * list in the common phases (a battle's play, the choice of a region).
 * Returns 0, drawing nothing, when there is no legal action (the game is
 * over). A play-out's fast path: apply it with state_apply_legal. */
action state_random_action(const struct game *g, const struct state *s, struct rng *r);

/* Its play-out step, state_random_step (the draw applied), is inline in
 * engine/playout.h, included at the end of this file. */

/* How many kinds a mask of kinds holds (no popcount instruction assumed). */
static inline int state_kind_count(unsigned kinds)
{
    unsigned x = kinds - ((kinds >> 1) & 0x5555u);
    x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
    x = (x + (x >> 4)) & 0x0f0fu;
    return (int)((x + (x >> 8)) & 0x1fu);
}

/* True if `a` is legal now. */
bool state_is_legal(const struct game *g, const struct state *s, action a);

enum state_status {
    STATE_OK = 0,
    STATE_ILLEGAL = -1,   /* not legal now: the state is unchanged */
    STATE_GAME_OVER = -2, /* the game is over: the state is unchanged */
};

/* Applies the current seat's action: checks it is legal (if not: returns
 * STATE_ILLEGAL or STATE_GAME_OVER with a message, state unchanged), plays
 * it and then everything automatic that follows (forced passes, the end of
 * a battle, the redeal), and reports events to `log` (may be NULL). */
int state_apply(const struct game *g, struct state *s, action a, struct event_log *log,
                struct msg *err);

/* state_apply without the check: `a` MUST be one of the actions that
 * state_legal_actions gives for this very position (a playout's fast path:
 * the bot picked it from that list). Anything else is undefined. */
void state_apply_legal(const struct game *g, struct state *s, action a, struct event_log *log);

/* Applies an action given in text form ("play 10"). */
int state_apply_text(const struct game *g, struct state *s, const char *text,
                     struct event_log *log, struct msg *err);

/* The kinds of card in `seat`'s hand as a bit mask (bit k: hand[seat][k] >
 * 0): with SSE2, the 16 bytes from the hand's first compared with zero at
 * once (the byte after the hand is another field of the state, masked
 * off); else on a little-endian machine eight counts at a time. */
static inline unsigned state_hand_kinds(const struct state *s, int seat)
{
#if defined(__SSE2__)
    const unsigned char *at = (const unsigned char *)s + offsetof(struct state, hand) +
                              (size_t)seat * CARD_KINDS;
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)at);
    unsigned zero = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()));
    return ~zero & ((1u << CARD_KINDS) - 1);
#else
    unsigned out = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w[2] = { 0, 0 };
    memcpy(w, s->hand[seat], CARD_KINDS);
    for (int i = 0; i < 2; i++) {
        /* the high bit of each byte: set if the byte is not zero */
        uint64_t lo7 = w[i] & UINT64_C(0x7f7f7f7f7f7f7f7f);
        uint64_t t = ((lo7 + UINT64_C(0x7f7f7f7f7f7f7f7f)) | w[i]) & UINT64_C(0x8080808080808080);
        /* byte j's bit lands on bit 56 + j */
        out |= (unsigned)(((t >> 7) * UINT64_C(0x0102040810204080)) >> 56) << (8 * i);
    }
#else
    for (int k = 0; k < CARD_KINDS; k++)
        out |= (unsigned)(s->hand[seat][k] != 0) << k;
#endif
    return out;
#endif
}
_Static_assert(CARD_KINDS <= 16, "state_hand_kinds reads two words of counts");
/* (the 16 bytes that state_hand_kinds reads from the last seat's hand stay
 * inside the state: checked in game.c) */

/* The kinds of card face up in `seat`'s battle line as a bit mask (with
 * SSE2 as state_hand_kinds: the byte after up[] is down[0], masked off). */
static inline unsigned state_line_kinds(const struct state *s, int seat)
{
#if defined(__SSE2__)
    const unsigned char *at = s->lines[seat].up;
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)at);
    unsigned zero = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()));
    return ~zero & ((1u << CARD_KINDS) - 1);
#else
    unsigned out = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        out |= (unsigned)(s->lines[seat].up[k] != 0) << k;
    return out;
#endif
}

/* A clone is a copy of the bytes (padding included: there is none). */
static inline void state_clone(struct state *dst, const struct state *src)
{
    memcpy(dst, src, sizeof *dst);
}

static inline bool state_is_terminal(const struct state *s)
{
    return s->phase == PHASE_OVER;
}

/* The seat that must act now, or -1 when the game is over. */
static inline int state_current_seat(const struct state *s)
{
    return s->phase == PHASE_OVER ? -1 : s->current;
}
void state_result(const struct state *s, struct game_result *out);

/* Regions that may be chosen for the next battle (no control marker, not
 * the Pope's). */
region_set state_choosable_regions(const struct game *g, const struct state *s);

/* Every line's strength (announced or final) into out[0..nseats-1], with
 * the default spring-highest reading (printed). */
void state_line_strengths(const struct state *s, enum strength_view view, int *out);
/* The same under the game's readings (spring-highest). */
void game_line_strengths(const struct game *g, const struct state *s, enum strength_view view,
                         int *out);

/* A short description of an action for menus ("play Mercenary 10",
 * "place the Pope on Roma"). Returns the length needed, like snprintf. */
size_t state_describe_action(const struct game *g, const struct state *s, action a, char *buf,
                             size_t cap);

/* Where each card is: the count per kind in the deck, hands, lines (face up
 * and down) and the discard pile together (for checks: equals the
 * ruleset's deck). */
void state_card_census(const struct state *s, uint8_t out[CARD_KINDS]);

#include "engine/playout.h"

#endif
