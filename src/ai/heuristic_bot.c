/* heuristic_bot.c — the heuristic bot's entry point: reads the observation
 * once (struct hview: the battle's standing, the unseen cards, the round's
 * outlook) and hands the decision to the part that knows the phase. */
#include "ai/heuristic_bot.h"

#include <string.h>

#include "ai/heuristic_internal.h"
#include "engine/determinize.h"
#include "rules/rules.h"

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
    .hidden_weight = 1.3,
    .hidden_response = 1.6,
    .hidden_lead = 2.0,
    .draw_keep = 0.4,
    .capture_take = 1.0,
    .capture_near = 2.0,
};

bool action_in(action a, const action *legal, int nlegal)
{
    for (int i = 0; i < nlegal; i++)
        if (legal[i] == a)
            return true;
    return false;
}

/* The battle's standing, without a branch on the seats' data (it is read
 * at every decision). */
static void read_battle(struct hview *v)
{
    const struct observation *o = v->o;
    int best = 0, best_seat = -1;
    unsigned others = o->participants & ~(1u << v->me), active = 0;
    v->mine = o->strength[v->me];
    v->others = (uint8_t)others;
    if (o->phase == PHASE_BATTLE || o->phase == PHASE_SCARECROW || o->phase == PHASE_POPE) {
        for (int s = 0; s < v->n; s++) {
            unsigned in = others >> s & 1u;
            bool better = in && (best_seat < 0 || o->strength[s] > best);
            best = better ? o->strength[s] : best;
            best_seat = better ? s : best_seat;
            active |= (in & ~(o->passed >> s) & (o->hand_count[s] > 0)) << s;
        }
    }
    v->best = best;
    v->best_seat = best_seat;
    v->active = (uint8_t)active;
}

/* The cards neither in my hand, nor face up, nor discarded (nor my own
 * face-down cards): the deck's count of each kind less those seen, never
 * below 0, summed as vectors of the kinds (heuristic_kinds.h). */
static void read_unseen(struct hview *v)
{
    const struct observation *o = v->o;
    kind_vec seen = kinds_add(kinds_load(o->hand), kinds_load(o->discard));
    for (int s = 0; s < v->n; s++)
        seen = kinds_add(seen, kinds_load(o->lines[s].up));
    if (v->hidden)
        seen = kinds_add(seen, kinds_load(o->lines[v->me].down)); /* my own face-down cards */
    kind_vec left = kinds_left(kinds_load(v->g->rules.deck), seen);
    int count = kinds_total(left);
    int sum = kinds_dot(left, &heuristic_alone);
    int sum_winter = kinds_dot(left, &heuristic_winter);
    v->unseen_count = count;
    v->unseen_avg = count ? (double)sum / count : 0.0;
    v->unseen_avg_winter = count ? (double)sum_winter / count : 0.0;
    v->unseen_read = true;
    if (!v->hidden)
        return;
    /* The cards that may be face down in another seat's line. */
    uint8_t n[16];
    kinds_store(left, n);
    int hcount = 0, hsum = 0, hsum_winter = 0, hmerc = 0, hmerc_winter = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        if (!n[k] || !card_info((enum card_kind)k)->hideable)
            continue;
        hcount += n[k];
        hsum += n[k] * heuristic_cards[k].alone;
        hsum_winter += n[k] * heuristic_cards[k].winter;
        if (k < CARD_MERCENARY_KINDS) {
            hmerc += n[k] * heuristic_cards[k].alone;
            hmerc_winter += n[k] * heuristic_cards[k].winter;
        }
    }
    for (int k = 0; k < CARD_KINDS; k++)
        v->hidden_n[k] = card_info((enum card_kind)k)->hideable ? n[k] : 0;
    v->hidden_avg = hcount ? (double)hsum / hcount : 0.0;
    v->hidden_avg_winter = hcount ? (double)hsum_winter / hcount : 0.0;
    v->hidden_merc = hcount ? (double)hmerc / hcount : 0.0;
    v->hidden_merc_winter = hcount ? (double)hmerc_winter / hcount : 0.0;
    int drummers = n[CARD_DRUMMER];
    v->hidden_drummer = hcount && drummers > 0 ? (double)drummers / hcount : 0.0;
}

