/* ruleset.h — the base parameters of the standard game (doc/rules-standard.md)
 * as numbers, not constants in code: the deck, hand size, cards per region,
 * cards kept at round end, victory targets, battle cap and the first token
 * holder policy. Optional rule modules will add their own fields later. */
#ifndef CONDOTTIERE_RULESET_H
#define CONDOTTIERE_RULESET_H

#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/variant.h"

/* Who holds the Condottiere token first (the rulebooks: "the youngest"). */
enum first_token_policy {
    FIRST_TOKEN_RANDOM, /* a seat drawn from the game seed (default) */
    FIRST_TOKEN_FIXED,  /* ruleset.first_token_seat */
};

/* The most cards a player may keep at round end that an action can hold. */
#define RULESET_KEEP_MAX 2
/* Room for rule modules and their options (src/rules/rules.h). */
#define RULESET_MAX_MODULES 16
#define RULESET_MAX_OPTIONS 4

/* The readings of the base game that the rulebooks dispute, each a choice
 * whose first value (0) is the default (doc/rules-standard.md, "Disputed
 * readings"; their names and values in src/rules/base_options.c). */
enum rule_reading {
    READING_ROUND_DEAL,     /* 0 up-to-10: dealt up to hand-size; 1 ten-more */
    READING_POPE_CONTESTED, /* 0 allowed; 1 forbidden; 2 truce */
    READING_BISHOP_HIGHEST, /* 0 printed; 1 effective (after the Drummer) */
    READING_BISHOP_WINTER,  /* 0 printed; 1 all (every mercenary counts 1) */
    READING_SPRING_HIGHEST, /* 0 printed; 1 effective (after the Drummer) */
    READING_HAND_SIZES,     /* 0 public; 1 private (observation.h) */
    READING_COUNT
};
enum { ROUND_DEAL_UP_TO = 0, ROUND_DEAL_TEN_MORE = 1 };
enum { POPE_CONTESTED_ALLOWED = 0, POPE_CONTESTED_FORBIDDEN = 1, POPE_CONTESTED_TRUCE = 2 };
enum { BISHOP_HIGHEST_PRINTED = 0, BISHOP_HIGHEST_EFFECTIVE = 1 };
enum { BISHOP_WINTER_PRINTED = 0, BISHOP_WINTER_ALL = 1 };
enum { SPRING_HIGHEST_PRINTED = 0, SPRING_HIGHEST_EFFECTIVE = 1 };
enum { HAND_SIZES_PUBLIC = 0, HAND_SIZES_PRIVATE = 1 };

struct ruleset {
    uint8_t deck[CARD_KINDS];     /* how many cards of each kind (110 in all) */
    int ncards;                   /* sum of deck[] */
    int hand_size;                /* dealt "up to" this many in hand: 10 */
    int extra_per_region;         /* extra cards per controlled region: 1 */
    int keep_at_round_end;        /* the last player with cards keeps up to: 2 */
    int small_table_max;          /* tables up to this many players are "small": 3 */
    int win_total_small;          /* 2-3 players: regions in total to win: 6 */
    int win_adjacent_small;       /* 2-3 players: connected regions to win: 4 */
    int win_total_large;          /* 4-6 players: 5 */
    int win_adjacent_large;       /* 4-6 players: 3 */
    int battle_cap;               /* RULING: the game ends as if no region were
                                   * left after this many battles; 0 = none */
    enum first_token_policy first_token;
    int first_token_seat;         /* with FIRST_TOKEN_FIXED */
    enum edition base;            /* the base it was built on: EDITION_THIRD
                                   * ("standard") or EDITION_FIRST
                                   * ("first-edition"), for the canonical string */
    uint32_t modules;             /* bit i: rule module i (enum rule_module_id
                                   * in rules/rules.h) is enabled */
    int16_t options[RULESET_MAX_MODULES][RULESET_MAX_OPTIONS];
                                  /* every module's option values (defaults
                                   * when not set), enabled or not */
    uint8_t reading[READING_COUNT]; /* enum rule_reading: a choice's index */
};

/* Default battle cap (RULING, doc/rules-standard.md). */
#define RULESET_DEFAULT_BATTLE_CAP 200

/* The standard game: the embedded "standard" variant's deck and the
 * rulebook's numbers. Returns 0, or -1 with a message in err. */
int ruleset_standard(struct ruleset *out, struct msg *err);

/* A ruleset from a parsed variant of edition "third" or "first": its deck,
 * the standard numbers and module defaults, then its `module NAME` lines
 * and its `set KEY VALUE` options (see ruleset_set), then the checks of
 * the modules together (rules_check_combination: a combination that
 * cannot work is refused) and ruleset_validate. Returns 0, or -1 with a
 * message. A warning about the combination (points-game with
 * capture-regions) is not an error: get it with ruleset_warnings. */
int ruleset_from_variant(struct ruleset *out, const struct variant *v, struct msg *err);

/* Sets one base parameter by name: hand-size, extra-per-region,
 * keep-at-round-end, win-total-small, win-adjacent-small, win-total-large,
 * win-adjacent-large, battle-cap, first-token ("random" or a seat number),
 * a disputed reading (round-deal, pope-contested ...: enum rule_reading);
 * or a rule module's option as MODULE.OPTION ("points-game.target"; the
 * module need not be enabled). Returns 0, or -1 with a message (unknown
 * key, bad value). */
int ruleset_set(struct ruleset *r, const char *key, const char *value, struct msg *err);

/* Checks that the numbers make sense together (deck fits the state, keep at
 * most RULESET_KEEP_MAX, ...). Returns 0, or -1 with a message. */
int ruleset_validate(const struct ruleset *r, struct msg *err);

#endif
