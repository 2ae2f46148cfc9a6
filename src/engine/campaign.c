/* campaign.c — the points-game campaign (doc/rule-modules.md): points
 * after each game, the target, the most points, and the final battle on
 * a tie for the most points. */
#include "engine/campaign.h"

#include <stdio.h>
#include <string.h>

#include "engine/game_rules.h"

int campaign_init(struct campaign *c, const struct game *g, struct msg *err)
{
    memset(c, 0, sizeof *c);
    if (g->campaign_target <= 0) {
        msg_fail(err, -1, "a campaign needs the points-game rule module");
        return -1;
    }
    c->nseats = g->nseats;
    c->target = g->campaign_target;
    c->exceed = g->campaign_exceed;
    c->next = CAMPAIGN_NEXT_GAME;
    return 0;
}

void campaign_game_points(const struct game *g, const struct state *s, int *points)
{
    for (int seat = 0; seat < s->nseats; seat++)
        points[seat] = region_count(s->owned[seat]);
    HOOKS_EACH(g, HOOK_SCORE, score, g, s, points);
}

int campaign_record_game(struct campaign *c, const struct game *g, const struct state *s,
                         struct msg *err)
{
    const char *why = c->next != CAMPAIGN_NEXT_GAME ? "the campaign expects no more games"
                      : !state_is_terminal(s)       ? "the game is not over"
                      : s->nseats != c->nseats      ? "the game has another number of players"
                                                    : NULL;
    if (why) /* a fault of the calling program: said in English */
        return msg_fail_text(err, -1, why);
    campaign_game_points(g, s, c->last_points);
    int best = -1;
    uint8_t top = 0;
    for (int seat = 0; seat < c->nseats; seat++) {
        c->points[seat] += c->last_points[seat];
        if (c->points[seat] > best) {
            best = c->points[seat];
            top = 0;
        }
        if (c->points[seat] == best)
            top |= (uint8_t)(1u << seat);
    }
    c->games++;
    if (best < c->target || (best == c->target && c->exceed))
        return 0;
    if (__builtin_popcount(top) == 1) {
        c->next = CAMPAIGN_OVER;
        c->winners = top;
    } else {
        c->next = CAMPAIGN_FINAL_BATTLE;
        c->tied = top;
    }
    return 0;
}

int campaign_record_final_battle(struct campaign *c, const struct state *s, struct msg *err)
{
    const char *why = c->next != CAMPAIGN_FINAL_BATTLE ? "the campaign expects no final battle"
                      : !state_is_terminal(s)           ? "the final battle is not over"
                      : s->participants != c->tied      ? "not the campaign's final battle"
                                                        : NULL;
    if (why) /* a fault of the calling program: said in English */
        return msg_fail_text(err, -1, why);
    c->next = CAMPAIGN_OVER;
    c->winners = s->winners;
    c->by_final_battle = 1;
    return 0;
}

void campaign_standing(const struct campaign *c, struct game *g)
{
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        g->campaign_points[i] = i < c->nseats ? c->points[i] : 0;
}
