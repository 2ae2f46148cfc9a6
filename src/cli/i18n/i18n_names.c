/* i18n_names.c — the card titles and the region names marked for
 * translation: the same texts as the engine's catalogues (src/engine/card.c,
 * src/engine/map.c), listed here so the engine stays free of gettext. */
#include "cli/i18n/i18n_names.h"

#include "engine/card.h"
#include "engine/map.h"
#include "i18n.h"

static const char *const titles[CARD_KINDS] = {
    /* TRANSLATORS: the cards, as the rulebook of your language prints them
     * (po/GLOSSARY.md); "Mercenary N" is a mercenary of strength N. */
    [CARD_M1] = N_("Mercenary 1"),
    [CARD_M2] = N_("Mercenary 2"),
    [CARD_M3] = N_("Mercenary 3"),
    [CARD_M4] = N_("Mercenary 4"),
    [CARD_M5] = N_("Mercenary 5"),
    [CARD_M6] = N_("Mercenary 6"),
    [CARD_M10] = N_("Mercenary 10"),
    [CARD_WINTER] = N_("Winter"),
    [CARD_SPRING] = N_("Spring"),
    [CARD_BISHOP] = N_("Bishop"),
    [CARD_COURTESAN] = N_("Courtesan"),
    [CARD_DRUMMER] = N_("Drummer"),
    [CARD_HEROINE] = N_("Heroine"),
    [CARD_SCARECROW] = N_("Scarecrow"),
    [CARD_SURRENDER] = N_("Surrender"),
};

const char *card_title_msgid(int kind)
{
    return kind >= 0 && kind < CARD_KINDS ? titles[kind] : NULL;
}

const char *card_title_local(int kind)
{
    const char *t = card_title_msgid(kind);
    return t ? gettext(t) : "?";
}

const char *card_name_local(int kind)
{
    const struct card_info *c = card_info((enum card_kind)kind);
    if (!c)
        return "?";
    return c->mercenary ? c->name : card_title_local(kind);
}

/* The regions by their board names, marked with the context "region" (the
 * name of a city is also a word elsewhere); only xgettext reads this
 * table, region_name_local looks the names up. */
static const char *const region_words[] __attribute__((unused)) = {
    /* TRANSLATORS: the region (a city of the board) as the rulebook of your
     * language prints it ("Florencja", "Florença"), else the board's
     * Italian name unchanged; a name written here must be one the program
     * accepts as typed (src/engine/map.c, po/GLOSSARY.md). */
    NC_("region", "Torino"),  NC_("region", "Milano"),  NC_("region", "Genova"),
    NC_("region", "Venezia"), NC_("region", "Mantova"), NC_("region", "Parma"),
    NC_("region", "Modena"),  NC_("region", "Ferrara"), NC_("region", "Lucca"),
    NC_("region", "Bologna"), NC_("region", "Firenze"), NC_("region", "Siena"),
    NC_("region", "Urbino"),  NC_("region", "Spoleto"), NC_("region", "Ancona"),
    NC_("region", "Roma"),    NC_("region", "Napoli"),
};

const char *region_name_local(int region)
{
    if (region < 0 || region >= REGION_COUNT)
        return "?";
    return i18n_context("region", region_name(region));
}
