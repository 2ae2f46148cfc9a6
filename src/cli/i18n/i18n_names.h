/* i18n_names.h — the names of the cards and the regions as the screen's
 * language prints them (each rulebook's own names, po/GLOSSARY.md). The
 * engine keeps the English cards and the board's Italian regions; these
 * are for people only, never for machine output. */
#ifndef CONDOTTIERE_I18N_NAMES_H
#define CONDOTTIERE_I18N_NAMES_H

#include <stddef.h>

/* The English title of a card kind marked for translation, the same text
 * as card_info(kind)->title (a test checks it); NULL out of range. */
const char *card_title_msgid(int kind);

/* The card's title in the screen's language ("Zima" under Polish, "Winter"
 * in English); "?" out of range. */
const char *card_title_local(int kind);

/* What a screen calls the card: a mercenary by its number ("10"), a
 * special card by its local title ("Zima"). */
const char *card_name_local(int kind);

/* The region's name in the screen's language: the name its rulebook prints
 * ("Florencja" under Polish, "Florença" under Portuguese), else the
 * board's Italian name ("Firenze", also in English); "?" out of range.
 * region_parse() accepts every such name. */
const char *region_name_local(int region);

#endif
