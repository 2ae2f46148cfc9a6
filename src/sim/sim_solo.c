/* sim_solo.c — one seeded solitaire game played by a policy (the solitaire
 * bot or random choices), added to an arm's aggregate: the player's win,
 * the end condition, battles, victories and cards played. */
#include <stdio.h>

#include "ai/search_bot.h"
#include "sim/sim.h"

int sim_play_solo(const struct sim_config *c, const struct sim_arm *arm, uint64_t seed,
                  struct sim_agg *agg, char *err, size_t errcap)
{
    struct solo_state s;
    struct solo_events none = { NULL, 0, 0, 0 };
    struct msg msg;
    if (solo_new(&s, &c->variant, &arm->solo, seed, &none, &msg) != SOLO_OK) {
        snprintf(err, errcap, "ruleset '%s': %s", arm->label, msg_s(&msg));
        return -1;
    }
    struct rng r; /* the random policy's own generator, apart from the game's */
    rng_seed(&r, bot_seed(seed, 0));
    int64_t plays = 0;
    while (!solo_is_terminal(&s)) {
        solo_action a;
        if (arm->search.budget != 0) {
            struct search_params p;
            search_solo_default_params(&p, arm->search.budget);
            p.threads = arm->search.threads > 1 ? arm->search.threads : 1;
            a = search_solo_choose(&p, &s, &r, NULL);
        } else {
            a = solo_policy_choose(arm->policy, &s, &r);
        }        int type = solo_action_type(a);
        if (type == SOLO_ACT_PLAY || type == SOLO_ACT_BLIND)
            plays++;
        none.n = none.lost = 0;
        if (solo_apply(&s, a, &none, &msg) != SOLO_OK) {
            char text[48];
            solo_action_format(a, text, sizeof text);
            snprintf(err, errcap, "game seed %llu: the solitaire refused the %s policy's '%s': %s",
                     (unsigned long long)seed, sim_arm_policy_name(arm), text, msg_s(&msg));
            return -1;
        }
    }
    struct solo_result res;
    solo_result(&s, &res);
    int64_t before = agg->games;
    int won = res.outcome == SOLO_WIN;
    if (won)
        agg->wins[0]++;
    if ((int)res.end >= 0 && (int)res.end < SIM_SOLO_ENDS) {
        agg->solo_ends[res.end]++;
        agg->solo_end_wins[res.end] += won;
    }
    agg->cards_played += plays;
    sim_sample_add(&agg->battles, before, res.battles);
    sim_sample_add(&agg->solo_victories, before, res.victories[SOLO_MARK_PLAYER]);
    agg->games++;
    return 0;
}
