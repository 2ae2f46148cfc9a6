/* table_restore.c — a stored standard game rebuilt from its ruleset, seed
 * and actions (a game from a scenario: from the scenario's text, the seed
 * and the actions), for resume, replay and check. The bots are asked again for their
 * moves, so that their own randomness is where it was: a resumed game goes
 * on exactly as the uninterrupted one would have. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/record/restore.h"
#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "rules/rules.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"
#include "cli/record/db.h"
#include "engine/determinize.h"
#include "record/practice.h"

/* A reason kept in English in check mode (check --json names it), in the
 * screen's language on the screen; text is marked N_(). */
#define REASON(mode, text) (restore_english(mode) ? (text) : gettext(text))
/* An error as data (engine/message.h) inside such a reason: the same */
#define REASON_MSG(mode, m) (restore_english(mode) ? msg_s(m) : i18n_msg_l(m))

static int rebuild_fail(struct session *s, const struct store_game_header *h,
                        enum restore_mode mode, const char *why)
{
    restore_say(s, mode, N_("Game %lld cannot be rebuilt: %s"), (long long)h->id, why);
    s->journal.replaying = false;
    s->journal.collect = NULL;
    session_end_games(s);
    return -1;
}

/* A practice game with a new deal, at its start position (after `at`
 * actions, when the replay reaches it): the cards the human could not see
 * dealt again from his observation (the search bot's determinization),
 * from the stored seed. */
static void redeal(struct session *s, const struct store_game *g, int64_t at, size_t done,
                   enum restore_mode mode)
{
    struct table_screen *t = table_of(s);
    if (!g->header.redeal || at != (int64_t)done)
        return;
    struct observation *o = malloc(sizeof *o);
    struct state *out = malloc(sizeof *out);
    struct rng r;
    rng_seed(&r, g->header.redeal_seed);
    if (o && out) {
        state_observe(&t->game, &t->state, t->human, o);
        if (state_determinize(&t->game, o, &r, out) == 0)
            state_clone(&t->state, out);
    }
    free(o);
    free(out);
    if (mode == RESTORE_REPLAY)
        printf(_("The cards you could not see are dealt again (seed %llu).\n"),
               (unsigned long long)g->header.redeal_seed);
}

/* Replays the stored actions of `g` on the table's current game (a
 * practice game's new deal after `start` of them). Returns 0, or -1 with
 * the reason in why. */
static int replay_actions(struct session *s, const struct store_game *g, enum restore_mode mode,
                          bool step, int64_t start, char *why, size_t cap)
{
    struct table_screen *t = table_of(s);
    struct msg err;
    bool quiet = mode != RESTORE_REPLAY;
    for (size_t i = 0; i < g->nactions; i++) {
        redeal(s, g, start, i, mode);
        const char *text = g->actions[i].text;
        int seat = state_current_seat(&t->state);
        action a = 0;
        if (action_from_text(text, &a, &err)) {
            snprintf(why, cap, REASON(mode, N_("action %zu '%s': %s")), i + 1, text,
                     REASON_MSG(mode, &err));
            return -1;
        }
        /* the bot is asked again so that its own randomness moves on as it
         * did; the stored action is the truth even if a newer bot would
         * choose otherwise */
        if (seat != TABLE_HUMAN && seat >= 0)
            bot_replay(&t->bots[seat], &t->game, &t->state);
        if (mode == RESTORE_REPLAY && seat == TABLE_HUMAN)
            printf("table> %s\n", text);
        if (table_screen_apply(s, a, !quiet, &err) != STATE_OK) {
            snprintf(why, cap, REASON(mode, N_("action %zu '%s' is refused: %s")), i + 1, text,
                     REASON_MSG(mode, &err));
            return -1;
        }
        if (mode == RESTORE_REPLAY && step && seat == TABLE_HUMAN && i + 1 < g->nactions &&
            !restore_wait())
            return 0;
    }
    redeal(s, g, start, g->nactions, mode);
    return 0;
}

/* A message of the store as a reason: English in check mode (check --json
 * keeps it), else in the screen's language. */
static const char *store_reason(enum restore_mode mode, struct msg *err, char *why, size_t cap)
{
    if (restore_english(mode))
        return db_english(err, why, cap);
    snprintf(why, cap, "%s", db_say(err));
    return why;
}

