/* solo_setup.c — a new solitaire game [R-SOLO-SETUP]: the special deck, the
 * split of the mercenaries between the player's deck and the enemy deck
 * (with the Scarecrows), the reserve, the first hand; then battle 1. */
#include <string.h>

#include "solo/solo_internal.h"

static int mercenaries(const uint8_t *deck)
{
    int n = 0;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        n += deck[k];
    return n;
}

int solo_init(struct solo_state *s, const struct variant *v, const struct solo_options *o,
              uint64_t seed, struct msg *err)
{
    memset(s, 0, sizeof *s);
    if (!v || v->edition != EDITION_SOLITAIRE)
        return solo_fail(err, "variant '%s' is not a solitaire variant (its edition is %s)",
                         v ? v->name : "?", v ? edition_name(v->edition) : "?");
    if (solo_check_options(o, err))
        return SOLO_ERR_INPUT;
    if (v->ncards > SOLO_MAX_CARDS)
        return solo_fail(err, "variant '%s' has %d cards; the solitaire takes at most %d",
                         v->name, v->ncards, SOLO_MAX_CARDS);
    int mercs = mercenaries(v->deck);
    int enemy = mercs - o->player_deck + v->deck[CARD_SCARECROW];
    if (o->player_deck >= mercs)
        return solo_fail(err, "player-deck=%d leaves no mercenary for the enemy (the deck "
                         "has %d mercenaries)", o->player_deck, mercs);
    if (enemy < o->cards_per_side)
        return solo_fail(err, "the enemy deck would hold %d cards, fewer than "
                         "cards-per-side=%d", enemy, o->cards_per_side);
    rng_seed(&s->rng, seed);
    s->seed = seed;
    s->opt = *o;
    memcpy(s->total, v->deck, sizeof s->total);
    s->out[CARD_COURTESAN] = v->deck[CARD_COURTESAN]; /* no Courtesans in the solitaire */
    s->end_mark = SOLO_NO_MARK;
    s->phase = PH_START;
    return SOLO_OK;
}

void solo_begin(struct solo_state *s, struct solo_events *ev)
{
    /* the opening hand comes before any battle: battle=0, no army, in a
     * scenario that starts at a later battle too (doc/events-solitaire.md) */
    struct solo_event e = solo_event_make(s, SOLO_EV_NEW_HAND);
    e.battle = 0;
    e.army = 0;
    e.count = (uint8_t)solo_count_sum(s->hand);
    e.player_count = e.count;
    e.enemy_count = s->player_deck.n;
    solo_event_push(ev, &e);
    s->phase = PH_START;
    solo_advance(s, ev);
}

int solo_new(struct solo_state *s, const struct variant *v, const struct solo_options *o,
             uint64_t seed, struct solo_events *ev, struct msg *err)
{
    int rc = solo_init(s, v, o, seed, err);
    if (rc)
        return rc;
    uint8_t counts[CARD_KINDS];

    /* 1. the special deck, shuffled */
    memset(counts, 0, sizeof counts);
    for (int k = 0; k < CARD_KINDS; k++)
        if (solo_is_special_kind(k))
            counts[k] = s->total[k];
    solo_pile_take_counts(&s->special_deck, counts);
    rng_shuffle(&s->rng, s->special_deck.card, s->special_deck.n);

    /* 2. the mercenaries, shuffled: the first player-deck to the player,
     * the rest with the Scarecrows shuffled again into the enemy deck */
    struct solo_pile mercs;
    memset(&mercs, 0, sizeof mercs);
    memset(counts, 0, sizeof counts);
    memcpy(counts, s->total, CARD_MERCENARY_KINDS);
    solo_pile_take_counts(&mercs, counts);
    rng_shuffle(&s->rng, mercs.card, mercs.n);
    for (int i = 0; i < mercs.n; i++)
        solo_pile_push(i < s->opt.player_deck ? &s->player_deck : &s->enemy_deck, mercs.card[i]);
    for (int i = 0; i < s->total[CARD_SCARECROW]; i++)
        solo_pile_push(&s->enemy_deck, CARD_SCARECROW);
    rng_shuffle(&s->rng, s->enemy_deck.card, s->enemy_deck.n);

    /* 3. the reserve from the top of the special deck, 4. the first hand */
    for (int i = 0; i < s->opt.reserve && s->special_deck.n; i++)
        s->reserve[solo_pile_pop(&s->special_deck)]++;
    for (int i = 0; i < s->opt.hand_size && s->player_deck.n; i++)
        s->hand[solo_pile_pop(&s->player_deck)]++;

    solo_begin(s, ev);
    return SOLO_OK;
}
