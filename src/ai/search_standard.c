/* search_standard.c — ISMCTS for the standard game (search_bot.h): each
 * iteration a position sampled from the bot's observation, a descent by
 * UCB over the actions legal in it (at another seat's node, optionally
 * over what the searching seat sees of them, or the heuristic bot's move
 * while the node is young), one new node, a play-out to the end and the
 * reward vector backed up; on T threads, T trees whose roots are summed. */
#include <stdlib.h>
#include <string.h>

#include "ai/hand_model.h"
#include "ai/heuristic_bot.h"
#include "ai/random_bot.h"
#include "ai/search_threads.h"
#include "ai/search_tree.h"
#include "ai/value_model.h"
#include "engine/action_seen.h"
#include "engine/campaign.h"
#include "engine/determinize.h"
#include "rules/rules.h"

void search_default_params(struct search_params *p, int budget)
{
    p->iterations = budget > 0 ? budget : SEARCH_DEFAULT_ITERATIONS;
    if (p->iterations > SEARCH_MAX_ITERATIONS)
        p->iterations = SEARCH_MAX_ITERATIONS;
    /* random play-outs: stronger for the time they take than the heuristic's
     * (doc/search.md, bench/search_bench --versus) */
    p->rollout = SEARCH_ROLLOUT_RANDOM;
    p->explore = 0.7;
    p->stop_early = 1;
    p->clairvoyant = 0;
    p->threads = 1;
    p->millis = 0;
    p->inference = 0;
    p->value = 0;
    p->pass_weight = PLAYOUT_PASS_UNIFORM;
    p->region_heuristic = 0;
    p->seen_moves = 0;
    p->opponent_model = 0;
    p->modelled_seats = SEARCH_EVERY_SEAT;
    if (budget < 0) { /* by time: think the whole time */
        p->millis = -budget < SEARCH_MAX_MILLIS ? -budget : SEARCH_MAX_MILLIS;
        p->iterations = SEARCH_MAX_ITERATIONS;
        p->stop_early = 0;
    }
}

int search_v2_pass_weight(int nseats)
{
    /* heads-up, play-outs that fight won more; at 3 seats no more, at 4
     * fewer (doc/search.md, "Play-outs that fight") */
    return nseats == 2 ? SEARCH_V2_PASS_WEIGHT : PLAYOUT_PASS_UNIFORM;
}

int search_v3_region_heuristic(const struct game *g)
{
    return ruleset_has_module(&g->rules, RULE_CAPTURE_REGIONS);
}

int search_v4_seen_moves(const struct game *g)
{
    return ruleset_has_module(&g->rules, RULE_HIDDEN_CARDS) ? SEARCH_V4_SEEN_MOVES : 0;
}

int search_v5_opponent_model(const struct game *g)
{
    /* the rulesets where it was measured: the 3rd edition, alone or with
     * hidden-cards (doc/search.md, "A tree that expects the others'
     * moves") */
    uint32_t measured = 1u << RULE_HIDDEN_CARDS;
    if (g->rules.base != EDITION_THIRD || (g->rules.modules & ~measured) != 0)
        return 0;
    return g->nseats >= 3 ? SEARCH_V5_OPPONENT_MODEL : 0;
}

/* points-game: the total that ends the campaign (target, or target + 1
 * when it must be exceeded). */
static int campaign_target(const struct game *g)
{
    const struct rule_module *m = rule_module_at(RULE_POINTS_GAME);
    int target = ruleset_module_option(&g->rules, RULE_POINTS_GAME, rule_option_find(m, "target"));
    int mode = rule_option_find(m, "target-mode");
    return target + (mode >= 0 && ruleset_module_option(&g->rules, RULE_POINTS_GAME, mode) == 1);
}

