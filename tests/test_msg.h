/* test_msg.h — a message of a lower layer (struct msg) as its English text,
 * for the tests' checks and failure reports. */
#ifndef CONDOTTIERE_TEST_MSG_H
#define CONDOTTIERE_TEST_MSG_H

#include "engine/message.h"

/* The English of m, in a buffer of its own per call site's turn: good
 * until the next call. */
static inline const char *test_msg_text(const struct msg *m)
{
    static char buf[2048];
    msg_english(m, buf, sizeof buf);
    return buf;
}
#define TXT(m) test_msg_text(&(m))

#endif
