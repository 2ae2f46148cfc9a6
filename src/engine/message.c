/* message.c — errors as data (struct msg: formats, arguments kept as text,
 * frames wrapping a cause) and their rendering through a translation. */
#include "engine/message.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void msg_clear(struct msg *m)
{
    if (!m)
        return;
    m->code = 0;
    m->nframes = 0;
    m->text_len = 0;
    m->text[0] = '\0';
}

const char *msg_t(char *buf, size_t cap, const char *text)
{
    if (cap)
        snprintf(buf, cap, "\001%s", text ? text : "");
    return buf;
}

void msg_copy(struct msg *dst, const struct msg *src)
{
    if (dst && src && dst != src)
        *dst = *src;
}

/* One conversion of a printf format, read from just after its '%'. */
struct conv {
    size_t len;        /* characters after the '%' */
    char spec[32];     /* the conversion again, without any "N$" */
    int position;      /* N of "N$", or 0 */
    int stars;         /* '*' in width and precision */
    char length[3];    /* "", "hh", "h", "l", "ll", "z", "j", "t" */
    char type;         /* d i u x X c s, or 0 when not understood */
};

static int read_digits(const char *s, size_t *i)
{
    int n = 0;
    while (s[*i] >= '0' && s[*i] <= '9')
        n = n * 10 + (s[(*i)++] - '0');
    return n;
}

static void read_conversion(const char *s, struct conv *c)
{
    memset(c, 0, sizeof *c);
    size_t i = 0, start;
    int n = read_digits(s, &i);
    if (n > 0 && s[i] == '$')
        c->position = n, i++, start = i;
    else
        i = 0, start = 0;
    while (s[i] && strchr("-+ #0", s[i]))
        i++;
    if (s[i] == '*')
        c->stars++, i++;
    else
        read_digits(s, &i);
    if (s[i] == '.') {
        i++;
        if (s[i] == '*')
            c->stars++, i++;
        else
            read_digits(s, &i);
    }
    size_t lstart = i;
    while (s[i] && strchr("hlzjt", s[i]) && i - lstart < 2)
        i++;
    memcpy(c->length, s + lstart, i - lstart);
    if (s[i] && strchr("diuxXcs", s[i]))
        c->type = s[i];
    c->len = s[i] ? i + 1 : i;
    size_t speclen = c->len - start;
    if (speclen + 2 > sizeof c->spec)
        c->type = 0;
    else {
        c->spec[0] = '%';
        memcpy(c->spec + 1, s + start, speclen);
        c->spec[speclen + 1] = '\0';
    }
}

/* Room left for one more argument's text (with its terminator). */
static char *arg_room(struct msg *m, size_t *room)
{
    if (m->text_len >= MSG_TEXT_MAX - 1) {
        m->text_len = MSG_TEXT_MAX - 1;
        *room = 1;
        return m->text + m->text_len;
    }
    *room = MSG_TEXT_MAX - m->text_len;
    return m->text + m->text_len;
}

/* Formats one argument of conversion c into m's text; returns its offset. */
static unsigned short take_arg(struct msg *m, const struct conv *c, va_list *ap)
{
    size_t room;
    char *at = arg_room(m, &room);
    unsigned short offset = (unsigned short)(at - m->text);
    int w = 0, p = 0, n = 0;
    if (c->stars > 0)
        w = va_arg(*ap, int);
    if (c->stars > 1)
        p = va_arg(*ap, int);
    char spec[48];
    /* a '*' is given its value in the spec kept: the text is final */
    const char *src = c->spec;
    size_t o = 0;
    int star = 0;
    for (; *src && o < sizeof spec - 12; src++) {
        if (*src == '*')
            o += (size_t)snprintf(spec + o, sizeof spec - o, "%d", star++ ? p : w);
        else
            spec[o++] = *src;
    }
    spec[o] = '\0';
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    if (c->type == 's') {
        const char *s = va_arg(*ap, const char *);
        if (!s)
            s = "(null)";
        if (s[0] == '\001' || s[0] == '\002')
            n = snprintf(at, room, "%s", s); /* a marked text: as it is */
        else
            n = snprintf(at, room, spec, s);
    } else if (c->type == 'c' || !strcmp(c->length, "hh") || !strcmp(c->length, "h")
               || !c->length[0]) {
        n = snprintf(at, room, spec, va_arg(*ap, int));
    } else if (!strcmp(c->length, "l")) {
        n = snprintf(at, room, spec, va_arg(*ap, long));
    } else if (!strcmp(c->length, "ll")) {
        n = snprintf(at, room, spec, va_arg(*ap, long long));
    } else if (!strcmp(c->length, "z")) {
        n = snprintf(at, room, spec, va_arg(*ap, size_t));
    } else if (!strcmp(c->length, "j")) {
        n = snprintf(at, room, spec, va_arg(*ap, intmax_t));
    } else {
        n = snprintf(at, room, spec, va_arg(*ap, ptrdiff_t));
    }
#pragma GCC diagnostic pop
    size_t used = n < 0 ? 0 : (size_t)n >= room ? room - 1 : (size_t)n;
    at[used] = '\0';
    m->text_len += used + 1;
    return offset;
}

