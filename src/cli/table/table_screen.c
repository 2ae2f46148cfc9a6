/* table_screen.c — the standard game in the session: start, the human's
 * actions, the bots' turns. */
#include "cli/table/table_screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/search_options.h"
#include "cli/i18n/i18n_names.h"
#include "cli/record/db.h"
#include "cli/prompt/session.h"
#include "cli/table/table_levels.h"
#include "cli/term/term_thinking.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

/* The bots bear the names of condottieri, the same in every language. */
static const char *const names[GAME_MAX_SEATS] = {
    /* TRANSLATORS: the human player, named among the bots in lists
     * ("Regions:  you 2  Sforza 1"). */
    N_("you"), "Sforza", "Colleoni", "Gattamelata", "Montefeltro", "Malatesta",
};

static int human_seat; /* the table's human: 0 unless a scenario says */

int table_human(void)
{
    return human_seat;
}

const char *table_seat_name(int seat)
{
    if (seat == human_seat)
        return _(names[0]);
    if (seat == 0) /* the human sits elsewhere: seat 0 takes his seat's name */
        return names[human_seat];
    return seat >= 0 && seat < GAME_MAX_SEATS ? names[seat] : _("nobody");
}

void table_observe(const struct session *s, struct observation *o)
{
    state_observe(&table_of(s)->game, &table_of(s)->state, TABLE_HUMAN, o);
}

/* Plays `a` for the current seat on a copy, saves it, and only then makes
 * it: the database never misses a move that was played, nor holds one that
 * was refused. Returns STATE_OK, STATE_ILLEGAL (err says why) or 1 when the
 * move could not be saved (a message was shown). */
/* Stores a game started lazily, at the human's first move (or when the
 * bots' moves before it fill the list): the game, then each move so far
 * with its events, as commit() would have. 0, or 1 when it could not. */
static int record_pending(struct session *s)
{
    struct table_screen *t = table_of(s);
    struct store_new_game rec;
    struct state replay;
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    char text[ACTION_TEXT_MAX];
    struct msg err;
    t->unrecorded = false;
    table_game_record(s, &rec);
    journal_begin(&s->journal, &rec);
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    if (t->scenario) {
        struct game g;
        struct msg m;
        if (table_scenario_position(t->scenario, t->seed, &g, &replay, &m))
            return 1;
    } else {
        state_init(&t->game, &replay, t->seed, &log);
    }
    for (int i = 0; i < t->npending; i++) {
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        if (state_apply(&t->game, &replay, t->pending[i].a, &log, &err) != STATE_OK)
            return 1;
        action_to_text(t->pending[i].a, text, sizeof text);
        if (!journal_step_begin(&s->journal))
            return 1;
        if (!journal_action(&s->journal, t->pending[i].seat, text)) {
            journal_step_abort(&s->journal);
            return 1;
        }
        journal_table_events(&s->journal, &log, t->game.nseats, TABLE_HUMAN);
        if (!journal_step_end(&s->journal))
            return 1;
    }
    t->npending = 0;
    return 0;
}

static int commit(struct session *s, action a, struct event_log *log, struct msg *err)
{
    struct table_screen *t = table_of(s);
    struct state next;
    int seat = state_current_seat(&t->state);
    state_clone(&next, &t->state);
    int rc = state_apply(&t->game, &next, a, log, err);
    if (rc != STATE_OK)
        return rc;
    /* a legal move of the human's (or a full list): the game is stored now */
    if (t->unrecorded && (seat == TABLE_HUMAN || t->npending == TABLE_PENDING_MAX) &&
        record_pending(s))
        return 1;
    char text[ACTION_TEXT_MAX];
    action_to_text(a, text, sizeof text);
    /* the action and what it leads to (battle, end, scores) are saved
     * together, or not at all */
    int64_t game = s->journal.game_id; /* (the game's end clears it) */
    if (!journal_step_begin(&s->journal))
        return 1;
    if (!journal_action(&s->journal, seat, text)) {
        journal_step_abort(&s->journal);
        return 1;
    }
    int points[GAME_MAX_SEATS];
    if (t->in_campaign && state_is_terminal(&next) &&
        t->campaign.next == CAMPAIGN_NEXT_GAME) {
        campaign_game_points(&t->game, &next, points);
        s->journal.scores = points; /* recorded with the game's end */
    }
    journal_table_events(&s->journal, log, t->game.nseats, TABLE_HUMAN);
    s->journal.scores = NULL;
    if (t->in_campaign && state_is_terminal(&next) && !s->journal.replaying)
        return table_campaign_step(s, &next) ? 1 : STATE_OK; /* the next game too */
    if (!journal_step_end(&s->journal))
        return 1;
    state_clone(&t->state, &next);
    struct reveal shown;
    undo_table(log, TABLE_HUMAN, &shown);
    undo_note(&t->undo, seat == TABLE_HUMAN, &shown, state_is_terminal(&next));
    if (game)
        t->undo.game = game;
    if (t->unrecorded) { /* a bot's move before the human's first: kept */
        t->pending[t->npending].seat = seat;
        t->pending[t->npending++].a = a;
    }
    return STATE_OK;
}

