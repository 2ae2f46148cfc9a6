/* designate_after_deal.c — the `designate-after-deal` module, the 1st
 * edition's order after a battle [R-FIRST]: the cards played are set
 * aside and hands may be discarded first; then the token holder
 * designates the next city — at a round end only after the new deal.
 * One choice of the game (enum designation_time), set by adjust. */
#include "rules/modules.h"

static void adjust(struct game *g)
{
    g->designation = DESIGNATE_AFTER_REDEAL;
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
};

static const struct rule_pairing refuses[] = {
    {"draw-after-battle", N_("draw-after-battle fixes the order: draw, choose the region, then "
                          "discard the lines")},
    {NULL, NULL},
};

const struct rule_module rule_designate_after_deal = {
    .name = "designate-after-deal",
    .rule_id = "R-FIRST",
    .summary = N_("The next battle is designated after the discards and the redeal (1st edition)"),
    .description =
        N_("The 1st edition's order after a battle: the cards played are set aside, the\n"
        "players without mercenaries may discard their hands, and only then does the\n"
        "token holder designate the next city; when the round ends there, he\n"
        "designates it after the new deal (\"Le Condottiere choisit le lieu de la\n"
        "prochaine bataille et une nouvelle manche commence\"). Without this module the\n"
        "standard order holds (RULING of the 3rd edition: the region is chosen right\n"
        "after \"compare strength\", before the lines are discarded and before any\n"
        "redeal). The end of the game when no city is left is checked right after the\n"
        "battle either way."),
    .source = N_("French 1st-edition rulebook: 'Déroulement une bataille' "
              "(lines 82-84), 'Fin d'une manche' (lines 106-108); doc/rule-modules.md"),
    .options = NULL,
    .noptions = 0,
    .refuses = refuses,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST,
    .hooks = &hooks,
};
