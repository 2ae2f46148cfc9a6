/* heuristic_region.c — what regions are worth to each seat (R-WIN: the
 * total and the connected targets of game.h), read from each seat's
 * connected parts, and the decisions that rest on it: the region of the
 * next battle, the value of winning the current one (own gain plus
 * denial), and where the Pope goes (R-BISHOP). */
#include "ai/heuristic_internal.h"

/* Splits `owned` into its connected parts; returns how many. */
static int split_parts(region_set owned, region_set *parts)
{
    int n = 0;
    region_set left = owned & REGION_ALL;
    while (left) {
        region_set part = left & -left, frontier = part;
        while (frontier) {
            int r = __builtin_ctz(frontier);
            frontier &= frontier - 1;
            region_set add = region_neighbours(r) & left & ~part;
            part |= add;
            frontier |= add;
        }
        left &= ~part;
        parts[n++] = part;
    }
    return n;
}

/* The part of a region's value that the regions `seat` still needs
 * before (d0) and after (d1, at least 1) conquering it give. */
static double progress_gain(const struct heuristic_params *p, int d0, int d1)
{
    double gain = 1.0 + p->progress_value * (d0 - d1);
    if (d1 == 1 && d0 > 1)
        gain += p->near_value;
    return gain;
}

void hview_read_seat(struct hview *v, int s)
{
    struct heuristic_board *b = v->b;
    int n = split_parts(b->owned[s], b->parts[s]), largest = 0;
    for (int i = 0; i < n; i++) {
        int size = count_bits(b->parts[s][i]);
        if (size > largest)
            largest = size;
    }
    b->nparts[s] = (uint8_t)n;
    b->connected[s] = largest;
    b->owned_count[s] = count_bits(b->owned[s]);
    int adjacent = v->g->win_adjacent - largest;
    int total = v->g->win_total - b->owned_count[s];
    int need = adjacent < total ? adjacent : total;
    int points = b->points_left[s]; /* points-game: 0 when none is lacking */
    if (points > 0 && points < need)
        need = points;
    b->needed[s] = need > 0 ? need : 0;
    /* A region away from the seat's others joins no connected set: the
     * same progress for every such region. */
    int far_adjacent = v->g->win_adjacent - (largest > 1 ? largest : 1);
    int far = far_adjacent < total - 1 ? far_adjacent : total - 1;
    if (points > 0 && points - 1 < far)
        far = points - 1;
    b->far_needed[s] = far;
    b->far_gain[s] = far > 0 ? progress_gain(v->p, b->needed[s], far) : v->p->win_value;
    b->seats_read |= (uint8_t)(1u << s);
}

/* The largest connected set of `seat` once it holds the region too: the
 * parts it touches join into one, the others stay as they are. */
static int connected_with(const struct hview *v, int seat, const struct region_look *l)
{
    region_set joined = l->bit;
    for (int i = 0; i < v->b->nparts[seat]; i++)
        if (v->b->parts[seat][i] & l->around)
            joined |= v->b->parts[seat][i];
    int n = count_bits(joined);
    return n > v->b->connected[seat] ? n : v->b->connected[seat];
}

int hview_connected_with(struct hview *v, int seat, int region)
{
    if (!(v->b->seats_read & (1u << seat)))
        hview_read_seat(v, seat);
    struct region_look l = region_look(v, region);
    return connected_with(v, seat, &l);
}

double region_gain_read(struct hview *v, int seat, const struct region_look *l)
{
    const struct heuristic_board *b = v->b;
    if (!(b->seats_read & (1u << seat)))
        hview_read_seat(v, seat);
    region_set before = b->owned[seat];
    double gain;
    if (!(l->around & before)) {
        if (b->far_needed[seat] <= 0)
            return v->p->win_value;
        gain = b->far_gain[seat];
    } else {
        int adjacent = v->g->win_adjacent - connected_with(v, seat, l);
        int total = v->g->win_total - b->owned_count[seat] - 1;
        int d1 = adjacent < total ? adjacent : total;
        if (b->points_left[seat] > 0 && b->points_left[seat] - 1 < d1)
            d1 = b->points_left[seat] - 1; /* points-game: the campaign's target */
        if (d1 <= 0)
            return v->p->win_value;
        gain = progress_gain(v->p, b->needed[seat], d1);
    }
    /* Room to grow: free neighbours, and neighbours already mine (none
     * away from the seat's regions: adding 0.2 * 0 would change nothing). */
    gain += 0.1 * l->free_near;
    if (l->around & before)
        gain += 0.2 * count_bits(l->around & before);
    return gain;
}