/* hidden-cards: the battle's standing with my face-down card counted
 * (the final view: my own down[] are in the observation, the others'
 * are not) and each other seat's face-down cards read as the average
 * card that may be face down (never as 0). */
static void read_hidden_battle(struct hview *v)
{
    const struct observation *o = v->o;
    int str[GAME_MAX_SEATS];
    hv_strengths(v, o->lines, STRENGTH_FINAL, str);
    bool winter = false, down = false;
    for (int s = 0; s < v->n; s++) {
        winter |= o->lines[s].up[CARD_WINTER] > 0;
        down |= s != v->me && o->face_down[s] > 0;
    }
    if (down)
        read_unseen(v);
    int best = 0, best_seat = -1, best_lead = 0;
    double lead_weight = v->p->hidden_lead / v->p->hidden_weight;
    memcpy(v->final_str, str, sizeof str);
    for (int s = 0; s < v->n; s++) {
        v->extra[s] = 0.0;
        if (s == v->me)
            continue;
        if (o->face_down[s]) {
            /* a Drummer would double the line's mercenaries (if none there
             * yet); one there doubles a face-down Mercenary */
            double card = winter ? v->hidden_avg_winter : v->hidden_avg;
            if (!o->lines[s].up[CARD_DRUMMER]) {
                int m = 0;
                for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
                    m += o->lines[s].up[k] * (winter ? 1 : heuristic_cards[k].alone);
                card += v->hidden_drummer * m;
            } else {
                card += winter ? v->hidden_merc_winter : v->hidden_merc;
            }
            v->extra[s] = v->p->hidden_weight * o->face_down[s] * card;
        }
        int t = str[s] + (int)(v->extra[s] + 0.5);
        int tl = str[s] + (int)(lead_weight * v->extra[s] + 0.5);
        if ((v->others >> s & 1u) && (best_seat < 0 || t > best)) {
            best = t;
            best_seat = s;
        }
        if ((v->others >> s & 1u) && tl > best_lead)
            best_lead = tl;
    }
    v->mine = str[v->me];
    v->best = best;
    v->best_lead = best_lead;
    v->best_seat = best_seat;
}

/* draw-after-battle's `draw` option: the cards drawn after a battle (the
 * ruleset's value, never the default assumed). */
static int cards_drawn(const struct game *g)
{
    int option = rule_option_find(rule_module_at(RULE_DRAW_AFTER_BATTLE), "draw");
    return option >= 0 ? ruleset_module_option(&g->rules, RULE_DRAW_AFTER_BATTLE, option) : 3;
}

/* The round's outlook: how many more battles my cards may serve in. The
 * round lasts while two players hold cards, so the second-largest hand
 * bounds it; my own hand bounds my part in it. */
static void read_outlook(struct hview *v)
{
    const struct observation *o = v->o;
    /* exact: see struct heuristic_card (the Drummer's lane is 0) */
    int halves = kinds_dot(kinds_load(o->hand), &heuristic_keep) +
                 o->hand[CARD_DRUMMER] * v->drummer_halves;
    v->hand_power = 0.5 * halves;
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
    if (v->draw) {
        /* draw-after-battle (R-OPT-DRAW): no round end, and after every
         * battle a draw (3 cards unless the option says otherwise), never
         * beyond the hand limit.
         * A card spent now is replaced by the draws, and a card kept at
         * the limit only takes the place of a card that will not be
         * drawn. */
        int limit = v->g->hand_size + v->g->extra_per_region * v->o->regions[v->me];
        int room = limit - v->o->hand_count[v->me];
        int drawn = cards_drawn(v->g);
        double share = room <= 0 ? 0.0 : room >= drawn ? 1.0 : (double)room / drawn;
        v->kappa *= v->p->draw_keep * share;
    }
}