int table_screen_apply(struct session *s, action a, bool show, struct msg *err)
{
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    int rc = commit(s, a, &log, err);
    if (rc == STATE_OK && show)
        table_render_events(s, &log);
    if (rc == STATE_OK)
        table_campaign_show(s, show);
    return rc;
}

/* Lets the bots act until it is the human's turn or the game is over; in
 * a campaign, a finished game is followed by the next. */
static void run_bots(struct session *s)
{
    struct table_screen *t = table_of(s);
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    struct msg err;
    int seat;
    bool told = false;
    for (;;) {
        seat = state_current_seat(&t->state);
        if (seat < 0 && t->in_campaign && table_campaign_continue(s))
            continue;
        if (seat < 0 || seat == t->human)
            return;
        struct bot before = t->bots[seat];
        term_thinking_start(); /* a search bot may take a moment */
        action a = bot_act(&t->bots[seat], &t->game, &t->state);
        term_thinking_stop();
        if (!told && prompt_interrupted() && bot_kind_searches(t->bots[seat].kind)) {
            printf("%s", _("Interrupted: the bots play at once what they found so far.\n"));
            told = true;
        }
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        int rc = a ? commit(s, a, &log, &err) : STATE_ILLEGAL;
        if (rc != STATE_OK) {
            t->bots[seat] = before; /* asked again, it will choose the same */
            if (rc != 1)
                printf(_("(the bot in seat %d could not act: %s)\n"), seat + 1,
                       a ? i18n_msg_l(&err) : _("no action"));
            return;
        }
        table_render_events(s, &log);
        table_campaign_show(s, true);
    }
}

unsigned table_heuristic_seats(const struct table_screen *t, int self)
{
    int kinds[GAME_MAX_SEATS];
    for (int i = 0; i < t->game.nseats && i < GAME_MAX_SEATS; i++)
        kinds[i] = i == t->human ? -1 : (int)t->bot_kinds[i];
    return bot_table_seats(kinds, t->game.nseats, self);
}

void table_seat_bots(struct table_screen *t, uint64_t seed)
{
    t->seed = seed;
    for (int i = 0; i < t->game.nseats; i++) {
        if (i == t->human)
            continue;
        bot_init(&t->bots[i], t->bot_kinds[i], bot_seed(seed, i));
        t->bots[i].budget = t->bot_budgets[i];
        t->bots[i].threads = search_option_threads(); /* --threads, or the cores */
        t->bots[i].heuristic_seats = table_heuristic_seats(t, i);
    }
}

const char *table_bot_name(const struct table_screen *t, int seat, char *buf, size_t cap)
{
    bot_spec_text(t->bot_kinds[seat], t->bot_budgets[seat], buf, cap); /* "search:2s" */
    return buf;
}

void table_game_record(const struct session *s, struct store_new_game *rec)
{
    const struct table_screen *t = table_of(s);
    static char base[STORE_NAME_MAX + 1];
    memset(rec, 0, sizeof *rec);
    if (!t)
        return;
    snprintf(base, sizeof base, "%.*s", (int)strcspn(t->ruleset, "+"), t->ruleset);
    rec->kind = "standard";
    rec->variant = base;
    rec->ruleset = t->ruleset;
    rec->seed = t->seed;
    rec->player_count = rec->nseats = t->game.nseats;
    rec->profile_seat = t->human;
    rec->campaign_id = t->campaign_id;
    rec->scenario = t->scenario;
    for (int i = 0; i < t->game.nseats; i++) {
        rec->seats[i].seat = i;
        if (i == t->human)
            snprintf(rec->seats[i].kind, sizeof rec->seats[i].kind, "human");
        else
            table_bot_name(t, i, rec->seats[i].kind, sizeof rec->seats[i].kind);
        snprintf(rec->seats[i].name, sizeof rec->seats[i].name, "%s",
                 i == t->human ? db_profile_name() : table_seat_name(i));
    }
}

