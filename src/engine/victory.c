/* victory.c — winning (R-WIN): the total and adjacency targets, the most
 * regions when no region is left (or the battle cap is reached, or nobody
 * designates a battle), and the final battle among the players tied for
 * most regions — also the campaign's final battle on a points tie. */
#include <string.h>

#include "engine/game_rules.h"

int victory_reached(const struct game *g, const struct state *s, int seat)
{
    region_set held = s->owned[seat];
    int n = region_count(held);
    /* no connected part is larger than the whole: the search for the
     * largest only when the count could reach the target */
    if (n >= g->win_adjacent && region_largest_connected(held) >= g->win_adjacent)
        return RESULT_ADJACENT;
    if (n >= g->win_total)
        return RESULT_TOTAL;
    return RESULT_NONE;
}

void game_over(struct state *s, uint8_t winners, int reason, struct event_log *log)
{
    s->phase = PHASE_OVER;
    s->current = SEAT_NONE;
    s->winners = winners;
    s->reason = (uint8_t)reason;
    struct event *e = event_add(log, EVENT_GAME_END, EVENT_NONE);
    if (e) {
        e->seats = winners;
        e->reason = (uint8_t)reason;
        e->flag = s->capped;
    }
}

void victory_no_region_left(const struct game *g, struct state *s, struct event_log *log)
{
    s->capped = state_choosable_regions(g, s) != 0; /* else truly no region left */
    victory_most_regions(g, s, s->capped ? RESULT_BATTLE_CAP : RESULT_MOST_REGIONS, log);
}

void victory_most_regions(const struct game *g, struct state *s, int reason,
                          struct event_log *log)
{
    int most = -1;
    uint8_t tied = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = region_count(s->owned[seat]);
        if (n > most) {
            most = n;
            tied = 0;
        }
        if (n == most)
            tied |= (uint8_t)(1u << seat);
    }
    if (__builtin_popcount(tied) == 1) {
        game_over(s, tied, reason, log);
        return;
    }
    final_battle_start(g, s, tied, log);
}

/* The standard final battle: every hand and line is discarded, the whole
 * deck is shuffled, each tied player gets hand_size + extra_per_region
 * per region; the token holder plays first, or the tied player nearest
 * his left. */
static void standard_final_battle(const struct game *g, struct state *s, uint8_t seats,
                                  struct event_log *log)
{
    for (int seat = 0; seat < s->nseats; seat++) {
        memset(s->hand[seat], 0, sizeof s->hand[seat]);
        s->hand_count[seat] = 0;
    }
    deal_rebuild_deck(g, s, log);
    int quota[GAME_MAX_SEATS] = {0};
    for (int seat = 0; seat < s->nseats; seat++)
        if (seats & (1u << seat))
            quota[seat] = g->hand_size + g->extra_per_region * region_count(s->owned[seat]);
    deal_cards(g, s, quota, log);
    int first = s->token;
    while (!(seats & (1u << first)))
        first = next_seat(s, first);
    battle_start(g, s, first, log);
}

void final_battle_start(const struct game *g, struct state *s, uint8_t seats,
                        struct event_log *log)
{
    int n = lines_discard(s);
    struct event *e = event_add(log, EVENT_LINES_DISCARDED, EVENT_NONE);
    if (e)
        e->count = (uint16_t)n;
    e = event_add(log, EVENT_FINAL_BATTLE, EVENT_NONE);
    if (e)
        e->seats = seats;
    s->final_battle = 1;
    s->after_battle = 0;
    s->participants = seats;
    s->contested = SEAT_NONE;
    s->defender = SEAT_NONE;
    s->discard_pending = 0;
    if (g->hooked & HOOK_FINAL_BATTLE)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->final_battle && g->hooks[i]->final_battle(g, s, seats, log))
                return;
    standard_final_battle(g, s, seats, log);
}

void victory_final_battle_end(const struct game *g, struct state *s, const int *strength,
                              int reason, struct event_log *log)
{
    (void)g;
    int best = -1;
    uint8_t winners = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        if (!(s->participants & (1u << seat)))
            continue;
        if (reason == BATTLE_BY_BISHOP) { /* bishop-truce: nobody wins it */
            winners |= (uint8_t)(1u << seat);
            continue;
        }
        if (strength[seat] > best) {
            best = strength[seat];
            winners = 0;
        }
        if (strength[seat] == best)
            winners |= (uint8_t)(1u << seat);
    }
    struct event *e = event_add(log, EVENT_BATTLE_END,
                                __builtin_popcount(winners) == 1 ? __builtin_ctz(winners)
                                                                 : (int)EVENT_NONE);
    if (e) {
        e->reason = (uint8_t)reason;
        e->nseats = s->nseats;
        for (int i = 0; i < s->nseats; i++)
            e->strength[i] = (int16_t)strength[i];
    }
    game_over(s, winners,
              __builtin_popcount(winners) == 1 ? RESULT_FINAL_BATTLE : RESULT_SHARED, log);
}

void state_init_final_battle(const struct game *g, struct state *s, const struct state *from,
                             uint8_t seats, uint64_t seed, struct event_log *log)
{
    memset(s, 0, sizeof *s);
    rng_seed(&s->rng, seed);
    s->nseats = from->nseats;
    s->round = from->round;
    s->token = from->token;
    s->pope = from->pope;
    s->contested = SEAT_NONE;
    s->defender = SEAT_NONE;
    memcpy(s->owner, from->owner, sizeof s->owner);
    memcpy(s->owned, from->owned, sizeof s->owned);
    /* No card is anywhere yet: the final battle's setup shuffles them all
     * into the deck and deals. */
    final_battle_start(g, s, (uint8_t)(seats & ((1u << s->nseats) - 1)), log);
}