void search_rewards(const struct game *g, const struct state *s, double *out)
{
    int n = g->nseats;
    if (ruleset_has_module(&g->rules, RULE_POINTS_GAME) && !s->final_battle) {
        /* the campaign's standing after this game: its totals (the
         * standing before it, public, plus what it scores) */
        int points[GAME_MAX_SEATS], total = 0, best = 0, nbest = 0;
        campaign_game_points(g, s, points);
        for (int i = 0; i < n; i++) {
            int t = g->campaign_points[i] + (points[i] > 0 ? points[i] : 0);
            points[i] = t;
            total += t;
            if (t > best) {
                best = t;
                nbest = 1;
            } else if (t == best) {
                nbest++;
            }
        }
        if (best >= campaign_target(g)) { /* the campaign is over (a tie: a final battle) */
            for (int i = 0; i < n; i++)
                out[i] = points[i] == best ? 1.0 / nbest : 0.0;
            return;
        }
        for (int i = 0; i < n; i++) /* it goes on: each seat's share of the points */
            out[i] = total > 0 ? (double)points[i] / total : 1.0 / n;
        return;
    }
    struct game_result res;
    state_result(s, &res);
    for (int i = 0; i < n; i++)
        out[i] = res.nwinners > 0 && (res.winners & (1u << i)) ? 1.0 / res.nwinners : 0.0;
}

/* The battle in progress at the root, watched for the hint's "this
 * battle" (search_report.battles): the battles concluded before it, its
 * region (SEAT_NONE in a final battle) and the seat that asks. */
struct battle_watch {
    bool on;
    bool final_battle;
    uint16_t battles;
    uint8_t region;
    uint8_t seat;
};

static void watch_root(const struct observation *obs, bool want, struct battle_watch *w)
{
    memset(w, 0, sizeof *w);
    w->on = want && !obs->after_battle && (obs->contested != SEAT_NONE || obs->final_battle);
    w->final_battle = obs->final_battle;
    w->battles = obs->battles;
    w->region = obs->contested;
    w->seat = (uint8_t)obs->seat;
}

/* Once the watched battle is over in s: 1 if the seat won it (holds its
 * region, or won the final battle), 0 if not; -1 while it goes on. */
static int watched_result(const struct battle_watch *w, const struct state *s)
{
    if (s->battles == w->battles)
        return -1;
    if (w->final_battle)
        return s->winners >> w->seat & 1;
    return s->owner[w->region] == w->seat;
}

/* The move the heuristic bot would choose among legal[0..n-1] for the
 * seat to act in s, from that seat's view of s. */
static action heuristic_move(const struct game *g, const struct state *s, const action *legal,
                             int n, struct heuristic_memory *mem)
{
    struct observation obs;
    state_observe(g, s, state_current_seat(s), &obs);
    return heuristic_choose_remembering(g, &obs, legal, n, mem, NULL);
}

/* play_out's random play-out whose battles' regions are chosen as the
 * heuristic bot would (search_params.region_heuristic): every other move
 * the weighted random step's. */
static bool play_out_choosing_regions(const struct game *g, const struct value_model *model,
                                      int judge_at, struct state *s, struct rng *r, int pw,
                                      struct heuristic_memory *mem,
                                      const struct battle_watch *w, int *won, double *reward)
{
    action legal[STATE_MAX_ACTIONS];
    while (!state_is_terminal(s)) {
        if (model && value_model_judges(s, judge_at)) {
            value_model_eval(model, g, s, reward);
            return true;
        }
        if (s->phase == PHASE_CHOOSE_REGION) {
            int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
            action a = n > 1 ? heuristic_move(g, s, legal, n, mem) : legal[0];
            state_apply_legal(g, s, a, NULL);
        } else {
            state_random_step_weighted(g, s, r, pw);
        }
        if (w->on && *won < 0)
            *won = watched_result(w, s);
    }
    return false;
}

/* Plays the sample to its end, or, with a model (value_model.h), until
 * it judges the position: then its chances are in reward[] and the
 * return is true. Random play-outs take the engine's fast path
 * (state_random_step: the random bot's draw over state_legal_actions and
 * its move applied, in one call, leaving the same position and rng): the
 * same play-outs for fewer instructions; with p->pass_weight below
 * uniform, its variant whose battle turns pass less often
 * (state_random_step_weighted); with p->region_heuristic, the regions
 * chosen as the heuristic bot would (play_out_choosing_regions). */
