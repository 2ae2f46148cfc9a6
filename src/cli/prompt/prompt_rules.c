/* prompt_rules.c — the rules inside the program: `rules standard`, `rules
 * first-edition`, `rules cards` and `rules CARD` (with `help CARD`), each
 * text standing on its own and citing the project's doc/ pages or a
 * rulebook by edition and language. `rules` alone between games shows the
 * standard game's summary. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "engine/card.h"
#include "i18n.h"

static void standard_summary(void)
{
    /* TRANSLATORS: the rules in brief; keep the lines under 80 columns, and the
     * command names (rules, play --variant...) and the module names as they are. */
    printf(_(
        "The standard game (the 3rd edition; 2 to 6 players, 110 cards).\n"
        "Goal: control 5 regions, or 3 connected regions (with 2 or 3 players: 6, or 4\n"
        "connected). Italy has 17 regions and 34 borders (map shows them).\n"
        "Deal: 10 cards each. The token holder chooses a free region without the Pope\n"
        "and plays first; then each in turn plays one card into his battle line or\n"
        "passes (a player who passed plays no more in this battle). When all have\n"
        "passed (or a Surrender is played) the strongest line alone conquers the region\n"
        "and takes the token; a tie conquers nothing. The line with the most Courtesans\n"
        "(alone) takes the token instead. The lines are then discarded.\n"
        "Strength: the sum of the line; Winter makes every mercenary 1, Spring adds 3 to\n"
        "the highest printed value, a Drummer doubles its own line, a Heroine is 10\n"
        "(rules cards tells every card).\n"
        "Round end: when at most one player holds cards, he keeps up to 2; every player\n"
        "is dealt up to 10 cards plus 1 per region he controls. A player with no\n"
        "mercenary in hand may discard his hand after a battle.\n"
        "No region left: the most regions wins; a tie is settled by a final battle.\n"
        "Optional rules: rules lists the modules (draw-after-battle, hidden-cards...).\n"
        "Details and every ruling: doc/rules-standard.md and doc/rules.md.\n"));
}

static void first_edition_summary(void)
{
    /* TRANSLATORS: the rules in brief; keep the lines under 80 columns, and the
     * command names (rules, play --variant...) and the module names as they are. */
    printf(_(
        "The 1st edition (1995; 96 cards, no Spring, no Courtesan), as the variant\n"
        "first-edition plays it (the French 1st-edition rulebook):\n"
        "- the Bishop ends the battle at once with no winner, and there is no Pope\n"
        "  (bishop-truce);\n"
        "- each round 10 cards plus 2 per city controlled, and nothing is kept\n"
        "  (first-edition-deal);\n"
        "- the token holder may decline to designate a battle (decline-designation);\n"
        "- only connected regions win, no total (adjacency-only);\n"
        "- the final battle adds 10 cards to the hand, no Surrender or Bishop there\n"
        "  (first-edition-final);\n"
        "- the next battle is designated after the discards and the redeal\n"
        "  (designate-after-deal).\n"
        "Otherwise as the standard game (rules standard). Play it with\n"
        "play --variant first-edition. Details: doc/rule-modules.md.\n"));
}

static void cards_summary(void)
{
    printf(_("The cards (doc/rules.md; help CARD or rules CARD for one):\n"
             "  1 2 3 4 5 6 10   mercenaries, worth their number\n"));
    for (int k = CARD_M10 + 1; k < CARD_KINDS; k++) {
        printf("  ");
        fput_left(stdout, card_title_local(k), 16);
        printf(" ");
        switch (k) {
        case CARD_WINTER: printf(_("every mercenary counts 1\n")); break;
        case CARD_SPRING: printf(_("+3 to the mercenaries of the highest printed value\n")); break;
        case CARD_BISHOP: printf(_("discards the highest mercenaries; its player moves the Pope\n")); break;
        case CARD_COURTESAN: printf(_("worth 1; the most Courtesans take the token\n")); break;
        case CARD_DRUMMER: printf(_("doubles the mercenaries of its line\n")); break;
        case CARD_HEROINE: printf(_("worth 10, never modified\n")); break;
        case CARD_SCARECROW: printf(_("take one of your mercenaries back into your hand\n")); break;
        case CARD_SURRENDER: printf(_("ends the battle at once\n")); break;
        default: printf("\n"); break;
        }
    }
    printf(_("In the solitaire the special cards are played in a duel (rules solitaire).\n"));
}

int prompt_rules_describe(const struct session *s, const char *name)
{
    if (!strcasecmp(name, "standard")) {
        standard_summary();
        return 0;
    }
    if (!strcasecmp(name, "first-edition") || !strcasecmp(name, "first")) {
        first_edition_summary();
        return 0;
    }
    if (!strcasecmp(name, "cards")) {
        cards_summary();
        return 0;
    }
    if (prompt_rules_term(s, name) == 0)
        return 0;
    int k = card_parse(name);
    if (k >= 0 && (strlen(name) > 1 || card_is_mercenary(k))) {
        prompt_explain_card(s, k);
        return 0;
    }
    return -1;
}

void prompt_rules_between_games(void)
{
    standard_summary();
}
