/* heuristic_hand.c — what a card in hand is worth for later battles, and
 * the decisions about the hand itself: which cards to keep at a round's
 * end (R-ROUND) and whether to discard a hand without mercenaries
 * (R-CONCLUDE step 4). */
#include "ai/heuristic_internal.h"

const struct heuristic_card heuristic_cards[CARD_KINDS] = {
    [CARD_M1] = {1, 1, 2},
    [CARD_M2] = {2, 1, 4},
    [CARD_M3] = {3, 1, 6},
    [CARD_M4] = {4, 1, 8},
    [CARD_M5] = {5, 1, 10},
    [CARD_M6] = {6, 1, 12},
    [CARD_M10] = {10, 1, 20},
    [CARD_WINTER] = {0, 0, 6},
    [CARD_SPRING] = {0, 0, 6},
    [CARD_BISHOP] = {0, 0, 8},
    [CARD_COURTESAN] = {1, 1, 3},
    [CARD_DRUMMER] = {0, 0, 0}, /* drummer_keep_halves */
    [CARD_HEROINE] = {10, 10, 20},
    [CARD_SCARECROW] = {0, 0, 5},
    [CARD_SURRENDER] = {0, 0, 12},
};

/* heuristic_cards' columns, lane by lane in the order of the kinds. */
const struct kind_weights heuristic_alone = {{1, 2, 3, 4, 5, 6, 10, 0, 0, 0, 1, 0, 10, 0, 0, 0}};
const struct kind_weights heuristic_winter = {{1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 10, 0, 0, 0}};
const struct kind_weights heuristic_keep = {{2, 4, 6, 8, 10, 12, 20, 6, 6, 8, 3, 0, 20, 5, 12, 0}};
const struct kind_weights heuristic_mercenary = {{1, 2, 3, 4, 5, 6, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0}};

int drummer_keep_halves(int hand_mercenaries)
{
    /* worth half the mercenaries it could double, 2 to 10 points */
    return hand_mercenaries < 4 ? 4 : hand_mercenaries > 20 ? 20 : hand_mercenaries;
}

action choose_keep(const struct hview *v, const action *legal, int nlegal,
                   struct heuristic_why *why)
{
    action chosen = 0;
    double top = -1.0;
    for (int i = 0; i < nlegal; i++) {
        if (action_type(legal[i]) != ACTION_KEEP)
            continue;
        int k1, k2;
        action_keep_kinds(legal[i], &k1, &k2);
        double value = (k1 >= 0 ? card_keep_value(v, k1) : 0.0) +
                       (k2 >= 0 ? card_keep_value(v, k2) : 0.0);
        if (value > top) {
            top = value;
            chosen = legal[i];
        }
    }
    if (chosen) {
        int k1, k2;
        action_keep_kinds(chosen, &k1, &k2);
        why->reason = HR_KEEP_BEST;
        why->card = k2 >= 0 ? k2 : k1;
        why->other = k2 >= 0 ? k1 : -1;
    }
    return chosen;
}

action choose_discard_hand(struct hview *v, const action *legal, int nlegal,
                           struct heuristic_why *why)
{
    const struct observation *o = v->o;
    const struct ruleset *r = &v->g->rules;
    hview_read_cards(v);
    double deck_value = 0.0;
    for (int k = 0; k < CARD_KINDS; k++)
        deck_value += r->deck[k] * card_keep_value(v, k);
    double fresh = r->ncards ? deck_value / r->ncards : 0.0;
    int count = o->hand_count[v->me];
    double mine = count ? v->hand_power / count : 0.0;
    /* Cards kept take the place of fresh ones at the next deal ("up to
     * 10 in hand"): a hand weaker than the deck's average is better gone.
     * A hand that adds no strength at all (no Heroine, no Courtesan) wins
     * nothing before the next deal and only keeps the round going. */
    bool strengthless = !o->hand[CARD_HEROINE] && !o->hand[CARD_COURTESAN];
    bool yes = strengthless || mine < 0.9 * fresh;
    action a = action_discard_hand(yes);
    if (!action_in(a, legal, nlegal))
        return 0;
    why->reason = yes ? HR_DISCARD_WEAK : HR_DISCARD_KEEP;
    why->count = count;
    why->mine = (int)(mine * 10.0 + 0.5); /* tenths of a point per card */
    why->other = (int)(fresh * 10.0 + 0.5);
    return a;
}
