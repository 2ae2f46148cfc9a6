/* heuristic_battle.c — the heuristic bot in a battle (R-BATTLE): play a
 * card or pass, and the Scarecrow's target. Every card is judged by its
 * effect on the visible lines, computed with the engine's strength
 * functions (under the game's readings) on the lines as they would be
 * after it (heuristic_lines.c: Winter and Spring discarding each other,
 * R-BISHOP's discards), against a target: the other lines plus what the
 * seats still playing may add. The region's value (own gain and denial) sets a budget in strength
 * points; the cards spent are weighed by what they are worth for the rest
 * of the round. Under hidden-cards the odds of the face-down cards decide
 * some of it (heuristic_hidden.c). */
#include <string.h>

#include "ai/heuristic_internal.h"

/* One card kind I may play, judged. */
struct option {
    action act;
    int kind;
    int mine;      /* my strength after it */
    int best;      /* the strongest other line after it */
    double target; /* ...plus what the seats still playing may add */
    double gain;   /* how much closer it brings me to beating the target */
    double keep;   /* what the card is worth kept, in strength points */
};

/* What an active seat may still add, as the bot guesses it. */
static double response(const struct hview *v, int seat, bool winter)
{
    int cards = v->o->hand_count[seat];
    if (cards > v->p->response_cards)
        cards = v->p->response_cards;
    double r = v->p->response * cards * (winter ? v->unseen_avg_winter : v->unseen_avg);
    return v->hidden ? v->p->hidden_response * r : r;
}

/* Strengths of `lines`: mine, the strongest other, and the target. */
static void judge(const struct hview *v, const struct strength_line *lines, int *mine, int *best,
                  double *target)
{
    int str[GAME_MAX_SEATS], top = 0;
    hv_strengths(v, lines, v->view, str);
    bool winter = winter_in(v, lines);
    unsigned others = v->others, active = v->active;
    double aim = 0.0;
    for (int s = 0; s < v->n; s++) {
        if (!(others & (1u << s)))
            continue;
        if (v->hidden)
            str[s] += (int)(v->extra[s] + 0.5);
        str[s] -= v->edge;
        if (str[s] > top)
            top = str[s];
        double t = str[s] + ((active & (1u << s)) ? response(v, s, winter) : 0.0);
        if (t > aim)
            aim = t;
    }
    *mine = str[v->me];
    *best = top;
    *target = aim;
}

/* judge() of lines where only my line changed: the other lines as the
 * observation announces them (no face-down card: not under hidden-cards),
 * against the target with Winter as it stands. */
static void judge_others_now(const struct hview *v, int *best, double *target)
{
    bool winter = winter_in(v, v->o->lines);
    unsigned others = v->others, active = v->active;
    int top = 0;
    double aim = 0.0;
    for (int s = 0; s < v->n; s++) {
        if (!(others & (1u << s)))
            continue;
        int str = v->o->strength[s] - v->edge;
        if (str > top)
            top = str;
        double t = str + ((active & (1u << s)) ? response(v, s, winter) : 0.0);
        if (t > aim)
            aim = t;
    }
    *best = top;
    *target = aim;
}

/* The mercenaries of a line (face up) summed: their printed values, or
 * their number under Winter (where each counts 1). */
static int mercenaries_value(const struct strength_line *l, bool winter)
{
    int sum = 0;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        sum += l->up[k] * (winter ? 1 : heuristic_cards[k].alone);
    return sum;
}

/* My line with every card of my hand that adds strength, after `first`
 * (a season or a Bishop, or -1): the most I could reach. */
static int reach_after(const struct hview *v, int first, int *best_out)
{
    struct strength_line lines[GAME_MAX_SEATS];
    lines_after(v, first, lines);
    struct strength_line *mine = &lines[v->me];
    const uint8_t *hand = v->o->hand;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        mine->up[k] = (uint8_t)(mine->up[k] + hand[k]);
    mine->up[CARD_HEROINE] = (uint8_t)(mine->up[CARD_HEROINE] + hand[CARD_HEROINE]);
    mine->up[CARD_COURTESAN] = (uint8_t)(mine->up[CARD_COURTESAN] + hand[CARD_COURTESAN]);
    if (hand[CARD_DRUMMER])
        mine->up[CARD_DRUMMER]++;
    double target;
    int m, b;
    judge(v, lines, &m, &b, &target);
    *best_out = b;
    return m;
}

