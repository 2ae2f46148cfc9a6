/* rules.h — the optional rule modules (doc/rule-modules.md: the 3rd edition's optional rules and
 * the 1st edition, split into pieces that combine) and the pure functions
 * that build rulesets from variants, command-line specs and canonical
 * ruleset strings. doc/rule-modules.md describes every module, option and
 * ruling; doc/variants.md the `module` and `set` lines.
 *
 *   The registry        rule_module_count(), rule_module_at(i),
 *                       rule_module_find("hidden-cards")
 *   A variant's lines   ruleset_from_variant() reads `module NAME` and
 *                       `set MODULE.OPTION VALUE`; ruleset_standard()
 *   A spec on top       ruleset_apply_spec(&r, "+hidden-cards,-points-game,
 *                       capture-regions.tie-token=defender", ...)
 *   Canonical string    ruleset_canonical(&r) -> "standard+capture-regions,
 *                       hidden-cards"; ruleset_from_string() reads it back
 *                       (string -> ruleset -> the same string)
 *
 * Everything here is pure: errors and warnings come back as text in the
 * caller's buffers, never printed. */
#ifndef CONDOTTIERE_RULES_H
#define CONDOTTIERE_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/ruleset.h"
#include "engine/variant.h"

/* The texts a person reads (summaries, descriptions, sources, options'
 * descriptions, the pairings' reasons) are marked N_() for the catalogues
 * (po/): the rules stay in English, the screens (src/cli/i18n/i18n_rules.c)
 * translate them with gettext. */
#ifndef N_
#define N_(text) text
#endif

/* The registry's order: the five optional rules of the 3rd edition, then
 * the pieces of the 1st edition. The order is that of the canonical string. */
enum rule_module_id {
    RULE_DRAW_AFTER_BATTLE,   /* R-OPT-DRAW */
    RULE_POINTS_GAME,         /* R-OPT-POINTS */
    RULE_BIGGER_KINGDOMS,     /* R-OPT-BIGGER */
    RULE_CAPTURE_REGIONS,     /* R-OPT-CAPTURE */
    RULE_HIDDEN_CARDS,        /* R-OPT-HIDDEN */
    RULE_BISHOP_TRUCE,        /* R-FIRST: the Bishop ends the battle, no winner */
    RULE_FIRST_EDITION_DEAL,  /* R-FIRST: 10 + 2 per city, nothing kept */
    RULE_DECLINE_DESIGNATION, /* R-FIRST: the token holder may decline */
    RULE_ADJACENCY_ONLY,      /* R-FIRST: no "N regions in total" victory */
    RULE_FIRST_EDITION_FINAL, /* R-FIRST: final battle with 10 cards added */
    RULE_DESIGNATE_AFTER_DEAL, /* R-FIRST: designate after the discards and redeal */
    RULE_MODULE_COUNT
};

/* hidden-cards' options (pass-reveal reaches the engine as game.pass_reveal,
 * set by the module's adjust hook; the bots read flip and flip-timing). */
enum { HIDDEN_PASS_REVEAL, HIDDEN_FLIP, HIDDEN_FLIP_TIMING };
enum { HIDDEN_PASS_REVEAL_CHOICE, HIDDEN_PASS_REVEAL_NEVER };
enum { HIDDEN_FLIP_ANY_CARD, HIDDEN_FLIP_LINE_CARD };
enum { HIDDEN_FLIP_TIMING_BEFORE, HIDDEN_FLIP_TIMING_AFTER };

/* The five optional rules of §3, as a bit mask of enum rule_module_id. */
#define RULES_OPTIONAL_MASK                                                               \
    ((1u << RULE_DRAW_AFTER_BATTLE) | (1u << RULE_POINTS_GAME) |                            \
     (1u << RULE_BIGGER_KINGDOMS) | (1u << RULE_CAPTURE_REGIONS) | (1u << RULE_HIDDEN_CARDS))

enum rule_option_kind {
    RULE_OPTION_NUMBER, /* a whole number from lo to hi */
    RULE_OPTION_CHOICE, /* one of choices[]: the value is its index */
};

struct rule_option {
    const char *name;          /* "target" (set as points-game.target) */
    const char *description;   /* one line */
    enum rule_option_kind kind;
    int def;                   /* the default (a number, or a choice's index) */
    int lo, hi;                /* NUMBER: the allowed range */
    const char *const *choices; /* CHOICE: the names, NULL-terminated */
};

/* Another module this one cannot be combined with (refused) or should not
 * be (a warning), and why. */
struct rule_pairing {
    const char *module;
    const char *why;
};

struct rule_hooks; /* the engine's hook table (engine/game_rules.h) */

struct rule_module {
    const char *name;        /* "hidden-cards" */
    const char *rule_id;     /* "R-OPT-HIDDEN" */
    const char *summary;     /* one line, for `rules` */
    const char *description; /* several lines (\n), for `rules NAME` */
    const char *source;      /* which seed texts and sections it comes from */
    const struct rule_option *options;
    int noptions;            /* at most RULESET_MAX_OPTIONS */
    const struct rule_pairing *refuses; /* terminated by {NULL, NULL}, or NULL */
    const struct rule_pairing *warns;   /* terminated by {NULL, NULL}, or NULL */
    unsigned hooks_used;     /* bit mask of enum rule_hook_point it provides */
    const struct rule_hooks *hooks;
};

