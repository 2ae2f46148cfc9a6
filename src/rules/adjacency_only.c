/* adjacency_only.c — the `adjacency-only` module, the 1st edition's
 * victory [R-FIRST]: 3 connected cities win (4 with 2 or 3 players);
 * there is no "N cities in total" condition. The other ends (no city left
 * to fight for: the most cities wins) are unchanged. A number: the module
 * only removes the total target. */
#include "rules/modules.h"

static void adjust(struct game *g)
{
    g->win_total = GAME_WIN_NEVER;
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
};

const struct rule_module rule_adjacency_only = {
    .name = "adjacency-only",
    .rule_id = "R-FIRST",
    .summary = N_("Only connected regions win; no total condition (1st edition)"),
    .description =
        N_("The 1st edition's victory: a player who controls 3 cities in adjacent regions\n"
        "(4 with 2 or 3 players) at the end of a battle wins at once, even if others\n"
        "hold more cities. There is no \"N cities in total\" condition. When no city is\n"
        "left to fight for (the last neutral city was taken), the most cities wins,\n"
        "and a tie goes to the final battle, as in the standard game."),
    .source = N_("French 1st-edition rulebook: 'But du jeu', 'Fin de la "
              "partie' cases 1 and 2; doc/rule-modules.md"),
    .options = NULL,
    .noptions = 0,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST,
    .hooks = &hooks,
};