int table_screen_begin(struct session *s, const struct ruleset *r, int players,
                       enum bot_kind bots, uint64_t seed, struct event_log *log)
{
    enum bot_kind kinds[GAME_MAX_SEATS];
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        kinds[i] = bots;
    return table_screen_begin_seats(s, r, players, kinds, NULL, seed, log);
}

/* A table for game `g` (its ruleset and seats set), the human in seat
 * `human`, the bots of kinds[] and budgets[] in the others, its campaign
 * set up for a points game; no position yet. NULL after a message. */
struct table_screen *table_screen_new(const struct game *g, const enum bot_kind *kinds,
                                      const int *budgets, uint64_t seed, int human)
{
    struct table_screen *t = calloc(1, sizeof *t);
    struct msg err;
    if (!t) {
        fprintf(stderr, _("condottiere: out of memory\n"));
        return NULL;
    }
    t->game = *g;
    t->seed = t->first_seed = seed;
    t->human = human;
    for (int i = 0; i < g->nseats && i < GAME_MAX_SEATS; i++) {
        if (i == human)
            continue;
        t->bot_kinds[i] = kinds[i];
        t->bot_budgets[i] = budgets && bot_kind_searches(kinds[i]) ? budgets[i] : 0;
    }
    ruleset_canonical(&g->rules, t->ruleset, sizeof t->ruleset);
    if (ruleset_has_module(&g->rules, RULE_POINTS_GAME)) {
        if (campaign_init(&t->campaign, &t->game, &err)) {
            fprintf(stderr, _("condottiere: cannot start the campaign: %s\n"), i18n_msg_l(&err));
            free(t);
            return NULL;
        }
        t->in_campaign = true;
    }
    return t;
}

/* Makes t the session's table (the human's seat with it). */
void table_screen_set(struct session *s, struct table_screen *t)
{
    session_set_screen(s, &table_screen_ops, t);
    human_seat = t->human;
}

int table_screen_begin_seats(struct session *s, const struct ruleset *r, int players,
                             const enum bot_kind *kinds, const int *budgets, uint64_t seed,
                             struct event_log *log)
{
    struct game g;
    struct msg err;
    if (game_init(&g, r, players, &err)) {
        fprintf(stderr, _("condottiere: cannot start the game: %s\n"), i18n_msg_l(&err));
        return -1;
    }
    struct table_screen *t = table_screen_new(&g, kinds, budgets, seed, 0);
    if (!t)
        return -1;
    table_seat_bots(t, seed);
    state_init(&t->game, &t->state, seed, log);
    table_screen_set(s, t);
    journal_table_events(&s->journal, log, players, TABLE_HUMAN);
    return 0;
}

int table_screen_start(struct session *s, const struct ruleset *r, int players,
                       enum bot_kind bots, uint64_t seed)
{
    enum bot_kind kinds[GAME_MAX_SEATS];
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        kinds[i] = bots;
    return table_screen_start_seats(s, r, players, kinds, NULL, seed);
}

