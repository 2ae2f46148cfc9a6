/* solo_screen.c — starting a solitaire game in the session and applying the
 * player's actions, with a clear message for anything not allowed. */
#include "cli/solo/solo_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/record/db.h"
#include "cli/prompt/session.h"
#include "cli/term/term_safe.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"
#include "solo/solo_levels.h"

#define MAX_EVENTS 64

/* The game and its setup events into the database. */
static void record(struct session *s, struct solo_events *ev)
{
    const struct solo_screen *g = solo_of(s);
    struct store_new_game rec = { .kind = "solitaire", .variant = g->variant.name,
                                  .seed = g->seed, .player_count = 1, .profile_seat = 0,
                                  .nseats = 1 };
    char ruleset[STORE_RULESET_MAX + 1];
    solo_screen_ruleset(g, ruleset, sizeof ruleset);
    rec.ruleset = ruleset;
    rec.scenario = g->scenario;
    rec.level = g->level >= 0 ? solo_level_at(g->level)->name : NULL;
    rec.seats[0] = (struct store_seat){ .seat = 0, .kind = "human" };
    snprintf(rec.seats[0].name, sizeof rec.seats[0].name, "%s", db_profile_name());
    journal_begin(&s->journal, &rec);
    journal_solo_events(&s->journal, ev);
}

int solo_screen_start(struct session *s, const struct variant *v, const struct solo_options *o,
                      uint64_t seed)
{
    return solo_screen_start_scenario(s, v, o, seed, NULL, NULL);
}

int solo_screen_start_scenario(struct session *s, const struct variant *v,
                               const struct solo_options *o, uint64_t seed, const char *text,
                               const char *name)
{
    struct solo_screen *g = calloc(1, sizeof *g);
    struct solo_event buf[MAX_EVENTS];
    struct solo_events ev = { buf, MAX_EVENTS, 0, 0 };
    struct msg err;
    if (!g || (text && !(g->scenario = strdup(text)))) {
        fprintf(stderr, _("condottiere: out of memory\n"));
        free(g);
        return -1;
    }
    g->variant = *v;
    g->options = *o;
    g->seed = seed;
    g->level = solo_screen_level_of(v, o, text);
    int rc = text ? solo_new_scenario(&g->state, v, o, seed, text, &ev, &err)
                  : solo_new(&g->state, v, o, seed, &ev, &err);
    if (rc != SOLO_OK) {
        fprintf(stderr, _("condottiere: cannot start the solitaire game: %s\n"),
                i18n_msg_l(&err));
        free(g->scenario);
        free(g);
        return -1;
    }
    session_set_screen(s, &solo_screen_ops, g);
    if (s->record_lazily && ev.n <= SOLO_SETUP_EVENTS && !ev.lost) {
        g->unrecorded = true;
        g->setup_n = ev.n;
        memcpy(g->setup, ev.ev, (size_t)ev.n * sizeof ev.ev[0]);
    } else {
        record(s, &ev);
    }
    char shown[512];
    if (text)
        /* TRANSLATORS: the scenario file, the seed, the number of armies */
        printf(ngettext("Solitaire game from scenario %s (seed %llu): you against %d enemy army.\n",
                        "Solitaire game from scenario %s (seed %llu): you against %d enemy armies.\n",
                        (unsigned long)o->armies),
               term_safe(shown, sizeof shown, name ? name : ""), (unsigned long long)seed,
               o->armies);
    else
        printf(ngettext("New solitaire game (seed %llu): you against %d enemy army.\n",
                        "New solitaire game (seed %llu): you against %d enemy armies.\n",
                        (unsigned long)o->armies),
               (unsigned long long)seed, o->armies);
    solo_render_level_line(g);
    solo_render_events(s, &ev);
    printf("\n");
    solo_render_status(s);
    return 0;
}

void solo_screen_ruleset(const struct solo_screen *g, char *buf, size_t cap)
{
    char opts[160];
    solo_options_format(&g->options, opts, sizeof opts);
    snprintf(buf, cap, "%s%s%s", g->variant.name, *opts ? " " : "", opts);
}

/* Why a well-formed action is refused, in the screen's language: a card
 * not held, or what is asked now. */
