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

#if ENABLE_NLS
#include <stdio.h>
#include <string.h>
/* The translation of a text marked NC_(context, text), or the text itself
 * when the catalogue has none. */
static inline const char *i18n_context(const char *context, const char *text)
{
    char key[128];
    if ((size_t)snprintf(key, sizeof key, "%s%c%s", context, 4, text) >= sizeof key)
        return text;
    const char *t = gettext(key);
    return t == key || !strcmp(t, key) || !*t ? text : t;
}
#else
#define i18n_context(context, text) ((void)(context), (text))
#endif

#endif