static bool play_out(const struct search_params *p, const struct game *g,
                     const struct value_model *model, struct state *s, struct rng *r,
                     struct heuristic_memory *mem, const struct battle_watch *w, int *won,
                     double *reward)
{
    /* with a model: the battles over when it judges (the one under way
     * counts) */
    int judge_at = s->battles + p->value;
    if (p->rollout == SEARCH_ROLLOUT_RANDOM) {
        /* the engine's play-out step: the same draws from r as
         * random_bot_choose over the legal list, applied; the battle
         * watched until it ends, then the bare loop */
        int pw = p->pass_weight;
        if (p->region_heuristic)
            return play_out_choosing_regions(g, model, judge_at, s, r, pw, mem, w, won, reward);
        if (w->on)
            while (*won < 0 && state_random_step_weighted(g, s, r, pw))
                *won = watched_result(w, s);
        if (model) {
            while (!value_model_judges(s, judge_at))
                if (!state_random_step_weighted(g, s, r, pw))
                    return false;
            value_model_eval(model, g, s, reward);
            return true;
        }
        while (state_random_step_weighted(g, s, r, pw))
            ;
        return false;
    }
    action legal[STATE_MAX_ACTIONS];
    while (!state_is_terminal(s)) {
        int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
        action a = n == 1 ? random_bot_choose(r, legal, n) : heuristic_move(g, s, legal, n, mem);
        state_apply_legal(g, s, a, NULL);
        if (w->on && *won < 0)
            *won = watched_result(w, s);
    }
    return false;
}

/* The distinct codes[0..n-1] (what the viewer sees of each legal move,
 * action_seen.h; codes[i] == legal[i] when he sees it) in increasing
 * order, each once: the moves he sees as they are, then the codes of the
 * unseen ones. Returns their number. */
static int seen_list(const action *legal, const action *codes, int n, action *seen)
{
    int m = 0;
    for (int i = 0; i < n; i++) /* legal[] is in increasing order */
        if (codes[i] == legal[i])
            seen[m++] = legal[i];
    int first_code = m;
    for (int i = 0; i < n; i++) {
        action v = codes[i];
        if (v == legal[i])
            continue;
        int j = first_code;
        while (j < m && seen[j] < v)
            j++;
        if (j < m && seen[j] == v)
            continue;
        memmove(&seen[j + 1], &seen[j], sizeof seen[0] * (size_t)(m - j));
        seen[j] = v;
        m++;
    }
    return m;
}

/* One step down from `at` for another seat than `viewer`, the searching
 * one (search_params.seen_moves): the tree chooses among what the viewer
 * sees of that seat's moves, so the moves he cannot tell apart (a card
 * placed face down) lead to one node, and his own decisions below never
 * depend on what he did not see. For an unseen code, the move played is
 * one of those it stands for: at random (SEEN_MOVES_RANDOM), or the one
 * the heuristic bot would choose among them from that seat's view
 * (SEEN_MOVES_HEURISTIC). Returns the node and the move in *act, as
 * search_tree_step. */
static int step_seen(const struct search_params *p, struct search_tree *t, int at,
                     const struct game *g, const struct state *d, int viewer,
                     const action *legal, int n, struct rng *r, struct heuristic_memory *mem,
                     uint16_t *act, int *expanded)
{
    int seat = state_current_seat(d);
    action codes[STATE_MAX_ACTIONS], seen[STATE_MAX_ACTIONS];
    for (int i = 0; i < n; i++)
        codes[i] = action_seen(g, d, viewer, legal[i]);
    int m = seen_list(legal, codes, n, seen);
    uint16_t code;
    int next = search_tree_step(t, at, seen, m, seat, p->explore, r, &code, expanded);
    if (next < 0)
        return -1;
    *act = code;
    if (!action_is_unseen_code(code))
        return next;
    action member[STATE_MAX_ACTIONS];
    int k = 0;
    for (int i = 0; i < n; i++)
        if (codes[i] == code)
            member[k++] = legal[i];
    if (k == 1) {
        *act = member[0];
    } else if (p->seen_moves == SEEN_MOVES_HEURISTIC) {
        *act = heuristic_move(g, d, member, k, mem);
    } else {
        *act = random_bot_choose(r, member, k);
    }
    return next;
}

