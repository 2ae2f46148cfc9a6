/* first_edition_final.c — the `first-edition-final` module, the 1st
 * edition's final battle [R-FIRST]: the tied players keep their hands and
 * each gets 10 new cards added to it; nobody may play a Surrender or a
 * Bishop; the token holder plays first, or if he is not tied he passes
 * the token to his left until it reaches a tied player. */
#include "rules/modules.h"

enum { OPT_ADD };

static void adjust(struct game *g)
{
    g->hand_bonus += game_option(g, RULE_FIRST_EDITION_FINAL, OPT_ADD);
}

static bool may_play(const struct game *g, const struct state *s, int seat, int kind)
{
    (void)g;
    (void)seat;
    return !s->final_battle || (kind != CARD_SURRENDER && kind != CARD_BISHOP);
}

static bool final_battle(const struct game *g, struct state *s, uint8_t seats,
                         struct event_log *log)
{
    /* RULING: the new cards come from every card in no hand, shuffled. */
    deal_rebuild_deck(g, s, log);
    int quota[GAME_MAX_SEATS] = {0};
    for (int seat = 0; seat < s->nseats; seat++)
        if (seats & (1u << seat))
            quota[seat] = game_option(g, RULE_FIRST_EDITION_FINAL, OPT_ADD);
    while (!(seats & (1u << s->token))) {
        int from = s->token;
        s->token = (uint8_t)next_seat(s, from);
        struct event *e = event_add(log, EVENT_TOKEN, s->token);
        if (e) {
            e->other = (uint8_t)from;
            e->reason = TOKEN_FINAL;
        }
    }
    deal_cards(g, s, quota, log);
    battle_start(g, s, s->token, log);
    return true;
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
    .may_play = may_play,
    .final_battle = final_battle,
};

static const struct rule_option options[] = {
    {"add", N_("new cards added to each tied player's hand"), RULE_OPTION_NUMBER, 10, 0, 20, NULL},
};

const struct rule_module rule_first_edition_final = {
    .name = "first-edition-final",
    .rule_id = "R-FIRST",
    .summary = N_("Final battle: 10 cards added to the hand, no Surrender or Bishop (1st edition)"),
    .description =
        N_("The 1st edition's final battle, on a tie for the most cities: only the tied\n"
        "players take part; each keeps his hand and receives 10 new cards added to\n"
        "it. Nobody may play a Surrender or a Bishop in it (a player holding nothing\n"
        "else passes). The token holder plays first; if he is not among the tied\n"
        "players he passes the token to his left until it reaches one. The winner of\n"
        "that battle wins the game; a tie is a shared victory. RULING: the new cards\n"
        "are dealt from every card that is in no hand, shuffled."),
    .source = N_("French 1st-edition rulebook: 'Fin de la partie' (la "
              "bataille en rase campagne); doc/rule-modules.md"),
    .options = options,
    .noptions = 1,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST | HOOK_MAY_PLAY | HOOK_FINAL_BATTLE,
    .hooks = &hooks,
};
