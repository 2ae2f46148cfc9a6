/* victory.c — winning (R-WIN): the total and adjacency targets, the most
 * regions when no region is left (or the battle cap is reached), and the
 * final battle among the players tied for most regions. */
#include <string.h>

#include "engine/game_rules.h"

int rules_victory(const struct game *g, const struct state *s, int seat)
{
    region_set held = s->owned[seat];
    if (region_largest_connected(held) >= g->win_adjacent)
        return RESULT_ADJACENT;
    if (region_count(held) >= g->win_total)
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
        game_over(s, tied, s->capped ? RESULT_BATTLE_CAP : RESULT_MOST_REGIONS, log);
        return;
    }

    /* The final battle among the tied players only: every hand and line is
     * discarded, the whole deck is shuffled, each tied player gets
     * hand_size + extra_per_region per region. */
    int n = lines_discard(s);
    struct event *e = event_add(log, EVENT_LINES_DISCARDED, EVENT_NONE);
    if (e)
        e->count = (uint16_t)n;
    for (int seat = 0; seat < s->nseats; seat++) {
        memset(s->hand[seat], 0, sizeof s->hand[seat]);
        s->hand_count[seat] = 0;
    }
    e = event_add(log, EVENT_FINAL_BATTLE, EVENT_NONE);
    if (e)
        e->seats = tied;
    s->final_battle = 1;
    s->after_battle = 0;
    s->participants = tied;
    s->contested = SEAT_NONE;
    deal_rebuild_deck(g, s, log);
    int quota[GAME_MAX_SEATS] = {0};
    for (int seat = 0; seat < s->nseats; seat++)
        if (tied & (1u << seat))
            quota[seat] = g->rules.hand_size +
                          g->rules.extra_per_region * region_count(s->owned[seat]);
    deal_cards(g, s, quota, log);
    /* The token holder plays first, or the tied player nearest his left. */
    int first = s->token;
    while (!(tied & (1u << first)))
        first = next_seat(s, first);
    battle_start(g, s, first, log);
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
