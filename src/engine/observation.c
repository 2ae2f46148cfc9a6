/* observation.c — one seat's view of a position: its own hand and what is
 * public, never another hand or the deck's order. */
#include "engine/observation.h"

#include <string.h>

void state_observe(const struct game *g, const struct state *s, int seat,
                   struct observation *out)
{
    (void)g;
    int strength[GAME_MAX_SEATS];
    memset(out, 0, sizeof *out);
    out->seat = (uint8_t)seat;
    out->nseats = s->nseats;
    out->phase = s->phase;
    out->current = s->phase == PHASE_OVER ? SEAT_NONE : s->current;
    out->token = s->token;
    out->pope = s->pope;
    out->contested = s->contested;
    out->final_battle = s->final_battle;
    out->passed = s->passed;
    out->participants = s->participants;
    out->winners = s->winners;
    out->reason = s->reason;
    out->battles = s->battles;
    out->round = s->round;
    out->deck_count = (uint8_t)(s->deck_size - s->deck_top);
    memcpy(out->hand_count, s->hand_count, sizeof out->hand_count);
    if (seat >= 0 && seat < s->nseats)
        memcpy(out->hand, s->hand[seat], sizeof out->hand);
    memcpy(out->discard, s->discard, sizeof out->discard);
    memcpy(out->owner, s->owner, sizeof out->owner);
    for (int i = 0; i < s->nseats; i++)
        out->regions[i] = (uint8_t)region_count(s->owned[i]);
    memcpy(out->line_len, s->line_len, sizeof out->line_len);
    memcpy(out->line, s->line, sizeof out->line);
    memcpy(out->lines, s->lines, sizeof out->lines);
    strength_compute(s->lines, s->nseats, STRENGTH_ANNOUNCED, SEASONS_EXCLUSIVE, strength);
    for (int i = 0; i < s->nseats; i++)
        out->strength[i] = (int16_t)strength[i];
}
