/* card.c — the card catalogue: properties of each card kind and the names a
 * player may type for it. */
#include "engine/card.h"

#include <stdio.h>
#include <string.h>

static const struct card_info catalogue[CARD_KINDS] = {
    [CARD_M1] = { "1", "Mercenary 1", "1", 1, 0, true, true, NULL },
    [CARD_M2] = { "2", "Mercenary 2", "2", 2, 0, true, true, NULL },
    [CARD_M3] = { "3", "Mercenary 3", "3", 3, 0, true, true, NULL },
    [CARD_M4] = { "4", "Mercenary 4", "4", 4, 0, true, true, NULL },
    [CARD_M5] = { "5", "Mercenary 5", "5", 5, 0, true, true, NULL },
    [CARD_M6] = { "6", "Mercenary 6", "6", 6, 0, true, true, NULL },
    [CARD_M10] = { "10", "Mercenary 10", "10", 10, 0, true, true, NULL },
    [CARD_WINTER] = { "winter", "Winter", "w", 0, 0, false, false, "R-WINTER" },
    [CARD_SPRING] = { "spring", "Spring", "sp", 0, 0, false, false, "R-SPRING" },
    [CARD_BISHOP] = { "bishop", "Bishop", "b", 0, 0, false, false, "R-BISHOP" },
    [CARD_COURTESAN] = { "courtesan", "Courtesan", "c", 0, 1, false, true, "R-COURTESAN" },
    [CARD_DRUMMER] = { "drummer", "Drummer", "dr", 0, 0, false, true, "R-DRUMMER" },
    [CARD_HEROINE] = { "heroine", "Heroine", "h", 0, 10, false, true, "R-STRENGTH" },
    [CARD_SCARECROW] = { "scarecrow", "Scarecrow", "sc", 0, 0, false, false, "R-SCARECROW" },
    [CARD_SURRENDER] = { "surrender", "Surrender", "su", 0, 0, false, false, "R-SURRENDER" },
};

/* Names from the source rulebooks, so that a player may type what his own
 * box says (and what the translated screens show, po/GLOSSARY.md). Accented
 * spellings are listed as written, capitalised when the accent is on the
 * first letter, and without accents. */
static const struct {
    const char *name;
    enum card_kind kind;
} source_names[] = {
    { "mercenary1", CARD_M1 }, { "mercenary10", CARD_M10 },
    /* Italian */
    { "inverno", CARD_WINTER }, { "primavera", CARD_SPRING },
    { "vescovo", CARD_BISHOP }, { "cortigiana", CARD_COURTESAN },
    { "tamburino", CARD_DRUMMER }, { "eroina", CARD_HEROINE },
    { "spaventapasseri", CARD_SCARECROW }, { "resa", CARD_SURRENDER },
    /* French */
    { "hiver", CARD_WINTER }, { "printemps", CARD_SPRING },
    { "évêque", CARD_BISHOP }, { "Évêque", CARD_BISHOP }, { "eveque", CARD_BISHOP },
    { "courtisane", CARD_COURTESAN }, { "tambour", CARD_DRUMMER },
    { "héroïne", CARD_HEROINE }, { "heroïne", CARD_HEROINE },
    { "épouvantail", CARD_SCARECROW }, { "Épouvantail", CARD_SCARECROW },
    { "epouvantail", CARD_SCARECROW },
    { "reddition", CARD_SURRENDER },
    /* Spanish (the solitaire text calls Spring "Verano") */
    { "invierno", CARD_WINTER }, { "verano", CARD_SPRING },
    { "obispo", CARD_BISHOP }, { "cortesana", CARD_COURTESAN },
    { "tambor", CARD_DRUMMER }, { "heroína", CARD_HEROINE },
    { "heroina", CARD_HEROINE }, { "espantapájaros", CARD_SCARECROW },
    { "espantapajaros", CARD_SCARECROW }, { "rendición", CARD_SURRENDER },
    { "rendicion", CARD_SURRENDER },
    /* Polish */
    { "zima", CARD_WINTER }, { "wiosna", CARD_SPRING },
    { "biskup", CARD_BISHOP }, { "kurtyzana", CARD_COURTESAN },
    { "dobosz", CARD_DRUMMER }, { "strach", CARD_SCARECROW },
    { "kapitulacja", CARD_SURRENDER }, { "bohaterka", CARD_HEROINE },
    { "kukła", CARD_SCARECROW }, { "kukla", CARD_SCARECROW },
    /* Portuguese */
    { "bispo", CARD_BISHOP }, { "cortesã", CARD_COURTESAN },
    { "cortesa", CARD_COURTESAN }, { "espantalho", CARD_SCARECROW },
    { "rendição", CARD_SURRENDER }, { "rendicao", CARD_SURRENDER },
    /* the Portuguese 3rd-edition rulebook's own words for two cards */
    { "percurcionista", CARD_DRUMMER }, { "percussionista", CARD_DRUMMER },
    { "render", CARD_SURRENDER },
};

const struct card_info *card_info(enum card_kind kind)
{
    if ((unsigned)kind >= CARD_KINDS)
        return NULL;
    return &catalogue[kind];
}

/* ASCII case-insensitive comparison; bytes above 127 (accents) must match
 * exactly, which is why the source names list both spellings. */
static bool same_name(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        unsigned char x = (unsigned char)*a, y = (unsigned char)*b;
        if (x >= 'A' && x <= 'Z')
            x = (unsigned char)(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = (unsigned char)(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return *a == *b;
}

int card_parse(const char *token)
{
    if (!token || !*token)
        return -1;
    for (int k = 0; k < CARD_KINDS; k++)
        if (same_name(token, catalogue[k].name) || same_name(token, catalogue[k].alias))
            return k;
    for (size_t i = 0; i < sizeof source_names / sizeof source_names[0]; i++)
        if (same_name(token, source_names[i].name))
            return (int)source_names[i].kind;
    return -1;
}

size_t card_names_list(char *buf, size_t cap, const uint8_t *deck)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    for (int k = 0; k < CARD_KINDS; k++) {
        const struct card_info *c = &catalogue[k];
        if (deck && !deck[k])
            continue;
        size_t at = len < cap ? len : cap;
        int n = c->mercenary ? snprintf(buf + at, cap - at, "%s%s", len ? ", " : "", c->name)
                             : snprintf(buf + at, cap - at, "%s%s (%s)", len ? ", " : "", c->name,
                                        c->alias);
        if (n > 0)
            len += (size_t)n;
    }
    return len;
}
