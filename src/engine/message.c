/* message.c — error messages into the caller's buffer. */
#include "engine/message.h"

#include <stdarg.h>
#include <stdio.h>

static int vfail(char *err, size_t cap, int line, const char *fmt, va_list ap)
{
    if (!err || !cap)
        return -1;
    int n = line > 0 ? snprintf(err, cap, "line %d: ", line) : 0;
    if (n >= 0 && (size_t)n < cap)
        vsnprintf(err + n, cap - (size_t)n, fmt, ap);
    return -1;
}

int message_fail(char *err, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(err, cap, 0, fmt, ap);
    va_end(ap);
    return -1;
}

int message_fail_at(char *err, size_t cap, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(err, cap, line, fmt, ap);
    va_end(ap);
    return -1;
}
