/* table_campaign.c — playing for points (the points-game module): games
 * follow one another, each dealt from the campaign's first seed plus its
 * number, until a player reaches the target; a tie for the most points is
 * settled by a final battle on the last game's board. A campaign may start
 * from a scenario's position (play --scenario): that is its first game,
 * stored with the text; the next ones are dealt. The step from one
 * game to the next is saved with the action that ended the game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "store/store.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

static void print_points(const struct table_screen *t)
{
    /* TRANSLATORS: each player's points follow. points-game.target-mode=
     * exceed: only a total beyond the target ends the campaign. */
    printf(t->campaign.exceed ? _("Points after game %d (target: more than %d):")
                              : _("Points after game %d (target %d):"),
           t->campaign.games, t->campaign.target);
    for (int i = 0; i < t->game.nseats; i++)
        printf("  %s %d (+%d)", table_seat_name(i), t->campaign.points[i],
               t->campaign.last_points[i]);
    printf("\n");
}

static void print_over(const struct table_screen *t)
{
    bool many = __builtin_popcount(t->campaign.winners) > 1;
    bool mine = !many && (t->campaign.winners >> TABLE_HUMAN & 1u);
    bool final = t->campaign.by_final_battle;
    /* TRANSLATORS: the winners follow, then "win it.", "wins it.",
     * "share it." (or "... it by the final battle."). */
    printf(_("*** The campaign is over:"));
    for (int i = 0; i < t->game.nseats; i++)
        if (t->campaign.winners & (1u << i))
            printf(" %s", table_seat_name(i));
    printf(" %s ***\n", many   ? (final ? _("share it by the final battle.") : _("share it."))
                        : mine ? (final ? _("win it by the final battle.") : _("win it."))
                               : (final ? _("wins it by the final battle.") : _("wins it.")));
}

/* The sentences that say when the campaign ends follow
 * points-game.target-mode: "N points" when reaching N ends it, "more than
 * N points" when only a total beyond N does. */
void table_campaign_greet(const struct table_screen *t, bool from_scenario)
{
    int n = t->campaign.target;
    unsigned long plural = (unsigned long)n;
    if (from_scenario && t->campaign.exceed)
        printf(ngettext("Playing for points: this position is the campaign's first game; the "
                        "next games are dealt until someone has more than %d point.\n",
                        "Playing for points: this position is the campaign's first game; the "
                        "next games are dealt until someone has more than %d points.\n", plural),
               n);
    else if (from_scenario)
        printf(ngettext("Playing for points: this position is the campaign's first game; the "
                        "next games are dealt until someone has %d point.\n",
                        "Playing for points: this position is the campaign's first game; the "
                        "next games are dealt until someone has %d points.\n", plural),
               n);
    else if (t->campaign.exceed)
        printf(ngettext("Playing for points: games follow one another until someone has more "
                        "than %d point.\n",
                        "Playing for points: games follow one another until someone has more "
                        "than %d points.\n", plural),
               n);
    else
        printf(ngettext("Playing for points: games follow one another until someone has %d "
                        "point.\n",
                        "Playing for points: games follow one another until someone has %d "
                        "points.\n", plural),
               n);
}

void table_campaign_resumed(const struct table_screen *t)
{
    int game = t->campaign.games + 1, n = t->campaign.target;
    if (t->campaign.exceed)
        printf(ngettext("Game %d of a campaign for more than %d point.\n",
                        "Game %d of a campaign for more than %d points.\n", (unsigned long)n),
               game, n);
    else
        printf(ngettext("Game %d of a campaign for %d point.\n",
                        "Game %d of a campaign for %d points.\n", (unsigned long)n),
               game, n);
}

void table_campaign_begin(struct session *s)
{
    struct table_screen *t = table_of(s);
    if (!t->in_campaign)
        return;
    /* The campaign's name is its ruleset, cut to what a name may hold (a
     * long one, "standard+capture-regions,hidden-cards,...", would leave
     * the campaign unrecorded); each game keeps its whole ruleset. */
    char name[STORE_NAME_MAX + 1];
    size_t len = strlen(t->ruleset);
    if (len <= STORE_NAME_MAX)
        snprintf(name, sizeof name, "%.*s", STORE_NAME_MAX, t->ruleset);
    else
        snprintf(name, sizeof name, "%.*s...", STORE_NAME_MAX - 3, t->ruleset);
    t->campaign_id = journal_campaign_begin(&s->journal, "points", name, t->campaign.target);
}

