/* solo_restore.c — a stored solitaire game rebuilt from options, seed and
 * actions (a game from a scenario: from its text too), for resume, replay
 * and check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/record/restore.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/commands/variant_file.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"
#include "record/practice.h"
#include "solo/solo_levels.h"

#define MAX_EVENTS 64

/* A practice game with a new deal, at its start position (after `at`
 * actions, when the replay reaches it): the player's deck, the enemy deck
 * and the special deck dealt again from what he sees (solo_determinize),
 * from the stored seed. */
static void redeal(struct solo_screen *screen, const struct store_game *g, int64_t at,
                   size_t done, enum restore_mode mode)
{
    if (!g->header.redeal || at != (int64_t)done)
        return;
    struct rng r;
    struct solo_state out;
    rng_seed(&r, g->header.redeal_seed);
    solo_determinize(&screen->state, &r, &out);
    screen->state = out;
    if (mode == RESTORE_REPLAY)
        printf(_("The cards you could not see are dealt again (seed %llu).\n"),
               (unsigned long long)g->header.redeal_seed);
}

int restore_solo(struct session *s, const struct store_game *g, enum restore_mode mode, bool step)
{
    const struct store_game_header *h = &g->header;
    struct solo_screen *screen = calloc(1, sizeof *screen);
    struct solo_event buf[MAX_EVENTS];
    struct solo_events ev = { buf, MAX_EVENTS, 0, 0 };
    struct msg err;
    if (!screen)
        return -1;
    const char *opts = strchr(h->ruleset, ' ');
    solo_options_stored(&screen->options); /* what the stored string means */
    msg_clear(&err);
    if (variant_file_load(h->variant, &screen->variant, &err) ||
        (opts && solo_options_parse(&screen->options, opts + 1, &err) != SOLO_OK) ||
        (g->scenario ? solo_new_scenario(&screen->state, &screen->variant, &screen->options,
                                         h->seed, g->scenario, &ev, &err)
                     : solo_new(&screen->state, &screen->variant, &screen->options, h->seed,
                                &ev, &err)) != SOLO_OK ||
        (g->scenario && !(screen->scenario = strdup(g->scenario)))) {
        restore_say(s, mode, N_("Game %lld cannot be rebuilt: %s"), (long long)h->id,
                    restore_english(mode) ? msg_s(&err) : i18n_msg_l(&err));
        free(screen);
        return -1;
    }
    screen->seed = h->seed;
    screen->undo.game = h->id;
    /* the level stored with it; a game stored before levels: the level of
     * its options, if any */
    screen->level = *h->level ? solo_level_find(h->level)
                              : solo_screen_level_of(&screen->variant, &screen->options,
                                                     g->scenario);
    session_set_screen(s, &solo_screen_ops, screen);
    s->journal.replaying = true;
    struct journal_derived derived = { 0 };
    if (mode == RESTORE_RESUME)
        journal_collect(&s->journal, &derived);
    else if (mode == RESTORE_CHECK)
        journal_collect(&s->journal, s->journal.collect);
    journal_solo_events(&s->journal, &ev);
    if (mode == RESTORE_REPLAY && g->scenario)
        printf(_("The game starts from a scenario:\n"));
    if (mode == RESTORE_REPLAY)
        solo_render_events(s, &ev);
    int64_t start = practice_start(g);
    for (size_t i = 0; i < g->nactions; i++) {
        redeal(screen, g, start, i, mode);
        solo_action a = 0;
        ev.n = ev.lost = 0;
        if (solo_action_parse(g->actions[i].text, &a, &err) != SOLO_OK ||
            solo_apply(&screen->state, a, &ev, &err) != SOLO_OK) {
            restore_say(s, mode, N_("Game %lld cannot be rebuilt: action %zu '%s' is refused: %s"),
                        (long long)h->id, i + 1, g->actions[i].text,
                        restore_english(mode) ? msg_s(&err) : i18n_msg_l(&err));
            s->journal.replaying = false;
            s->journal.collect = NULL;
            journal_derived_free(&derived);
            session_end_games(s);
            return -1;
        }
        struct reveal shown;
        undo_solo(&ev, &shown);
        undo_note(&screen->undo, true, &shown, solo_is_terminal(&screen->state));
        s->journal.seq = (int64_t)i + 1;
        journal_solo_events(&s->journal, &ev);
        if (mode == RESTORE_REPLAY) {
            printf("solo> %s\n", g->actions[i].text);
            solo_render_events(s, &ev);
            if (step && i + 1 < g->nactions && !restore_wait()) {
                start = -1; /* stopped: no new deal after */
                break;
            }
        }
    }
    redeal(screen, g, start, g->nactions, mode);
    screen->undo.practice = g->header.practice;
    screen->undo.start = start;
    s->journal.replaying = false;
    s->journal.collect = NULL;
    if (mode == RESTORE_RESUME && restore_mend(s, g, &derived))
        return 0;
    if (mode == RESTORE_QUIET)
        s->journal.game_id = h->id;
    if (mode == RESTORE_RESUME) {
        s->journal.game_id = h->id;
        printf(ngettext("Resumed game %lld (solitaire, seed %llu) after %zu action.\n",
                        "Resumed game %lld (solitaire, seed %llu) after %zu actions.\n", g->nactions),
               (long long)h->id,
               (unsigned long long)h->seed, g->nactions);
        solo_render_status(s);
    }
    return 0;
}
