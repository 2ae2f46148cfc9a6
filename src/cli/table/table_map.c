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

/* Writes ch at line[k], padding the row with spaces when it is shorter. */
static void put_mark(char *line, size_t cap, int k, char ch)
{
    size_t len = strlen(line);
    if (k < 0 || (size_t)k + 1 >= cap)
        return;
    while (len < (size_t)k)
        line[len++] = ' ';
    if ((size_t)k >= len)
        line[k + 1] = '\0';
    line[k] = ch;
}

static void print_board(const struct observation *o, bool unicode, bool color)
{
    int row[REGION_COUNT], col[REGION_COUNT];
    find_labels(row, col);
    for (int y = 0; y < BOARD_ROWS; y++) {
        char line[BOARD_COLS * 2];
        snprintf(line, sizeof line, "%s", board[y]);
        int label[BOARD_COLS * 2] = { 0 }; /* region + 1 on its label */
        for (int r = 0; r < REGION_COUNT; r++) {
            if (row[r] != y)
                continue;
            int start = col[r] - (int)strlen(region_name(r));
            for (int i = start; i <= col[r] + 2 && line[i]; i++)
                label[i] = r + 1;
            put_mark(line, sizeof line, col[r] + 1, owner_mark(o, r));
            if (o->contested == r) /* may go past the row's end: padded */
                put_mark(line, sizeof line, col[r] + 3, '*');
        }
        printf("  ");
        bool first_corner = true;
        for (int i = 0; line[i]; i++) {
            const char *u = unicode && !label[i] && line[i] != '*'
                                ? unicode_of(line[i], first_corner) : NULL;
            if (line[i] == '.')
                first_corner = false;
            const char *c = label[i] ? mark_color(o, label[i] - 1, color) : "";
            if (*c && (i == 0 || label[i - 1] != label[i]))
                fputs(c, stdout); /* the label "Name[m]" in its owner's colour */
            if (color && line[i] == '*' && !label[i])
                fputs(TERM_BOLD, stdout);
            if (u)
                fputs(u, stdout);
            else
                putchar(line[i]);
            if ((*c && label[i + 1] != label[i]) || (color && line[i] == '*' && !label[i]))
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
                    printf("%s%s", sep, region_name(r));
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
        int head = printf("%s%s[%c]%s%s: ", c, region_name(r), owner_mark(o, r), *c ? TERM_RESET : "",
                          o->contested == r ? "*" : "");
        head -= (int)(strlen(c) + (*c ? strlen(TERM_RESET) : 0));
        size_t len = 0;
        text[0] = '\0';
        for (int n = 0; n < REGION_COUNT; n++)
            if (region_neighbours(r) & (1u << n))
                len += (size_t)snprintf(text + len, sizeof text - len, "%s%s",
                                        len ? " " : "", region_name(n));
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

void table_render_region(const struct session *s, int region)
{
    struct observation o;
    table_observe(s, &o);
    printf("%s (%s): ", region_name(region), region_english_name(region));
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
            printf(" %s", region_name(n));
            if (o.owner[n] != SEAT_NONE)
                printf(" (%s)", table_seat_name(o.owner[n]));
        }
    printf(".\n");
}
