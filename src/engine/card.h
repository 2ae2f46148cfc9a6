/* card.h — the card catalogue: card kinds, their properties, and names
 * (English names, short aliases and the source rulebooks' names). */
#ifndef CONDOTTIERE_CARD_H
#define CONDOTTIERE_CARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Every card kind of every edition. Mercenaries come first, in order of
 * printed value, so that "kind < CARD_MERCENARY_KINDS" means mercenary. */
enum card_kind {
    CARD_M1,
    CARD_M2,
    CARD_M3,
    CARD_M4,
    CARD_M5,
    CARD_M6,
    CARD_M10,
    CARD_WINTER,
    CARD_SPRING,
    CARD_BISHOP,
    CARD_COURTESAN,
    CARD_DRUMMER,
    CARD_HEROINE,
    CARD_SCARECROW,
    CARD_SURRENDER,
    CARD_KINDS
};

#define CARD_MERCENARY_KINDS 7
#define CARD_NONE 0xff

struct card_info {
    const char *name;     /* English name, lower case: "winter", "10" */
    const char *title;    /* for display: "Winter", "Mercenary 10" */
    const char *alias;    /* short alias: "w"; for mercenaries the number */
    int printed;          /* printed value of a mercenary, 0 otherwise */
    int fixed_strength;   /* Heroine 10, Courtesan 1, other specials 0 */
    bool mercenary;
    bool hideable;        /* played face down under hidden cards (R-OPT-HIDDEN) */
    const char *rule;     /* rule ID of the card's effect, or NULL */
};

const struct card_info *card_info(enum card_kind kind);

static inline bool card_is_mercenary(int kind)
{
    return kind >= 0 && kind < CARD_MERCENARY_KINDS;
}

/* Looks a card up by English name, alias, mercenary number or a source
 * rulebook's name (Italian, French, Spanish, Polish, Portuguese), ignoring
 * case. Returns the kind, or -1 if the token names no card. */
int card_parse(const char *token);

/* Writes the English name (and alias) of every kind, comma separated, for
 * error messages; with `deck`, only kinds that the deck holds. Returns the
 * length the whole list needs (like snprintf); buf must not be NULL. */
size_t card_names_list(char *buf, size_t cap, const uint8_t *deck);

#endif
