/* message.h — the engine's one way to report an error: a message written
 * into the caller's buffer (the engine never prints), and -1 returned. */
#ifndef CONDOTTIERE_MESSAGE_H
#define CONDOTTIERE_MESSAGE_H

#include <stddef.h>

/* Formats the message into err (when err and cap allow) and returns -1. */
int message_fail(char *err, size_t cap, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* The same, prefixed with "line N: " when line > 0 (lines count from 1). */
int message_fail_at(char *err, size_t cap, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#endif
