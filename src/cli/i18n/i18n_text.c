/* i18n_text.c — widths of UTF-8 texts and padding by columns, so tables
 * keep their columns in every language. */
#include "cli/i18n/i18n_text.h"

int text_width(const char *text)
{
    int w = 0;
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        if ((*p & 0xC0) != 0x80) /* not a continuation byte */
            w++;
    return w;
}

static void spaces(FILE *f, int n)
{
    for (; n > 0; n--)
        fputc(' ', f);
}

void fput_left(FILE *f, const char *text, int width)
{
    fputs(text, f);
    spaces(f, width - text_width(text));
}

void fput_right(FILE *f, const char *text, int width)
{
    spaces(f, width - text_width(text));
    fputs(text, f);
}

int width_at_least(int width, const char *text)
{
    int w = text_width(text);
    return w > width ? w : width;
}
