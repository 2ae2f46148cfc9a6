/* term_wrapout.c — stdout wrapped to the width (see term_wrapout.h): a
 * stdio cookie stream (fopencookie) whose writer breaks lines at spaces. */
#define _GNU_SOURCE
#include "cli/term/term_wrapout.h"

#include <stdbool.h>
#include <string.h>
#include <unistd.h>

#include "cli/term/term_width.h"

static FILE *real, *wrapper;
static int col;          /* the cursor's column on the current line */
static int indent;       /* the line's own leading spaces */
static bool leading;     /* only spaces so far on the line */
static int spaces;       /* spaces seen after the last word, not yet written */
static char word[512];   /* the word being read, not yet written */
static size_t wlen;
static int wcols;        /* its width */
static int esc;          /* 0; 1 after ESC; 2 inside ESC [ ... */

static void put_word(void)
{
    if (!wlen && !spaces)
        return;
    int width = term_width(real);
    if (wlen && !leading && col + spaces + wcols > width) {
        int hang = indent + 2 < width / 2 ? indent + 2 : width / 2;
        fputc('\n', real);
        for (int i = 0; i < hang; i++)
            fputc(' ', real);
        col = hang;
    } else {
        for (int i = 0; i < spaces; i++)
            fputc(' ', real);
        col += spaces;
    }
    spaces = 0;
    fwrite(word, 1, wlen, real);
    col += wcols;
    if (wlen)
        leading = false;
    wlen = 0;
    wcols = 0;
}

static ssize_t wrap_write(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    for (size_t i = 0; i < size; i++) {
        unsigned char c = (unsigned char)buf[i];
        if (esc) { /* an escape sequence: no width, kept whole in the word */
            if (wlen < sizeof word)
                word[wlen++] = (char)c;
            esc = esc == 1 && c == '[' ? 2 : (esc == 2 && (c < 0x40 || c > 0x7e)) ? 2 : 0;
            continue;
        }
        if (c == '\n' || c == '\r') {
            put_word();
            fputc(c, real);
            col = indent = spaces = 0;
            leading = true;
        } else if (c == ' ') {
            if (leading && !wlen) {
                fputc(' ', real);
                col++;
                indent++;
            } else {
                if (wlen)
                    put_word();
                spaces++;
            }
        } else {
            if (wlen == sizeof word)
                put_word(); /* a word longer than the buffer goes as it is */
            word[wlen++] = (char)c;
            if ((c & 0xc0) != 0x80 && c != 0x1b)
                wcols++;
            if (c == 0x1b)
                esc = 1;
        }
    }
    put_word(); /* nothing is held back: a flush shows everything */
    fflush(real);
    return (ssize_t)size;
}

static bool start(void)
{
    cookie_io_functions_t io = { .read = NULL, .write = wrap_write, .seek = NULL, .close = NULL };
    FILE *f = fopencookie(NULL, "w", io);
    if (!f)
        return false;
    fflush(stdout);
    setvbuf(f, NULL, _IOLBF, 0);
    real = stdout;
    wrapper = f;
    col = indent = spaces = 0;
    leading = true;
    term_width_set_wrapped(wrapper, real);
    stdout = wrapper;
    return true;
}

void term_wrapout_begin(void)
{
    if (!wrapper && term_width_known(stdout))
        start();
}

bool term_wrapout_begin_text(void)
{
    return !wrapper && start();
}

void term_wrapout_end(void)
{
    if (!wrapper)
        return;
    fflush(wrapper);
    stdout = real;
    term_width_set_wrapped(NULL, NULL);
    fclose(wrapper);
    wrapper = NULL;
}

void term_wrapout_newline(void)
{
    col = indent = spaces = 0;
    leading = true;
}

FILE *term_wrapout_real(void)
{
    return wrapper ? real : stdout;
}
