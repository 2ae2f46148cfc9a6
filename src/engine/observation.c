/* observation.c — one seat's view of a position: its own hand and what is
 * public, never another hand, the deck's order or another seat's
 * face-down card (only that it is there); with hand-sizes=private, not
 * the other hands' counts either, nor the deck's where it would tell
 * them. */
#include "engine/observation.h"

#include <stddef.h>
#include <string.h>

/* Equal views must compare equal byte for byte: no padding. */
_Static_assert(sizeof(struct observation) == offsetof(struct observation, deck_private) + 1,
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

/* A set's regions counted (map.c's region_count, inline: it is asked for
 * every seat at every observation). */
static inline int regions_in(region_set set)
{
    uint32_t x = set & REGION_ALL;
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

/* The lines in order of play, copied a row at a time: fixed-size copies
 * the compiler makes with vector moves (one copy of the whole array
 * became a string instruction, slow to start for its size). */
static inline void copy_line_rows(uint8_t dst[GAME_MAX_SEATS][STATE_LINE_MAX],
                                  const uint8_t src[GAME_MAX_SEATS][STATE_LINE_MAX])
{
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        memcpy(dst[i], src[i], STATE_LINE_MAX);
}

/* Zeroes n bytes (n at least 16) with 16-byte stores, the last one
 * overlapping: for the sizes here the compiler's own memset became a
 * string instruction, slow to start. */
static inline void zero_bytes(void *p, size_t n)
{
    static const uint8_t zero[16];
    uint8_t *b = p;
    for (size_t k = 0; k + 16 < n; k += 16)
        memcpy(b + k, zero, 16);
    memcpy(b + n - 16, zero, 16);
}

void state_observe(const struct game *g, const struct state *s, int seat,
                   struct observation *out)
{
    int strength[GAME_MAX_SEATS];
    /* Every byte is written: the fields before line[] zeroed, line[]
     * copied whole, and from lines[] on each field set (the seats past
     * nseats and the other seats' down[] zero, the alignment byte too). */
    zero_bytes(out, offsetof(struct observation, line));
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
    memcpy(out->hand_count, s->hand_count, sizeof out->hand_count);
    unsigned holding = 0;
    for (int i = 0; i < s->nseats; i++)
        holding |= (unsigned)(s->hand_count[i] > 0) << i;
    out->holding = (uint8_t)holding; /* (after line[]: set here, never zeroed) */
    out->sizes_private = g->rules.reading[READING_HAND_SIZES] == HAND_SIZES_PRIVATE;
    if (out->sizes_private) /* only this seat's own count */
        for (int i = 0; i < s->nseats; i++)
            if (i != seat)
                out->hand_count[i] = 0;
    if (g->deck_private) /* nor the deck's, which would tell a choice */
        out->deck_count = 0;
    if (seat >= 0 && seat < s->nseats)
        memcpy(out->hand, s->hand[seat], sizeof out->hand);
    memcpy(out->discard, s->discard, sizeof out->discard);
    memcpy(out->owner, s->owner, sizeof out->owner);
    for (int i = 0; i < s->nseats; i++)
        out->regions[i] = (uint8_t)regions_in(s->owned[i]);
    memcpy(out->line_len, s->line_len, sizeof out->line_len);
    copy_line_rows(out->line, s->line);
    for (int i = 0; i < GAME_MAX_SEATS; i++) {
        /* written in place (a line built aside and copied in stalled on
         * the reload of its bytes) */
        struct strength_line *l = &out->lines[i];
        int down = 0;
        if (i < s->nseats) {
            memcpy(l->up, s->lines[i].up, sizeof l->up);
            down = face_down_count(s->lines[i].down);
        } else {
            memset(l->up, 0, sizeof l->up); /* a seat past nseats: empty */
        }
        out->face_down[i] = (uint8_t)down;
        if (down && i == seat) {
            memcpy(l->down, s->lines[i].down, sizeof l->down);
            continue;
        }
        memset(l->down, 0, sizeof l->down);
        if (down) {
            /* R-OPT-HIDDEN: another seat's face-down card shows as LINE_HIDDEN. */
            for (int j = 0; j < s->line_len[i]; j++)
                if (out->line[i][j] & LINE_FACE_DOWN)
                    out->line[i][j] = LINE_HIDDEN;
        }
    }
    /* the alignment byte(s) between lines[] and strength[] */
    memset((uint8_t *)out->lines + sizeof out->lines, 0,
           offsetof(struct observation, strength) - offsetof(struct observation, lines) -
               sizeof out->lines);
    game_line_strengths(g, s, STRENGTH_ANNOUNCED, strength);
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        out->strength[i] = (int16_t)(i < s->nseats ? strength[i] : 0);
    out->played = s->played;
    out->discard_pending = s->discard_pending;
    out->declines = s->declines;
    out->after_battle = s->after_battle;
    out->capped = s->capped;
    out->deck_private = g->deck_private;
}