/* Whether my hand could beat the strongest other line at all: with every
 * card that adds strength, alone or after a season or a Bishop. */
static bool can_reach(const struct hview *v, const struct strength_context *ctx)
{
    const uint8_t *hand = v->o->hand;
    int b, m;
    if (!ctx->spring && (!hand[CARD_DRUMMER] || (ctx->drummer & (1u << v->me)))) {
        /* My cards add their own values and change nothing else. */
        m = v->mine;
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            if (hand[k])
                m += hand[k] * hv_card_value(ctx, v->me, k);
        m += hand[CARD_HEROINE] * hv_card_value(ctx, v->me, CARD_HEROINE) +
             hand[CARD_COURTESAN] * hv_card_value(ctx, v->me, CARD_COURTESAN);
        if (m > v->best)
            return true;
    } else if (!ctx->spring && !v->hidden && v->spring == SPRING_TOP_PRINTED) {
        /* A Drummer from my hand, no Spring: only my line changes, its
         * mercenaries (the line's and the hand's) counted twice. */
        struct strength_line mine = v->o->lines[v->me];
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            mine.up[k] = (uint8_t)(mine.up[k] + hand[k]);
        m = 2 * mercenaries_value(&mine, ctx->winter) +
            heuristic_cards[CARD_HEROINE].alone * (mine.up[CARD_HEROINE] + hand[CARD_HEROINE]) +
            heuristic_cards[CARD_COURTESAN].alone *
                (mine.up[CARD_COURTESAN] + hand[CARD_COURTESAN]);
        double target;
        judge_others_now(v, &b, &target);
        if (m > b)
            return true;
    } else {
        m = reach_after(v, -1, &b);
        if (m > b)
            return true;
    }
    static const int firsts[] = {CARD_WINTER, CARD_SPRING, CARD_BISHOP};
    for (size_t i = 0; i < sizeof firsts / sizeof firsts[0]; i++) {
        if (!v->o->hand[firsts[i]] || (firsts[i] == CARD_BISHOP && v->truce))
            continue;
        m = reach_after(v, firsts[i], &b);
        if (m > b)
            return true;
    }
    return false;
}

/* can_reach, asked at most once per decision: *known is -1 until then,
 * then 0 or 1. */
static bool can_reach_once(struct hview *v, const struct strength_context *ctx, int *known)
{
    if (*known < 0 && v->hidden) {
        /* hidden-cards: hopeless only against the cards I can see (the
         * face-down ones may be small: measured better than counting
         * them, doc/bots.md) — the others' face-down cards set aside for
         * the question */
        double extra[GAME_MAX_SEATS];
        int best = v->best;
        memcpy(extra, v->extra, sizeof extra);
        memset(v->extra, 0, sizeof v->extra);
        v->best = 0;
        for (int s = 0; s < v->n; s++)
            if ((v->others >> s & 1u) && v->final_str[s] - v->edge > v->best)
                v->best = v->final_str[s] - v->edge;
        *known = can_reach(v, ctx);
        memcpy(v->extra, extra, sizeof extra);
        v->best = best;
    } else if (*known < 0) {
        *known = can_reach(v, ctx);
    }
    return *known;
}

static enum heuristic_reason play_reason(int kind)
{
    switch (kind) {
    case CARD_WINTER:
        return HR_PLAY_WINTER;
    case CARD_SPRING:
        return HR_PLAY_SPRING;
    case CARD_BISHOP:
        return HR_PLAY_BISHOP;
    case CARD_DRUMMER:
        return HR_PLAY_DRUMMER;
    default:
        return HR_PLAY_TAKE_LEAD;
    }
}

static int line_mercenaries(const struct strength_line *l, bool big)
{
    int n = 0;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        if ((heuristic_cards[k].alone >= 5) == big)
            n += l->up[k];
    return n;
}

static action play(const struct option *o, enum heuristic_reason reason,
                   const struct hview *v, struct heuristic_why *why)
{
    why->reason = reason;
    why->card = o->kind;
    why->after = o->mine;
    why->best_after = o->best; /* less a defender's edge, as the target */
    why->target = (int)(o->target + 0.999);
    if (o->kind == CARD_WINTER) {
        /* small mercenaries and heroines on my side, big ones against me */
        why->count = line_mercenaries(&v->o->lines[v->me], false) +
                     v->o->lines[v->me].up[CARD_HEROINE];
        int big = 0;
        for (int s = 0; s < v->n; s++)
            if (v->others & (1u << s))
                big += line_mercenaries(&v->o->lines[s], true);
        why->other = big;
    }
    return o->act;
}

