/* table_map.c — `map`: Italy with its 17 regions and 34 borders drawn as
 * lines between the cities (Unicode box drawing on a UTF-8 terminal, ASCII
 * otherwise), each region's owner, the Pope and the contested region, and
 * each seat's largest connected group (in the seats' colours when colour
 * is on); a list of the regions and their
 * neighbours when the output is narrower than the drawing; `map REGION`. */
#include <stdio.h>
#include <string.h>

#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "cli/term/term_color.h"
#include "cli/term/term_style.h"
#include "cli/term/term_width.h"
#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "i18n.h"

/* The board: each city is written "Name[ ]" (the owner's mark goes in the
 * brackets, a '*' after them marks the battle); lines join neighbours:
 * the 34 borders of region_neighbours(), drawn by hand. */
static const char *const board[] = {
    "                      .-----------------------------------.",
    "                      |                                   |",
    " Torino[ ] ------- Milano[ ] ------- Mantova[ ] ------ Venezia[ ]",
    "   |             ___/|    \\___         |     \\__         |",
    "   |         ___/    |        \\___     |        \\__      |",
    "   |        /        |            \\    |           \\     |",
    " Genova[ ] ------- Parma[ ] -------- Modena[ ] ------- Ferrara[ ]",
    "                     |             ___/|    \\___         |",
    "                     |         ___/    |        \\___     |",
    "                     |        /        |            \\    |",
    "                   Lucca[ ] -------- Firenze[ ] ------ Bologna[ ]",
    "                             _________/|     \\__         |",
    "                   _________/      _/  |        \\__      |",
    "                  /              _/    |           \\     |",
    " Siena[ ]                      _/    Spoleto[ ] ------ Urbino[ ]",
    "       \\___                  _/    ___/  |   \\__         |",
    "           \\___            _/  ___/      |      \\__      |",
    "               \\          /   /          |         \\     |",
    "                   Roma[ ] --------- Napoli[ ] ------- Ancona[ ]",
};

#define BOARD_ROWS ((int)(sizeof board / sizeof board[0]))
#define BOARD_COLS 66 /* the widest line, with the margin */

/* Where each city's '[' is in the drawing. */
static void find_labels(int row[REGION_COUNT], int col[REGION_COUNT])
{
    for (int r = 0; r < REGION_COUNT; r++) {
        char label[16];
        snprintf(label, sizeof label, "%s[", region_name(r));
        row[r] = col[r] = -1;
        for (int y = 0; y < BOARD_ROWS && row[r] < 0; y++) {
            const char *at = strstr(board[y], label);
            if (at) {
                row[r] = y;
                col[r] = (int)(at - board[y]) + (int)strlen(label) - 1;
            }
        }
    }
}

static char owner_mark(const struct observation *o, int r)
{
    if (o->pope == r)
        return 'P';
    return o->owner[r] == SEAT_NONE ? ' ' : (char)('1' + o->owner[r]);
}

/* One character of a line of the drawing, as Unicode box drawing. */
/* The colour of a region's label: its owner's, bold for the Pope or the
 * battle's region when free; "" when free or when colour is off. */
static const char *mark_color(const struct observation *o, int r, bool color)
{
    if (!color)
        return "";
    if (o->pope == r)
        return TERM_BOLD;
    if (o->owner[r] == SEAT_NONE)
        return o->contested == r ? TERM_BOLD : ""; /* the battle's region */
    return term_seat_color(o->owner[r]);
}

static const char *unicode_of(char c, bool first_corner)
{
    switch (c) {
    case '-': return "\u2500";
    case '|': return "\u2502";
    case '/': return "\u2571";
    case '\\': return "\u2572";
    case '+': return "\u253c";
    case '.': return first_corner ? "\u250c" : "\u2510";
    default: return NULL;
    }
}

/* One column of a row of the drawing: one character (UTF-8) and the
 * region + 1 whose label "Name[m]" it belongs to (0: a line or space). */
struct cell {
    char text[5];
    int label;
};

#define ROW_CELLS (BOARD_COLS + 8)

static void set_cell(struct cell *c, const char *text, size_t len, int label)
{
    if (len >= sizeof c->text)
        len = sizeof c->text - 1;
    memcpy(c->text, text, len);
    c->text[len] = '\0';
    c->label = label;
}

/* Writes ch in cell k, padding the row with spaces when it is shorter. */
static void put_mark(struct cell *cells, int *n, int k, char ch, int label)
{
    if (k < 0 || k >= ROW_CELLS)
        return;
    while (*n <= k)
        set_cell(&cells[(*n)++], " ", 1, 0);
    set_cell(&cells[k], &ch, 1, label);
}

