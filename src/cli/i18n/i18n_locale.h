/* i18n_locale.h — a locale asked for but not installed: the language spoken
 * all the same where it can be, and one line on stderr that says so. */
#ifndef CONDOTTIERE_I18N_LOCALE_H
#define CONDOTTIERE_I18N_LOCALE_H

#include <stdbool.h>

struct i18n_missing {
    char name[64]; /* the locale asked for and not installed; "" for none */
    bool spoken;   /* its language is spoken all the same */
};

/* After setlocale(LC_ALL, "") failed: loads the categories that can be
 * loaded; when the messages' locale is missing, its language has a
 * catalogue in `dir` and its character set is UTF-8, uses C.UTF-8 and
 * LANGUAGE instead. Fills `m` when the missing locale matters (a language
 * with a catalogue; never for C, POSIX or English). */
void i18n_locale_fallback(const char *dir, struct i18n_missing *m);

/* The one line on stderr about m (nothing when m names no locale), in the
 * language spoken; call it once the catalogue is bound. */
void i18n_locale_notice(const struct i18n_missing *m);

#endif
