/* conclude.c — the end of a battle (R-CONCLUDE): compare strength, the
 * conquest, the token (winner, tie to the left, Courtesan majority), the
 * victory check, then step 2: the next region or the end of the game. The
 * modules' hooks may turn cards up first (hidden-cards), change the
 * outcome (capture-regions), end it without a winner (bishop-truce) or
 * draw cards after it (draw-after-battle). */
#include "engine/game_rules.h"

/* R-COURTESAN: the unique seat with the most Courtesans (at least one), or -1. */
static int courtesan_majority(const struct state *s)
{
    int any = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        any |= s->lines[seat].up[CARD_COURTESAN];
    if (!any)
        return -1;
    /* the most, then the seats that have it as a mask: unique or not */
    int most = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = s->lines[seat].up[CARD_COURTESAN];
        most = n > most ? n : most;
    }
    unsigned at = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        at |= (unsigned)(s->lines[seat].up[CARD_COURTESAN] == most) << seat;
    return at & (at - 1) ? -1 : __builtin_ctz(at);
}

static void battle_end_event(struct state *s, int reason, int winner, const int *strength,
                             struct event_log *log)
{
    struct event *e = event_add(log, EVENT_BATTLE_END, winner < 0 ? (int)EVENT_NONE : winner);
    if (!e)
        return;
    e->region = s->contested;
    e->reason = (uint8_t)reason;
    e->nseats = s->nseats;
    for (int i = 0; i < s->nseats; i++)
        e->strength[i] = (int16_t)strength[i];
}

/* R-CONCLUDE step 1 as the standard rules decide it. */
static void standard_outcome(const struct state *s, const int *strength, int reason,
                             struct battle_outcome *o)
{
    o->reason = reason;
    o->courtesans = reason != BATTLE_BY_BISHOP;
    o->winner = reason == BATTLE_BY_BISHOP ? -1 : strength_winner(strength, s->nseats);
    if (o->winner >= 0) {
        o->token = o->winner;
        o->token_reason = TOKEN_WON;
    } else {
        o->token = next_seat(s, s->token); /* to the left of the last holder */
        o->token_reason = reason == BATTLE_BY_BISHOP ? TOKEN_TRUCE : TOKEN_TIE;
    }
}

static void conquer(struct state *s, int winner)
{
    int region = s->contested, before = s->owner[region];
    if (before != SEAT_NONE) /* capture-regions: the marker is replaced */
        s->owned[before] &= ~((region_set)1u << region);
    s->owner[region] = (uint8_t)winner;
    s->owned[winner] |= (region_set)1u << region;
}

void conclude_battle(const struct game *g, struct state *s, int reason, struct event_log *log)
{
    int strength[GAME_MAX_SEATS];
    HOOKS_EACH(g, HOOK_BEFORE_STRENGTH, before_strength, g, s, log);
    game_line_strengths(g, s, STRENGTH_FINAL, strength);
    s->battles++;
    if (s->final_battle) {
        victory_final_battle_end(g, s, strength, reason, log);
        return;
    }
    struct battle_outcome o;
    standard_outcome(s, strength, reason, &o);
    HOOKS_EACH(g, HOOK_ON_BATTLE_END, on_battle_end, g, s, &o);
    s->defender = SEAT_NONE;
    battle_end_event(s, reason, o.winner, strength, log);

    int from = s->token;
    if (o.winner >= 0)
        conquer(s, o.winner);
    s->token = (uint8_t)o.token;
    int why = o.token_reason;
    int courtesan = o.courtesans ? courtesan_majority(s) : -1;
    if (courtesan >= 0 && courtesan != s->token) {
        s->token = (uint8_t)courtesan;
        why = TOKEN_COURTESAN;
    }
    struct event *e = event_add(log, EVENT_TOKEN, s->token);
    if (e) {
        e->other = (uint8_t)from;
        e->reason = (uint8_t)why;
    }

    /* R-WIN: checked at the end of "compare strength"; only the
     * conqueror's regions grew. */
    if (o.winner >= 0) {
        int won = victory_reached(g, s, o.winner);
        if (won != RESULT_NONE) {
            game_over(s, (uint8_t)(1u << o.winner), won, log);
            return;
        }
    }

    /* R-OPT-DRAW: cards drawn after "compare strength" (with
     * draw-choice=optional each player is asked first: PHASE_DRAW). */
    HOOKS_EACH(g, HOOK_DRAW, draw, g, s, log);
    if (s->phase == PHASE_DRAW)
        return;
    conclude_next_region(g, s, log);
}

int conclude_draw_quota(const struct game *g, const struct state *s, int seat)
{
    if (g->hooked & HOOK_DRAW_QUOTA)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->draw_quota)
                return g->hooks[i]->draw_quota(g, s, seat);
    return 0;
}

void conclude_draw_choice(const struct game *g, struct state *s, int n, struct event_log *log)
{
    HOOKS_EACH(g, HOOK_DRAW_CHOICE, draw_choice, g, s, n, log);
}

void conclude_next_region(const struct game *g, struct state *s, struct event_log *log)
{
    /* Step 2: the token holder chooses the next region now, before the
     * lines are discarded and before any redeal (RULING). */
    s->after_battle = 1;
    if (!state_choosable_regions(g, s) ||
        (g->rules.battle_cap > 0 && s->battles >= g->rules.battle_cap)) {
        victory_no_region_left(g, s, log);
        return;
    }
    if (g->designation == DESIGNATE_AFTER_REDEAL) {
        round_after_battle(g, s, log); /* steps 3-4 first, the region later */
        return;
    }
    s->phase = PHASE_CHOOSE_REGION;
    s->current = s->token;
}
