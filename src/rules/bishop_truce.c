/* bishop_truce.c — the `bishop-truce` module, the 1st edition's Bishop
 * [R-FIRST]: the Church spares the city: the battle ends at once with no
 * winner and no count of strength; the lines are discarded as after any
 * battle and the token passes to the left of its holder. No mercenary is
 * discarded and no Pope is placed. */
#include "rules/modules.h"

static bool card_effect(const struct game *g, struct state *s, int seat, int kind,
                        struct event_log *log)
{
    (void)seat;
    if (kind != CARD_BISHOP)
        return false;
    s->discard[CARD_BISHOP]++;
    conclude_battle(g, s, BATTLE_BY_BISHOP, log);
    return true;
}

static const struct rule_hooks hooks = {
    .card_effect = card_effect,
};

const struct rule_module rule_bishop_truce = {
    .name = "bishop-truce",
    .rule_id = "R-FIRST",
    .summary = N_("The Bishop ends the battle at once with no winner (1st edition)"),
    .description =
        N_("The 1st edition's Bishop: when a player plays it, the city is spared by the\n"
        "Church. The battle ends at once without a winner and without counting\n"
        "strength; the cards played go to the discard pile as after any battle, and\n"
        "the Condottiere token passes to the player on the left of its holder. No\n"
        "mercenary is discarded and no Pope is placed. RULING: a Courtesan majority\n"
        "does not take the token (nothing is compared), and with capture-regions the\n"
        "defender simply keeps his region (the token still passes left). RULING: a\n"
        "Bishop played in a final battle (when first-edition-final does not forbid\n"
        "it) ends it with no winner: the players in it share the victory."),
    .source = N_("French 1st-edition rulebook: 'Fin de la bataille', "
              "'Qui contrôle le Condottiere ?', '3 cartes Évêque'; doc/rule-modules.md"),
    .options = NULL,
    .noptions = 0,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_CARD_EFFECT,
    .hooks = &hooks,
};