static void explain_refusal(const struct session *s, solo_action a, int rc)
{
    struct solo_view v;
    char name[32];
    solo_view(&solo_of(s)->state, &v);
    int type = solo_action_type(a), card = solo_action_card(a);
    bool known = card >= 0 && card < CARD_KINDS;
    if (rc == SOLO_ERR_OVER) {
        printf(_("The game is over.\n"));
        return;
    }
    if (type == SOLO_ACT_PLAY && known && !v.hand[card] && solo_can(&solo_of(s)->state, SOLO_ACT_PLAY)) {
        printf(_("You hold no %s. "), card_name_local(card));
        solo_render_hand(s);
        return;
    }
    if (type == SOLO_ACT_SPECIAL && known && !v.reserve[card]) {
        printf(_("You hold no %s in your reserve. "), card_name_local(card));
        solo_render_hand(s);
        return;
    }
    if (type == SOLO_ACT_CONCEDE && v.player_played < v.options.concede_after) {
        printf(ngettext("You may concede only after playing %d card in this battle (you have "
                        "played %d). ",
                        "You may concede only after playing %d cards in this battle (you have "
                        "played %d). ",
                        (unsigned long)v.options.concede_after),
               v.options.concede_after, v.player_played);
        solo_render_turn(s);
        return;
    }
    solo_action_format(a, name, sizeof name);
    printf(_("'%s' is not possible now. "), name);
    solo_render_turn(s);
}

/* What a typed action's words got wrong, in the screen's language; a
 * special card after 'play' is told how to play it. */
static const char *action_error(const struct msg *m)
{
    if (m->nframes > 0 && !strcmp(m->frames[0].fmt, "'play' takes a mercenary (1 2 3 4 5 6 10); "
                                                     "%s is a special card: 'special %s'"))
        return _("'play' takes a mercenary (1 2 3 4 5 6 10); a special card is played with "
                 "special CARD");
    return i18n_msg_l(m);
}

void solo_screen_act(struct session *s, const char *text)
{
    struct solo_screen *g = solo_of(s);
    struct solo_event buf[MAX_EVENTS];
    struct solo_events ev = { buf, MAX_EVENTS, 0, 0 };
    struct msg err;
    solo_action a;
    if (solo_action_parse(text, &a, &err) != SOLO_OK) {
        printf("%s\n", action_error(&err));
        return;
    }
    /* played on a copy, saved, and only then made: the database never
     * misses a move that was played, nor holds one that was refused */
    struct solo_state next = g->state;
    int rc = solo_apply(&next, a, &ev, NULL);
    if (rc != SOLO_OK) {
        explain_refusal(s, a, rc);
        return;
    }
    char canonical[32];
    solo_action_format(a, canonical, sizeof canonical);
    if (g->unrecorded) { /* the first move of a game started lazily */
        struct solo_events setup = { g->setup, SOLO_SETUP_EVENTS, g->setup_n, 0 };
        g->unrecorded = false;
        record(s, &setup);
    }
    /* the action and what it leads to (battle, end) are saved together */
    int64_t game = s->journal.game_id; /* (the game's end clears it) */
    if (!journal_step_begin(&s->journal))
        return;
    if (!journal_action(&s->journal, 0, canonical)) {
        journal_step_abort(&s->journal);
        return;
    }
    journal_solo_events(&s->journal, &ev);
    if (!journal_step_end(&s->journal))
        return;
    g->state = next;
    struct reveal shown;
    undo_solo(&ev, &shown);
    undo_note(&g->undo, true, &shown, solo_is_terminal(&g->state));
    if (game)
        g->undo.game = game;
    solo_render_events(s, &ev);
    if (solo_is_terminal(&g->state)) {
        solo_render_turn(s);
        return;
    }
    /* a new battle gets the whole table; a move within one, the brief view */
    bool new_battle = false;
    for (int i = 0; i < ev.n && i < ev.cap; i++)
        new_battle |= ev.ev[i].type == SOLO_EV_BATTLE;
    if (new_battle) {
        printf("\n");
        solo_render_status(s);
    } else {
        solo_render_brief(s);
    }
}
