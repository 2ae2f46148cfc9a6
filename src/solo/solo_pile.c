/* solo_pile.c — the solitaire engine's piles: ordered decks (top first),
 * counts per kind, and the strength of the two battle lines. */
#include <string.h>

#include "engine/kind_counts.h"
#include "engine/strength.h"
#include "solo/solo_internal.h"

bool solo_is_special_kind(int kind)
{
    switch (kind) {
    case CARD_WINTER:
    case CARD_SPRING:
    case CARD_BISHOP:
    case CARD_DRUMMER:
    case CARD_HEROINE:
    case CARD_SURRENDER:
        return true;
    default:
        return false;
    }
}

int solo_count_sum(const uint8_t counts[CARD_KINDS])
{
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        n += counts[k];
    return n;
}

void solo_pile_push(struct solo_pile *p, uint8_t card)
{
    if (p->n < SOLO_MAX_CARDS)
        p->card[p->n++] = card;
}

uint8_t solo_pile_pop(struct solo_pile *p)
{
    if (p->n == 0)
        return CARD_NONE;
    uint8_t top = p->card[0];
    p->n--;
    memmove(p->card, p->card + 1, p->n);
    p->card[p->n] = 0;
    return top;
}

void solo_pile_take_counts(struct solo_pile *p, uint8_t counts[CARD_KINDS])
{
    for (int k = 0; k < CARD_KINDS; k++) {
        while (counts[k]) {
            solo_pile_push(p, (uint8_t)k);
            counts[k]--;
        }
    }
}

/* A line's counts, face up, written as two whole words
 * (engine/kind_counts.h): the strength reads them back as words at once,
 * and counts written a byte at a time would stall that load (a failed
 * store forwarding). */
static void line_counts(const uint8_t *line, int n, struct strength_line *out)
{
    uint64_t low = 0, high = 0;
    for (int i = 0; i < n; i++)
        kind_counts_add(&low, &high, line[i]);
    memset(out->down, 0, sizeof out->down);
    kind_counts_store(out->up, low, high);
}

void solo_strengths(const struct solo_state *s, int *player, int *enemy)
{
    struct strength_line lines[2];
    int out[2];
    line_counts(s->player_line, s->player_line_n, &lines[0]);
    line_counts(s->enemy_line, s->enemy_line_n, &lines[1]);
    /* no card is face down in the solitaire: the announced strength is
     * the final one, read from the counts as they are */
    strength_compute(lines, 2, STRENGTH_ANNOUNCED, SEASONS_CANCEL, out);
    *player = out[0];
    *enemy = out[1];
}
