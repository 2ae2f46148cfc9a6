/* ruleset.c — the standard game's base parameters: the rulebook's numbers
 * for a variant's deck, and the checks the engine needs of them (the rule
 * modules, their options and the parameters by name are src/rules'). */
#include "engine/message.h"
#include "engine/ruleset.h"

#include <string.h>

#include "engine/game.h"
#include "engine/game_rules.h"

void ruleset_defaults(struct ruleset *out, const struct variant *v)
{
    memset(out, 0, sizeof *out);
    memcpy(out->deck, v->deck, sizeof out->deck);
    out->ncards = v->ncards;
    out->hand_size = 10;
    out->extra_per_region = 1;
    out->keep_at_round_end = 2;
    out->small_table_max = 3;
    out->win_total_small = 6;
    out->win_adjacent_small = 4;
    out->win_total_large = 5;
    out->win_adjacent_large = 3;
    out->battle_cap = RULESET_DEFAULT_BATTLE_CAP;
    out->first_token = FIRST_TOKEN_RANDOM;
    out->first_token_seat = 0;
    out->base = v->edition;
}

int ruleset_check_numbers(const struct ruleset *r, struct msg *err)
{
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        n += r->deck[k];
    if (n != r->ncards)
        return msg_fail(err, -1, "the deck's card count does not add up");
    if (n < 1 || n > STATE_DECK_MAX)
        return msg_fail(err, -1, "the deck holds %d cards (the engine takes 1 to %d)", n,
                        STATE_DECK_MAX);
    if (r->keep_at_round_end < 0 || r->keep_at_round_end > RULESET_KEEP_MAX)
        return msg_fail(err, -1, "keep-at-round-end must be 0, 1 or 2");
    if (r->hand_size < 1 || r->extra_per_region < 0)
        return msg_fail(err, -1, "hand-size must be at least 1");
    /* The numbers in play with every module applied, at a small and a
     * large table. */
    static const struct game empty;
    struct game g = empty;
    g.rules = *r;
    for (g.nseats = GAME_MIN_SEATS; g.nseats <= GAME_MAX_SEATS; g.nseats += 4)
        if (game_set_numbers(&g, err) < 0)
            return -1;
    if (r->first_token == FIRST_TOKEN_FIXED &&
        (r->first_token_seat < 0 || r->first_token_seat >= GAME_MAX_SEATS))
        return msg_fail(err, -1, "first-token: no such seat");
    if (r->battle_cap < 0)
        return msg_fail(err, -1, "battle-cap must not be negative");
    return 0;
}
