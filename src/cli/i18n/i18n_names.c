/* i18n_names.c — the card titles marked for translation: the same English
 * texts as the engine's catalogue (src/engine/card.c), listed here so the
 * engine stays free of gettext. */
#include "cli/i18n/i18n_names.h"

#include "engine/card.h"
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
