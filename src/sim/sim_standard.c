/* sim_standard.c — one seeded standard game between bots, added to an
 * arm's aggregate: winners, the first token holder, how it ended, battles,
 * rounds, cards played and the regions nobody fought for; the bots seated
 * in order, or moved some seats on (rotated runs). */
#include <stdbool.h>
#include <stdio.h>

#include "sim/sim.h"

static inline void count(action a, region_set *contested, int64_t *plays)
{
    if (action_type(a) == ACTION_REGION)
        *contested |= (region_set)1u << action_arg(a);
    else if (action_type(a) == ACTION_PLAY)
        (*plays)++;
}

void sim_seat_bots(const struct sim_config *c, const struct game *g, uint64_t seed, int shift,
                   struct bot bots[GAME_MAX_SEATS])
{
    int n = g->nseats, kinds[GAME_MAX_SEATS];
    shift = ((shift % n) + n) % n;
    for (int k = 0; k < n; k++) { /* bot k sits at seat (k + shift) mod n */
        int seat = (k + shift) % n;
        bot_init(&bots[seat], c->bots[k], bot_seed(seed, seat));
        bots[seat].budget = c->budgets[k];
        bots[seat].threads = c->threads[k];
        kinds[seat] = (int)c->bots[k];
    }
    for (int seat = 0; seat < n; seat++)
        bots[seat].heuristic_seats = bot_table_seats(kinds, n, seat);
}

int sim_play_standard(const struct sim_config *c, const struct game *g, uint64_t seed,
                      struct sim_agg *agg, char *err, size_t errcap)
{
    return sim_play_standard_shifted(c, g, seed, 0, agg, err, errcap);
}

int sim_play_standard_shifted(const struct sim_config *c, const struct game *g, uint64_t seed,
                              int shift, struct sim_agg *agg, char *err, size_t errcap)
{
    struct state s;
    return sim_play_standard_state(c, g, seed, shift, agg, &s, err, errcap);
}

/* Plays *sp to its end with the bots (moved `shift` seats on); `position`:
 * *sp is a scenario's position (its battle already on counts as
 * contested), `first_move` (or NULL) forced first. */
static int play_out(const struct sim_config *c, const struct game *g, uint64_t seed, int shift,
                    bool position, const action *first_move, struct sim_agg *agg,
                    struct state *sp, char *err, size_t errcap)
{
    struct bot bots[GAME_MAX_SEATS];
    int n = g->nseats;
    shift = ((shift % n) + n) % n;
    sim_seat_bots(c, g, seed, shift, bots);
    int first = sp->token;
    region_set contested = 0;
    int64_t plays = 0;

    if (position && sp->contested != SEAT_NONE) /* a battle already on */
        contested |= (region_set)1u << sp->contested;
    if (first_move) { /* --scenario: the seat to move's first move, forced */
        struct msg msg;
        count(*first_move, &contested, &plays);
        if (state_apply(g, sp, *first_move, NULL, &msg) != STATE_OK) {
            snprintf(err, errcap, "game seed %llu: the engine refused the first move: %s",
                     (unsigned long long)seed, msg_s(&msg));
            return -1;
        }
    }
    while (!state_is_terminal(sp)) {
        int seat = state_current_seat(sp);
        action a;
        if (bots[seat].kind == BOT_RANDOM) {
            /* what bot_act does for a random bot (the same draw over the
             * same legal actions), without the observation it does not
             * read; its pick is legal: played at once, unchecked */
            a = state_random_step(g, sp, &bots[seat].rng);
            count(a, &contested, &plays);
            continue;
        }
        bool listed;
        a = bot_act_listed(&bots[seat], g, sp, &listed);
        count(a, &contested, &plays);
        if (listed) { /* one of the legal actions: not checked again */
            state_apply_legal(g, sp, a, NULL);
            continue;
        }
        struct msg msg;
        if (state_apply(g, sp, a, NULL, &msg) != STATE_OK) {
            char text[ACTION_TEXT_MAX];
            action_to_text(a, text, sizeof text);
            snprintf(err, errcap, "game seed %llu: the engine refused the %s bot's '%s': %s",
                     (unsigned long long)seed, bot_kind_name(bots[seat].kind), text, msg_s(&msg));
            return -1;
        }
    }

    struct game_result r;
    state_result(sp, &r);
    int64_t before = agg->games;
    for (int i = 0; i < n; i++) {
        if (!(r.winners >> i & 1u))
            continue;
        int k = (i - shift + n) % n; /* the bot at seat i */
        agg->wins[k]++;
        if (r.nwinners > 1)
            agg->shared_wins[k]++;
        agg->order_wins[(i - first + n) % n]++;
    }
    agg->first_token[(first - shift + n) % n]++;
    if ((int)r.reason >= 0 && (int)r.reason < SIM_ENDINGS)
        agg->endings[r.reason]++;
    if (r.battle_cap)
        agg->capped++;
    int never = 0;
    for (int reg = 0; reg < REGION_COUNT; reg++)
        if (!(contested >> reg & 1u)) {
            agg->never_contested[reg]++;
            never++;
        }
    agg->cards_played += plays;
    sim_sample_add(&agg->battles, before, sp->battles);
    sim_sample_add(&agg->rounds, before, sp->round);
    sim_sample_add(&agg->uncontested, before, never);
    sim_sample_add(&agg->actions, before, sp->actions);
    agg->games++;
    return 0;
}

int sim_play_standard_state(const struct sim_config *c, const struct game *g, uint64_t seed,
                            int shift, struct sim_agg *agg, struct state *sp, char *err,
                            size_t errcap)
{
    state_init(g, sp, seed, NULL);
    return play_out(c, g, seed, shift, false, NULL, agg, sp, err, errcap);
}

int sim_play_position(const struct sim_config *c, const struct game *g, struct state *s,
                      uint64_t seed, const action *first, struct sim_agg *agg, char *err,
                      size_t errcap)
{
    return play_out(c, g, seed, 0, true, first, agg, s, err, errcap);
}