/* points-game: the campaign total that ends the campaign (the target, or
 * one more when it must be exceeded: target-mode), 0 without the module. */
static int points_target(const struct game *g)
{
    if (!((g->rules.modules >> RULE_POINTS_GAME) & 1u))
        return 0;
    const struct rule_module *m = rule_module_at(RULE_POINTS_GAME);
    int target = ruleset_module_option(&g->rules, RULE_POINTS_GAME, rule_option_find(m, "target"));
    int mode = rule_option_find(m, "target-mode");
    return target + (mode >= 0 && ruleset_module_option(&g->rules, RULE_POINTS_GAME, mode) == 1);
}

/* Whether `b` was read from the board the observation shows. */
static bool same_board(const struct heuristic_board *b, const struct game *g,
                       const struct observation *o)
{
    const struct heuristic_board_key *k = &b->key;
    return k->set && k->pope == o->pope && k->nseats == o->nseats &&
           k->win_total == g->win_total && k->win_adjacent == g->win_adjacent &&
           memcmp(k->owner, o->owner, sizeof k->owner) == 0 &&
           (!((g->rules.modules >> RULE_POINTS_GAME) & 1u) ||
            (k->points_target == points_target(g) &&
             memcmp(k->campaign_points, g->campaign_points, sizeof k->campaign_points) == 0));
}

/* Who holds what and the free regions; the rest is read when needed. */
static void read_board(struct heuristic_board *b, const struct game *g,
                       const struct observation *o)
{
    /* owned[GAME_MAX_SEATS]: the regions of nobody at this table */
    region_set owned[GAME_MAX_SEATS + 1] = {0}, taken = 0;
    for (int r = 0; r < REGION_COUNT; r++) {
        int s = o->owner[r]; /* SEAT_NONE is above any seat */
        owned[s < o->nseats ? s : GAME_MAX_SEATS] |= (region_set)1u << r;
    }
    for (int s = 0; s < GAME_MAX_SEATS; s++)
        taken |= owned[s];
    memcpy(b->owned, owned, sizeof b->owned);
    b->free_regions = REGION_ALL & ~taken;
    if (o->pope != SEAT_NONE && o->pope < REGION_COUNT)
        b->free_regions &= ~((region_set)1u << o->pope);
    b->seats_read = 0;
    b->gains_read = 0;
    b->gains_region = SEAT_NONE; /* no region's gains yet */
    memcpy(b->key.owner, o->owner, sizeof b->key.owner);
    b->key.pope = o->pope;
    b->key.nseats = o->nseats;
    b->key.set = 1;
    b->key.win_total = g->win_total;
    b->key.win_adjacent = g->win_adjacent;
    /* points-game: a region is a point at the game's end; a seat that
     * would reach the campaign's target with it is treated as one that
     * would win the game (heuristic_region.c) */
    int target = points_target(g);
    b->key.points_target = target;
    memset(b->points_left, 0, sizeof b->points_left);
    if (target) {
        memcpy(b->key.campaign_points, g->campaign_points, sizeof b->key.campaign_points);
        for (int s = 0; s < GAME_MAX_SEATS; s++) {
            int left = target - g->campaign_points[s] - count_bits(owned[s]);
            b->points_left[s] = left > 0 ? left : 0;
        }
    }
}

