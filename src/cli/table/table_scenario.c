/* table_scenario.c — a standard game that starts from a scenario file's
 * position (play --scenario, doc/scenario.md) instead of a deal: the text
 * read with its seed replaced by the game's (the cards it does not place
 * are shuffled with it), the human in the seat asked for, bots in the
 * others. The text is stored with the game: with the seed, the ruleset and
 * the actions it rebuilds the game (resume, replay, check). With points-game
 * the position is the first game of a campaign (table_campaign.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/scenario_file.h"
#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "cli/term/term_safe.h"
#include "rules/scenario.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

int table_scenario_position(const char *text, uint64_t seed, struct game *g, struct state *st,
                            struct msg *err)
{
    size_t n = strlen(text);
    char *t = malloc(n + 48);
    if (!t)
        return msg_fail(err, -1, "out of memory");
    /* the last `seed` line counts: the game's seed replaces the file's;
     * the `human` key is the prompt's, not the engine's */
    snprintf(t, n + 48, "%s\nseed %llu\n", text, (unsigned long long)seed);
    int human = 0;
    int rc = scenario_file_take_human(t, &human, err);
    if (rc == 0)
        rc = scenario_parse(t, g, st, err);
    free(t);
    return rc ? -1 : 0;
}

int table_screen_begin_scenario(struct session *s, const char *text, uint64_t seed, int human,
                                const enum bot_kind *kinds, const int *budgets, struct msg *err)
{
    struct game g;
    struct state *st = malloc(sizeof *st);
    char *copy = strdup(text);
    if (!st || !copy) {
        msg_fail(err, -1, "out of memory");
        free(st);
        free(copy);
        return -1;
    }
    if (table_scenario_position(text, seed, &g, st, err)) {
        free(st);
        free(copy);
        return -1;
    }
    if (human < 0 || human >= g.nseats) {
        msg_fail(err, -1, "seat %d is not at the table: its seats are 0 to %d", human,
                 g.nseats - 1);
        free(st);
        free(copy);
        return -1;
    }
    struct table_screen *t = table_screen_new(&g, kinds, budgets, seed, human);
    if (!t) {
        msg_fail(err, -1, "out of memory");
        free(st);
        free(copy);
        return -1;
    }
    t->scenario = copy;
    t->state = *st;
    free(st);
    table_seat_bots(t, seed);
    table_screen_set(s, t);
    return 0;
}

int table_screen_start_scenario(struct session *s, const char *name, const char *text,
                                uint64_t seed, int human, const enum bot_kind *kinds,
                                const int *budgets)
{
    struct msg err;
    if (table_screen_begin_scenario(s, text, seed, human, kinds, budgets, &err)) {
        char shown[512];
        fprintf(stderr, "condottiere: %s: %s\n", term_safe(shown, sizeof shown, name),
                i18n_msg_l(&err));
        return -1;
    }
    struct table_screen *t = table_of(s);
    char levels[GAME_MAX_SEATS * 24] = "", level[24];
    for (int i = 0; i < t->game.nseats; i++) {
        if (i == human)
            continue;
        size_t len = strlen(levels);
        /* TRANSLATORS: a bot's seat (as the scenario file numbers them)
         * and its level, a word typed in English: "seat 2 heuristic". */
        snprintf(levels + len, sizeof levels - len, "%s", *levels ? ", " : "");
        len = strlen(levels);
        snprintf(levels + len, sizeof levels - len, _("seat %d %s"), i,
                 table_bot_name(t, i, level, sizeof level));
    }
    table_campaign_begin(s); /* points-game: the position is its first game */
    if (s->record_lazily && !t->in_campaign) {
        t->unrecorded = true; /* stored at the human's first move */
    } else {
        struct store_new_game rec;
        table_game_record(s, &rec);
        journal_begin(&s->journal, &rec);
    }
    /* TRANSLATORS: the scenario file, the ruleset, the seed, the human's
     * seat as the file numbers them (0 first), then each bot's seat and
     * level ("seat 1 heuristic, seat 2 random"); the levels are words
     * typed in English. */
    char shown[512];
    printf(_("Scenario %s (%s, seed %llu), seats numbered as in the file: you are seat %d; "
             "bots: %s.\n"), term_safe(shown, sizeof shown, name), t->ruleset,
           (unsigned long long)seed, human, levels);
    if (t->in_campaign)
        table_campaign_greet(t, true);
    table_screen_continue(s);
    printf("\n");
    table_render_status(s);
    return 0;
}