double region_gain(struct hview *v, int seat, int region)
{
    struct region_look l = region_look(v, region);
    return region_gain_at(v, seat, &l);
}

double contested_gain_read(struct hview *v, int seat)
{
    struct heuristic_board *b = v->b;
    if (b->gains_region != v->o->contested) {
        b->gains_region = v->o->contested;
        b->gains_read = 0;
    }
    if (!(b->gains_read & (1u << seat))) {
        struct region_look l = region_look(v, v->o->contested);
        b->gain[seat] = region_gain_at(v, seat, &l);
        b->gains_read |= (uint8_t)(1u << seat);
    }
    return b->gain[seat];
}

double threat_of_gain(const struct hview *v, double gain)
{
    if (gain >= v->p->win_value)
        return v->p->deny_win;
    return v->p->deny_share * gain;
}

double battle_value(struct hview *v, int *deny_seat, bool *deny_win)
{
    const struct observation *o = v->o;
    *deny_seat = -1;
    *deny_win = false;
    if (o->final_battle || o->contested >= REGION_COUNT)
        return 5.0 * v->p->win_value; /* the final battle decides the game */
    double value = contested_gain(v, v->me), deny = 0.0;
    for (int s = 0; s < v->n; s++) {
        if (!(v->others & (1u << s)))
            continue;
        /* The current leader is the likeliest to take it if I drop out;
         * a seat still playing might; a seat that passed behind cannot.
         * A region that would end the game is denied at full weight by
         * anyone who can still stop it. */
        double w = s == v->best_seat ? 1.0 : (v->active & (1u << s)) ? 0.5 : 0.0;
        if (w == 0.0)
            continue;
        double gain = contested_gain(v, s);
        if (gain >= v->p->win_value) {
            /* Nobody else still playing to stop it: it is up to me. */
            uint8_t stoppers = (uint8_t)(v->active & ~(1u << s));
            double full = stoppers ? v->p->deny_any : 1.0;
            if (!stoppers)
                v->last_stand = true; /* if it takes the region, I have lost */
            if (w < full)
                w = full;
        }
        double t = w * threat_of_gain(v, gain);
        if (t > deny) {
            deny = t;
            *deny_seat = s;
            *deny_win = gain >= v->p->win_value;
        }
    }
    return value + deny;
}

/* Strength my hand may add on its own (mercenaries doubled by a Drummer). */
static double hand_strength(const struct hview *v)
{
    const struct observation *o = v->o;
    double merc = 0.0, fixed = 0.0;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        merc += o->hand[k] * heuristic_cards[k].alone;
    fixed = o->hand[CARD_HEROINE] * 10.0 + o->hand[CARD_COURTESAN];
    if (o->hand[CARD_DRUMMER])
        merc *= 2.0;
    return merc + fixed;
}

action choose_region(struct hview *v, const action *legal, int nlegal,
                     struct heuristic_why *why)
{
    const struct observation *o = v->o;
    hview_read_cards(v);
    double others_best = 0.0;
    for (int s = 0; s < v->n; s++)
        if (s != v->me && o->hand_count[s] * v->unseen_avg > others_best)
            others_best = o->hand_count[s] * v->unseen_avg;
    bool weak = hand_strength(v) < v->p->decoy_ratio * others_best;