int table_campaign_advance(struct session *s, uint64_t seed)
{
    struct table_screen *t = table_of(s);
    struct msg err;
    t->moved_from_final = t->campaign.next == CAMPAIGN_FINAL_BATTLE;
    int rc = t->moved_from_final
                 ? campaign_record_final_battle(&t->campaign, &t->state, &err)
                 : campaign_record_game(&t->campaign, &t->game, &t->state, &err);
    if (rc) {
        printf(_("The campaign cannot go on: %s\n"), i18n_msg_l(&err));
        t->in_campaign = false;
        return 0;
    }
    event_log_init(&t->deal, t->deal_items, EVENT_MAX_PER_APPLY);
    if (t->scenario) { /* a campaign from a position: only its first game */
        t->played_scenario = t->scenario;
        t->scenario = NULL;
    }
    if (t->campaign.next == CAMPAIGN_OVER)
        return 0;
    campaign_standing(&t->campaign, &t->game); /* the totals the bots see */
    memset(&t->undo, 0, sizeof t->undo); /* a new game: nothing of it to take back */
    if (t->campaign.next == CAMPAIGN_FINAL_BATTLE) {
        state_clone(&t->last, &t->state);
        state_init_final_battle(&t->game, &t->state, &t->last, t->campaign.tied, seed, &t->deal);
    } else {
        state_init(&t->game, &t->state, seed, &t->deal);
    }
    table_seat_bots(t, seed);
    journal_table_events(&s->journal, &t->deal, t->game.nseats, TABLE_HUMAN);
    return 1;
}

/* The next game (or the campaign's end) is written in the step that is
 * open: with the action that ended the game, or alone. */
static int advance_and_record(struct session *s)
{
    struct table_screen *t = table_of(s);
    uint64_t seed = t->first_seed + (uint64_t)t->campaign.games + 1;
    int more = table_campaign_advance(s, seed);
    if (more) {
        struct store_new_game rec;
        table_game_record(s, &rec);
        journal_begin(&s->journal, &rec);
    } else if (t->campaign.next == CAMPAIGN_OVER) {
        journal_campaign_end(&s->journal, t->campaign_id);
    }
    t->campaign_moved = true;
    return more;
}

int table_campaign_step(struct session *s, const struct state *ended)
{
    struct table_screen *t = table_of(s);
    struct table_screen *before = malloc(sizeof *before);
    if (!before) {
        journal_step_abort(&s->journal);
        printf(_("Could not save the move, so it was not played: out of memory\n"));
        return 1;
    }
    memcpy(before, t, sizeof *before);
    state_clone(&t->state, ended);
    advance_and_record(s);
    if (!journal_step_end(&s->journal)) {
        memcpy(t, before, sizeof *t); /* the game stays as it was */
        free(before);
        return 1;
    }
    free(before);
    return 0;
}

int table_campaign_continue(struct session *s)
{
    struct table_screen *t = table_of(s);
    if (!t->in_campaign || t->campaign.next == CAMPAIGN_OVER)
        return 0;
    if (!journal_step_begin(&s->journal))
        return 0;
    int more = advance_and_record(s);
    if (!journal_step_end(&s->journal))
        return 0;
    table_campaign_show(s, true);
    return more;
}

void table_campaign_show(struct session *s, bool show)
{
    struct table_screen *t = table_of(s);
    if (!t->campaign_moved)
        return;
    t->campaign_moved = false;
    if (!show)
        return;
    if (!t->in_campaign) /* it could not go on: said when it happened */
        return;
    if (!t->moved_from_final)
        print_points(t);
    if (t->campaign.next == CAMPAIGN_OVER) {
        print_over(t);
        return;
    }
    if (t->campaign.next == CAMPAIGN_FINAL_BATTLE)
        printf(_("\nA tie for the most points: a final battle decides the campaign.\n"));
    else
        printf(_("\n=== Game %d of the campaign (seed %llu) ===\n"), t->campaign.games + 1,
               (unsigned long long)t->seed);
    table_render_events(s, &t->deal);
}
