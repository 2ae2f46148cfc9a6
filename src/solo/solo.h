/* solo.h — the solitaire adaptation (doc/rules-solitaire.md, from the Spanish text) as
 * a pure state machine: one player against enemy armies chosen by coin flip,
 * with an enemy deck, a special-card duel and no board.
 *
 * Overview of the API (the same shape as the standard engine):
 *   - options: struct solo_options holds every rule option (armies, "in a
 *     row" reading, cards per side, ...); solo_options_default() then
 *     solo_options_set()/solo_options_parse() with "key=value" text, or
 *     solo_options_from_variant() for a variant's `set solitaire.KEY VALUE`
 *     lines. solo_option_info() lists them for `rules solitaire`.
 *   - a game: solo_new(state, variant, options, seed) deals from the variant's
 *     cards; solo_new_scenario() takes explicit pile orders instead (tests,
 *     studying a position). struct solo_state is fixed-size with no pointers:
 *     clone = struct copy, compare = memcmp.
 *   - playing: solo_decision() says what the player is asked (or that the game
 *     is over), solo_legal_actions() lists the answers, solo_apply() plays
 *     one. Enemy turns and chance (coin flips, draws, reshuffles) happen inside
 *     solo_apply() and solo_new(): the state always stops at the player's next
 *     real decision (a question with a single answer is answered by itself)
 *     and what happened is reported as events into a caller buffer.
 *   - actions: a compact solo_action (uint16_t) and a stable text form
 *     ("play 6", "blind", "special winter", "special none", "next", "fight",
 *     "concede") with solo_action_format()/solo_action_parse(). A game is
 *     fully determined by options + seed + the action list (solo_replay()).
 *   - display: solo_view() fills what the player sees; solo_event_format()
 *     gives one stable key=value line per event; solo_result() the outcome.
 *   - accounting: solo_count_places() counts every card in its one place.
 *
 * Nothing here prints, allocates or exits: errors come back as a status code
 * plus a one-line message in a caller buffer. The rules as implemented and
 * every ruling are in doc/rules-solitaire.md; the events' keys in
 * doc/events-solitaire.md. */
#ifndef CONDOTTIERE_SOLO_H
#define CONDOTTIERE_SOLO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/message.h"
#include "engine/rng.h"
#include "engine/variant.h"

#define SOLO_MAX_CARDS 128 /* cards in play, and the capacity of each pile */
#define SOLO_MAX_ARMIES 6
#define SOLO_MARKS (1 + SOLO_MAX_ARMIES) /* mark 0 = the player, 1.. = army A.. */
#define SOLO_MARK_PLAYER 0
#define SOLO_LINE_MAX 16    /* cards in one battle line */
#define SOLO_MAX_ACTIONS 24 /* more than the legal actions of any decision */
#define SOLO_MAX_COINS 16   /* forced coin flips of a scenario */

/* Status codes. */
enum {
    SOLO_OK = 0,
    SOLO_ERR_ILLEGAL = -1, /* not allowed now: the state is unchanged */
    SOLO_ERR_OVER = -2,    /* the game is over */
    SOLO_ERR_INPUT = -3,   /* bad text, bad options, bad variant or scenario */
};

/* ------------------------------------------------------------------ options */

/* [R-SOLO-STREAK] How "3 victories in a row" of an enemy army is read. */
enum solo_streak {
    SOLO_STREAK_GAME,          /* consecutive battles of the game, all won by that army */
    SOLO_STREAK_OWN,           /* consecutive battles that army fought, all won by it */
    SOLO_STREAK_PLAYER_BREAKS, /* its wins since the player's last win (other armies' wins ignored) */
};

enum solo_timing {
    SOLO_TIMING_ANY,  /* on the player's turns and before every enemy card */
    SOLO_TIMING_TURN, /* on the player's turns and before the final comparison only */
};

enum solo_scarecrow_special {
    SOLO_SCARECROW_MUST, /* the player must answer with a special if he has one */
    SOLO_SCARECROW_MAY,  /* he may answer "special none" */
};