/* The games of the campaign before `h`, oldest first. */
static int earlier_games(struct session *s, const struct store_game_header *h,
                         enum restore_mode mode, struct store_game_list *out, char *why,
                         size_t cap)
{
    struct store_history_filter f = { .profile_id = h->profile_id };
    struct msg err = { 0 };
    if (store_history(s->journal.store, &f, out, &err) != STORE_OK) {
        store_reason(mode, &err, why, cap);
        return -1;
    }
    size_t n = 0;
    for (size_t i = 0; i < out->n; i++) /* most recent first: keep, then reverse */
        if (out->games[i].campaign_id == h->campaign_id && out->games[i].id < h->id)
            out->games[n++] = out->games[i];
    out->n = n;
    for (size_t i = 0; i < n / 2; i++) {
        struct store_game_header tmp = out->games[i];
        out->games[i] = out->games[n - 1 - i];
        out->games[n - 1 - i] = tmp;
    }
    return 0;
}

/* In a points-game campaign, the games before `h` are played again (quietly)
 * so that the campaign's totals and the board of a final battle are back.
 * Returns how many there were, or -1 with the reason in why. */
static int rebuild_campaign(struct session *s, const struct store_game_header *h,
                            enum restore_mode mode, char *why, size_t cap)
{
    struct table_screen *t = table_of(s);
    struct store_game_list list = { 0 };
    int rc = earlier_games(s, h, mode, &list, why, cap);
    t->campaign_id = h->campaign_id;
    for (size_t i = 0; rc == 0 && i < list.n; i++) {
        struct store_game g = { 0 };
        struct msg err = { 0 };
        if (store_game_load(s->journal.store, list.games[i].id, &g, &err) != STORE_OK) {
            char reason[512];
            snprintf(why, cap, REASON(mode, N_("game %lld of the campaign: %s")),
                     (long long)list.games[i].id, store_reason(mode, &err, reason, sizeof reason));
            rc = -1;
            break;
        }
        if (i == 0) { /* the campaign starts from its first game */
            t->first_seed = g.header.seed;
            table_seat_bots(t, g.header.seed);
            if (!g.scenario) /* else restore_table set its position */
                state_init(&t->game, &t->state, g.header.seed, NULL);
        }
        /* quietly; check mode keeps its reasons in English */
        rc = replay_actions(s, &g, mode == RESTORE_CHECK ? RESTORE_CHECK : RESTORE_RESUME, false,
                            -1, why, cap);
        uint64_t next = i + 1 < list.n ? list.games[i + 1].seed : h->seed;
        if (rc == 0 && !table_campaign_advance(s, next)) {
            snprintf(why, cap, REASON(mode, N_("the campaign ended before game %lld")),
                     (long long)h->id);
            rc = -1;
        }
        store_game_free(&g);
    }
    int n = (int)list.n;
    store_game_list_free(&list);
    return rc ? rc : n;
}

/* A later game of a campaign that started from a scenario's position: the
 * campaign's first game, loaded (with its text) into `first`. Returns 1
 * when there is one, 0 when the campaign was dealt from its start (or `h`
 * is its first game), -1 with the reason in why. */
static int campaign_scenario(struct session *s, const struct store_game_header *h,
                             enum restore_mode mode, struct store_game *first, char *why,
                             size_t cap)
{
    struct store_game_list list = { 0 };
    struct msg err = { 0 };
    int rc = earlier_games(s, h, mode, &list, why, cap);
    if (rc == 0 && list.n > 0 && list.games[0].scenario) {
        if (store_game_load(s->journal.store, list.games[0].id, first, &err) != STORE_OK) {
            store_reason(mode, &err, why, cap);
            rc = -1;
        } else {
            rc = first->scenario ? 1 : 0;
            if (!rc)
                store_game_free(first);
        }
    }
    store_game_list_free(&list);
    return rc;
}