/* Writes the region's name in the screen's language so that it ends where
 * the board's Italian name ends, at its '[' (the lines under the label
 * keep their columns): a longer name takes the place of the dashes or
 * spaces before it, a shorter one leaves them longer. */
static void put_name(struct cell *cells, int open, int r)
{
    const char *name = region_name_local(r);
    int old_start = open - (int)strlen(region_name(r)); /* the board is ASCII */
    int new_start = open - text_width(name);
    for (int i = new_start - 1; i < old_start; i++)
        if (i < 0 || (strcmp(cells[i].text, "-") && strcmp(cells[i].text, " "))) {
            for (int k = old_start; k < open; k++) /* no room: the board's name stays */
                cells[k].label = r + 1;
            return;
        }
    const char *fill = old_start >= 2 && !strcmp(cells[old_start - 2].text, "-") ? "-" : " ";
    for (int i = old_start - 1; i < new_start - 1; i++)
        if (i >= 0)
            set_cell(&cells[i], fill, 1, 0);
    if (new_start >= 1)
        set_cell(&cells[new_start - 1], " ", 1, 0);
    for (int i = new_start; i < open && *name; i++) {
        size_t len = 1;
        while (((unsigned char)name[len] & 0xC0) == 0x80)
            len++;
        set_cell(&cells[i], name, len, r + 1);
        name += len;
    }
}

/* Row y of the board with its labels and marks; returns its cells. */
static int board_row(const struct observation *o, const int row[], const int col[], int y,
                     struct cell *cells)
{
    int n = 0;
    for (const char *p = board[y]; *p && n < ROW_CELLS; p++)
        set_cell(&cells[n++], p, 1, 0);
    for (int r = 0; r < REGION_COUNT; r++) {
        if (row[r] != y)
            continue;
        put_name(cells, col[r], r);
        for (int i = col[r]; i <= col[r] + 2 && i < n; i++)
            cells[i].label = r + 1;
        put_mark(cells, &n, col[r] + 1, owner_mark(o, r), r + 1);
        if (o->contested == r) /* may go past the row's end: padded */
            put_mark(cells, &n, col[r] + 3, '*', 0);
    }
    return n;
}

static void print_board(const struct observation *o, bool unicode, bool color)
{
    int row[REGION_COUNT], col[REGION_COUNT];
    find_labels(row, col);
    for (int y = 0; y < BOARD_ROWS; y++) {
        struct cell line[ROW_CELLS];
        int n = board_row(o, row, col, y, line);
        printf("  ");
        bool first_corner = true;
        for (int i = 0; i < n; i++) {
            char ch = line[i].text[1] ? '\0' : line[i].text[0]; /* an ASCII character */
            int label = line[i].label, next = i + 1 < n ? line[i + 1].label : 0;
            const char *u = unicode && !label && ch != '*' ? unicode_of(ch, first_corner) : NULL;
            if (ch == '.')
                first_corner = false;
            const char *c = label ? mark_color(o, label - 1, color) : "";
            if (*c && (i == 0 || line[i - 1].label != label))
                fputs(c, stdout); /* the label "Name[m]" in its owner's colour */
            if (color && ch == '*' && !label)
                fputs(TERM_BOLD, stdout);
            fputs(u ? u : line[i].text, stdout);
            if ((*c && next != label) || (color && ch == '*' && !label))
                fputs(TERM_RESET, stdout);
        }
        printf("\n");
    }
}

/* The largest connected group of `owned`, as a set. */
static region_set largest_group(region_set owned)
{
    region_set left = owned, best = 0;
    while (left) {
        region_set group = left & -left, grow;
        do {
            grow = group;
            for (int r = 0; r < REGION_COUNT; r++)
                if (group & (1u << r))
                    group |= region_neighbours(r) & owned;
        } while (group != grow);
        if (region_count(group) > region_count(best))
            best = group;
        left &= ~group;
    }
    return best;
}

static void print_groups(const struct observation *o, bool color)
{
    for (int seat = 0; seat < o->nseats; seat++) {
        region_set owned = 0;
        for (int r = 0; r < REGION_COUNT; r++)
            if (o->owner[r] == seat)
                owned |= 1u << r;
        region_set group = largest_group(owned);
        int n = region_count(group);
        /* TRANSLATORS: the first and last %s colour the player's name. */
        printf(ngettext("  %s%s%s: %d region", "  %s%s%s: %d regions",
                        (unsigned long)region_count(owned)),
               term_sgr(color, term_seat_color(seat)), table_seat_name(seat),
               term_sgr(color, TERM_RESET), region_count(owned));
        if (n > 1) {
            /* TRANSLATORS: the connected regions follow, between brackets. */
            printf(_(", %d connected ("), n);
            const char *sep = "";
            for (int r = 0; r < REGION_COUNT; r++)
                if (group & (1u << r)) {
                    printf("%s%s", sep, region_name_local(r));
                    sep = ", ";
                }
            printf(")");
        }
        printf("\n");
    }
}

