/* i18n_init.h — choosing the language of the screens at start-up. */
#ifndef CONDOTTIERE_I18N_INIT_H
#define CONDOTTIERE_I18N_INIT_H

/* Takes the locale from LANGUAGE / LC_ALL / LC_MESSAGES / LANG (numbers stay
 * in the C locale, so no machine output ever changes with it) and opens the
 * message catalogue: the build tree's when this program runs from its build
 * tree, the installed one otherwise. A locale asked for but not installed
 * is said once on stderr (with how to install it); its language is spoken
 * all the same when it has a catalogue and C.UTF-8 is there (i18n_locale.h).
 * A language without a catalogue is English, silently. argv0 is main's
 * argv[0]. */
void i18n_init(const char *argv0);

/* The build tree this program runs from (its real path), or NULL when it
 * runs installed (or from elsewhere); valid after i18n_init. */
const char *i18n_build_dir(void);

#endif