/* The battle is not worth more cards: save a mercenary with a Scarecrow,
 * take the token with a Courtesan, or pass. */
static action give_up(const struct hview *v, const action *legal, int nlegal,
                      enum heuristic_reason pass_reason, struct heuristic_why *why)
{
    const struct observation *o = v->o;
    const struct strength_line *line = &o->lines[v->me];
    if (o->hand[CARD_SCARECROW] && action_in(action_play(CARD_SCARECROW), legal, nlegal)) {
        struct strength_line at[GAME_MAX_SEATS]; /* my face-down card may come up first */
        lines_at_effect(v, at);
        int top = -1;
        for (int k = CARD_MERCENARY_KINDS - 1; k >= 0; k--)
            if (at[v->me].up[k]) {
                top = k;
                break;
            }
        if (top >= 0 &&
            card_keep_value(v, top) >= card_keep_value(v, CARD_SCARECROW) + 1.0) {
            why->reason = HR_PLAY_SCARECROW_SALVAGE;
            why->card = top;
            why->target = v->best;
            /* no later battle: the final battle, or the leader's last region */
            why->other = o->final_battle || v->last_stand;
            return action_play(CARD_SCARECROW);
        }
    }
    if (o->hand[CARD_COURTESAN] && !o->final_battle &&
        action_in(action_play(CARD_COURTESAN), legal, nlegal)) {
        int mine = line->up[CARD_COURTESAN] + 1, most = 0;
        for (int s = 0; s < v->n; s++)
            if (s != v->me && o->lines[s].up[CARD_COURTESAN] > most)
                most = o->lines[s].up[CARD_COURTESAN];
        /* Unique most courtesans, and nobody left to answer. */
        if (mine > most && !v->active &&
            v->p->token_value > v->kappa * card_keep_value(v, CARD_COURTESAN) &&
            o->token != v->me) {
            why->reason = HR_PLAY_COURTESAN_TOKEN;
            why->card = CARD_COURTESAN;
            why->count = mine;
            return action_play(CARD_COURTESAN);
        }
    }
    why->reason = pass_reason;
    return action_pass();
}

/* bishop-truce (the 1st edition): the Bishop ends the battle at once
 * with no winner. Played when I would lose the battle and the region is
 * worth more to the seat leading it (threat_of_gain) than the Bishop is
 * to me kept; in a final battle I am losing, a truce shares the victory. */
static action truce(struct hview *v, const action *legal, int nlegal, struct heuristic_why *why)
{
    if (!v->o->hand[CARD_BISHOP] || !action_in(action_play(CARD_BISHOP), legal, nlegal) ||
        v->best_seat < 0)
        return 0;
    double threat;
    if (v->o->final_battle || v->o->contested >= REGION_COUNT)
        threat = v->p->win_value;
    else
        threat = threat_of_gain(v, contested_gain(v, v->best_seat));
    if (threat <= v->kappa * card_keep_value(v, CARD_BISHOP))
        return 0;
    why->reason = HR_PLAY_TRUCE;
    why->card = CARD_BISHOP;
    why->seat = v->best_seat;
    why->target = v->best;
    return action_play(CARD_BISHOP);
}

/* A Scarecrow that takes a mercenary back while I still win. */
static action recover(const struct hview *v, const action *legal, int nlegal,
                      struct heuristic_why *why)
{
    if (!v->o->hand[CARD_SCARECROW] || !action_in(action_play(CARD_SCARECROW), legal, nlegal))
        return 0;
    double cost = card_keep_value(v, CARD_SCARECROW) + 0.5;
    int best_kind = -1;
    double best_keep = cost;
    struct strength_line at[GAME_MAX_SEATS], lines[GAME_MAX_SEATS];
    lines_at_effect(v, at); /* my face-down card may come up first */
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        if (!at[v->me].up[k] || card_keep_value(v, k) <= best_keep)
            continue;
        memcpy(lines, at, sizeof(struct strength_line) * (size_t)v->n);
        lines[v->me].up[k]--;
        int m, b;
        double t;
        judge(v, lines, &m, &b, &t);
        if (m > b) {
            best_kind = k;
            best_keep = card_keep_value(v, k);
        }
    }
    if (best_kind < 0)
        return 0;
    why->reason = HR_PLAY_SCARECROW_RECOVER;
    why->card = best_kind;
    return action_play(CARD_SCARECROW);
}

