/* decline_designation.c — the `decline-designation` module, the 1st
 * edition's designation [R-FIRST]: the token holder may decline to
 * designate a battle (the action `decline`); the token then passes to his
 * left and that player designates (or declines in turn). When a full
 * turn of the table passes without a designation, the game ends: the most
 * cities wins, a tie goes to the final battle. */
#include "rules/modules.h"

enum { OPT_AT_START };
enum { START_MUST_DESIGNATE, START_MAY_DECLINE };

static bool may_decline(const struct game *g, const struct state *s)
{
    /* RULING: the first battle of the game is designated ("Le Condottiere
     * désigne ensuite la ville de son choix"), unless at-start=may-decline. */
    if (s->battles == 0 && !s->after_battle &&
        game_option(g, RULE_DECLINE_DESIGNATION, OPT_AT_START) == START_MUST_DESIGNATE)
        return false;
    return true;
}

static void on_decline(const struct game *g, struct state *s, struct event_log *log)
{
    int from = s->token;
    s->declines++;
    struct event *e = event_add(log, EVENT_DECLINE, from);
    if (e)
        e->count = s->declines;
    if (s->declines >= s->nseats) {
        /* A full turn of the table: the most cities wins. */
        victory_most_regions(g, s, RESULT_DECLINED, log);
        return;
    }
    s->token = (uint8_t)next_seat(s, from);
    e = event_add(log, EVENT_TOKEN, s->token);
    if (e) {
        e->other = (uint8_t)from;
        e->reason = TOKEN_DECLINED;
    }
    if (!state_choosable_regions(g, s)) {
        /* capture-regions: the new holder may have nothing to attack */
        victory_no_region_left(g, s, log);
        return;
    }
    s->phase = PHASE_CHOOSE_REGION;
    s->current = s->token;
}

static const struct rule_hooks hooks = {
    .may_decline = may_decline,
    .on_decline = on_decline,
};

static const char *const at_start[] = {"must-designate", "may-decline", NULL};

static const struct rule_option options[] = {
    {"at-start", N_("whether the first battle of the game must be designated (must-designate) "
                 "or may be declined too (may-decline)"),
     RULE_OPTION_CHOICE, START_MUST_DESIGNATE, 0, 1, at_start},
};

const struct rule_module rule_decline_designation = {
    .name = "decline-designation",
    .rule_id = "R-FIRST",
    .summary = N_("The token holder may decline to designate a battle (1st edition)"),
    .description =
        N_("The 1st edition's designation: the token holder may decide not to designate\n"
        "a new city (the action `decline`). The token then passes to the player on\n"
        "his left, who designates the next battle or declines in turn. When a full\n"
        "turn of the table passes without anyone designating a battle (as many\n"
        "declines in a row as there are players), the game ends: the player with the\n"
        "most cities wins (reason `declined`); a tie for the most cities goes to the\n"
        "final battle. RULING: the first battle of the game must be designated\n"
        "(option at-start=may-decline allows declining it too)."),
    .source = N_("French 1st-edition rulebook: 'Déroulement une bataille', "
              "'Qui contrôle le Condottiere ?', 'Fin de la partie' case 3; doc/rule-modules.md"),
    .options = options,
    .noptions = 1,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_MAY_DECLINE | HOOK_ON_DECLINE,
    .hooks = &hooks,
};
