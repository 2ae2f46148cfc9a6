/* variant.c — parser for the variant text format (doc/variants.md). */
#include "engine/message.h"
#include "engine/variant.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_LEN 512

static const char *const edition_names[] = {
    [EDITION_THIRD] = "third",
    [EDITION_FIRST] = "first",
    [EDITION_SOLITAIRE] = "solitaire",
};

const char *edition_name(enum edition e)
{
    return (unsigned)e < sizeof edition_names / sizeof edition_names[0] ? edition_names[e] : "?";
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* Splits "key rest" at the first blank: returns the rest, trimmed. */
static char *split_key(char *s)
{
    char *p = s + strcspn(s, " \t");
    if (*p)
        *p++ = '\0';
    return trim(p);
}

static int copy_text(char *dst, size_t cap, const char *src, struct msg *err, int line,
                     const char *what)
{
    if (!*src)
        return msg_fail_at(err, -1, line, "%s needs a value", what);
    if (strlen(src) >= cap)
        return msg_fail_at(err, -1, line, "%s is too long (at most %zu characters)", what, cap - 1);
    memcpy(dst, src, strlen(src) + 1);
    return 0;
}

static int parse_line(struct variant *v, char *s, int line, struct msg *err, int *seen_name)
{
    char *rest = split_key(s);
    if (!strcmp(s, "name")) {
        *seen_name = 1;
        return copy_text(v->name, sizeof v->name, rest, err, line, "name");
    }
    if (!strcmp(s, "summary"))
        return copy_text(v->summary, sizeof v->summary, rest, err, line, "summary");
    if (!strcmp(s, "edition")) {
        for (size_t e = 0; e < sizeof edition_names / sizeof edition_names[0]; e++)
            if (!strcmp(rest, edition_names[e])) {
                v->edition = (enum edition)e;
                return 0;
            }
        return msg_fail_at(err, -1, line, "unknown edition '%s' (valid: third, first, solitaire)", rest);
    }
    if (!strcmp(s, "card")) {
        char *count = split_key(rest);
        int kind = card_parse(rest);
        if (kind < 0)
            return msg_fail_at(err, -1, line, "unknown card '%s'", rest);
        char *end;
        errno = 0;
        long n = strtol(count, &end, 10);
        if (!*count || *end || errno || n < 0 || n > 99)
            return msg_fail_at(err, -1, line, "card count must be a number from 0 to 99, not '%s'", count);
        v->ncards += (int)n - v->deck[kind];
        v->deck[kind] = (uint8_t)n;
        return 0;
    }
    if (!strcmp(s, "module")) {
        if (v->nmodules >= VARIANT_MAX_MODULES)
            return msg_fail_at(err, -1, line, "too many modules (at most %d)", VARIANT_MAX_MODULES);
        return copy_text(v->modules[v->nmodules++], VARIANT_TEXT_MAX, rest, err, line,
                         "module");
    }
    if (!strcmp(s, "set")) {
        char *value = split_key(rest);
        if (v->noptions >= VARIANT_MAX_OPTIONS)
            return msg_fail_at(err, -1, line, "too many options (at most %d)", VARIANT_MAX_OPTIONS);
        struct variant_option *o = &v->options[v->noptions];
        if (copy_text(o->key, sizeof o->key, rest, err, line, MSG_T("option name")) ||
            copy_text(o->value, sizeof o->value, value, err, line, MSG_T("option value")))
            return -1;
        v->noptions++;
        return 0;
    }
    return msg_fail_at(err, -1, line, "unknown key '%s' (valid: name, summary, edition, card, module, set)",
                s);
}

int variant_parse(const char *text, struct variant *out, struct msg *err)
{
    char buf[LINE_MAX_LEN];
    int line = 0, seen_name = 0;
    memset(out, 0, sizeof *out);
    msg_clear(err);
    while (*text) {
        size_t len = strcspn(text, "\n");
        line++;
        if (len >= sizeof buf)
            return msg_fail_at(err, -1, line, "line too long");
        memcpy(buf, text, len);
        buf[len] = '\0';
        text += len + (text[len] == '\n');
        char *hash = strchr(buf, '#');
        if (hash)
            *hash = '\0';
        char *s = trim(buf);
        if (*s && parse_line(out, s, line, err, &seen_name))
            return -1;
    }
    if (!seen_name)
        return msg_fail_at(err, -1, line, "no 'name' line");
    if (out->ncards == 0)
        return msg_fail_at(err, -1, line, "the deck is empty: add 'card' lines");
    return 0;
}

const char *variant_embedded_text(const char *name)
{
    for (const struct embedded_variant *e = embedded_variants; e->name; e++)
        if (!strcmp(e->name, name))
            return e->text;
    return NULL;
}

int variant_load_embedded(const char *name, struct variant *out, struct msg *err)
{
    const char *text = variant_embedded_text(name);
    if (!text) {
        msg_fail(err, -1, "no variant named '%s'", name);
        return -1;
    }
    return variant_parse(text, out, err);
}
