/* bigger_kingdoms.c — the `bigger-kingdoms` module, optional rule C
 * [R-OPT-BIGGER]: one more connected region is needed to win (4-6
 * players: 4 connected or 5 in total; 2-3 players: 5 connected or 6 in
 * total). A number, so the module only adjusts the game's target. */
#include "rules/modules.h"

enum { OPT_ADD };

static void adjust(struct game *g)
{
    g->win_adjacent += game_option(g, RULE_BIGGER_KINGDOMS, OPT_ADD);
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
};

static const struct rule_option options[] = {
    {"add", N_("connected regions added to the adjacency target"), RULE_OPTION_NUMBER, 1, 1, 5,
     NULL},
};

const struct rule_module rule_bigger_kingdoms = {
    .name = "bigger-kingdoms",
    .rule_id = "R-OPT-BIGGER",
    .summary = N_("One more connected region needed to win"),
    .description =
        N_("Optional rule C. The adjacency target grows by one: with 4 to 6 players\n"
        "4 connected regions (or 5 in total) win, with 2 or 3 players 5 connected\n"
        "regions (or 6 in total). The total targets do not change."),
    .source = N_("Italian 3rd-edition rulebook optional rule C; Polish, Portuguese; "
              "doc/rule-modules.md"),
    .options = options,
    .noptions = 1,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST,
    .hooks = &hooks,
};
