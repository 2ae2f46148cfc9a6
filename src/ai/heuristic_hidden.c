/* heuristic_hidden.c — the heuristic bot's odds under hidden-cards
 * (R-OPT-HIDDEN): another seat's face-down card read as a distribution
 * over the unseen cards that may be face down, and the decisions taken on
 * those odds — the showdown (nobody can answer any more: which cards to
 * add, if any, a Scarecrow that takes one back), the Scarecrow's target
 * there, and when a Surrender is worth playing. Everything comes from the
 * observation (hview); the usual battle rules are heuristic_battle.c. */
#include <string.h>

#include "ai/heuristic_internal.h"

/* The cards a showdown plan may add (one item per card), and the most
 * strength they may add together. */
#define SHOWDOWN_ITEMS 24
#define SHOWDOWN_SUM 256

/* The chance that my line of strength `mine` beats every other line once
 * the face-down cards are turned up, the other lines standing at `str`
 * (the final view of their face-up cards) with the cards `lines`: each
 * face-down card drawn from the unseen cards that may be face down. A
 * face-down Drummer doubles its line's mercenaries (if none is there yet);
 * a Drummer in the line doubles a face-down mercenary. */
static double chance_from(const struct hview *v, const int *str, const struct strength_line *lines,
                          int mine, bool winter)
{
    double p = 1.0;
    for (int s = 0; s < v->n; s++) {
        if (!(v->others >> s & 1u))
            continue;
        int base = str[s] - v->edge;
        if (!v->o->face_down[s]) {
            if (base >= mine)
                return 0.0;
            continue;
        }
        bool drum = lines[s].up[CARD_DRUMMER] > 0;
        int merc = 0;
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            merc += lines[s].up[k] * (winter ? 1 : heuristic_cards[k].alone);
        int total = 0, below = 0;
        for (int k = 0; k < CARD_KINDS; k++) {
            int n = v->hidden_n[k];
            if (!n)
                continue;
            int value = k == CARD_DRUMMER ? (drum ? 0 : merc)
                        : winter          ? heuristic_cards[k].winter
                                          : heuristic_cards[k].alone;
            if (drum && k < CARD_MERCENARY_KINDS)
                value *= 2;
            total += n;
            below += base + value * v->o->face_down[s] < mine ? n : 0;
        }
        p *= total ? (double)below / total : 1.0;
    }
    return p;
}

/* The same for the lines as they stand. */
static double chance_now(const struct hview *v, int mine, bool winter)
{
    return chance_from(v, v->final_str, v->o->lines, mine, winter);
}

/* Whether another seat in the battle has a face-down card. */
static bool other_face_down(const struct hview *v)
{
    for (int s = 0; s < v->n; s++)
        if ((v->others >> s & 1u) && v->o->face_down[s])
            return true;
    return false;
}

/* The battle's value when nobody can answer: nothing kept is worth a
 * battle I must win (the last stand, or cards worth nothing kept). */
static double showdown_value(struct hview *v)
{
    int deny_seat;
    bool deny_win;
    double value = battle_value(v, &deny_seat, &deny_win);
    return v->last_stand || v->kappa <= 1e-9 ? 1e6 : value;
}

/* The mercenary of my line (face up, or my face-down one that my
 * Scarecrow turns up first: flip_first) whose return to my hand by a
 * Scarecrow is worth most: the chance to win without it times the
 * battle's value, plus what it is worth kept. *kind receives it, -1 when
 * my line has none. */
static double best_recovery(const struct hview *v, double value, bool winter, int *kind)
{
    double best = -1e300;
    *kind = -1;
    struct strength_line at[GAME_MAX_SEATS], lines[GAME_MAX_SEATS];
    int str[GAME_MAX_SEATS];
    lines_at_effect(v, at); /* my face-down card may come up first */
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        if (!at[v->me].up[k])
            continue;
        memcpy(lines, at, sizeof(struct strength_line) * (size_t)v->n);
        lines[v->me].up[k]--;
        hv_strengths(v, lines, v->view, str);
        double e = chance_now(v, str[v->me], winter) * value + v->kappa * card_keep_value(v, k);
        if (e > best) {
            best = e;
            *kind = k;
        }
    }
    return best;
}

/* The cheapest set of cards that only add their own value (Mercenaries,
 * Heroines, Courtesans in my hand) for each sum they may add, weighed by
 * the chance it gives: the sum whose chance times `value`, less what its
 * cards are worth kept, is best; *first receives the set's biggest card
 * (played first; the others follow at my next turns, nobody answering).
 * Returns that sum, 0 when adding nothing is best (*best is then left). */
