/* i18n_engine.h — the engine's refusals in the screen's language. The
 * engine (pure, no gettext) words its errors in English; the screens
 * recognise the ones a player meets at the prompt and print them
 * translated. An error not recognised is shown as the engine wrote it. */
#ifndef CONDOTTIERE_I18N_ENGINE_H
#define CONDOTTIERE_I18N_ENGINE_H

#include <stddef.h>

/* err (an English message of action_from_text or solo_action_parse) in
 * the screen's language, written into buf; returns buf. */
const char *engine_error_local(const char *err, char *buf, size_t cap);

#endif