    action chosen = 0;
    double top = -1e9;
    int top_seat = -1;
    double top_gain = 0.0; /* the chosen region's gain to me, as region_gain */
    bool all_lost = true; /* every region would win the game for another seat */
    for (int i = 0; i < nlegal; i++) {
        if (action_type(legal[i]) != ACTION_REGION)
            continue;
        struct region_look l = region_look(v, action_arg(legal[i]));
        double mine = region_gain_at(v, v->me, &l), risk = 0.0, need = 0.0;
        double gain = mine;
        int risk_seat = -1;
        for (int s = 0; s < v->n; s++) {
            if (s == v->me)
                continue;
            double g = region_gain_at(v, s, &l), t = threat_of_gain(v, g);
            if (t > risk) {
                risk = t;
                risk_seat = s;
            }
            if (g > need)
                need = g;
        }
        if (need < v->p->win_value || mine >= v->p->win_value)
            all_lost = false;
        int owner = o->owner[action_arg(legal[i])];
        if (owner < v->n && owner != v->me) {
            /* capture-regions: taking it sets its owner back, the more
             * when he is one region from victory */
            if (!(v->b->seats_read & (1u << owner)))
                hview_read_seat(v, owner);
            mine += v->p->capture_take + (v->b->needed[owner] <= 1 ? v->p->capture_near : 0.0);
        }
        double score;
        if (mine >= v->p->win_value)
            score = 1e6 + mine; /* a battle that may win the game */
        else if (weak)
            score = -need + 0.3 * mine;
        else
            score = mine - 0.5 * risk;
        if (score > top) {
            top = score;
            chosen = legal[i];
            top_seat = risk_seat;
            top_gain = gain;
        }
    }
    if (!chosen)
        return 0;
    /* decline-designation (the 1st edition): rather than hand another
     * seat the game, let the token pass on. */
    if (all_lost && action_in(action_decline(), legal, nlegal)) {
        why->reason = HR_DECLINE;
        why->seat = top_seat;
        return action_decline();
    }
    int r = action_arg(chosen);
    why->region = r;
    why->seat = top_seat;
    int adjacent = count_bits(region_neighbours(r) & v->b->owned[v->me]);
    why->count = adjacent;
    int owner = o->owner[r];
    if (top_gain < v->p->win_value && owner < v->n && owner != v->me) {
        why->reason = HR_REGION_CAPTURE;
        why->seat = owner;
        why->count = v->b->needed[owner];
        return chosen;
    }
    if (top_gain >= v->p->win_value)
        why->reason = HR_REGION_WINS;
    else if (weak)
        why->reason = HR_REGION_DECOY;
    else if (adjacent > 0)
        why->reason = HR_REGION_ADJACENT;
    else
        why->reason = HR_REGION_VALUE;
    why->other = count_bits(region_neighbours(r) & v->b->free_regions);
    if (why->reason == HR_REGION_WINS) /* points-game: the campaign's target */
        why->other = v->b->points_left[v->me] == 1;
    return chosen;
}

action choose_pope(struct hview *v, const action *legal, int nlegal,
                   struct heuristic_why *why)
{
    const struct observation *o = v->o;
    action chosen = 0;
    double top = -1e9;
    int top_seat = -1;
    for (int i = 0; i < nlegal; i++) {
        if (action_type(legal[i]) != ACTION_POPE)
            continue;
        int r = action_arg(legal[i]);
        double score;
        int seat = -1;
        if (r == (int)ACTION_NONE || r >= REGION_COUNT) {
            /* Off the board: frees the region it held, worth it if I need that one. */
            score = 0.3;
            if (o->pope < REGION_COUNT && o->owner[o->pope] == SEAT_NONE)
                score += 0.5 * region_gain(v, v->me, o->pope);
        } else if (r == o->contested) {
            score = -1e6; /* the battle goes on there anyway */
        } else {
            struct region_look l = region_look(v, r);
            double need = 0.0;
            for (int s = 0; s < v->n; s++) {
                if (s == v->me)
                    continue;
                double g = region_gain_at(v, s, &l);
                if (g > need) {
                    need = g;
                    seat = s;
                }
            }
            score = need - 0.7 * region_gain_at(v, v->me, &l);
        }
        if (score > top) {
            top = score;
            chosen = legal[i];
            top_seat = seat;
        }
    }
    if (!chosen)
        return 0;
    int r = action_arg(chosen);
    if (r == (int)ACTION_NONE || r >= REGION_COUNT) {
        why->reason = HR_POPE_OFF;
    } else {
        why->reason = HR_POPE_DENY;
        why->region = r;
        why->seat = top_seat;
        if (top_seat >= 0)
            why->count = v->b->needed[top_seat];
    }
    return chosen;
}