/* Whether playing `kind` changes more than my own line's sum: a season,
 * a Bishop, a Drummer (new in my line), or a mercenary above the highest
 * printed value in play while Spring counts. */
bool changes_context(const struct hview *v, const struct strength_context *ctx, int kind)
{
    switch (kind) {
    case CARD_WINTER:
    case CARD_SPRING:
    case CARD_BISHOP:
        return true;
    case CARD_DRUMMER:
        return !(ctx->drummer & (1u << v->me));
    default:
        return card_is_mercenary(kind) && ctx->spring &&
               heuristic_cards[kind].alone > ctx->spring_top;
    }
}

/* A Bishop when the highest mercenaries in play are all mine, or a
 * Spring (no Winter to discard) when none of them is mine: my line can
 * only lose against the others, so the card is not worth judging. */
static bool only_hurts_me(const struct hview *v, const struct strength_context *ctx, int kind)
{
    if (kind != CARD_BISHOP && !(kind == CARD_SPRING && !ctx->winter))
        return false;
    if (kind == CARD_BISHOP && v->bishop_reading)
        return false; /* judged on the lines after it (bishop_by_reading) */
    int top = -1;
    for (int k = CARD_MERCENARY_KINDS - 1; k >= 0; k--)
        if (heuristic_cards[k].alone == ctx->spring_top) {
            top = k;
            break;
        }
    if (top < 0)
        return false;
    bool mine = v->o->lines[v->me].up[top] > 0, theirs = false;
    for (int s = 0; s < v->n; s++)
        if (s != v->me && v->o->lines[s].up[top])
            theirs = true;
    return kind == CARD_BISHOP ? mine && !theirs : !mine && theirs;
}

/* hidden-cards: another seat's line as read_hidden_battle reads it. */
static double hidden_strength(const struct hview *v, int seat)
{
    return v->final_str[seat] + (int)(v->extra[seat] + 0.5);
}

/* The target now: the other lines as they stand plus what the seats still
 * playing may add (no strength computation: the observation has them). */
static double target_now(const struct hview *v)
{
    bool winter = winter_in(v, v->o->lines);
    double target = 0.0;
    for (int s = 0; s < v->n; s++) {
        if (!(v->others & (1u << s)))
            continue;
        double now = v->o->strength[s];
        if (v->hidden) /* the final view of the face-up cards, and the face-down ones */
            now = hidden_strength(v, s);
        double t = now - v->edge + ((v->active & (1u << s)) ? response(v, s, winter) : 0.0);
        if (t > target)
            target = t;
    }
    return target;
}

/* The moves decided before any card is judged: a showdown against
 * face-down cards, a lead nobody can answer, a defender's soft pass,
 * Surrender. 0 when none; *t0 the target, as far as it is known. */
static action settled_move(struct hview *v, const action *legal, int nlegal,
                           struct heuristic_why *why, double *t0)
{
    const struct observation *o = v->o;
    int margin = v->mine - v->best;
    bool surrender = o->hand[CARD_SURRENDER] &&
                     action_in(action_play(CARD_SURRENDER), legal, nlegal);

    if (v->hidden && !v->active) {
        bool down = false;
        for (int s = 0; s < v->n; s++)
            down |= (v->others >> s & 1u) && o->face_down[s];
        action a = down ? hidden_showdown(v, legal, nlegal, why) : 0;
        if (a)
            return a;
    }
    /* Nobody can answer any more and I lead: keep what I can. */
    if (!v->active && margin > 0) {
        action a = recover(v, legal, nlegal, why);
        if (a)
            return a;
        why->reason = HR_PASS_WINNING;
        return action_pass();
    }
    /* capture-regions (R-OPT-CAPTURE): a defender who has not played yet
     * passes softly (he stays in the battle) while attackers may still
     * play, and answers when they have all passed. */
    if (v->edge && v->active && o->line_len[v->me] == 0) {
        why->reason = HR_PASS_SOFT;
        return action_pass();
    }
    hview_read_cards(v);
    *t0 = v->active ? target_now(v) : (double)v->best;
    why->target = (int)(*t0 + 0.999);
    if (surrender && v->active && v->hidden && !(margin > 0 && v->mine > *t0)) {
        /* hidden-cards: Surrender when the odds say I lead, never on a
         * lead counted on the average of a face-down card */
        int odds = hidden_surrender_odds(v);
        if (odds >= 0) {
            surrender = false;
            if (odds >= HIDDEN_SURRENDER_ODDS) {
                why->reason = HR_PLAY_SURRENDER;
                why->card = CARD_SURRENDER;
                why->count = odds;
                return action_play(CARD_SURRENDER);
            }
        }
    }
    if (v->active && margin > 0) {
        if (v->mine > *t0) {
            why->reason = HR_PASS_SAFE;
            return action_pass();
        }
        if (surrender) {
            why->reason = HR_PLAY_SURRENDER;
            why->card = CARD_SURRENDER;
            return action_play(CARD_SURRENDER);
        }
    }
    return 0;
}

