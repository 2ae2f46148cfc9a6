/* term_table.c — tables that fit the width: columns, a wrapped last
 * column, or one block per row (see term_table.h). */
#include "cli/term/term_table.h"

#include <string.h>

#include "cli/term/term_width.h"

static int width_of(const char *s)
{
    return (int)term_text_width(s, strlen(s));
}

static void spaces(FILE *f, int n)
{
    while (n-- > 0)
        fputc(' ', f);
}

static void padded(FILE *f, const char *s, int width, bool right)
{
    int pad = width - width_of(s);
    if (right)
        spaces(f, pad);
    fputs(s, f);
    if (!right)
        spaces(f, pad);
}

void term_break(FILE *f, const char *text, int width, int col, int hang)
{
    const char *p = text;
    int room = width - col;
    if (width <= 0 || room <= 0 || hang >= width) {
        fprintf(f, "%s\n", text);
        return;
    }
    while (*p == ' ')
        p++;
    while (*p) {
        /* the most of p that fits in room letters, cut after a separator */
        const char *q = p, *cut = NULL;
        int used = 0;
        while (*q && used < room) {
            q++;
            while ((*q & 0xc0) == 0x80) /* a UTF-8 sequence stays whole */
                q++;
            used++;
            if (strchr(" ,|+=", q[-1]))
                cut = q;
        }
        if (!*q || *q == ' ')
            cut = q; /* the rest fits, or ends at a space */
        else if (!cut)
            cut = q; /* no separator: anywhere */
        const char *end = cut;
        while (end > p && end[-1] == ' ')
            end--;
        fwrite(p, 1, (size_t)(end - p), f);
        fputc('\n', f);
        p = cut;
        while (*p == ' ')
            p++;
        if (*p) {
            spaces(f, hang);
            room = width - hang;
        }
    }
}

void term_table_print(FILE *f, const struct term_table *t)
{
    int n = t->ncols < TERM_TABLE_MAX_COLS ? t->ncols : TERM_TABLE_MAX_COLS;
    int w[TERM_TABLE_MAX_COLS];
    for (int k = 0; k < n; k++) {
        w[k] = width_of(t->heads[k]);
        if (t->least && t->least[k] > w[k])
            w[k] = t->least[k];
        for (int r = 0; r < t->nrows; r++) {
            int c = width_of(t->cells[r * t->ncols + k]);
            w[k] = c > w[k] ? c : w[k];
        }
    }
    int last_at = t->indent; /* where the last column starts */
    for (int k = 0; k < n - 1; k++)
        last_at += w[k] + 2;
    int width = term_table_width(f);
    bool fits = width <= 0 || last_at + w[n - 1] <= width;
    if (fits || last_at + 16 <= width) {
        /* columns; the last one wrapped under itself when it must */
        for (int r = -1; r < t->nrows; r++) {
            const char *const *row = r < 0 ? t->heads : t->cells + r * t->ncols;
            spaces(f, t->indent);
            for (int k = 0; k < n - 1; k++) {
                padded(f, row[k], w[k], t->right && t->right[k]);
                fputs("  ", f);
            }
            if (fits && t->right && t->right[n - 1]) {
                padded(f, row[n - 1], w[n - 1], true);
                fputc('\n', f);
            } else if (fits) {
                fprintf(f, "%s\n", row[n - 1]);
            } else
                term_break(f, row[n - 1], width, last_at, last_at);
        }
        return;
    }
    /* one block per row: its first cell, then a line per other column */
    int hw = 0;
    for (int k = 1; k < n; k++)
        hw = width_of(t->heads[k]) > hw ? width_of(t->heads[k]) : hw;
    int at = t->indent + 2 + hw + 2; /* where the values start */
    bool values_below = at + 8 > width; /* headings too long: values under them */
    for (int r = 0; r < t->nrows; r++) {
        const char *const *row = t->cells + r * t->ncols;
        spaces(f, t->indent);
        fprintf(f, "%s ", t->heads[0]);
        term_break(f, row[0], width, t->indent + width_of(t->heads[0]) + 1, t->indent + 4);
        for (int k = 1; k < n; k++) {
            spaces(f, t->indent + 2);
            if (values_below) {
                term_break(f, t->heads[k], width, t->indent + 2, t->indent + 2);
                spaces(f, t->indent + 4);
                term_break(f, row[k], width, t->indent + 4, t->indent + 4);
                continue;
            }
            padded(f, t->heads[k], hw, false);
            fputs("  ", f);
            term_break(f, row[k], width, at, at);
        }
    }
}
