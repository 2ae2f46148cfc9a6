/* prompt_cards.c — what each card does, for `help CARD` and `rules CARD`:
 * the standard game's effect, then the changes of the rule modules of the
 * game being played (or the screen's own text: the solitaire's). The
 * session may be NULL (the `rules` subcommand). The texts restate doc/rules-standard.md and doc/rules-solitaire.md. */
#include <stdio.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "engine/card.h"
#include "i18n.h"
#include "rules/rules.h"

/* TRANSLATORS: what each card does, after its name (the rulebook's name
 * of your language, po/GLOSSARY.md); keep the lines under 80 columns. */
static const char *const standard_text[CARD_KINDS] = {
    [CARD_WINTER] = N_("Winter: every mercenary in every line counts 1 (Drummers still double).\n"
                    "Played, it first discards every Spring from every line, then stays in "
                    "its line (worth 0)."),
    [CARD_SPRING] = N_("Spring: +3 to every mercenary whose printed value is the highest in play,\n"
                    "in every line, ties included. Played, it first discards every Winter, "
                    "then stays (worth 0)."),
    [CARD_BISHOP] = N_("Bishop: every mercenary of the highest printed value in play is discarded,\n"
                    "in every line; the Bishop too. Then its player places the Pope on a "
                    "region without\na control marker (no battle may be fought there), or "
                    "off the board."),
    [CARD_COURTESAN] = N_("Courtesan: worth 1, never modified. The line with the most Courtesans "
                       "(alone)\ntakes the token after the battle, whoever wins it."),
    [CARD_DRUMMER] = N_("Drummer: doubles every mercenary of its own line (several count once); "
                     "worth 0 itself."),
    [CARD_HEROINE] = N_("Heroine: worth 10, never modified by Winter, Spring or a Drummer; not a "
                     "mercenary\n(a Bishop never discards her)."),
    [CARD_SCARECROW] = N_("Scarecrow: take one of your own face-up mercenaries back into your hand, "
                       "or none;\nthe Scarecrow is discarded. play scarecrow none plays it "
                       "taking nothing."),
    [CARD_SURRENDER] = N_("Surrender: the battle ends at once; strengths are compared as usual "
                       "(worth 0)."),
};

/* The changes the modules of the game on the screen make to a card. */
static void module_changes(const struct session *s, int kind)
{
    const struct ruleset *r = s && s->screen && s->screen->ruleset ? s->screen->ruleset(s) : NULL;
    if (!r)
        return;
    for (int i = 0; i < rule_module_count(); i++) {
        if (!ruleset_has_module(r, i))
            continue;
        const char *name = rule_module_at(i)->name;
        if (!strcmp(name, "hidden-cards") && card_info((enum card_kind)kind)->hideable)
            printf(_("  hidden-cards: played face down; announced strength counts it only once "
                     "turned up.\n"));
        if (!strcmp(name, "bishop-truce") && kind == CARD_BISHOP)
            printf(_("  bishop-truce: the Bishop ends the battle at once with no winner "
                     "(1st edition).\n"));
        if (!strcmp(name, "first-edition-final") && (kind == CARD_BISHOP || kind == CARD_SURRENDER))
            printf(_("  first-edition-final: not played in the final battle (1st edition).\n"));
    }
}

void prompt_explain_card(const struct session *s, int kind)
{
    const struct card_info *ci = card_info((enum card_kind)kind);
    if (!ci)
        return;
    if (card_is_mercenary(kind)) {
        printf(_("Mercenary %s: worth %d; Winter makes it 1, a Drummer in its line doubles it, "
                 "Spring adds 3\nwhen %d is the highest printed value in play.\n"),
               ci->name, ci->printed, ci->printed);
        module_changes(s, kind);
        printf(_("See doc/rules.md.\n"));
        return;
    }
    /* a game in progress may say it its own way (the solitaire) */
    const struct screen_ops *o = s && session_mode(s) != MODE_IDLE ? s->screen : NULL;
    const char *own = o && o->card_text ? o->card_text(kind) : NULL;
    printf("%s\n", gettext(own ? own : standard_text[kind]));
    if (!own)
        module_changes(s, kind);
    /* TRANSLATORS: %s is a file of the documentation. */
    printf(_("See %s.\n"), own ? o->doc : "doc/rules-standard.md");
}
