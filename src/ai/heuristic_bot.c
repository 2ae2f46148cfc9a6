/* heuristic_bot.c — the heuristic bot's entry point: reads the observation
 * once (struct hview: the battle's standing, the unseen cards, the round's
 * outlook) and hands the decision to the part that knows the phase. */
#include "ai/heuristic_bot.h"

#include <string.h>

#include "ai/heuristic_internal.h"

const struct heuristic_params heuristic_default_params = {
    .win_value = 20.0,
    .progress_value = 1.0,
    .near_value = 1.0,
    .deny_win = 8.0,
    .deny_share = 0.6,
    .deny_any = 0.5,
    .future_battle = 4.0,
    .cards_per_battle = 2.5,
    .response = 1.5,
    .response_cards = 2,
    .token_value = 0.6,
    .lead_now = 4.0,
    .decoy_ratio = 0.6,
};

bool action_in(action a, const action *legal, int nlegal)
{
    for (int i = 0; i < nlegal; i++)
        if (legal[i] == a)
            return true;
    return false;
}

static void read_battle(struct hview *v)
{
    const struct observation *o = v->o;
    v->mine = o->strength[v->me];
    v->best = 0;
    v->best_seat = -1;
    v->others = (uint8_t)(o->participants & ~(1u << v->me));
    v->active = 0;
    if (o->phase != PHASE_BATTLE && o->phase != PHASE_SCARECROW && o->phase != PHASE_POPE)
        return;
    for (int s = 0; s < v->n; s++) {
        if (!(v->others & (1u << s)))
            continue;
        if (v->best_seat < 0 || o->strength[s] > v->best) {
            v->best = o->strength[s];
            v->best_seat = s;
        }
        if (!(o->passed & (1u << s)) && o->hand_count[s] > 0)
            v->active |= (uint8_t)(1u << s);
    }
}

static void read_unseen(struct hview *v)
{
    const struct observation *o = v->o;
    uint8_t seen[CARD_KINDS]; /* at most the deck's count of a kind: fits */
    for (int k = 0; k < CARD_KINDS; k++)
        seen[k] = (uint8_t)(o->hand[k] + o->discard[k]);
    for (int s = 0; s < v->n; s++) {
        const uint8_t *up = o->lines[s].up;
        for (int k = 0; k < CARD_KINDS; k++)
            seen[k] = (uint8_t)(seen[k] + up[k]);
    }
    long sum = 0, sum_winter = 0;
    v->unseen_count = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        int n = v->g->rules.deck[k] - seen[k];
        if (n < 0)
            n = 0;
        v->unseen_count += n;
        if (!n)
            continue;
        const struct card_info *c = card_info((enum card_kind)k);
        sum += (long)n * (c->mercenary ? c->printed : c->fixed_strength);
        sum_winter += (long)n * (c->mercenary ? 1 : c->fixed_strength);
    }
    v->unseen_avg = v->unseen_count ? (double)sum / v->unseen_count : 0.0;
    v->unseen_avg_winter = v->unseen_count ? (double)sum_winter / v->unseen_count : 0.0;
}

/* The round's outlook: how many more battles my cards may serve in. The
 * round lasts while two players hold cards, so the second-largest hand
 * bounds it; my own hand bounds my part in it. */
static void read_outlook(struct hview *v)
{
    const struct observation *o = v->o;
    v->hand_power = 0.0;
    for (int k = 0; k < CARD_KINDS; k++)
        if (o->hand[k])
            v->hand_power += o->hand[k] * card_keep_value(v, k);
    if (o->final_battle) {
        v->future = 0.0;
        v->kappa = 0.0;
        return;
    }
    int first = 0, second = 0;
    for (int s = 0; s < v->n; s++) {
        int h = o->hand_count[s];
        if (h > first) {
            second = first;
            first = h;
        } else if (h > second) {
            second = h;
        }
    }
    int others_max = 0;
    for (int s = 0; s < v->n; s++)
        if (s != v->me && o->hand_count[s] > others_max)
            others_max = o->hand_count[s];
    double cpb = v->p->cards_per_battle;
    double round_left = (double)(second < others_max ? second : others_max) / cpb;
    double mine_left = (double)o->hand_count[v->me] / cpb;
    double usable = round_left < mine_left ? round_left : mine_left;
    v->future = usable * v->p->future_battle;
    v->kappa = v->future / (v->hand_power > 1.0 ? v->hand_power : 1.0);
}