int restore_table(struct session *s, const struct store_game *g, enum restore_mode mode, bool step)
{
    const struct store_game_header *h = &g->header;
    struct ruleset r;
    char err[256], why[512], warn[256];
    enum bot_kind kinds[GAME_MAX_SEATS];
    int budgets[GAME_MAX_SEATS] = { 0 };
    int bots = BOT_HEURISTIC;
    const char *bad = NULL;
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        kinds[i] = BOT_HEURISTIC;
    int human = h->profile_seat >= 0 && h->profile_seat < GAME_MAX_SEATS ? h->profile_seat : 0;
    for (int i = 0; i < h->nseats && i < GAME_MAX_SEATS; i++) { /* each seat's own level */
        if (h->seats[i].seat == human)
            continue;
        int k = bot_spec_parse(h->seats[i].kind, &budgets[i]);
        if (k < 0 && !bad)
            bad = h->seats[i].kind;
        kinds[i] = k < 0 ? BOT_HEURISTIC : (enum bot_kind)k;
    }
    if (bad)
        bots = -1;
    struct msg rm;
    if (!g->scenario && ruleset_from_string(&r, h->ruleset, warn, sizeof warn, &rm)) {
        restore_say(s, mode, N_("Game %lld cannot be rebuilt: %s"), (long long)h->id,
                    REASON_MSG(mode, &rm));
        return -1;
    }
    if (bots < 0) {
        restore_say(s, mode, N_("Game %lld cannot be rebuilt: unknown bot '%s'"), (long long)h->id,
                    bad);
        return -1;
    }
    bool quiet = mode != RESTORE_REPLAY;
    struct journal_derived derived = { 0 }, *collect = mode == RESTORE_RESUME ? &derived
                                                       : mode == RESTORE_CHECK ? s->journal.collect
                                                                               : NULL;
    session_end_games(s);
    s->journal.replaying = true;
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    struct store_game first = { 0 };
    int from = 0; /* a later game of a campaign from a scenario: 1 */
    if (!g->scenario && h->campaign_id &&
        (from = campaign_scenario(s, h, mode, &first, err, sizeof err)) < 0) {
        snprintf(why, sizeof why, REASON(mode, N_("game %lld of the campaign: %s")),
                 (long long)h->id, err);
        return rebuild_fail(s, h, mode, why);
    }
    if (g->scenario || from) { /* the campaign's first game is in its position */
        const char *text = from ? first.scenario : g->scenario;
        uint64_t seed = from ? first.header.seed : h->seed;
        struct msg sm;
        int rc = table_screen_begin_scenario(s, text, seed, human, kinds, budgets, &sm);
        store_game_free(&first);
        if (rc) {
            snprintf(why, sizeof why, REASON(mode, N_("its scenario: %s")), REASON_MSG(mode, &sm));
            return rebuild_fail(s, h, mode, why);
        }
    } else if (table_screen_begin_seats(s, &r, h->player_count, kinds, budgets, h->seed, &log)) {
        return rebuild_fail(s, h, mode, REASON(mode, N_("the game cannot start")));
    }
    int earlier = 0;
    if (h->campaign_id && table_of(s)->in_campaign &&
        (earlier = rebuild_campaign(s, h, mode, why, sizeof why)) < 0)
        return rebuild_fail(s, h, mode, why);
    journal_collect(&s->journal, collect); /* this game's rows, not the campaign's before */
    table_of(s)->undo.game = h->id;
    if (!quiet && !earlier) /* else the deal shown would be the first game's */
        table_render_events(s, &log);
    if (!quiet && g->scenario) { /* no deal: the position the file sets */
        printf(_("The game starts from a scenario:\n"));
        table_render_status(s);
    }
    int64_t start = practice_start(g);
    if (replay_actions(s, g, mode, step, start, why, sizeof why)) {
        journal_derived_free(&derived);
        return rebuild_fail(s, h, mode, why);
    }
    table_of(s)->undo.practice = h->practice;
    table_of(s)->undo.start = start;
    s->journal.replaying = false;
    s->journal.collect = NULL;
    if (mode == RESTORE_RESUME && restore_mend(s, g, &derived))
        return 0;
    if (mode == RESTORE_QUIET) {
        s->journal.game_id = h->id;
        table_screen_continue(s);
    }
    if (mode == RESTORE_RESUME) {
        s->journal.game_id = h->id;
        printf(ngettext("Resumed game %lld (%s, %d players, seed %llu) after %zu action.\n",
                        "Resumed game %lld (%s, %d players, seed %llu) after %zu actions.\n",
                        g->nactions),
               (long long)h->id, h->ruleset, h->player_count, (unsigned long long)h->seed,
               g->nactions);
        if (table_of(s)->in_campaign)
            table_campaign_resumed(table_of(s));
        table_screen_continue(s);
        table_render_status(s);
    }
    return 0;
}