void hview_init(struct hview *v, const struct game *g, const struct observation *o,
                const struct heuristic_params *p, struct heuristic_board *kept)
{
    v->g = g;
    v->o = o;
    v->p = p;
    v->me = o->seat;
    v->n = o->nseats;
    v->b = kept ? kept : &v->board;
    if (!kept || !same_board(kept, g, o))
        read_board(v->b, g, o);
    int mercenaries = kinds_dot(kinds_load(o->hand), &heuristic_mercenary);
    v->hand_mercenaries = mercenaries;
    v->drummer_halves = drummer_keep_halves(mercenaries);
    v->unseen_read = false;
    v->last_stand = false;
    v->truce = (g->rules.modules >> RULE_BISHOP_TRUCE) & 1u;
    v->spring = g->rules.reading[READING_SPRING_HIGHEST] == SPRING_HIGHEST_EFFECTIVE
                    ? SPRING_TOP_EFFECTIVE
                    : SPRING_TOP_PRINTED;
    /* from locals: reading the two flags back from v as one word stalled */
    bool effective = g->rules.reading[READING_BISHOP_HIGHEST] == BISHOP_HIGHEST_EFFECTIVE;
    bool winter_all = g->rules.reading[READING_BISHOP_WINTER] == BISHOP_WINTER_ALL;
    v->bishop_effective = effective;
    v->bishop_winter_all = winter_all;
    v->bishop_reading = effective || winter_all;
    v->edge = 0;
    v->draw = (g->rules.modules >> RULE_DRAW_AFTER_BATTLE) & 1u;
    v->hidden = (g->rules.modules >> RULE_HIDDEN_CARDS) & 1u;
    v->view = v->hidden ? STRENGTH_FINAL : STRENGTH_ANNOUNCED;
    v->flip_first =
        v->hidden &&
        g->rules.options[RULE_HIDDEN_CARDS][HIDDEN_FLIP] == HIDDEN_FLIP_ANY_CARD &&
        g->rules.options[RULE_HIDDEN_CARDS][HIDDEN_FLIP_TIMING] == HIDDEN_FLIP_TIMING_BEFORE;
    read_battle(v);
    v->best_lead = v->best;
    if (v->hidden && (o->phase == PHASE_BATTLE || o->phase == PHASE_SCARECROW ||
                      o->phase == PHASE_POPE))
        read_hidden_battle(v);
    else if (v->hidden)
        memset(v->extra, 0, sizeof v->extra); /* read only with hidden cards */
    if (o->defender == v->me && v->best_seat >= 0) {
        v->edge = 1; /* capture-regions: a tie keeps my region */
        v->best -= 1;
        v->best_lead -= 1;
    }
}

void hview_read_cards(struct hview *v)
{
    if (v->unseen_read)
        ; /* read already (hidden cards in the battle) */
    else if (v->o->phase == PHASE_CHOOSE_REGION || v->active)
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

action heuristic_decide(const struct game *g, const struct observation *obs, const action *legal,
                        int nlegal, const struct heuristic_params *p,
                        struct heuristic_board *kept, struct heuristic_why *why)
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
    struct observation guessed;
    if (obs->sizes_private) {
        /* hand-sizes=private: the others' sizes as an even share of what
         * they hold together (doc/bots.md) */
        guessed = *obs;
        observation_guess_hands(g, obs, guessed.hand_count);
        obs = &guessed;
    }
    struct hview v;
    hview_init(&v, g, obs, p, kept);
    why->mine = v.mine;
    why->best = v.best + v.edge; /* as the lines stand (a defender's tie aside) */
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
    case PHASE_DRAW: /* draw-choice=optional: all he may (the last, the most) */
        a = nlegal > 0 ? legal[nlegal - 1] : 0;
        break;
    default:
        break;
    }
    if (!a || !action_in(a, legal, nlegal))
        return fallback(legal, nlegal, why);
    return a;
}

action heuristic_choose_params(const struct game *g, const struct observation *obs,
                               const action *legal, int nlegal,
                               const struct heuristic_params *p, struct heuristic_why *why)
{
    return heuristic_decide(g, obs, legal, nlegal, p, NULL, why);
}

action heuristic_choose(const struct game *g, const struct observation *obs, const action *legal,
                        int nlegal, struct heuristic_why *why)
{
    return heuristic_decide(g, obs, legal, nlegal, &heuristic_default_params, NULL, why);
}

action heuristic_choose_remembering(const struct game *g, const struct observation *obs,
                                    const action *legal, int nlegal,
                                    struct heuristic_memory *mem, struct heuristic_why *why)
{
    return heuristic_decide(g, obs, legal, nlegal, &heuristic_default_params, &mem->board, why);
}
