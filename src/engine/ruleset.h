/* ruleset.h — the base parameters of the standard game (doc/rules-standard.md)
 * as numbers, not constants in code: the deck, hand size, cards per region,
 * cards kept at round end, victory targets, battle cap and the first token
 * holder policy; and the rule modules enabled, with their options and the
 * hook tables the engine calls. Rulesets are built from variants, specs
 * and canonical strings above the engine (rules/rules.h). */
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
struct rule_hooks; /* a module's hook table (engine/game_rules.h) */
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
    const struct rule_hooks *hooks[RULESET_MAX_MODULES];
                                  /* module i's hook table when it is enabled,
                                   * else NULL: stored by whoever enables it
                                   * (rules/rules.h); the engine calls only
                                   * these, in this order (game_init) */
    uint8_t reading[READING_COUNT]; /* enum rule_reading: a choice's index */
};

/* Default battle cap (RULING, doc/rules-standard.md). */
#define RULESET_DEFAULT_BATTLE_CAP 200

/* The rulebook's numbers for variant v's deck (and its edition as the
 * base): no module, every reading and option 0. The rule modules' defaults
 * and a variant's lines come above (ruleset_from_variant, rules/rules.h). */
void ruleset_defaults(struct ruleset *out, const struct variant *v);

/* Checks the numbers the engine needs to make sense together (the deck
 * fits the state, keep at most RULESET_KEEP_MAX, the hands in play with
 * the modules' hooks applied, ...). Returns 0, or -1 with a message.
 * (rules/rules.h's ruleset_validate checks the modules and readings too.) */
int ruleset_check_numbers(const struct ruleset *r, struct msg *err);

#endif
