/* message.h — an error as data. A lower layer (engine, rules, solitaire,
 * store, simulation) fills a struct msg and returns a status: a code, the
 * English printf format written at the call, and the format's arguments,
 * each kept as the text it prints to. Nothing here prints or translates:
 * the front end renders a message in the player's language with
 * msg_render and its own translating function (gettext), machine output
 * (--json, events) with msg_english.
 *
 * The formats reach the catalogues with no other edit: msg_fail's third
 * and msg_wrap's second arguments are xgettext keywords (po/Makevars), as
 * is MSG_T, which marks a string argument that is itself a fixed text to
 * translate ("the profile name"); any other string argument (a path, an
 * option the player typed) is shown as it is.
 *
 * A message may wrap another (its cause): msg_wrap adds an outer frame
 * whose format names the inner message with MSG_CAUSE in place of a %s
 * argument ("line %d: %s", "%s; check the path given with --db").
 */
#ifndef CONDOTTIERE_MESSAGE_H
#define CONDOTTIERE_MESSAGE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

enum {
    MSG_FRAMES_MAX = 4, /* a message and up to three wrappers */
    MSG_ARGS_MAX = 8,   /* conversions of one format, at most */
    MSG_TEXT_MAX = 1024 /* the arguments' texts, all frames together */
};

/* A string argument that is a fixed English text, translated when the
 * message is rendered (an xgettext keyword). */
#define MSG_T(text) "\001" text
/* MSG_T for a fixed text known only at run time (a module's reason,
 * marked N_ where it is written): written into buf, returns buf. */
const char *msg_t(char *buf, size_t cap, const char *text);
/* The argument of a wrapping format that stands for the wrapped message. */
#define MSG_CAUSE "\002"

struct msg_frame {
    const char *fmt; /* static English format */
    int nargs;
    unsigned short arg_at[MSG_ARGS_MAX]; /* offsets into msg.text */
};

struct msg {
    int code; /* 0: no error; else the failing layer's code */
    int nframes; /* frames[0] is the innermost message */
    struct msg_frame frames[MSG_FRAMES_MAX];
    size_t text_len;
    char text[MSG_TEXT_MAX];
};

/* Empties m (code 0, no text). */
void msg_clear(struct msg *m);

/* Whether m holds an error. */
static inline bool msg_is_set(const struct msg *m)
{
    return m && m->nframes > 0;
}

/* Sets m (when not NULL) to the message fmt with its arguments, under
 * code (non-zero), dropping what it held. Returns -1, so that a caller
 * may write `return msg_fail(...)`. The conversions understood are those
 * of printf for d i u x X c s, with flags, width, precision and the
 * length modifiers hh h l ll z j t; a %s whose argument is MSG_T(...) is
 * translated when rendered. */
int msg_fail(struct msg *m, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* msg_fail with the arguments in a va_list. */
int msg_vfail(struct msg *m, int code, const char *fmt, va_list ap)
    __attribute__((format(printf, 3, 0)));

/* A message that is already words, kept and shown as it is, never
 * translated: the English reasons a lower layer composes for logs and
 * check (a refused move explained piece by piece). Returns -1. */
int msg_fail_text(struct msg *m, int code, const char *text);

/* msg_fail for a line of a file: when line > 0 the message is wrapped
 * in "line %d: %s" (lines count from 1). Returns -1. */
int msg_fail_at(struct msg *m, int code, int line, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Wraps what m holds in "line %d: %s" when line > 0 (as msg_fail_at
 * would have). Returns -1. */
int msg_at_line(struct msg *m, int line);

/* The line of a message made by msg_fail_at or msg_at_line (its outermost
 * frame "line %d: %s"), or 0. msg_drop_line removes that frame, leaving
 * the message of the line alone (for "FILE:LINE: message"). */
int msg_line(const struct msg *m);
void msg_drop_line(struct msg *m);

/* Wraps what m holds in an outer frame (one of whose %s arguments is
 * MSG_CAUSE); the code stays unless m held none. Returns -1. When m is
 * empty, the frame stands alone with MSG_CAUSE rendered as nothing; when
 * the frames are full the innermost wrapper is kept and this one dropped. */
int msg_wrap(struct msg *m, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Copies src into dst (either may be the other's cause later). */
void msg_copy(struct msg *dst, const struct msg *src);

/* A translation: the text for an English format or fixed text, or that
 * text itself. */
typedef const char *(*msg_translate_fn)(const char *english);

/* Writes m into buf (always terminated when cap > 0), each format and
 * each MSG_T argument through translate (NULL: English), and returns the
 * length the whole text needs. A translated format may take its
 * arguments in another order with %N$ conversions. */
size_t msg_render(const struct msg *m, msg_translate_fn translate, char *buf, size_t cap);

/* msg_render in English (for --json, events and logs). */
size_t msg_english(const struct msg *m, char *buf, size_t cap);

/* m in English, in a buffer of the calling thread's own good until its
 * next call ("" when m holds no error): for logs and tests. */
const char *msg_s(const struct msg *m);

#endif