enum solo_redraw {
    SOLO_REDRAW_ENEMY_FIRST,  /* the enemy's first card of the battle */
    SOLO_REDRAW_BATTLE_FIRST, /* only the very first card of the battle */
};

enum solo_refill {
    SOLO_REFILL_DRAW,  /* draw hand-size cards, kept with what is left */
    SOLO_REFILL_UP_TO, /* draw up to hand-size cards in hand */
};

enum solo_concede_when {
    SOLO_CONCEDE_ANY,      /* at any decision, once concede-after cards are played */
    SOLO_CONCEDE_OWN_TURN, /* only on his turn, instead of a card */
};

enum solo_deck_end_win {
    SOLO_DECK_WIN_EACH,     /* more victories than each enemy army */
    SOLO_DECK_WIN_COMBINED, /* more victories than all enemy armies together */
};

enum solo_surrender_card {
    SOLO_SURRENDER_ANY,        /* like every special */
    SOLO_SURRENDER_AFTER_CARDS, /* only after concede-after cards of his own */
};

enum solo_blind_view {
    SOLO_BLIND_UNSEEN, /* a blind card is played sight unseen */
    SOLO_BLIND_SEEN,   /* he sees the top card of his deck before he decides */
};

enum solo_deck_end {
    SOLO_DECK_END_PLAYED_OUT, /* after a battle, no mercenary left in deck or hand */
    SOLO_DECK_END_EMPTY,      /* after a battle (and its refill), the deck is empty */
};

/* Every rule option of the solitaire game; see solo_option_info() for names,
 * descriptions, defaults and allowed values. */
struct solo_options {
    uint8_t armies;               /* enemy armies, 1..6 (2 = coin, 6 = die) */
    uint8_t streak;               /* enum solo_streak */
    uint8_t streak_length;        /* an enemy army wins after so many in a row; 0 = never */
    uint8_t victories;            /* victories that end the game (any army, player included) */
    uint8_t cards_per_side;       /* cards per side in a battle */
    uint8_t hand_size;            /* cards drawn for a hand */
    uint8_t reserve;              /* special cards in the player's reserve */
    uint8_t blind_below;          /* a battle is blind when the hand holds fewer cards */
    uint8_t player_deck;          /* mercenaries in the player's deck at setup */
    uint8_t special_timing;       /* enum solo_timing */
    uint8_t special_before_enemy; /* bool: special allowed before the enemy's first card */
    uint8_t scarecrow_special;    /* enum solo_scarecrow_special */
    uint8_t scarecrow_redraw;     /* enum solo_redraw */
    uint8_t concede_after;        /* the player may concede after so many cards */
    uint8_t refill;               /* enum solo_refill */
    uint8_t deck_end;             /* enum solo_deck_end */
    uint8_t special_reshuffle;    /* bool: an empty special deck is rebuilt from used specials */
    uint8_t concede_when;         /* enum solo_concede_when */
    uint8_t deck_end_win;         /* enum solo_deck_end_win */
    uint8_t surrender_card;       /* enum solo_surrender_card */
    uint8_t blind_view;           /* enum solo_blind_view */
};

struct solo_option_info {
    const char *name;        /* "armies" (also accepted as "solitaire.armies") */
    const char *description; /* one line */
    const char *default_text;
    const char *allowed;     /* "1..6", "game|own|player-breaks", "yes|no" */
};

void solo_options_default(struct solo_options *o);
/* What a stored ruleset string means when it does not name an option: the
 * defaults, except an option whose default changed keeps the old one (the
 * string of a game stored since names it: solo_options_format). Use it
 * before solo_options_parse of a stored string. */
void solo_options_stored(struct solo_options *o);
int solo_option_count(void);
const struct solo_option_info *solo_option_info(int i); /* NULL when out of range */
/* Current value of option i as text; returns the length (like snprintf). */
size_t solo_option_value(const struct solo_options *o, int i, char *buf, size_t cap);
/* Sets one option ("solitaire." prefix optional). SOLO_OK, or SOLO_ERR_INPUT
 * with "unknown option 'x' (valid: ...)" / "armies must be 1..6, not 'x'". */
