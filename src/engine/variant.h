/* variant.h — a named variant: its base edition, its deck and the rule
 * modules and options it enables, parsed from the small text format of
 * variants/NAME.variant (documented in doc/variants.md). */
#ifndef CONDOTTIERE_VARIANT_H
#define CONDOTTIERE_VARIANT_H

#include <stddef.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/message.h"

#define VARIANT_TEXT_MAX 48
#define VARIANT_SUMMARY_MAX 200
#define VARIANT_MAX_MODULES 16
#define VARIANT_MAX_OPTIONS 32

enum edition {
    EDITION_THIRD,     /* the standard game, 3rd edition (2006) */
    EDITION_FIRST,     /* the 1st edition (1995) */
    EDITION_SOLITAIRE, /* the solitaire adaptation (Spanish text) */
};

struct variant_option {
    char key[VARIANT_TEXT_MAX];
    char value[VARIANT_TEXT_MAX];
};

struct variant {
    char name[VARIANT_TEXT_MAX];
    char summary[VARIANT_SUMMARY_MAX];
    enum edition edition;
    uint8_t deck[CARD_KINDS]; /* how many cards of each kind */
    int ncards;
    int nmodules;
    char modules[VARIANT_MAX_MODULES][VARIANT_TEXT_MAX];
    int noptions;
    struct variant_option options[VARIANT_MAX_OPTIONS];
};

/* Parses a variant's text. Returns 0, or -1 with "line N: what is wrong"
 * in err. */
int variant_parse(const char *text, struct variant *out, struct msg *err);

/* The variants shipped in variants/, embedded at build time. */
struct embedded_variant {
    const char *name;
    const char *text;
};
extern const struct embedded_variant embedded_variants[];

/* Text of a shipped variant, or NULL. */
const char *variant_embedded_text(const char *name);

/* Parses a shipped variant (which must exist and be valid). */
int variant_load_embedded(const char *name, struct variant *out, struct msg *err);

const char *edition_name(enum edition e);

#endif