/* The effect of playing kind, in *x; false for a card not worth judging
 * (Surrender and Scarecrow have their own rules, the Bishop of a truce
 * too, and a card that changes nothing now or only hurts me). */
static bool judge_card(struct hview *v, struct strength_context *ctx, bool mercenaries_in_play,
                       int kind, double t0, struct option *x)
{
    const struct observation *o = v->o;
    struct strength_line lines[GAME_MAX_SEATS];
    if (kind == CARD_SURRENDER || kind == CARD_SCARECROW || kind >= CARD_KINDS)
        return false;
    if (kind == CARD_BISHOP && v->truce)
        return false; /* a truce, not a discard: see truce() */
    x->kind = kind;
    if (changes_context(v, ctx, kind)) {
        /* Seasons, Bishop, Drummer, a new highest mercenary under
         * Spring: every line may change. With no mercenary in play,
         * Winter and Bishop change nothing now. */
        if (!mercenaries_in_play && (kind == CARD_WINTER || kind == CARD_BISHOP))
            return false;
        if (only_hurts_me(v, ctx, kind))
            return false;
        if (kind == CARD_DRUMMER && !v->hidden && v->spring == SPRING_TOP_PRINTED) {
            /* A first Drummer in my line, Spring on the highest
             * printed value: my mercenaries count twice (Spring's +3
             * is not doubled), the other lines do not change. */
            x->mine = v->mine + mercenaries_value(&o->lines[v->me], ctx->winter);
            judge_others_now(v, &x->best, &x->target);
        } else {
            lines_after(v, kind, lines);
            judge(v, lines, &x->mine, &x->best, &x->target);
        }
        if (!v->active)
            x->target = x->best;
    } else {
        /* The card only adds its own value to my line. */
        x->mine = v->mine + hv_card_value(ctx, v->me, kind);
        x->best = v->best;
        x->target = t0;
    }
    x->gain = (x->mine - x->target) - (v->mine - t0);
    x->keep = card_keep_value(v, kind);
    if (x->keep < 0.5)
        x->keep = 0.5;
    return true;
}

/* The best cards so far: the cheapest that beats the target on its own,
 * the one that brings me closest per point kept, the cheapest that takes
 * the lead now. */
struct picks {
    struct option single, build, lead;
    bool have_single, have_build, have_lead;
};

static void weigh(const struct hview *v, const struct option *x, double budget, struct picks *p)
{
    if (x->mine > x->target && x->keep <= budget &&
        (!p->have_single || x->keep < p->single.keep ||
         (x->keep == p->single.keep && x->gain > p->single.gain))) {
        p->single = *x;
        p->have_single = true;
    }
    if (x->mine > x->best + (v->best_lead - v->best) && x->keep <= budget &&
        x->keep <= v->p->lead_now &&
        (!p->have_lead || x->keep < p->lead.keep ||
         (x->keep == p->lead.keep && x->mine > p->lead.mine))) {
        p->lead = *x;
        p->have_lead = true;
    }
    if (x->gain > 0.0 &&
        (!p->have_build || x->gain * p->build.keep > p->build.gain * x->keep ||
         (x->gain * p->build.keep == p->build.gain * x->keep && x->gain > p->build.gain))) {
        p->build = *x;
        p->have_build = true;
    }
}

action choose_battle_move(struct hview *v, const action *legal, int nlegal,
                          struct heuristic_why *why)
{
    const struct observation *o = v->o;
    int margin = v->mine - v->best;
    double t0 = 0;
    action settled = settled_move(v, legal, nlegal, why, &t0);
    if (settled)
        return settled;

