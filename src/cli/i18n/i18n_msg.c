/* i18n_msg.c — the front end's rendering of an error as data: the English
 * formats and fixed texts a lower layer wrote are looked up in the
 * catalogue (gettext) and filled with the message's arguments. */
#include "cli/i18n/i18n_msg.h"

#include "i18n.h"

static const char *translate(const char *english)
{
    if (!english || !*english)
        return english; /* gettext("") is the catalogue's header */
    return gettext(english);
}

const char *i18n_msg_text(const struct msg *m, char *buf, size_t cap)
{
    msg_render(m, translate, buf, cap);
    return buf;
}

const char *i18n_msg_l(const struct msg *m)
{
    static _Thread_local char buf[2048];
    return i18n_msg_text(m, buf, sizeof buf);
}
