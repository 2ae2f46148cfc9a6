/* line.c — battle lines: each seat's cards, kept both as counts (face up
 * and face down, for strength) and in order of play (for display; a
 * face-down card is its kind | LINE_FACE_DOWN). */
#include <string.h>

#include "engine/game_rules.h"
#include "engine/kind_counts.h"

void line_add(struct state *s, int seat, int kind)
{
    s->lines[seat].up[kind]++;
    s->line[seat][s->line_len[seat]++] = (uint8_t)kind;
}

void line_add_face_down(struct state *s, int seat, int kind)
{
    s->lines[seat].down[kind]++;
    s->line[seat][s->line_len[seat]++] = (uint8_t)(kind | LINE_FACE_DOWN);
}

int line_reveal(const struct game *g, struct state *s, int seat, struct event_log *log)
{
    int n = 0;
    for (int i = 0; i < s->line_len[seat]; i++) {
        unsigned c = s->line[seat][i];
        if (!(c & LINE_FACE_DOWN))
            continue;
        int kind = (int)(c & ~LINE_FACE_DOWN);
        s->line[seat][i] = (uint8_t)kind;
        s->lines[seat].down[kind]--;
        s->lines[seat].up[kind]++;
        n++;
        struct event *e = event_add(log, EVENT_REVEAL, seat);
        if (e) {
            int strength[GAME_MAX_SEATS];
            game_line_strengths(g, s, STRENGTH_ANNOUNCED, strength);
            e->card = (uint8_t)kind;
            e->value = (int16_t)strength[seat];
        }
    }
    return n;
}

int line_remove(struct state *s, int seat, int kind, int n)
{
    /* The last n face-up cards of `kind` go (face-down entries never
     * match a kind). The face-up count up[kind] is the number of such
     * entries: the first (up[kind] - removed) stay, and the line is
     * compacted in one pass without a call, the bytes freed cleared. */
    uint8_t *cards = s->line[seat];
    int len = s->line_len[seat], have = s->lines[seat].up[kind];
    int removed = n < have ? n : have;
    if (removed <= 0)
        return 0;
    int keep = have - removed, w = 0;
    for (int i = 0; i < len; i++) {
        int c = cards[i], is = c == kind;
        keep -= is;
        cards[w] = (uint8_t)c;
        w += !(is & (keep < 0));
    }
    for (int i = w; i < len; i++)
        cards[i] = 0;
    s->line_len[seat] = (uint8_t)w;
    s->lines[seat].up[kind] = (uint8_t)(have - removed);
    return removed;
}

int lines_discard(struct state *s)
{
    /* Every card of a line is counted in lines[] (up, or down when face
     * down) and listed in line[], whose bytes after line_len are always
     * zero. The counts are added to the discard pile's two words at a
     * time, kept in registers until the end (no byte carries into the
     * next: a kind has at most STATE_DECK_MAX (160) cards in all), and
     * each line is cleared whole, no branch on what it holds. */
    uint64_t lo = kind_counts_low(s->discard), hi = kind_counts_high(s->discard);
    int total = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        const struct strength_line *l = &s->lines[seat];
        lo += kind_counts_low(l->up) + kind_counts_low(l->down);
        hi += kind_counts_high(l->up) + kind_counts_high(l->down);
        total += s->line_len[seat];
        /* (fixed sizes: a few plain stores, not a call nor `rep stos`) */
        memset(&s->lines[seat], 0, sizeof s->lines[seat]);
        memset(s->line[seat], 0, sizeof s->line[seat]);
        s->line_len[seat] = 0;
    }
    kind_counts_store(s->discard, lo, hi);
    return total;
}