void hview_init(struct hview *v, const struct game *g, const struct observation *o,
                const struct heuristic_params *p)
{
    v->g = g;
    v->o = o;
    v->p = p;
    v->me = o->seat;
    v->n = o->nseats;
    region_set taken = 0;
    for (int s = 0; s < v->n; s++)
        v->owned[s] = 0;
    for (int r = 0; r < REGION_COUNT; r++) {
        int s = o->owner[r];
        if (s != SEAT_NONE && s < v->n) {
            v->owned[s] |= (region_set)1u << r;
            taken |= (region_set)1u << r;
        }
    }
    v->free_regions = REGION_ALL & ~taken;
    if (o->pope != SEAT_NONE && o->pope < REGION_COUNT)
        v->free_regions &= ~((region_set)1u << o->pope);
    v->seats_read = 0;
    v->hand_mercenaries = 0;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        if (o->hand[k])
            v->hand_mercenaries += o->hand[k] * card_info((enum card_kind)k)->printed;
    read_battle(v);
}

void hview_read_seat(struct hview *v, int s)
{
    v->connected[s] = region_largest_connected(v->owned[s]);
    int adjacent = v->g->win_adjacent - v->connected[s];
    int total = v->g->win_total - count_bits(v->owned[s]);
    int need = adjacent < total ? adjacent : total;
    v->needed[s] = need > 0 ? need : 0;
    v->seats_read |= (uint8_t)(1u << s);
}

void hview_read_cards(struct hview *v)
{
    if (v->o->phase == PHASE_CHOOSE_REGION || v->active)
        read_unseen(v); /* for the others' hands: what they may add */
    else
        v->unseen_avg = v->unseen_avg_winter = 0.0;
    read_outlook(v);
}

static action fallback(const action *legal, int nlegal, struct heuristic_why *why)
{
    why->reason = HR_FALLBACK;
    return nlegal > 0 ? legal[0] : 0;
}

action heuristic_choose_params(const struct game *g, const struct observation *obs,
                               const action *legal, int nlegal,
                               const struct heuristic_params *p, struct heuristic_why *why)
{
    struct heuristic_why local;
    if (!why)
        why = &local;
    memset(why, 0, sizeof *why);
    why->card = why->region = why->seat = -1;
    if (nlegal <= 0)
        return 0;
    if (nlegal == 1) {
        why->reason = HR_ONLY_CHOICE;
        return legal[0];
    }
    struct hview v;
    hview_init(&v, g, obs, p);
    why->mine = v.mine;
    why->best = v.best;
    action a = 0;
    switch (obs->phase) {
    case PHASE_CHOOSE_REGION:
        a = choose_region(&v, legal, nlegal, why);
        break;
    case PHASE_BATTLE:
        a = choose_battle_move(&v, legal, nlegal, why);
        break;
    case PHASE_SCARECROW:
        a = choose_scarecrow_target(&v, legal, nlegal, why);
        break;
    case PHASE_POPE:
        a = choose_pope(&v, legal, nlegal, why);
        break;
    case PHASE_DISCARD_HAND:
        a = choose_discard_hand(&v, legal, nlegal, why);
        break;
    case PHASE_KEEP:
        a = choose_keep(&v, legal, nlegal, why);
        break;
    default:
        break;
    }
    if (!a || !action_in(a, legal, nlegal))
        return fallback(legal, nlegal, why);
    return a;
}

action heuristic_choose(const struct game *g, const struct observation *obs, const action *legal,
                        int nlegal, struct heuristic_why *why)
{
    return heuristic_choose_params(g, obs, legal, nlegal, &heuristic_default_params, why);
}
