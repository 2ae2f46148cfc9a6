/* i18n_message.h — a message of the engine, the rules, the solitaire or
 * the store (English, from printf formats) in the screen's language: see
 * i18n_message.c. */
#ifndef CONDOTTIERE_I18N_MESSAGE_H
#define CONDOTTIERE_I18N_MESSAGE_H

#include <stddef.h>

/* msg in the screen's language, written into buf; returns buf. A message
 * the catalogue does not know is copied as it is. */
const char *message_local(const char *msg, char *buf, size_t cap);
/* The same into a buffer of the calling thread's own, good until its next
 * call: for a message printed at once ("condottiere: %s\n"). */
const char *message_l(const char *msg);

#endif
