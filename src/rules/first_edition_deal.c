/* first_edition_deal.c — the `first-edition-deal` module, the 1st
 * edition's round [R-FIRST]: at a round end the last player with cards
 * gives them all back (nothing is kept), all the cards are shuffled, and
 * every player is dealt 10 cards plus 2 per city he controls. Numbers
 * only: the module adjusts the game's deal. */
#include "rules/modules.h"

enum { OPT_PER_CITY };

static void adjust(struct game *g)
{
    g->extra_per_region = game_option(g, RULE_FIRST_EDITION_DEAL, OPT_PER_CITY);
    g->keep_at_round_end = 0;
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
};

static const struct rule_option options[] = {
    {"per-city", N_("cards dealt per city controlled, besides the 10"), RULE_OPTION_NUMBER, 2, 0, 2,
     NULL},
};

static const struct rule_pairing refuses[] = {
    {"draw-after-battle", N_("there are no rounds, so there is no round deal to change")},
    {NULL, NULL},
};

const struct rule_module rule_first_edition_deal = {
    .name = "first-edition-deal",
    .rule_id = "R-FIRST",
    .summary = N_("Each round: 10 cards plus 2 per city, and nothing is kept (1st edition)"),
    .description =
        N_("The 1st edition's round: when a round ends, the last player holding cards\n"
        "gives them all back (he keeps none: no question is asked), every card is\n"
        "shuffled, and each player is dealt 10 cards plus 2 more per city he\n"
        "controls (a player with Parma, Venezia and Siena gets 16). Setting\n"
        "extra-per-region or keep-at-round-end has no effect while this module is on:\n"
        "its per-city option gives the cards per city."),
    .source = N_("French 1st-edition rulebook: 'Déroulement de la partie', "
              "'Fin d'une manche'; doc/rule-modules.md"),
    .options = options,
    .noptions = 1,
    .refuses = refuses,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST,
    .hooks = &hooks,
};
