/* table_campaign.c — playing for points (the points-game module): games
 * follow one another, each dealt from the campaign's first seed plus its
 * number, until a player reaches the target; a tie for the most points is
 * settled by a final battle on the last game's board. */
#include <stdio.h>
#include <string.h>

#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"

static void print_points(const struct table_screen *t)
{
    printf("Points after game %d (target %d):", t->campaign.games, t->campaign.target);
    for (int i = 0; i < t->game.nseats; i++)
        printf("  %s %d (+%d)", table_seat_name(i), t->campaign.points[i],
               t->campaign.last_points[i]);
    printf("\n");
}

void table_campaign_begin(struct session *s)
{
    struct table_screen *t = s->table;
    if (t->in_campaign)
        t->campaign_id = journal_campaign_begin(&s->journal, "points", t->ruleset,
                                                t->campaign.target);
}

int table_campaign_advance(struct session *s, uint64_t seed, bool show)
{
    struct table_screen *t = s->table;
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    char err[200];
    bool was_final = t->campaign.next == CAMPAIGN_FINAL_BATTLE;
    int rc = was_final ? campaign_record_final_battle(&t->campaign, &t->state, err, sizeof err)
                       : campaign_record_game(&t->campaign, &t->game, &t->state, err, sizeof err);
    if (rc) {
        printf("The campaign cannot go on: %s\n", err);
        t->in_campaign = false;
        return 0;
    }
    if (show && !was_final)
        print_points(t);
    if (t->campaign.next == CAMPAIGN_OVER) {
        if (show) {
            printf("*** The campaign is over:");
            for (int i = 0; i < t->game.nseats; i++)
                if (t->campaign.winners & (1u << i))
                    printf(" %s", table_seat_name(i));
            printf(" %s it%s. ***\n",
                   __builtin_popcount(t->campaign.winners) > 1 ? "share"
                   : t->campaign.winners & 1u                  ? "win"
                                                               : "wins",
                   t->campaign.by_final_battle ? " by the final battle" : "");
        }
        return 0;
    }
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    if (t->campaign.next == CAMPAIGN_FINAL_BATTLE) {
        state_clone(&t->last, &t->state);
        state_init_final_battle(&t->game, &t->state, &t->last, t->campaign.tied, seed, &log);
        if (show)
            printf("\nA tie for the most points: a final battle decides the campaign.\n");
    } else {
        state_init(&t->game, &t->state, seed, &log);
        if (show)
            printf("\n=== Game %d of the campaign (seed %llu) ===\n", t->campaign.games + 1,
                   (unsigned long long)seed);
    }
    table_seat_bots(t, seed);
    journal_table_events(&s->journal, &log, t->game.nseats);
    if (show)
        table_render_events(s, &log);
    return 1;
}

int table_campaign_continue(struct session *s)
{
    struct table_screen *t = s->table;
    uint64_t seed = t->first_seed + (uint64_t)t->campaign.games + 1;
    if (!table_campaign_advance(s, seed, true)) {
        journal_campaign_end(&s->journal, t->campaign_id);
        return 0;
    }
    struct store_new_game rec;
    table_game_record(s, &rec);
    journal_begin(&s->journal, &rec);
    return 1;
}