int solo_options_set(struct solo_options *o, const char *key, const char *value, struct msg *err);
/* Parses "key=value" items separated by spaces, commas or semicolons. On an
 * error *o is unchanged. */
int solo_options_parse(struct solo_options *o, const char *text, struct msg *err);
/* Applies a variant's `set solitaire.KEY VALUE` lines. */
int solo_options_from_variant(struct solo_options *o, const struct variant *v, struct msg *err);
/* The options that differ from what a stored string means without them
 * (solo_options_stored: the defaults, or an old default), "key=value" separated by single
 * spaces in table order ("" for all defaults): the ruleset string to store. */
size_t solo_options_format(const struct solo_options *o, char *buf, size_t cap);

/* ------------------------------------------------------------------ events */

enum solo_side {
    SOLO_SIDE_PLAYER,
    SOLO_SIDE_ENEMY,
};

enum solo_event_type {
    SOLO_EV_BATTLE,            /* new battle: coin flip gave `army`; `side` has the initiative; `blind` */
    SOLO_EV_ENEMY_CARD,        /* the enemy turned up `card` into its line */
    SOLO_EV_SCARECROW_REDRAW,  /* the enemy's first card was a Scarecrow: discarded, draw again */
    SOLO_EV_SCARECROW,         /* an enemy Scarecrow forces the special-card duel */
    SOLO_EV_PLAYER_CARD,       /* the player played `card` from his hand */
    SOLO_EV_BLIND_CARD,        /* the player turned up `card` from his deck, unseen */
    SOLO_EV_PLAYER_OUT,        /* the player has no card left: he plays no more in this battle */
    SOLO_EV_PLAYER_SPECIAL,    /* the player's special `card` (CARD_NONE: none) */
    SOLO_EV_ENEMY_SPECIAL,     /* the enemy's special `card` (CARD_NONE: none left) */
    SOLO_EV_EFFECT,            /* what the special `card` of `side` did: `effect` */
    SOLO_EV_CONCEDE,           /* the player conceded */
    SOLO_EV_RESULT,            /* battle won by `winner` (a mark) `how`, with both strengths */
    SOLO_EV_NEW_HAND,          /* the player drew `count` cards after a blind battle */
    SOLO_EV_ENEMY_RESHUFFLE,   /* the enemy's used cards (`count`) became its new deck */
    SOLO_EV_SPECIAL_RESHUFFLE, /* the used specials (`count`) became the new special deck */
    SOLO_EV_GAME_END,          /* `outcome` by `end` condition; `winner` is the mark that ended it */
    SOLO_EV_TYPES
};

enum solo_effect {
    SOLO_EFFECT_DISCARD,   /* Bishop: discarded `count` mercenaries of printed `value` */
    SOLO_EFFECT_WINTER,    /* every mercenary counts 1 */
    SOLO_EFFECT_SPRING,    /* +3 to every mercenary of printed `value` (0: none in play) */
    SOLO_EFFECT_CANCELLED, /* Winter against Spring: neither applies */
    SOLO_EFFECT_DOUBLE,    /* Drummer: its line's mercenaries count double */
    SOLO_EFFECT_TEN,       /* Heroine: 10 in its line */
    SOLO_EFFECT_SURRENDER, /* Surrender: its side wins the battle */
    SOLO_EFFECT_NOTHING,   /* a card with no effect here */
};

enum solo_how {
    SOLO_HOW_STRENGTH, /* every card down, strengths compared */
    SOLO_HOW_DUEL,     /* after the special-card duel, strengths compared */
    SOLO_HOW_SURRENDER,
    SOLO_HOW_CONCEDE,
};

enum solo_outcome {
    SOLO_ONGOING,
    SOLO_WIN,
    SOLO_LOSS,
};

enum solo_end {
    SOLO_END_NONE,
    SOLO_END_VICTORIES, /* [R-SOLO-END-VICTORIES] an army reached the victories */
    SOLO_END_STREAK,    /* [R-SOLO-END-STREAK] an enemy army won so many in a row */
    SOLO_END_DECK,      /* [R-SOLO-END-DECK] the player's deck is exhausted */
};