/* Whether another seat's node `at`, where `seat` moves, plays the
 * modelled move (search_params.opponent_model): while it has been visited
 * fewer than K times, if the seat is one of the modelled ones. */
static bool models_node(const struct search_params *p, const struct search_tree *t, int at,
                        int seat)
{
    return p->opponent_model > 0 && (p->modelled_seats >> seat & 1u) &&
           t->node[at].visits < (uint32_t)p->opponent_model;
}

/* One step down from `at` for another seat than `viewer`, the searching
 * one, in the tree that models the other seats (search_params.
 * opponent_model): the move is the one the heuristic bot would choose
 * among legal[0..n-1] from that seat's view of the sample, and the tree
 * steps to its node (with seen_moves, the node of what the viewer sees
 * of it, the one step_seen would reach). Returns the node and the move
 * in *act, as search_tree_step. */
static int step_modelled(const struct search_params *p, struct search_tree *t, int at,
                         const struct game *g, const struct state *d, int viewer,
                         const action *legal, int n, struct rng *r,
                         struct heuristic_memory *mem, uint16_t *act, int *expanded)
{
    action a = heuristic_move(g, d, legal, n, mem);
    action node = p->seen_moves ? action_seen(g, d, viewer, a) : a;
    uint16_t reached;
    int next = search_tree_step(t, at, &node, 1, state_current_seat(d), p->explore, r, &reached,
                                expanded);
    *act = a;
    return next;
}

/* Grows tree t from the observation for p's iterations (or until the
 * deadline, when not 0), drawing from r. Returns the iterations played. */
static int grow(const struct search_params *p, const struct game *g,
                const struct observation *obs, struct rng *r, double deadline,
                const struct battle_watch *watch, struct search_tree *t)
{
    struct battle_watch w = *watch;
    if (w.on && search_tree_watch_battle(t))
        w.on = false;
    /* the board the heuristic play-outs read last: public facts, one for
     * every seat (heuristic_bot.h) */
    static _Thread_local struct heuristic_memory mem;
    memset(&mem, 0, sizeof mem);
    int path[1024];
    action buf[STATE_MAX_ACTIONS];
    int done = 0;
    float weight[GAME_MAX_SEATS][CARD_KINDS];
    if (p->inference) /* once a decision: it reads the observation only */
        hand_model_weights(g, obs, weight);
    const struct value_model *model = p->value > 0 ? value_model_find(g) : NULL;
    for (int it = 0; it < p->iterations && !search_should_stop(it) &&
                     !search_time_up(deadline, it);
         it++) {
        struct state d;
        if (p->inference ? state_determinize_weighted(g, obs, weight, r, &d)
                         : state_determinize(g, obs, r, &d))
            break;
        int at = 0, len = 0, won = -1;
        path[len++] = 0;
        while (!state_is_terminal(&d) && len < (int)(sizeof path / sizeof path[0])) {
            int seat = state_current_seat(&d);
            int n = state_legal_actions(g, &d, buf, STATE_MAX_ACTIONS);
            uint16_t act;
            int expanded;
            int next;
            if (seat != obs->seat && n > 1 && models_node(p, t, at, seat))
                next = step_modelled(p, t, at, g, &d, obs->seat, buf, n, r, &mem, &act,
                                     &expanded);
            else if (p->seen_moves && seat != obs->seat)
                next = step_seen(p, t, at, g, &d, obs->seat, buf, n, r, &mem, &act, &expanded);
            else
                next = search_tree_step(t, at, buf, n, seat, p->explore, r, &act, &expanded);
            if (next < 0)
                break;
            state_apply_legal(g, &d, act, NULL); /* one of buf[]: legal */
            if (w.on && won < 0)
                won = watched_result(&w, &d);
            at = next;
            path[len++] = at;
            if (expanded)
                break;
        }
        double reward[GAME_MAX_SEATS];
        if (!play_out(p, g, model, &d, r, &mem, &w, &won, reward))
            search_rewards(g, &d, reward);
        search_tree_backup(t, path, len, reward, g->nseats);
        if (w.on && len > 1)
            t->battle_won[path[1]] += won > 0;
        done++;
        if (p->stop_early && (done & 15) == 0 && search_tree_decided(t, p->iterations - done))
            break;
    }
    return done;
}