/* One item of the legend, on a new line when it would pass `width`, in
 * the colour `sgr` ("" for none). */
static void legend_item(const char *item, const char *sgr, int width, int *col)
{
    int len = text_width(item);
    if (*col > 2 && *col + 2 + len > width) {
        printf("\n  ");
        *col = 2;
    } else if (*col > 2) {
        printf("  ");
        *col += 2;
    }
    printf("%s%s%s", sgr, item, *sgr ? TERM_RESET : "");
    *col += len;
}

static void print_legend(const struct observation *o, int width, bool color)
{
    char item[48];
    int col = 2;
    printf("  ");
    snprintf(item, sizeof item, "[1] %s", table_seat_name(0));
    legend_item(item, term_sgr(color, term_seat_color(0)), width, &col);
    for (int i = 1; i < o->nseats; i++) {
        snprintf(item, sizeof item, "[%d] %s", i + 1, table_seat_name(i));
        legend_item(item, term_sgr(color, term_seat_color(i)), width, &col);
    }
    /* TRANSLATORS: the map's legend: keep the marks [P], [ ] and *. */
    legend_item(_("[P] the Pope"), term_sgr(color, TERM_BOLD), width, &col);
    legend_item(_("[ ] free"), "", width, &col);
    legend_item(_("* the battle"), "", width, &col);
    printf("\n");
}

/* The narrow form: one region a line, its mark and its neighbours. */
static void print_list(const struct observation *o, int width, bool color)
{
    for (int r = 0; r < REGION_COUNT; r++) {
        char text[256];
        const char *c = mark_color(o, r, color);
        const char *name = region_name_local(r);
        printf("%s%s[%c]%s%s: ", c, name, owner_mark(o, r), *c ? TERM_RESET : "",
               o->contested == r ? "*" : "");
        int head = text_width(name) + 5 + (o->contested == r);
        size_t len = 0;
        text[0] = '\0';
        for (int n = 0; n < REGION_COUNT; n++)
            if (region_neighbours(r) & (1u << n))
                len += (size_t)snprintf(text + len, sizeof text - len, "%s%s",
                                        len ? " " : "", region_name_local(n));
        term_wrap(stdout, text, width, head, 4);
    }
}

void table_render_map(const struct session *s)
{
    struct observation o;
    struct term_style st;
    table_observe(s, &o);
    term_style_detect(stdout, &st);
    int width = term_width(stdout);
    if (width < BOARD_COLS)
        print_list(&o, width, s->color);
    else
        print_board(&o, st.unicode, s->color);
    print_legend(&o, width, s->color);
    print_groups(&o, s->color);
}

/* "Genua (Genova, Genoa): ": the name on the screen, then the others the
 * prompt takes (the board's Italian, the English) where they differ. */
static void print_region_names(int region)
{
    const char *local = region_name_local(region), *it = region_name(region),
               *en = region_english_name(region);
    printf("%s", local);
    if (strcmp(it, local))
        printf(" (%s%s%s)", it, strcmp(en, it) ? ", " : "", strcmp(en, it) ? en : "");
    else if (strcmp(en, it))
        printf(" (%s)", en);
    printf(": ");
}

void table_render_region(const struct session *s, int region)
{
    struct observation o;
    table_observe(s, &o);
    print_region_names(region);
    if (o.owner[region] == TABLE_HUMAN)
        /* TRANSLATORS: the two %s put "you" in the player's colour. */
        printf(_("held by %syou%s"), term_sgr(s->color, term_seat_color(TABLE_HUMAN)),
               term_sgr(s->color, TERM_RESET));
    else if (o.owner[region] != SEAT_NONE)
        /* TRANSLATORS: the first and last %s colour the player's name. */
        printf(_("held by %s%s%s"), term_sgr(s->color, term_seat_color(o.owner[region])),
               table_seat_name(o.owner[region]), term_sgr(s->color, TERM_RESET));
    else
        printf(_("free"));
    if (o.pope == region)
        printf(_(", the Pope is there (no battle)"));
    if (o.contested == region)
        printf(_(", the battle is there"));
    /* TRANSLATORS: the neighbouring regions follow. */
    printf(_(".\nNeighbours:"));
    for (int n = 0; n < REGION_COUNT; n++)
        if (region_neighbours(region) & (1u << n)) {
            printf(" %s", region_name_local(n));
            if (o.owner[n] != SEAT_NONE)
                printf(" (%s)", table_seat_name(o.owner[n]));
        }
    printf(".\n");
}
