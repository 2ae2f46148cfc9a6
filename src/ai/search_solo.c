/* search_solo.c — ISMCTS for the solitaire (search_bot.h): the player
 * alone decides; each iteration deals the hidden piles again (the enemy
 * deck, the player's deck, the special deck), so the coin, the enemy's
 * cards and the draws are fresh chance in every sample. Reward: 1 for a
 * won game. */
#include <string.h>

#include "ai/search_tree.h"
#include "ai/solo_bot.h"
#include "engine/determinize.h"

void search_solo_default_params(struct search_params *p, int iterations)
{
    search_default_params(p, iterations > 0 ? iterations : SEARCH_SOLO_DEFAULT_ITERATIONS);
    p->rollout = SEARCH_ROLLOUT_HEURISTIC;
}

static void play_out(const struct search_params *p, struct solo_state *s, struct rng *r)
{
    char err[8];
    struct solo_events none = {NULL, 0, 0, 0};
    while (!solo_is_terminal(s)) {
        solo_action a = solo_policy_choose(
            p->rollout == SEARCH_ROLLOUT_RANDOM ? SOLO_POLICY_RANDOM : SOLO_POLICY_BOT, s, r);
        none.n = none.lost = 0;
        if (solo_apply(s, a, &none, err, sizeof err) != SOLO_OK)
            return;
    }
}

solo_action search_solo_choose(const struct search_params *p, const struct solo_state *s,
                               struct rng *r, struct search_report *report)
{
    if (report)
        memset(report, 0, sizeof *report);
    solo_action legal[SOLO_MAX_ACTIONS];
    int nlegal = solo_legal_actions(s, legal, SOLO_MAX_ACTIONS);
    if (nlegal <= 0)
        return 0;
    if (nlegal == 1 && !report)
        return legal[0];
    /* the tree wants increasing order */
    struct search_tree t;
    int cap = p->iterations + 1 < SEARCH_MAX_NODES ? p->iterations + 1 : SEARCH_MAX_NODES;
    if (search_tree_init(&t, cap))
        return solo_policy_choose(SOLO_POLICY_BOT, s, r);
    int path[512];
    char err[8];
    int done = 0;
    for (int it = 0; it < p->iterations && !search_should_stop(it); it++) {
        struct solo_state d;
        solo_determinize(s, r, &d);
        int at = 0, len = 0;
        path[len++] = 0;
        while (!solo_is_terminal(&d) && len < (int)(sizeof path / sizeof path[0])) {
            solo_action buf[SOLO_MAX_ACTIONS];
            int n = solo_legal_actions(&d, buf, SOLO_MAX_ACTIONS);
            /* insertion sort: the tree looks actions up by bisection */
            for (int i = 1; i < n; i++)
                for (int j = i; j > 0 && buf[j - 1] > buf[j]; j--) {
                    solo_action x = buf[j];
                    buf[j] = buf[j - 1];
                    buf[j - 1] = x;
                }
            uint16_t act;
            int expanded;
            int next = search_tree_step(&t, at, buf, n, 0, p->explore, r, &act, &expanded);
            if (next < 0)
                break;
            struct solo_events none = {NULL, 0, 0, 0};
            if (solo_apply(&d, act, &none, err, sizeof err) != SOLO_OK)
                break;
            at = next;
            path[len++] = at;
            if (expanded)
                break;
        }
        play_out(p, &d, r);
        double reward[1] = {d.outcome == SOLO_WIN ? 1.0 : 0.0};
        search_tree_backup(&t, path, len, reward, 1);
        done++;
        if (p->stop_early && (done & 15) == 0 && search_tree_decided(&t, p->iterations - done))
            break;
    }
    struct search_report local;
    struct search_report *rep = report ? report : &local;
    search_tree_report(&t, 0, rep);
    rep->iterations = done;
    search_tree_free(&t);
    for (int i = 0; i < rep->nmoves; i++)
        for (int j = 0; j < nlegal; j++)
            if (legal[j] == rep->moves[i].act)
                return legal[j];
    return solo_policy_choose(SOLO_POLICY_BOT, s, r); /* stopped before any iteration */
}
