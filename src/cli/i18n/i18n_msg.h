/* i18n_msg.h — an error of a lower layer (struct msg, engine/message.h)
 * said in the screen's language: each format and each fixed text of it
 * through gettext, the other arguments as they are. */
#ifndef CONDOTTIERE_I18N_MSG_H
#define CONDOTTIERE_I18N_MSG_H

#include <stddef.h>

#include "engine/message.h"

/* m in the screen's language, written into buf; returns buf. */
const char *i18n_msg_text(const struct msg *m, char *buf, size_t cap);

/* The same into a buffer of the calling thread's own, good until its next
 * call: for a message printed at once ("condottiere: %s\n"). */
const char *i18n_msg_l(const struct msg *m);

#endif
