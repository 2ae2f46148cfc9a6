/* i18n_message.c — a message of the engine, the rules, the solitaire or the
 * store said again in the screen's language. Those parts are pure and word
 * their messages in English from printf formats; the formats a person may
 * meet are listed here, marked for the catalogues. A message is matched
 * against each format (its %s, %d... read back as text), and the
 * translated format is filled with what was read, each piece translated in
 * turn when it is itself a known text (the "doing" of the store, a nested
 * message). A message matching no format is shown as it was written. */
#include "cli/i18n/i18n_message.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"

#define MAX_ARGS 8

struct capture {
    const char *start;
    size_t len;
};

/* The length of the conversion at fmt (just after '%'), or 0 when it is
 * not one this file reads ("%%" is a literal). */
static size_t conversion(const char *fmt, char *conv)
{
    size_t i = 0;
    while (fmt[i] >= '0' && fmt[i] <= '9')
        i++;
    if (fmt[i] == '$')
        i++;
    else
        i = 0;
    while (strchr("-+ #0", fmt[i]) && fmt[i])
        i++;
    while ((fmt[i] >= '0' && fmt[i] <= '9') || fmt[i] == '.' || fmt[i] == '*')
        i++;
    while (fmt[i] && strchr("hlzjt", fmt[i]))
        i++;
    if (!fmt[i] || !strchr("sdiuxXc", fmt[i]))
        return 0;
    *conv = fmt[i];
    return i + 1;
}

static bool is_number_char(char c, char conv, bool first)
{
    if (c >= '0' && c <= '9')
        return true;
    if (first && c == '-' && conv != 'u')
        return true;
    return (conv == 'x' || conv == 'X') && strchr("abcdefABCDEF", c);
}

/* Whether msg matches fmt to its end; the conversions' texts go to caps. */
static bool match(const char *fmt, const char *msg, struct capture *caps, int n)
{
    while (*fmt) {
        if (fmt[0] == '%' && fmt[1] == '%') {
            if (*msg != '%')
                return false;
            fmt += 2, msg++;
            continue;
        }
        char conv;
        size_t clen = fmt[0] == '%' ? conversion(fmt + 1, &conv) : 0;
        if (!clen) {
            if (*fmt != *msg)
                return false;
            fmt++, msg++;
            continue;
        }
        if (n >= MAX_ARGS)
            return false;
        const char *rest = fmt + 1 + clen;
        caps[n].start = msg;
        if (conv == 'c') {
            if (!*msg)
                return false;
            caps[n].len = 1;
            if (match(rest, msg + 1, caps, n + 1))
                return true;
            return false;
        }
        if (conv == 's') {
            /* the shortest text that lets the rest match */
            for (size_t len = 0;; len++) {
                caps[n].len = len;
                if (match(rest, msg + len, caps, n + 1))
                    return true;
                if (!msg[len])
                    return false;
            }
        }
        size_t len = 0;
        while (msg[len] && is_number_char(msg[len], conv, len == 0))
            len++;
        if (!len)
            return false;
        caps[n].len = len;
        return match(rest, msg + len, caps, n + 1);
    }
    return *msg == '\0';
}

/* The formats, the longest first (a more specific one before a shorter
 * one that would match the same message). */
static const char *const formats[] = {
#include "cli/i18n/i18n_message_formats.h"
};

/* Pieces that only stand inside another message: the values an option
 * allows, as src/rules words them (rule_option_allowed_text). */
static const char *const piece_formats[] = {
    N_("a number from %d to %d"),
    N_("%s, %s"),
    N_("%s or %s"),
};

static void put(char *buf, size_t cap, size_t *len, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++, (*len)++)
        if (*len + 1 < cap)
            buf[*len] = s[i];
    if (cap)
        buf[*len < cap ? *len : cap - 1] = '\0';
}

static const char *local(const char *msg, char *buf, size_t cap, int depth);

/* Fills the translated format tr with the captured texts. */
static void fill(const char *tr, const struct capture *caps, int n, char *buf, size_t cap,
                 int depth)
{
    size_t len = 0;
    int next = 0;
    if (cap)
        buf[0] = '\0';
    while (*tr) {
        char conv;
        size_t clen = tr[0] == '%' && tr[1] != '%' ? conversion(tr + 1, &conv) : 0;
        if (tr[0] == '%' && tr[1] == '%') {
            put(buf, cap, &len, "%", 1);
            tr += 2;
            continue;
        }
        if (!clen) {
            put(buf, cap, &len, tr, 1);
            tr++;
            continue;
        }
        int k = next++;
        if (tr[1] >= '1' && tr[1] <= '9' && strchr(tr + 1, '$') &&
            strchr(tr + 1, '$') < tr + 1 + clen)
            k = tr[1] - '1';
        if (k >= 0 && k < n) {
            char piece[512], out[512];
            size_t pl = caps[k].len < sizeof piece - 1 ? caps[k].len : sizeof piece - 1;
            memcpy(piece, caps[k].start, pl);
            piece[pl] = '\0';
            const char *said = conv == 's' ? local(piece, out, sizeof out, depth + 1) : piece;
            put(buf, cap, &len, said, strlen(said));
        }
        tr += 1 + clen;
    }
}

static const char *local(const char *msg, char *buf, size_t cap, int depth)
{
    if (!*msg || depth > 3) {
        snprintf(buf, cap, "%s", msg);
        return buf;
    }
    const char *tr = gettext(msg);
    if (tr != msg) {
        snprintf(buf, cap, "%s", tr);
        return buf;
    }
    struct capture caps[MAX_ARGS];
    size_t nformats = sizeof formats / sizeof formats[0];
    size_t npieces = depth ? sizeof piece_formats / sizeof piece_formats[0] : 0;
    for (size_t i = 0; i < nformats + npieces; i++) {
        const char *f = i < nformats ? formats[i] : piece_formats[i - nformats];
        if (!match(f, msg, caps, 0))
            continue;
        int n = 0;
        for (const char *p = f; *p; p++)
            if (p[0] == '%' && p[1] == '%')
                p++;
            else if (p[0] == '%')
                n++;
        fill(gettext(f), caps, n, buf, cap, depth);
        return buf;
    }
    snprintf(buf, cap, "%s", msg);
    return buf;
}

const char *message_local(const char *msg, char *buf, size_t cap)
{
    return local(msg ? msg : "", buf, cap, 0);
}

const char *message_l(const char *msg)
{
    static _Thread_local char buf[2048];
    return message_local(msg, buf, sizeof buf);
}
