/* sim_campaign.c — one seeded points campaign (the points-game module)
 * between bots, played to its end as at the prompt: game k (0-based) is
 * dealt from the campaign's seed + k, a tie for the most points at the
 * target is settled by a final battle on the last game's board, dealt
 * from the seed + the games played. Before each game the table gets the
 * campaign's standing (campaign_standing), which the bots read. Every game is added to the arm's game
 * counters, the campaign to its campaign counters. */
#include <stdio.h>

#include "engine/campaign.h"
#include "sim/sim.h"

/* A campaign that has not ended after this many games is a bug (every
 * game scores at least one point when the target is reachable). */
#define CAMPAIGN_GAMES_MAX 10000

/* Plays the final battle s to its end with the configuration's bots. */
static int final_battle(const struct sim_config *c, const struct game *g, struct state *s,
                        uint64_t seed, int shift, char *err, size_t errcap)
{
    struct bot bots[GAME_MAX_SEATS];
    sim_seat_bots(c, g, seed, shift, bots);
    while (!state_is_terminal(s)) {
        int seat = state_current_seat(s);
        action a = bot_act(&bots[seat], g, s);
        struct msg msg;
        if (state_apply(g, s, a, NULL, &msg) != STATE_OK) {
            char text[ACTION_TEXT_MAX];
            action_to_text(a, text, sizeof text);
            snprintf(err, errcap,
                     "final battle seed %llu: the engine refused the %s bot's '%s': %s",
                     (unsigned long long)seed, bot_kind_name(bots[seat].kind), text, msg_s(&msg));
            return -1;
        }
    }
    return 0;
}

/* The campaign's message into err (in English, as the run's other
 * errors); returns -1. */
static int english(const struct msg *m, char *err, size_t errcap)
{
    snprintf(err, errcap, "%s", msg_s(m));
    return -1;
}

int sim_play_campaign(const struct sim_config *c, const struct game *g, uint64_t seed,
                      int shift, struct sim_agg *agg, char *err, size_t errcap)
{
    int n = g->nseats;
    shift = ((shift % n) + n) % n;
    struct campaign camp;
    struct state s, fb;
    struct game table = *g; /* this campaign's: the standing the bots see */
    struct msg m;
    if (campaign_init(&camp, g, &m))
        return english(&m, err, errcap);
    while (camp.next == CAMPAIGN_NEXT_GAME) {
        campaign_standing(&camp, &table);
        if (camp.games >= CAMPAIGN_GAMES_MAX) {
            snprintf(err, errcap, "campaign seed %llu: no end after %d games",
                     (unsigned long long)seed, CAMPAIGN_GAMES_MAX);
            return -1;
        }
        if (sim_play_standard_state(c, &table, seed + (uint64_t)camp.games, shift, agg, &s, err,
                                    errcap) ||
            (campaign_record_game(&camp, &table, &s, &m) && english(&m, err, errcap)))
            return -1;
        for (int i = 0; i < n; i++) /* counted at the bot of seat i */
            agg->campaign_points[(i - shift + n) % n] += camp.last_points[i];
    }
    if (camp.next == CAMPAIGN_FINAL_BATTLE) {
        uint64_t fseed = seed + (uint64_t)camp.games;
        campaign_standing(&camp, &table);
        state_init_final_battle(&table, &fb, &s, camp.tied, fseed, NULL);
        if (final_battle(c, &table, &fb, fseed, shift, err, errcap) ||
            (campaign_record_final_battle(&camp, &fb, &m) && english(&m, err, errcap)))
            return -1;
        agg->campaign_final_battles++;
    }
    int shared = __builtin_popcount(camp.winners) > 1;
    agg->campaign_shared += shared;
    for (int i = 0; i < n; i++)
        if (camp.winners >> i & 1u) {
            int k = (i - shift + n) % n; /* the bot at seat i */
            agg->campaign_wins[k]++;
            if (shared)
                agg->campaign_shared_wins[k]++;
        }
    sim_sample_add(&agg->campaign_games, agg->campaigns, camp.games);
    agg->campaigns++;
    return 0;
}
