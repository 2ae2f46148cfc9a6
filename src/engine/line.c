/* line.c — battle lines: each seat's face-up cards, kept both as counts
 * (for strength) and in order of play (for display). */
#include <string.h>

#include "engine/game_rules.h"

void line_add(struct state *s, int seat, int kind)
{
    s->lines[seat].up[kind]++;
    s->line[seat][s->line_len[seat]++] = (uint8_t)kind;
}

int line_remove(struct state *s, int seat, int kind, int n)
{
    uint8_t *cards = s->line[seat];
    int len = s->line_len[seat], removed = 0;
    for (int i = len - 1; i >= 0 && removed < n; i--)
        if (cards[i] == kind) {
            memmove(cards + i, cards + i + 1, (size_t)(len - i - 1));
            len--;
            cards[len] = 0;
            removed++;
        }
    s->line_len[seat] = (uint8_t)len;
    s->lines[seat].up[kind] = (uint8_t)(s->lines[seat].up[kind] - removed);
    return removed;
}

int lines_discard(struct state *s)
{
    int total = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        for (int k = 0; k < CARD_KINDS; k++) {
            s->discard[k] = (uint8_t)(s->discard[k] + s->lines[seat].up[k]);
            total += s->lines[seat].up[k];
        }
        memset(&s->lines[seat], 0, sizeof s->lines[seat]);
        memset(s->line[seat], 0, sizeof s->line[seat]);
        s->line_len[seat] = 0;
    }
    return total;
}