    int deny_seat;
    bool deny_win;
    double value = battle_value(v, &deny_seat, &deny_win);
    /* A seat that would win the game with this region and that nobody
     * else can stop: the cards I keep are worth nothing if it does. */
    double budget = v->kappa > 1e-9 && !v->last_stand ? value / v->kappa : 1e9;

    /* Judge every card I may play; keep the cheapest that beats the
     * target on its own, and the one that brings me closest per point
     * kept. */
    struct strength_context ctx;
    hv_context(v, &ctx, o->lines);
    bool mercenaries_in_play = ctx.spring_top > 0;
    struct option x;
    struct picks p = {0};
    for (int i = 0; i < nlegal; i++) {
        if (action_type(legal[i]) != ACTION_PLAY)
            continue;
        x.act = legal[i];
        if (judge_card(v, &ctx, mercenaries_in_play, action_arg(legal[i]), t0, &x))
            weigh(v, &x, budget, &p);
    }

    const struct option *pick = NULL;
    enum heuristic_reason reason = HR_PLAY_TAKE_LEAD;
    double need = t0 - v->mine + 1.0;
    int reachable = -1; /* can_reach, once asked */
    if (p.have_single) {
        pick = &p.single;
        reason = play_reason(p.single.kind);
    } else if (p.have_build && need <= budget && can_reach_once(v, &ctx, &reachable)) {
        pick = &p.build;
        reason = p.build.kind >= CARD_WINTER && p.build.kind != CARD_COURTESAN &&
                         p.build.kind != CARD_HEROINE
                     ? play_reason(p.build.kind)
                     : HR_PLAY_BUILD;
    }
    if (!pick && v->active && margin <= 0 && p.have_lead && v->p->lead_now > 0.0) {
        pick = &p.lead;
        reason = HR_PLAY_TAKE_LEAD;
    }
    if (!pick && v->truce && margin <= 0) {
        action a = truce(v, legal, nlegal, why);
        if (a)
            return a;
    }
    if (!pick) {
        if (margin > 0) {
            why->reason = HR_PASS_HOLD_LEAD;
            return action_pass();
        }
        bool hopeless = !p.have_build || !can_reach_once(v, &ctx, &reachable);
        return give_up(v, legal, nlegal, hopeless ? HR_PASS_HOPELESS : HR_PASS_COSTLY, why);
    }
    if (reason == HR_PLAY_TAKE_LEAD || reason == HR_PLAY_BUILD) {
        if (deny_win)
            reason = HR_PLAY_DENY;
        else if (v->kappa <= 1e-9 && !o->final_battle)
            reason = v->draw ? HR_PLAY_HAND_FULL : HR_PLAY_LAST_CARDS;
    }
    why->seat = deny_win ? deny_seat : v->best_seat;
    if (reason == HR_PLAY_DENY) /* points-game: the campaign's target, not the game */
        why->other = deny_seat >= 0 && v->b->points_left[deny_seat] == 1;
    return play(pick, reason, v, why);
}

action choose_scarecrow_target(struct hview *v, const action *legal, int nlegal,
                               struct heuristic_why *why)
{
    int margin = v->mine - v->best;
    hview_read_cards(v);
    action chosen = v->hidden ? hidden_scarecrow_target(v, legal, nlegal, why) : 0;
    if (chosen)
        return chosen;
    double top = -1.0;
    struct strength_line lines[GAME_MAX_SEATS];
    for (int i = 0; i < nlegal; i++) {
        if (action_type(legal[i]) != ACTION_SCARECROW)
            continue;
        int k = action_arg(legal[i]);
        if (!card_is_mercenary(k))
            continue;
        if (margin > 0) {
            /* Leading: only a card I can do without. */
            memcpy(lines, v->o->lines, sizeof(struct strength_line) * (size_t)v->n);
            if (lines[v->me].up[k])
                lines[v->me].up[k]--;
            int m, b;
            double t;
            judge(v, lines, &m, &b, &t);
            if (v->active ? m <= t : m <= b)
                continue;
        }
        double keep = card_keep_value(v, k);
        if (keep > top) {
            top = keep;
            chosen = legal[i];
        }
    }
    if (chosen) {
        why->reason = HR_SCARECROW_TAKE;
        why->card = action_arg(chosen);
        return chosen;
    }
    why->reason = HR_SCARECROW_NONE;
    return action_scarecrow(-1);
}