/* One thing that happened. Fields a type does not use are zero (card:
 * CARD_NONE). See doc/events-solitaire.md for the formatted keys. */
struct solo_event {
    uint8_t type;    /* enum solo_event_type */
    uint8_t battle;  /* battle number, from 1 */
    uint8_t army;    /* the enemy army of the battle: 0 = A */
    uint8_t side;    /* enum solo_side: who played, who has the initiative */
    uint8_t card;    /* card kind or CARD_NONE */
    uint8_t effect;  /* enum solo_effect */
    uint8_t value;   /* printed value (Bishop, Spring) */
    uint8_t count;   /* cards (Bishop: both lines; reshuffle; new hand) */
    uint8_t player_count; /* Bishop: the player's cards discarded; new hand: hand size */
    uint8_t enemy_count;  /* Bishop: the enemy's cards discarded; new hand: deck left */
    uint8_t winner;  /* mark: 0 = player, 1 = army A, ... */
    uint8_t how;     /* enum solo_how */
    uint8_t outcome; /* enum solo_outcome */
    uint8_t end;     /* enum solo_end */
    uint8_t blind;   /* bool */
    uint8_t victories; /* result: the winner's victories; game end: the player's */
    uint8_t streak;    /* result: the winner's current streak (armies only) */
    uint8_t pad;
    int16_t player_strength;
    int16_t enemy_strength;
};

/* A caller-provided event buffer: set ev and cap, n = 0. Events past cap are
 * counted in `lost`, never written. A NULL buffer pointer is allowed. */
struct solo_events {
    struct solo_event *ev;
    int cap;
    int n;
    int lost;
};

/* One line "event=NAME battle=N key=value ...". Returns the length. */
size_t solo_event_format(const struct solo_event *e, char *buf, size_t cap);
const char *solo_event_name(enum solo_event_type t);

/* ------------------------------------------------------------------ actions */

enum solo_action_type {
    SOLO_ACT_PLAY = 1, /* play the mercenary `card` from the hand */
    SOLO_ACT_BLIND,    /* play the top card of the deck, unseen */
    SOLO_ACT_SPECIAL,  /* play the special `card` (CARD_NONE: "special none") */
    SOLO_ACT_NEXT,     /* let the enemy turn up its next card */
    SOLO_ACT_FIGHT,    /* compare strengths without a special */
    SOLO_ACT_CONCEDE,  /* lose this battle now */
};

/* type << 8 | card kind (CARD_NONE for actions without a card). */
typedef uint16_t solo_action;

static inline solo_action solo_action_make(enum solo_action_type type, int card)
{
    return (solo_action)(((unsigned)type << 8) | ((unsigned)card & 0xffu));
}
static inline int solo_action_type(solo_action a)
{
    return a >> 8;
}
static inline int solo_action_card(solo_action a)
{
    return a & 0xff;
}

/* Canonical text: "play 6", "blind", "special winter", "special none",
 * "next", "fight", "concede". Returns the length; "?" for a bad code. */
size_t solo_action_format(solo_action a, char *buf, size_t cap);
/* Reads the text form (card names as card_parse() accepts them, any case;
 * a bare card name means "play" for a mercenary, "special" otherwise).
 * SOLO_OK or SOLO_ERR_INPUT with a message. */
int solo_action_parse(const char *text, solo_action *out, struct msg *err);

/* ------------------------------------------------------------------ state */

/* What the player is asked. */
enum solo_decision {
    SOLO_DECIDE_NONE,      /* the game is over */
    SOLO_DECIDE_CARD,      /* his turn: play, blind, special or concede */
    SOLO_DECIDE_RESPOND,   /* before the enemy's next card: special or next */
    SOLO_DECIDE_CONCLUDE,  /* every card is down: special or fight */
    SOLO_DECIDE_SCARECROW, /* an enemy Scarecrow forces the duel: which special */
};

