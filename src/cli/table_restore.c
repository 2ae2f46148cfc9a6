/* table_restore.c — a stored standard game rebuilt from its ruleset, seed
 * and actions, for resume and replay. The bots are asked again for their
 * moves, so that their own randomness is where it was: a resumed game goes
 * on exactly as the uninterrupted one would have. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/restore.h"
#include "cli/session.h"
#include "cli/table_screen.h"
#include "cli/variant_file.h"

static int rebuild_fail(struct session *s, const struct store_game_header *h, const char *why)
{
    printf("Game %lld cannot be rebuilt: %s\n", (long long)h->id, why);
    s->journal.replaying = false;
    session_end_games(s);
    return -1;
}

int restore_table(struct session *s, const struct store_game *g, enum restore_mode mode, bool step)
{
    const struct store_game_header *h = &g->header;
    struct variant v;
    struct ruleset r;
    char err[256], why[512];
    int bots = h->nseats > 1 ? bot_kind_parse(h->seats[1].kind) : BOT_HEURISTIC;
    if (variant_file_load(h->variant, &v, err, sizeof err) ||
        ruleset_from_variant(&r, &v, err, sizeof err)) {
        printf("Game %lld cannot be rebuilt: %s\n", (long long)h->id, err);
        return -1;
    }
    if (bots < 0) {
        printf("Game %lld cannot be rebuilt: unknown bot '%s'\n", (long long)h->id,
               h->seats[1].kind);
        return -1;
    }
    bool quiet = mode == RESTORE_RESUME;
    session_end_games(s);
    s->journal.replaying = true;
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    if (table_screen_begin(s, &r, h->variant, h->player_count, (enum bot_kind)bots, h->seed,
                           &log))
        return rebuild_fail(s, h, "the game cannot start");
    if (!quiet)
        table_render_events(s, &log);
    struct table_screen *t = s->table;
    for (size_t i = 0; i < g->nactions; i++) {
        const char *text = g->actions[i].text;
        int seat = state_current_seat(&t->state);
        action a;
        if (action_from_text(text, &a, err, sizeof err)) {
            snprintf(why, sizeof why, "action %zu '%s': %s", i + 1, text, err);
            return rebuild_fail(s, h, why);
        }
        /* the bot is asked again so that its own randomness moves on as it
         * did; the stored action is the truth even if a newer bot would
         * choose otherwise */
        if (seat != TABLE_HUMAN && seat >= 0)
            bot_act(&t->bots[seat], &t->game, &t->state);
        if (mode == RESTORE_REPLAY && seat == TABLE_HUMAN)
            printf("table> %s\n", text);
        if (table_screen_apply(s, a, !quiet, err, sizeof err) != STATE_OK) {
            snprintf(why, sizeof why, "action %zu '%s' is refused: %s", i + 1, text, err);
            return rebuild_fail(s, h, why);
        }
        if (mode == RESTORE_REPLAY && step && seat == TABLE_HUMAN && i + 1 < g->nactions &&
            !restore_wait())
            break;
    }
    s->journal.replaying = false;
    if (mode == RESTORE_RESUME) {
        s->journal.game_id = h->id;
        printf("Resumed game %lld (%s, %d players, seed %llu) after %zu actions.\n",
               (long long)h->id, h->variant, h->player_count, (unsigned long long)h->seed,
               g->nactions);
        table_screen_continue(s);
        table_render_status(s);
    }
    return 0;
}
