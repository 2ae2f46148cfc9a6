/* hand_model.c — an opponent's bucket as an observation shows it, and the
 * weights the search deals unseen cards with (hand_model.h); the tables
 * are in hand_model_data.c. */
#include "ai/hand_model.h"

#include "engine/card.h"
#include "engine/strength.h"
#include "rules/rules.h"

int hand_model_family(const struct game *g)
{
    return (ruleset_has_module(&g->rules, RULE_HIDDEN_CARDS) ? 2 : 0) + (g->nseats > 2);
}

/* A 10 or a Heroine face up in the seat's line. */
static int big_card_shown(const struct observation *obs, int seat)
{
    return obs->lines[seat].up[CARD_HEROINE] > 0 || obs->lines[seat].up[CARD_M10] > 0;
}

int hand_model_bucket(const struct observation *obs, int seat)
{
    int hc = obs->hand_count[seat];
    int hand = hc <= 2 ? 0 : hc <= 5 ? 1 : hc <= 8 ? 2 : 3;
    int in_battle = obs->contested != SEAT_NONE && !obs->after_battle &&
                    (obs->participants >> seat & 1u);
    if (!in_battle)
        return 96 + hand;
    int strength[GAME_MAX_SEATS], best = 0;
    strength_compute(obs->lines, obs->nseats, STRENGTH_ANNOUNCED, SEASONS_CANCEL, strength);
    for (int i = 0; i < obs->nseats; i++)
        if (i != seat && strength[i] > best)
            best = strength[i];
    int lead = strength[seat] > best ? 2 : strength[seat] == best ? 1 : 0;
    int passed = obs->passed >> seat & 1u;
    int played = obs->played >> seat & 1u;
    return (((passed * 3 + lead) * 4 + hand) * 2 + played) * 2 + big_card_shown(obs, seat);
}

void hand_model_weights(const struct game *g, const struct observation *obs,
                        float w[GAME_MAX_SEATS][CARD_KINDS])
{
    hand_model_weights_from(&hand_model_table, g, obs, w);
}

void hand_model_weights_from(const hand_model_tables *t, const struct game *g,
                             const struct observation *obs, float w[GAME_MAX_SEATS][CARD_KINDS])
{
    int family = hand_model_family(g);
    for (int i = 0; i < GAME_MAX_SEATS; i++) {
        const uint8_t *row = i < obs->nseats && i != obs->seat
                                 ? (*t)[family][hand_model_bucket(obs, i)]
                                 : NULL;
        for (int k = 0; k < CARD_KINDS; k++)
            w[i][k] = row && row[k] ? (float)row[k] / HAND_MODEL_ONE : 1.0f;
    }
}