/* An ordered pile: card[0] is the top. */
struct solo_pile {
    uint8_t n;
    uint8_t card[SOLO_MAX_CARDS];
};

/* The whole game. Read it through the functions below; the layout is not
 * part of the API (it may change with the save format's version). */
struct solo_state {
    struct rng rng;
    uint64_t seed;
    struct solo_options opt;
    uint8_t total[CARD_KINDS]; /* cards in play of each kind (from the variant) */
    struct solo_pile player_deck, enemy_deck, special_deck;
    uint8_t hand[CARD_KINDS], reserve[CARD_KINDS];
    uint8_t player_discard[CARD_KINDS], enemy_discard[CARD_KINDS];
    uint8_t used_specials[CARD_KINDS], out[CARD_KINDS];
    uint8_t player_line[SOLO_LINE_MAX], enemy_line[SOLO_LINE_MAX];
    uint8_t player_line_n, enemy_line_n;
    uint8_t victories[SOLO_MARKS];
    uint8_t streak[SOLO_MAX_ARMIES];
    uint8_t coins[SOLO_MAX_COINS]; /* forced coin flips (scenarios), then the rng */
    uint8_t ncoins, coin_pos;
    uint8_t battle, army, initiative, phase;
    uint8_t player_played, enemy_played; /* cards played in this battle */
    uint8_t blind, blind_drawn, player_out;
    uint8_t outcome, end, end_mark;
    uint16_t actions; /* actions applied */
    uint8_t spare[4]; /* explicit padding: always zero */
};

/* Starts a game from a solitaire variant's cards (its edition must be
 * solitaire) and options, advancing to the first decision. SOLO_OK, or
 * SOLO_ERR_INPUT with a message (options that the deck cannot satisfy). */
int solo_new(struct solo_state *s, const struct variant *v, const struct solo_options *o,
             uint64_t seed, struct solo_events *ev, struct msg *err);

/* Like solo_new() but with the piles given explicitly by a scenario text
 * (doc/rules-solitaire.md, "Scenarios"): lines or ';'-separated items
 *   hand: 10 6 5 | deck: 4 3 | enemy: 6 scarecrow 10 | specials: bishop winter
 *   reserve: surrender | enemy-discard: 2 2 | player-discard: | used: spring
 *   battle: 3 | score: 2 1 0 | streak: 0 2 | coins: A B A
 * (piles listed top first). A pile not given is dealt as usual from the cards
 * left; the variant's cards not placed anywhere are set aside out of the game.
 * The seed still drives later shuffles and coin flips. */
int solo_new_scenario(struct solo_state *s, const struct variant *v, const struct solo_options *o,
                      uint64_t seed, const char *scenario, struct solo_events *ev, struct msg *err);

enum solo_decision solo_decision(const struct solo_state *s);
bool solo_is_terminal(const struct solo_state *s);

/* Writes up to cap legal actions (in a stable order) and returns how many
 * there are; 0 when the game is over. */
int solo_legal_actions(const struct solo_state *s, solo_action *buf, int cap);
bool solo_is_legal(const struct solo_state *s, solo_action a);

/* Plays one action and advances to the next decision. On an illegal action:
 * SOLO_ERR_ILLEGAL (SOLO_ERR_OVER when the game is over), the state and the
 * event buffer untouched, and a one-line reason in err that says what is
 * allowed. */
int solo_apply(struct solo_state *s, solo_action a, struct solo_events *ev, struct msg *err);

/* solo_apply() of an action known to be legal (taken from
 * solo_legal_actions() of this state): the same play, without looking for
 * it in the list again (a search's play-outs). */
void solo_apply_legal(struct solo_state *s, solo_action a, struct solo_events *ev);

/* Replays a game from its options, seed and action texts. */
int solo_replay(struct solo_state *s, const struct variant *v, const struct solo_options *o,
                uint64_t seed, const char *const *actions, int nactions, struct msg *err);

