/* term_width.c — the output's width and word wrapping (see term_width.h). */
#include "cli/term/term_width.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static int columns_env(void)
{
    const char *v = getenv("COLUMNS");
    if (!v || !*v)
        return 0;
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (*end || errno || n <= 0 || n > 10000)
        return 0;
    return (int)n;
}

static FILE *wrapped_out, *real_out;

void term_width_set_wrapped(FILE *wrapped, FILE *real)
{
    wrapped_out = wrapped;
    real_out = real;
}

int term_fd(FILE *f)
{
    return f && f == wrapped_out ? fileno(real_out) : fileno(f);
}

static int tty_columns(FILE *f)
{
    int fd = term_fd(f);
    struct winsize ws;
    if (fd < 0 || !isatty(fd) || ioctl(fd, TIOCGWINSZ, &ws) || ws.ws_col == 0)
        return 0;
    return ws.ws_col;
}

int term_width(FILE *f)
{
    int w = columns_env();
    if (!w)
        w = tty_columns(f);
    if (!w)
        w = TERM_WIDTH_DEFAULT;
    return w < TERM_WIDTH_MIN ? TERM_WIDTH_MIN : w;
}

bool term_width_known(FILE *f)
{
    return columns_env() > 0 || tty_columns(f) > 0;
}

int term_table_width(FILE *f)
{
    return term_width_known(f) ? term_width(f) : 0;
}

size_t term_text_width(const char *s, size_t n)
{
    size_t w = 0;
    for (size_t i = 0; i < n && s[i]; i++)
        if (((unsigned char)s[i] & 0xC0) != 0x80)
            w++;
    return w;
}

size_t term_text_fit(const char *s, int cols)
{
    size_t i = 0;
    for (int w = 0; s[i]; w++) {
        if (w == cols)
            return i;
        i++;
        while (((unsigned char)s[i] & 0xC0) == 0x80)
            i++;
    }
    return i;
}

static void spaces(FILE *f, int n)
{
    for (int i = 0; i < n; i++)
        fputc(' ', f);
}

void term_wrap(FILE *f, const char *text, int width, int col, int hang)
{
    const char *p = text;
    int at = col;         /* cursor column */
    bool line_empty = true; /* nothing of text on this line yet */
    while (*p) {
        if (*p == '\n') {
            fputc('\n', f);
            p++;
            if (*p) {
                spaces(f, hang);
                at = hang;
                line_empty = true;
            } else {
                return;
            }
            continue;
        }
        if (*p == ' ') {
            p++;
            continue;
        }
        size_t len = strcspn(p, " \n");
        int w = (int)term_text_width(p, len);
        if (!line_empty) {
            if (width > 0 && at + 1 + w > width) {
                fputc('\n', f);
                spaces(f, hang);
                at = hang;
            } else {
                fputc(' ', f);
                at++;
            }
        }
        fwrite(p, 1, len, f);
        at += w;
        line_empty = false;
        p += len;
    }
    fputc('\n', f);
}
