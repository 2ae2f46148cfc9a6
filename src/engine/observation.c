/* observation.c — one seat's view of a position: its own hand and what is
 * public, never another hand, the deck's order or another seat's
 * face-down card (only that it is there). */
#include "engine/observation.h"

#include <string.h>

/* Equal views must compare equal byte for byte: no padding. */
_Static_assert(sizeof(struct observation) ==
                   offsetof(struct observation, pad) + sizeof(((struct observation *)0)->pad),
               "struct observation has trailing padding");

/* The face-down cards of a line: none in most games (both 8-byte words of
 * down[], bytes 0..7 and 7..14, are zero), else their count. */
static int face_down_count(const uint8_t down[CARD_KINDS])
{
    uint64_t a, b;
    memcpy(&a, down, sizeof a);
    memcpy(&b, down + CARD_KINDS - sizeof b, sizeof b);
    if (!(a | b))
        return 0;
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        n += down[k];
    return n;
}

_Static_assert(CARD_KINDS > 8 && CARD_KINDS <= 16, "two overlapping words cover the kinds");

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
    out->defender = s->defender;
    out->played = s->played;
    out->discard_pending = s->discard_pending;
    out->declines = s->declines;
    out->after_battle = s->after_battle;
    out->capped = s->capped;
    memcpy(out->hand_count, s->hand_count, sizeof out->hand_count);
    if (seat >= 0 && seat < s->nseats)
        memcpy(out->hand, s->hand[seat], sizeof out->hand);
    memcpy(out->discard, s->discard, sizeof out->discard);
    memcpy(out->owner, s->owner, sizeof out->owner);
    for (int i = 0; i < s->nseats; i++)
        out->regions[i] = (uint8_t)region_count(s->owned[i]);
    memcpy(out->line_len, s->line_len, sizeof out->line_len);
    memcpy(out->line, s->line, sizeof out->line);
    for (int i = 0; i < s->nseats; i++) {
        memcpy(out->lines[i].up, s->lines[i].up, sizeof out->lines[i].up);
        int down = face_down_count(s->lines[i].down);
        out->face_down[i] = (uint8_t)down;
        if (!down)
            continue;
        if (i == seat) {
            memcpy(out->lines[i].down, s->lines[i].down, sizeof out->lines[i].down);
            continue;
        }
        /* R-OPT-HIDDEN: another seat's face-down card shows as LINE_HIDDEN. */
        for (int j = 0; j < s->line_len[i]; j++)
            if (out->line[i][j] & LINE_FACE_DOWN)
                out->line[i][j] = LINE_HIDDEN;
    }
    game_line_strengths(g, s, STRENGTH_ANNOUNCED, strength);
    for (int i = 0; i < s->nseats; i++)
        out->strength[i] = (int16_t)strength[i];
}
