/* solo_levels_render.c — the solitaire's difficulty levels on the screen:
 * the line that names a game's level at its start, the ladder at its end
 * (the next level after a win, the same after a loss), and the levels
 * table of `rules solitaire`. The levels themselves: solo/solo_levels.h. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_text.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "i18n.h"
#include "solo/solo_levels.h"

/* A figure's win rate, rounded to a whole percent (99 at most while a game
 * was lost). */
static int whole_percent(const struct solo_level_figure *f)
{
    if (f->games <= 0)
        return 0;
    int p = (int)lround(100.0 * f->wins / f->games);
    return p == 100 && f->wins < f->games ? 99 : p;
}

int solo_screen_level_of(const struct variant *v, const struct solo_options *o,
                         const char *scenario)
{
    if (scenario || strcmp(v->name, "solitaire"))
        return -1;
    return solo_level_match(o);
}

void solo_render_level_line(const struct solo_screen *g)
{
    if (g->scenario)
        return;
    const struct solo_level *l = solo_level_at(g->level);
    if (!l) {
        printf(_("A custom game (options of your own): its difficulty is not measured; rules "
                 "solitaire shows the levels.\n"));
        return;
    }
    /* TRANSLATORS: the level's number, the number of levels, its name
     * (typed in English), its title, then the search bot's win rate */
    printf(_("Level %d of %d, %s (%s): a strong player wins %d%%."), g->level + 1,
           solo_level_count(), l->name, gettext(l->title), whole_percent(&l->search));
    if (g->level + 1 < solo_level_count())
        /* TRANSLATORS: solo --level N is a command, typed in English */
        printf(_(" solo --level %d for a harder game.\n"), g->level + 2);
    else
        printf(_(" The hardest level.\n"));
}

int solo_screen_offer(const struct solo_screen *g)
{
    if (!g || g->level < 0 || !solo_is_terminal(&g->state))
        return -1;
    if (g->state.outcome == SOLO_WIN && g->level + 1 < solo_level_count())
        return g->level + 1;
    return g->level;
}

bool solo_render_ladder(const struct solo_screen *g)
{
    int next = solo_screen_offer(g);
    const struct solo_level *l = solo_level_at(next);
    if (!l)
        return false;
    bool won = g->state.outcome == SOLO_WIN;
    if (won && next > g->level)
        /* TRANSLATORS: the level beaten (number, name), the next level
         * (number, name, title, the search bot's win rate); solo is a
         * command, typed in English */
        printf(_("You have beaten level %d, %s. Next: level %d, %s (%s; a strong player wins "
                 "%d%%). Type solo to play it, solo --level %d to play this level again.\n"),
               g->level + 1, solo_level_at(g->level)->name, next + 1, l->name, gettext(l->title),
               whole_percent(&l->search), g->level + 1);
    else if (won)
        printf(_("You have beaten level %d, %s, the hardest. Type solo to play it again.\n"),
               next + 1, l->name);
    else if (next > 0)
        printf(_("Type solo to play level %d, %s, again (solo --level %d for an easier "
                 "game).\n"),
               next + 1, l->name, next);
    else
        printf(_("Type solo to play level %d, %s, again.\n"), next + 1, l->name);
    printf(_("Or: status to see the end again, play for a standard game, quit.\n"));
    return true;
}

/* "99.3% (98.9-99.6)" */
static void figure_text(const struct solo_level_figure *f, char *buf, size_t cap)
{
    /* TRANSLATORS: a win rate and its 95% interval, in percent */
    snprintf(buf, cap, _("%.1f%% (%.1f-%.1f)"), f->games ? 100.0 * f->wins / f->games : 0.0,
             f->low, f->high);
}

void solo_render_levels_table(void)
{
    /* TRANSLATORS: one paragraph (the screen wraps it); solo --level is a
     * command, typed in English */
    printf(_("Levels (solo --level NAME or N): the win rates of two players measured over "
             "2,000 seeded games each, with their 95%% intervals; the search bot is hint's.\n"));
    /* a level's options on a line of their own, under its figures: the
     * longest (three options) would not fit 80 columns beside them */
    printf("  ");
    fput_left(stdout, _("level"), 12);
    printf(" ");
    fput_left(stdout, _("search bot"), 20);
    printf(" %s\n", _("solitaire bot"));
    printf("    %s\n", _("options"));
    for (int i = 0; i < solo_level_count(); i++) {
        const struct solo_level *l = solo_level_at(i);
        char name[32], search[48], bot[48];
        snprintf(name, sizeof name, "%d %s", i + 1, l->name);
        figure_text(&l->search, search, sizeof search);
        figure_text(&l->bot, bot, sizeof bot);
        printf("  %-12s %-20s %s\n", name, search, bot);
        printf("    %s\n", *l->options ? l->options : "-");
    }
    printf(_("The default is level %d, %s, the Spanish text's rules; each level is the "
             "options shown (- for none), and its studies are named in doc/rules-solitaire.md.\n"),
           solo_level_default() + 1, solo_level_at(solo_level_default())->name);
}
