/* term_safe.c — stored text escaped for the terminal, JSON and CSV. */
#include "cli/term/term_safe.h"

#include <stdint.h>
#include <string.h>

/* The code point at p (*len bytes), or -1 for an invalid sequence (*len 1):
 * overlong forms, surrogates and values past U+10FFFF are invalid. */
static int32_t decode(const unsigned char *p, int *len)
{
    unsigned char c = p[0];
    int n;
    int32_t cp, min;
    *len = 1;
    if (c < 0x80)
        return c;
    if (c >= 0xc2 && c <= 0xdf) {
        n = 2, cp = c & 0x1f, min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        n = 3, cp = c & 0x0f, min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        n = 4, cp = c & 0x07, min = 0x10000;
    } else {
        return -1;
    }
    for (int i = 1; i < n; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return -1;
        cp = (cp << 6) | (p[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return -1;
    *len = n;
    return cp;
}

static bool is_control(int32_t cp)
{
    return cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f);
}

/* The shown form of the character at p into out (at most 8 bytes + NUL);
 * *len the bytes it took. */
static size_t shown(const unsigned char *p, int *len, char out[9])
{
    static const char hex[] = "0123456789abcdef";
    int32_t cp = decode(p, len);
    if (cp < 0) {
        memcpy(out, "\xef\xbf\xbd", 3); /* U+FFFD */
        return 3;
    }
    if (cp == 0x1b) {
        memcpy(out, "\\e", 2);
        return 2;
    }
    if (is_control(cp)) {
        out[0] = '\\', out[1] = 'x', out[2] = hex[(cp >> 4) & 15], out[3] = hex[cp & 15];
        return 4;
    }
    memcpy(out, p, (size_t)*len);
    return (size_t)*len;
}

const char *term_safe(char *dst, size_t cap, const char *text)
{
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)(text ? text : "");
    while (*p) {
        char piece[9];
        int len;
        size_t k = shown(p, &len, piece);
        if (n + k + 1 > cap)
            break;
        memcpy(dst + n, piece, k);
        n += k;
        p += len;
    }
    dst[n] = '\0';
    return dst;
}

void term_safe_write(FILE *f, const char *text)
{
    const unsigned char *p = (const unsigned char *)(text ? text : "");
    while (*p) {
        char piece[9];
        int len;
        fwrite(piece, 1, shown(p, &len, piece), f);
        p += len;
    }
}

void term_json_write(FILE *f, const char *text)
{
    const unsigned char *p = (const unsigned char *)(text ? text : "");
    fputc('"', f);
    while (*p) {
        int len;
        int32_t cp = decode(p, &len);
        if (cp < 0)
            fputs("\\ufffd", f);
        else if (cp == '"' || cp == '\\')
            fprintf(f, "\\%c", (char)cp);
        else if (cp == '\n')
            fputs("\\n", f);
        else if (cp == '\t')
            fputs("\\t", f);
        else if (cp == '\r')
            fputs("\\r", f);
        else if (is_control(cp))
            fprintf(f, "\\u%04x", (unsigned)cp);
        else
            fwrite(p, 1, (size_t)len, f);
        p += len;
    }
    fputc('"', f);
}

void term_csv_write(FILE *f, const char *text)
{
    const char *t = text ? text : "";
    size_t n = strlen(t);
    bool quote = strpbrk(t, ",\"") || (n && (t[0] == ' ' || t[n - 1] == ' '));
    const unsigned char *p = (const unsigned char *)t;
    if (quote)
        fputc('"', f);
    while (*p) {
        char piece[9];
        int len;
        size_t k = shown(p, &len, piece);
        if (*p == '"')
            fputc('"', f);
        fwrite(piece, 1, k, f);
        p += len;
    }
    if (quote)
        fputc('"', f);
}

bool term_text_showable(const char *text)
{
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        int len;
        int32_t cp = decode(p, &len);
        if (cp < 0 || is_control(cp))
            return false;
        p += len;
    }
    return true;
}