static void push_frame(struct msg *m, const char *fmt, va_list *ap)
{
    struct msg_frame *f = &m->frames[m->nframes++];
    f->fmt = fmt;
    f->nargs = 0;
    for (const char *s = fmt; *s; s++) {
        if (*s != '%')
            continue;
        if (s[1] == '%') {
            s++;
            continue;
        }
        struct conv c;
        read_conversion(s + 1, &c);
        s += c.len;
        if (!c.type || f->nargs >= MSG_ARGS_MAX)
            break; /* the compiler checked the format: not reached */
        f->arg_at[f->nargs++] = take_arg(m, &c, ap);
    }
}

int msg_fail(struct msg *m, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    msg_vfail(m, code, fmt, ap);
    va_end(ap);
    return -1;
}

int msg_vfail(struct msg *m, int code, const char *fmt, va_list ap)
{
    if (!m)
        return -1;
    msg_clear(m);
    m->code = code;
    va_list copy;
    va_copy(copy, ap);
    push_frame(m, fmt, &copy);
    va_end(copy);
    return -1;
}

/* Not a literal at the call: not taken into the catalogues. */
static const char as_is[] = "%s";

int msg_fail_text(struct msg *m, int code, const char *text)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    return msg_fail(m, code, as_is, text);
#pragma GCC diagnostic pop
}

int msg_fail_at(struct msg *m, int code, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    msg_vfail(m, code, fmt, ap);
    va_end(ap);
    return msg_at_line(m, line);
}

int msg_at_line(struct msg *m, int line)
{
    if (m && line > 0)
        msg_wrap(m, "line %d: %s", line, MSG_CAUSE);
    return -1;
}

int msg_line(const struct msg *m)
{
    if (!m || m->nframes < 2 || strcmp(m->frames[m->nframes - 1].fmt, "line %d: %s"))
        return 0;
    const struct msg_frame *f = &m->frames[m->nframes - 1];
    int line = 0;
    for (const char *s = m->text + f->arg_at[0]; *s >= '0' && *s <= '9'; s++)
        line = line * 10 + (*s - '0');
    return line;
}

void msg_drop_line(struct msg *m)
{
    if (msg_line(m) > 0)
        m->nframes--;
}

int msg_wrap(struct msg *m, const char *fmt, ...)
{
    if (!m || m->nframes >= MSG_FRAMES_MAX)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    push_frame(m, fmt, &ap);
    va_end(ap);
    return -1;
}

/* A growing text in the caller's buffer; len counts what it needed. */
struct out {
    char *buf;
    size_t cap, len;
};

static void put(struct out *o, const char *s, size_t n)
{
    if (o->cap && o->len < o->cap - 1) {
        size_t fit = o->cap - 1 - o->len;
        memcpy(o->buf + o->len, s, n < fit ? n : fit);
    }
    o->len += n;
}

static void render_frame(const struct msg *m, int at, msg_translate_fn tr, struct out *o);

static void put_arg(const struct msg *m, int at, int i, msg_translate_fn tr, struct out *o)
{
    const struct msg_frame *f = &m->frames[at];
    if (i < 0 || i >= f->nargs)
        return;
    const char *text = m->text + f->arg_at[i];
    if (text[0] == '\002') {
        if (at > 0)
            render_frame(m, at - 1, tr, o);
        return;
    }
    if (text[0] == '\001') {
        text++;
        if (tr)
            text = tr(text);
    }
    put(o, text, strlen(text));
}

static void render_frame(const struct msg *m, int at, msg_translate_fn tr, struct out *o)
{
    const char *fmt = m->frames[at].fmt;
    if (tr)
        fmt = tr(fmt);
    int next = 0;
    for (const char *s = fmt; *s;) {
        const char *pct = strchr(s, '%');
        if (!pct) {
            put(o, s, strlen(s));
            break;
        }
        put(o, s, (size_t)(pct - s));
        if (pct[1] == '%') {
            put(o, "%", 1);
            s = pct + 2;
            continue;
        }
        struct conv c;
        read_conversion(pct + 1, &c);
        put_arg(m, at, c.position ? c.position - 1 : next++, tr, o);
        s = pct + 1 + c.len;
    }
}

size_t msg_render(const struct msg *m, msg_translate_fn translate, char *buf, size_t cap)
{
    struct out o = { buf, cap, 0 };
    if (m && m->nframes > 0)
        render_frame(m, m->nframes - 1, translate, &o);
    if (cap)
        buf[o.len < cap ? o.len : cap - 1] = '\0';
    return o.len;
}

size_t msg_english(const struct msg *m, char *buf, size_t cap)
{
    return msg_render(m, NULL, buf, cap);
}

const char *msg_s(const struct msg *m)
{
    static _Thread_local char buf[2048];
    msg_english(m, buf, sizeof buf);
    return buf;
}
