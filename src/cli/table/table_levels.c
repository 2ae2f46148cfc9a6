/* table_levels.c — the standard game's bot levels and their ratings
 * (table_levels.h). */
#include "cli/table/table_levels.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli/term/term_width.h"
#include "i18n.h"
#include "store/store_rating.h"

static const struct {
    const char *name;
    const char *what;
} levels[] = {
    {"easy", N_("the heuristic bot, but one decision in four is a random legal one")},
    {"normal", N_("the heuristic bot: values the regions, plans its hand over the round, "
                  "passes the battles it would lose")},
    {"hard", N_("the search bot: tries thousands of continuations over hands dealt from "
                "what it has seen (slower)")},
};
#define NLEVELS (int)(sizeof levels / sizeof levels[0])

void table_levels_help(FILE *f, int width)
{
    fprintf(f, "\n");
    term_wrap(f, _("levels (--bots), with their ratings on one scale: normal is 1500, and "
                   "200 points more win 3 games in 4 heads-up (doc/bots.md):"),
              width, 0, 0);
    int tab = width >= 60 ? 17 : 8;
    for (int i = 0; i < NLEVELS; i++) {
        double r;
        char head[40];
        if (store_bot_rating(levels[i].name, &r))
            continue;
        int len = snprintf(head, sizeof head, "  %-8s %4.0f", levels[i].name, r);
        fputs(head, f);
        if (len >= tab) {
            fputc('\n', f);
            len = 0;
        }
        fprintf(f, "%*s", tab - len, "");
        term_wrap(f, gettext(levels[i].what), width, tab, tab);
    }
}

void table_levels_line(FILE *f, const char *const *names, int n)
{
    char list[256] = "";
    size_t len = 0;
    int shown = 0;
    for (int i = 0; i < n; i++) {
        double r;
        bool again = false;
        for (int j = 0; j < i; j++)
            again = again || strcmp(names[j], names[i]) == 0;
        if (again || strchr(names[i], ':') || store_bot_rating(names[i], &r))
            continue;
        int w = snprintf(list + len, sizeof list - len, "%s%s %.0f", shown ? ", " : "",
                         names[i], r);
        if (w < 0 || (size_t)w >= sizeof list - len)
            break;
        len += (size_t)w;
        shown++;
    }
    if (shown)
        /* TRANSLATORS: the bots' levels (words typed in English) and their
         * ratings: "search 1694, easy 1284" */
        fprintf(f, _("Ratings on one scale (normal = 1500): %s.\n"), list);
}