/* ---- the registry (registry.c) ---- */
int rule_module_count(void);
/* Module number i (0 <= i < rule_module_count()), or NULL. */
const struct rule_module *rule_module_at(int i);
/* The number of the module called `name` (exact, lower case), or -1. */
int rule_module_find(const char *name);
/* The option number of `module`'s option `name`, or -1. */
int rule_option_find(const struct rule_module *m, const char *name);
/* "draw-after-battle, points-game, ..." (every module), like snprintf. */
size_t rule_module_names(char *buf, size_t cap);
/* The text form of a value of an option ("wins-by", "20") into buf. */
size_t rule_option_value_text(const struct rule_option *o, int value, char *buf, size_t cap);
/* The allowed values of an option ("1 to 999", "wins-by or controls"). */
size_t rule_option_allowed_text(const struct rule_option *o, char *buf, size_t cap);
/* Sets err to the allowed values of an option, worded as
 * rule_option_allowed_text, for a message that wraps it. Returns -1. */
int rule_option_fail_allowed(const struct rule_option *o, struct msg *err);
/* The whole text of a module for `rules NAME`: its name, rule ID and
 * summary, the description, each option (name, description, default,
 * allowed values), what it refuses or warns about, and its source. Lines
 * end with '\n'. Returns the length it needs, like snprintf. */
size_t rule_module_describe(const struct rule_module *m, char *buf, size_t cap);
/* Checks the registry: names, texts, options and their defaults, the
 * pairings, and that every module provides exactly the hooks it claims
 * and the hooks they need together. Returns 0, or -1 with a message. */
int rules_registry_check(struct msg *err);

/* ---- the base game's disputed readings (base_options.c) ---- */
/* Reading i (enum rule_reading in engine/ruleset.h) as a choice option:
 * its name ("round-deal"), one line of meaning, and its values (the first
 * is the default). NULL when out of range. */
const struct rule_option *rule_reading_at(int i);
/* What each rulebook says, for `rules NAME` (several lines). */
const char *rule_reading_sources(int i);
/* The number of the reading called `name`, or -1. */
int rule_reading_find(const char *name);

/* ---- rulesets from variants (ruleset_build.c) ---- */
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

/* Checks a whole ruleset: the modules known, each enabled one's hooks in
 * it, the options and readings in range, then the engine's numbers
 * (ruleset_check_numbers). Returns 0, or -1 with a message. */
int ruleset_validate(const struct ruleset *r, struct msg *err);

/* The base parameters by number, for canonical strings: the numbers,
 * first-token, then the readings. */
int ruleset_param_count(void);
const char *ruleset_param_name(int i);                 /* "hand-size" */
size_t ruleset_param_text(const struct ruleset *r, int i, char *buf, size_t cap); /* "10" */

/* ---- modules in a ruleset (spec.c) ---- */
bool ruleset_has_module(const struct ruleset *r, int id);
/* Enables (on) or disables a module by name: its bit in r->modules and its
 * hook table in r->hooks. Returns 0, or -1 with a message for an unknown
 * name. The combination is not checked here. */
int ruleset_enable_module(struct ruleset *r, const char *name, bool on, struct msg *err);
/* Sets MODULE.OPTION to a value given as text ("20", "controls"). Returns
 * 0, or -1 with a message (unknown module or option, bad value). */
int ruleset_set_module_option(struct ruleset *r, const char *module, const char *option,
                              const char *value, struct msg *err);
/* The value of a module's option (a number, or a choice's index). */
int ruleset_module_option(const struct ruleset *r, int id, int option);
/* Resets every module's options to the defaults (no module enabled). */
void ruleset_reset_modules(struct ruleset *r);

/* Checks the enabled modules together. A combination that cannot work is
 * refused: returns -1 with the reason in err. A combination the sources
 * advise against is allowed: returns 0 and the advice in warn (empty when
 * there is none). */
int rules_check_combination(const struct ruleset *r, char *warn, size_t warncap, struct msg *err);
/* Just the warnings of ruleset r (empty when none); returns their length. */
size_t ruleset_warnings(const struct ruleset *r, char *buf, size_t cap);

/* Applies a command-line spec on top of r: items separated by commas,
 *   +MODULE or MODULE   enable a module       -MODULE  disable it
 *   MODULE.OPTION=VALUE a module's option     KEY=VALUE a base parameter
 *   card.KIND=COUNT     the deck's count of a card kind
 * applied in order, then the combination is checked (as above) and the
 * ruleset validated. An option of a module that ends up disabled is an
 * error. Returns 0 (warnings, if any, in warn), or -1 with a message in
 * err (and r unchanged). */
int ruleset_apply_spec(struct ruleset *r, const char *spec, char *warn, size_t warncap,
                       struct msg *err);

/* The ruleset of a variant with a spec on top (spec may be NULL or ""). */
int ruleset_from_variant_spec(struct ruleset *out, const struct variant *v, const char *spec,
                              char *warn, size_t warncap, struct msg *err);

/* ---- the canonical ruleset string (canonical.c) ---- */
/* Writes the canonical string of r: the base ("standard" or
 * "first-edition"), then, if r differs from that base, '+' and the
 * differences as spec items, in this order: modules enabled (registry
 * order), modules disabled (-MODULE), options of enabled modules that
 * differ from the base (MODULE.OPTION=VALUE), base parameters that differ
 * (KEY=VALUE), then deck counts that differ (card.KIND=N). Example:
 * "standard+capture-regions,hidden-cards,capture-regions.tie-token=defender".
 * Returns the length it needs, like snprintf (at most
 * RULESET_CANONICAL_MAX - 1 for any valid ruleset). */
#define RULESET_CANONICAL_MAX 1024
size_t ruleset_canonical(const struct ruleset *r, char *buf, size_t cap);

/* Rebuilds a ruleset from its canonical string (or any "BASE" or
 * "BASE+SPEC", where BASE names a shipped variant of edition third or
 * first). Returns 0, or -1 with a message; warnings as ruleset_apply_spec. */
int ruleset_from_string(struct ruleset *out, const char *text, char *warn, size_t warncap,
                        struct msg *err);

#endif
