/* i18n.h — marking the texts a person reads for translation (GNU gettext):
 * _("...") translates now, N_("...") only marks a text translated later
 * (tables, names), ngettext(one, many, n) picks the plural form of the
 * screen's language. Under ./configure --disable-nls every macro is the
 * English text itself and nothing of gettext is compiled in.
 * Machine output (--events, JSON, CSV, journals) never goes through these. */
#ifndef CONDOTTIERE_I18N_H
#define CONDOTTIERE_I18N_H

#include "config.h"

#if ENABLE_NLS
#include <libintl.h>
#define _(text) gettext(text)
#else
#undef gettext
#undef ngettext
#define gettext(text) (text)
#define ngettext(one, many, n) ((n) == 1 ? (one) : (many))
#define _(text) (text)
#endif

#define N_(text) text
/* Marks a text with a context (xgettext --keyword=NC_:1c,2); the program
 * looks it up itself with "CONTEXT\004TEXT" (see prompt_local_word). */
#define NC_(context, text) text

#endif