struct solo_result {
    enum solo_outcome outcome;
    enum solo_end end;
    int mark;          /* the mark that ended it (victories, streak), or -1 */
    int battles;       /* battles fought */
    int victories[SOLO_MARKS];
};
void solo_result(const struct solo_state *s, struct solo_result *r);

/* Name of a mark: "player", "A", "B", ... */
const char *solo_mark_name(int mark);
const char *solo_end_name(enum solo_end e);
const char *solo_how_name(enum solo_how h);

/* ------------------------------------------------------------------ view */

/* What the player sees (and all a bot may use): never the order of a deck,
 * nor how the unseen mercenaries are split between his deck and the enemy's. */
struct solo_view {
    enum solo_decision decision;
    int battle;            /* from 1 */
    int army;              /* the enemy army faced: 0 = A */
    int armies;
    enum solo_side initiative;
    bool blind;            /* this battle is played blind */
    uint8_t deck_top;      /* blind-view=seen, on his turn with an empty hand in a
                            * battle: the top card of his deck, the one he would
                            * play blind; else CARD_NONE */
    int player_played, enemy_played; /* cards played in this battle */
    bool special_allowed;  /* a special may be played now */
    bool concede_allowed;
    int victories[SOLO_MARKS];
    int streak[SOLO_MAX_ARMIES];
    int player_line_n, enemy_line_n;
    uint8_t player_line[SOLO_LINE_MAX], enemy_line[SOLO_LINE_MAX];
    int player_strength, enemy_strength;
    uint8_t hand[CARD_KINDS];
    int hand_n;
    uint8_t reserve[CARD_KINDS];
    int reserve_n;
    int player_deck_n, enemy_deck_n, special_deck_n;
    /* cards seen face up and gone: public knowledge */
    uint8_t player_discard[CARD_KINDS], enemy_discard[CARD_KINDS];
    uint8_t used_specials[CARD_KINDS], out[CARD_KINDS];
    uint8_t total[CARD_KINDS]; /* cards in play of each kind */
    struct solo_options options;
    enum solo_outcome outcome;
    enum solo_end end;
};
void solo_view(const struct solo_state *s, struct solo_view *v);
/* solo_view() given the legal actions of s (solo_legal_actions(), n of
 * them), which it would otherwise list again. */
void solo_view_legal(const struct solo_state *s, const solo_action *legal, int n,
                     struct solo_view *v);
/* True when the player sees the top card of his deck (blind-view=seen):
 * on his turn, his hand empty, a card in his deck (he would play it blind). */
bool solo_deck_top_seen(const struct solo_state *s);

/* ------------------------------------------------------------------ sampling */

/* Builds in *out a solitaire game that the player cannot tell from *s
 * (the same view, the same public piles): the player's deck, the enemy
 * deck and the special deck dealt again from their cards together (the
 * player's deck only mercenaries, the special deck only specials: as at
 * setup), the rng and the seed replaced. Only what the player's view
 * shows of those piles (their sizes) is read. Every random choice comes
 * from `r` (solo_determinize.c), for the search bot's samples. */
void solo_determinize(const struct solo_state *s, struct rng *r, struct solo_state *out);

/* ------------------------------------------------------------------ accounting */

enum solo_place {
    SOLO_AT_PLAYER_DECK,
    SOLO_AT_HAND,
    SOLO_AT_PLAYER_LINE,
    SOLO_AT_PLAYER_DISCARD, /* the player's used mercenaries: never come back */
    SOLO_AT_ENEMY_DECK,
    SOLO_AT_ENEMY_LINE,
    SOLO_AT_ENEMY_DISCARD, /* the enemy's used cards: its next deck */
    SOLO_AT_SPECIAL_DECK,
    SOLO_AT_RESERVE,
    SOLO_AT_USED_SPECIALS, /* specials played in duels, by either side */
    SOLO_AT_OUT,           /* out of the game: Courtesans, cards a scenario leaves out */
    SOLO_PLACES
};
const char *solo_place_name(enum solo_place p);
/* counts[place][kind]: every card of the game in exactly one place. */
void solo_count_places(const struct solo_state *s, int counts[SOLO_PLACES][CARD_KINDS]);

#endif
