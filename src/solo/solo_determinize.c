/* solo_determinize.c — a solitaire game the player cannot tell from the
 * real one: the hidden piles dealt again from their cards together, for the
 * search bot's samples (solo.h, solo_determinize). */
#include <string.h>

#include "solo/solo_internal.h"

/* The cards of a pile in order of kind: what is left of it once its
 * order is forgotten. */
static void forget_order(uint8_t *cards, int n)
{
    uint8_t count[CARD_KINDS] = {0};
    for (int i = 0; i < n; i++)
        if (cards[i] < CARD_KINDS)
            count[cards[i]]++;
    int j = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        for (int c = 0; c < count[k]; c++)
            cards[j++] = (uint8_t)k;
}

void solo_determinize(const struct solo_state *s, struct rng *r, struct solo_state *out)
{
    *out = *s;
    rng_seed(&out->rng, rng_next(r));
    out->seed = 0;
    /* The special deck: its cards in a new order. */
    forget_order(out->special_deck.card, out->special_deck.n);
    rng_shuffle(r, out->special_deck.card, out->special_deck.n);
    /* The player's deck and the enemy deck share the unseen mercenaries
     * (the Scarecrows are the enemy's only): the player's deck first, from
     * the mercenaries, then the enemy deck from the rest, shuffled. */
    uint8_t mercs[2 * SOLO_MAX_CARDS], others[2 * SOLO_MAX_CARDS];
    int nm = 0, no = 0;
    /* blind-view=seen: the top card of his deck, seen, stays on top */
    int seen = solo_deck_top_seen(s) ? 1 : 0;
    const struct solo_pile *piles[2] = {&s->player_deck, &s->enemy_deck};
    for (int p = 0; p < 2; p++)
        for (int i = p ? 0 : seen; i < piles[p]->n; i++) {
            uint8_t c = piles[p]->card[i];
            if (card_is_mercenary(c))
                mercs[nm++] = c;
            else
                others[no++] = c;
        }
    forget_order(mercs, nm);
    forget_order(others, no);
    rng_shuffle(r, mercs, (size_t)nm);
    int take = s->player_deck.n - seen < nm ? s->player_deck.n - seen : nm;
    memset(out->player_deck.card, 0, sizeof out->player_deck.card);
    if (seen)
        out->player_deck.card[0] = s->player_deck.card[0];
    memcpy(out->player_deck.card + seen, mercs, (size_t)take);
    out->player_deck.n = (uint8_t)(take + seen);
    memcpy(others + no, mercs + take, (size_t)(nm - take));
    no += nm - take;
    forget_order(others, no);
    rng_shuffle(r, others, (size_t)no);
    memset(out->enemy_deck.card, 0, sizeof out->enemy_deck.card);
    memcpy(out->enemy_deck.card, others, (size_t)no);
    out->enemy_deck.n = (uint8_t)no;
}