/* T trees grown at once (search_bot.h, "Threads"), each from its own
 * generator; their roots summed into the report. */
struct forest {
    const struct search_params *p;
    const struct game *g;
    const struct observation *obs;
    struct battle_watch watch;
    uint64_t drawn;
    double deadline;
    int cap;
    struct search_tree tree[SEARCH_MAX_THREADS];
    int done[SEARCH_MAX_THREADS];
    bool ok[SEARCH_MAX_THREADS];
};

static void grow_one(void *arg, int t)
{
    struct forest *f = arg;
    struct rng r;
    rng_seed(&r, search_thread_seed(f->drawn, t));
    f->ok[t] = search_tree_init(&f->tree[t], f->cap) == 0;
    f->done[t] = f->ok[t] ? grow(f->p, f->g, f->obs, &r, f->deadline, &f->watch, &f->tree[t]) : 0;
}

/* Returns the iterations of every tree; *ok false when no tree could be
 * allocated. `watch`: count the battle in progress (a report's). */
static int grow_forest(const struct search_params *p, const struct game *g,
                       const struct observation *obs, struct rng *r, struct search_report *rep,
                       bool watch, bool *ok)
{
    int n = search_thread_count(p);
    struct forest *f = calloc(1, sizeof *f);
    *ok = false;
    if (!f)
        return 0;
    f->p = p;
    f->g = g;
    f->obs = obs;
    watch_root(obs, watch, &f->watch);
    f->drawn = rng_next(r);
    f->deadline = search_deadline(p);
    int share = SEARCH_MAX_NODES / n;
    f->cap = p->iterations + 1 < share ? p->iterations + 1 : share;
    search_threads_run(n, grow_one, f);
    int done = 0;
    search_report_begin(rep);
    for (int t = 0; t < n; t++) {
        if (!f->ok[t])
            continue;
        *ok = true;
        done += f->done[t];
        search_report_add(rep, &f->tree[t], obs->seat);
        search_tree_free(&f->tree[t]);
    }
    search_report_end(rep);
    free(f);
    return done;
}

action search_choose(const struct search_params *p, const struct game *g,
                     const struct observation *obs, const action *legal, int nlegal,
                     struct rng *r, struct search_report *report)
{
    if (report)
        memset(report, 0, sizeof *report);
    if (nlegal <= 0)
        return 0;
    if (nlegal == 1 && !report)
        return legal[0];
    struct search_report local;
    struct search_report *rep = report ? report : &local;
    if (search_draws_once(p)) {
        bool ok;
        int done = grow_forest(p, g, obs, r, rep, report != NULL, &ok);
        if (!ok)
            return heuristic_choose(g, obs, legal, nlegal, NULL);
        rep->iterations = done;
    } else {
        struct search_tree t;
        int cap = p->iterations + 1 < SEARCH_MAX_NODES ? p->iterations + 1 : SEARCH_MAX_NODES;
        if (search_tree_init(&t, cap))
            return heuristic_choose(g, obs, legal, nlegal, NULL);
        struct battle_watch w;
        watch_root(obs, report != NULL, &w);
        int done = grow(p, g, obs, r, 0, &w, &t);
        search_tree_report(&t, obs->seat, rep);
        rep->iterations = done;
        search_tree_free(&t);
    }
    /* The most visited of the root's actions (all legal here). */
    for (int i = 0; i < rep->nmoves; i++)
        for (int j = 0; j < nlegal; j++)
            if (legal[j] == rep->moves[i].act)
                return legal[j];
    return heuristic_choose(g, obs, legal, nlegal, NULL);
}