int table_screen_start_seats(struct session *s, const struct ruleset *r, int players,
                             const enum bot_kind *kinds, const int *budgets, uint64_t seed)
{
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    if (table_screen_begin_seats(s, r, players, kinds, budgets, seed, &log))
        return -1;
    const struct table_screen *t = table_of(s);
    bool alike = true;
    char levels[GAME_MAX_SEATS * 24] = "", bot_names[GAME_MAX_SEATS][24], first[24];
    const char *rated[GAME_MAX_SEATS];
    table_bot_name(t, 1, first, sizeof first);
    for (int i = 1; i < players; i++) {
        char *name = bot_names[i - 1];
        table_bot_name(t, i, name, sizeof bot_names[i - 1]);
        rated[i - 1] = name;
        alike = alike && !strcmp(name, first);
        size_t len = strlen(levels);
        snprintf(levels + len, sizeof levels - len, "%s%s", i > 1 ? ", " : "", name);
    }
    struct store_new_game rec;
    table_campaign_begin(s);
    if (s->record_lazily && !table_of(s)->in_campaign) {
        table_of(s)->unrecorded = true; /* stored at the human's first move */
    } else {
        table_game_record(s, &rec);
        journal_begin(&s->journal, &rec);
    }
    /* TRANSLATORS: the ruleset, the seed, the number of bots, their kind
     * (a word typed in English: heuristic, random, search...). */
    if (alike)
        printf(ngettext("New game (%s, seed %llu): you and %d %s bot. You are seat 1; play goes clockwise.\n",
                        "New game (%s, seed %llu): you and %d %s bots. You are seat 1; play goes clockwise.\n",
                        (unsigned long)(players - 1)),
               table_of(s)->ruleset, (unsigned long long)seed, players - 1, first);
    else
        /* TRANSLATORS: the ruleset, the seed, the number of bots, then their
         * kinds from seat 2 on, words typed in English: "hard, easy, normal" */
        printf(ngettext("New game (%s, seed %llu): you and %d bot (%s, from seat 2 on). You are seat 1; play goes clockwise.\n",
                        "New game (%s, seed %llu): you and %d bots (%s, from seat 2 on). You are seat 1; play goes clockwise.\n",
                        (unsigned long)(players - 1)),
               table_of(s)->ruleset, (unsigned long long)seed, players - 1, levels);
    table_levels_line(stdout, rated, players - 1);
    if (table_of(s)->in_campaign)
        table_campaign_greet(table_of(s), false);
    table_render_events(s, &log);
    run_bots(s);
    printf("\n");
    table_render_status(s);
    return 0;
}

void table_screen_continue(struct session *s)
{
    run_bots(s);
}

void table_screen_end(struct session *s)
{
    struct table_screen *t = table_of(s);
    if (t) {
        free(t->scenario);
        free(t->played_scenario);
    }
    free(t);
    human_seat = 0;
}

/* Why the human's well-formed action is refused, in the game's terms. */
static void explain_refusal(const struct session *s, action a)
{
    struct observation o;
    char canonical[ACTION_TEXT_MAX];
    table_observe(s, &o);
    int arg = action_arg(a);
    if (action_type(a) == ACTION_PLAY && o.phase == PHASE_BATTLE && !o.hand[arg]) {
        printf(_("You hold no %s. "), card_is_mercenary(arg) ? card_info((enum card_kind)arg)->name
                                                             : card_title_local(arg));
        table_render_hand(s);
        return;
    }
    if (action_type(a) == ACTION_REGION && o.phase == PHASE_CHOOSE_REGION) {
        if (o.owner[arg] == TABLE_HUMAN)
            printf(_("You control %s already. "), region_name_local(arg));
        else if (o.owner[arg] != SEAT_NONE)
            printf(_("%s is controlled by %s. "), region_name_local(arg),
                   table_seat_name(o.owner[arg]));
        else if (o.pope == arg)
            printf(_("The Pope protects %s. "), region_name_local(arg));
        table_render_ask(s);
        return;
    }
    if (action_type(a) == ACTION_POPE && o.phase == PHASE_POPE && arg != ACTION_NONE &&
        o.owner[arg] != SEAT_NONE) {
        printf(_("%s is controlled by %s: the Pope goes on a free region, or off. "),
               region_name_local(arg), table_seat_name(o.owner[arg]));
        table_render_ask(s);
        return;
    }
    action_to_text(a, canonical, sizeof canonical);
    printf(_("'%s' is not possible now. "), canonical);
    table_render_ask(s);
}

/* What a typed action's words got wrong, in the screen's language: the
 * engine's discard-hand is the prompt's discard. */
static const char *action_error(const struct msg *m)
{
    if (m->nframes > 0 && !strcmp(m->frames[0].fmt, "usage: discard-hand yes | discard-hand no"))
        return _("usage: discard yes | discard no");
    return i18n_msg_l(m);
}

void table_screen_act(struct session *s, const char *text)
{
    struct table_screen *t = table_of(s);
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    struct msg err;
    action a;
    if (action_from_text(text, &a, &err)) {
        printf("%s. ", action_error(&err));
        table_render_ask(s);
        return;
    }
    if (state_current_seat(&t->state) != TABLE_HUMAN) {
        printf(_("It is not your turn.\n"));
        return;
    }
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    int rc = commit(s, a, &log, &err);
    if (rc != STATE_OK) {
        if (rc != 1)
            explain_refusal(s, a);
        return;
    }
    table_render_events(s, &log);
    table_campaign_show(s, true);
    run_bots(s);
    table_render_turn(s);
}
