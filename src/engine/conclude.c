/* conclude.c — the end of a battle (R-CONCLUDE): compare strength, the
 * conquest, the token (winner, tie to the left, Courtesan majority), the
 * victory check, then step 2: the next region or the end of the game. */
#include "engine/game_rules.h"

/* R-COURTESAN: the unique seat with the most Courtesans (at least one), or -1. */
static int courtesan_majority(const struct state *s)
{
    int best = -1, most = 0, tied = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = s->lines[seat].up[CARD_COURTESAN];
        if (n > most) {
            most = n;
            best = seat;
            tied = 0;
        } else if (n == most && n > 0) {
            tied = 1;
        }
    }
    return tied ? -1 : best;
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

void rules_on_battle_end(const struct game *g, struct state *s, int reason,
                         struct event_log *log)
{
    int strength[GAME_MAX_SEATS];
    strength_compute(s->lines, s->nseats, STRENGTH_FINAL, SEASONS_EXCLUSIVE, strength);
    s->battles++;
    if (s->final_battle) {
        victory_final_battle_end(g, s, strength, reason, log);
        return;
    }
    int winner = strength_winner(strength, s->nseats);
    battle_end_event(s, reason, winner, strength, log);

    int from = s->token, why;
    if (winner >= 0) {
        s->owner[s->contested] = (uint8_t)winner;
        s->owned[winner] |= (region_set)1u << s->contested;
        s->token = (uint8_t)winner;
        why = TOKEN_WON;
    } else {
        s->token = (uint8_t)next_seat(s, from); /* to the left of the last holder */
        why = TOKEN_TIE;
    }
    int courtesan = courtesan_majority(s);
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
     * conqueror's regions changed. */
    if (winner >= 0) {
        int won = rules_victory(g, s, winner);
        if (won != RESULT_NONE) {
            game_over(s, (uint8_t)(1u << winner), won, log);
            return;
        }
    }

    /* Step 2: the token holder chooses the next region now, before the
     * lines are discarded and before any redeal (RULING). */
    s->after_battle = 1;
    if (!state_choosable_regions(g, s) ||
        (g->rules.battle_cap > 0 && s->battles >= g->rules.battle_cap)) {
        victory_no_region_left(g, s, log);
        return;
    }
    s->phase = PHASE_CHOOSE_REGION;
    s->current = s->token;
}