static int best_addition(const struct hview *v, const struct strength_context *ctx,
                         const action *legal, int nlegal, double value, bool winter,
                         double *best, int *first)
{
    int kind_of[SHOWDOWN_ITEMS], add[SHOWDOWN_ITEMS], cost[SHOWDOWN_ITEMS];
    int items = 0, total = 0;
    for (int i = 0; i < nlegal; i++) {
        if (action_type(legal[i]) != ACTION_PLAY)
            continue;
        int kind = action_arg(legal[i]);
        if (!(card_is_mercenary(kind) || kind == CARD_HEROINE || kind == CARD_COURTESAN) ||
            changes_context(v, ctx, kind))
            continue;
        int value_k = hv_card_value(ctx, v->me, kind);
        int halves = card_keep_halves(v, kind);
        for (int c = 0; c < v->o->hand[kind] && items < SHOWDOWN_ITEMS; c++) {
            if (value_k <= 0 || total + value_k >= SHOWDOWN_SUM)
                break;
            kind_of[items] = kind;
            add[items] = value_k;
            cost[items] = halves < 1 ? 1 : halves; /* at least half a point */
            total += value_k;
            items++;
        }
    }
    /* cheapest[x]: the fewest halves of keep value that add exactly x;
     * took[i][x]: item i is in that set (0/1 knapsack, items in order). */
    int cheapest[SHOWDOWN_SUM];
    uint8_t took[SHOWDOWN_ITEMS][SHOWDOWN_SUM];
    cheapest[0] = 0;
    for (int x = 1; x <= total; x++)
        cheapest[x] = -1;
    for (int i = 0; i < items; i++) {
        memset(took[i], 0, (size_t)total + 1);
        for (int x = total; x >= add[i]; x--) {
            int from = cheapest[x - add[i]];
            if (from < 0)
                continue;
            if (cheapest[x] < 0 || from + cost[i] < cheapest[x]) {
                cheapest[x] = from + cost[i];
                took[i][x] = 1;
            }
        }
    }
    int best_sum = 0;
    for (int x = 1; x <= total; x++) {
        if (cheapest[x] < 0)
            continue;
        double spend = v->kappa * 0.5 * cheapest[x];
        if (value - spend <= *best + 1e-9)
            continue; /* even a sure win would not pay for these cards */
        double e = chance_now(v, v->mine + x, winter) * value - spend;
        if (e > *best + 1e-9) {
            *best = e;
            best_sum = x;
        }
    }
    int top = -1;
    for (int i = items - 1, x = best_sum; i >= 0 && x > 0; i--)
        if (took[i][x]) {
            if (top < 0 || add[i] > add[top])
                top = i;
            x -= add[i];
        }
    *first = top >= 0 ? kind_of[top] : -1;
    return top >= 0 ? best_sum : 0;
}

action hidden_showdown(struct hview *v, const action *legal, int nlegal,
                       struct heuristic_why *why)
{
    hview_read_cards(v);
    double value = showdown_value(v);
    bool winter = winter_in(v, v->o->lines);
    struct strength_context ctx;
    hv_context(v, &ctx, v->o->lines);
    double pass = chance_now(v, v->mine, winter), best = pass * value;
    int chosen_kind = -1, after = v->mine;
    double chance = pass;
    int first, sum = best_addition(v, &ctx, legal, nlegal, value, winter, &best, &first);
    if (sum) {
        chosen_kind = first;
        after = v->mine + sum;
        chance = chance_now(v, after, winter);
    }
    /* A card that changes more than my line (a season, a Bishop, a
     * Drummer, a new highest mercenary under Spring), judged alone. */
    for (int i = 0; i < nlegal; i++) {
        if (action_type(legal[i]) != ACTION_PLAY)
            continue;
        int kind = action_arg(legal[i]);
        if (kind == CARD_SURRENDER || kind == CARD_SCARECROW || kind >= CARD_KINDS ||
            !changes_context(v, &ctx, kind) || (kind == CARD_BISHOP && v->truce))
            continue;
        struct strength_line lines[GAME_MAX_SEATS];
        int str[GAME_MAX_SEATS];
        lines_after(v, kind, lines);
        hv_strengths(v, lines, v->view, str);
        double keep = card_keep_value(v, kind);
        double c = chance_from(v, str, lines, str[v->me], winter_in(v, lines));
        double e = c * value - v->kappa * (keep < 0.5 ? 0.5 : keep);
        if (e > best + 1e-9) {
            best = e;
            chosen_kind = kind;
            after = str[v->me];
            chance = c;
        }
    }
    why->target = v->best;
    if (v->o->hand[CARD_SCARECROW] && action_in(action_play(CARD_SCARECROW), legal, nlegal)) {
        int k;
        double e = best_recovery(v, value, winter, &k) -
                   v->kappa * card_keep_value(v, CARD_SCARECROW);
        if (k >= 0 && e > best + 1e-9) {
            why->reason = HR_PLAY_SCARECROW_RECOVER;
            why->card = k;
            return action_play(CARD_SCARECROW);
        }
    }
    if (chosen_kind >= 0) {
        why->reason = HR_PLAY_HIDDEN_ODDS;
        why->card = chosen_kind;
        why->after = after;
        why->count = (int)(100.0 * chance + 0.5);
        return action_play(chosen_kind);
    }
    if (pass > 0.0) {
        why->reason = HR_PASS_HIDDEN_ODDS;
        why->count = (int)(100.0 * pass + 0.5);
        return action_pass();
    }
    return 0;
}

action hidden_scarecrow_target(struct hview *v, const action *legal, int nlegal,
                               struct heuristic_why *why)
{
    if (v->active || !other_face_down(v))
        return 0;
    bool winter = winter_in(v, v->o->lines);
    double value = showdown_value(v);
    int k;
    double e = best_recovery(v, value, winter, &k);
    if (k < 0 || e <= chance_now(v, v->mine, winter) * value ||
        !action_in(action_scarecrow(k), legal, nlegal))
        return 0;
    why->reason = HR_SCARECROW_TAKE;
    why->card = k;
    return action_scarecrow(k);
}

int hidden_surrender_odds(struct hview *v)
{
    if (!other_face_down(v))
        return -1;
    return (int)(100.0 * chance_now(v, v->mine, winter_in(v, v->o->lines)) + 0.5);
}
