/* session.c — one run of the prompt: opening and closing it, the current
 * mode, what a bare card name or an empty line means in the current game,
 * and the prompt text. */
#include "cli/prompt/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "ai/search_bot.h"
#include "cli/prompt/line_input.h"
#include "cli/record/db.h"
#include "cli/record/xdg.h"
#include "cli/term/term_color.h"
#include "cli/term/term_wrapout.h"
#include "engine/card.h"
#include "i18n.h"

/* The journal's way into the database: the one games are played in. */
static enum store_status open_play(struct store **st, int64_t *profile_id)
{
    return db_open(DB_PLAY, st, profile_id);
}

void session_open(struct session *s, bool events_kv)
{
    s->journal.open = open_play;
    s->journal.local = db_say;
    static char history[4096];
    s->interactive = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    s->color = term_color_enabled(stdout); /* a terminal; --color, NO_COLOR */
    s->events_kv = events_kv;
    s->record_lazily = true; /* a game left with no move is not kept */
    if (!events_kv) /* key=value lines are for scripts: never broken */
        term_wrapout_begin(); /* every screen wraps to a known width */
    if (s->interactive && xdg_state_file("history", history, sizeof history) == 0)
        s->history_path = history;
    if (s->interactive) {
        /* Ctrl-C clears the line at the prompt, and cuts a search short (a
         * bot thinking, even before the first prompt; a hint) */
        line_input_catch_interrupt();
        search_set_stop_check(prompt_interrupted);
    }
    printf(_("Condottiere. Type help for the commands, quit to leave.\n"));
}

void session_end_games(struct session *s)
{
    if (s->screen)
        s->screen->end(s);
    s->screen = NULL;
    s->game = NULL;
}

void session_set_screen(struct session *s, const struct screen_ops *ops, void *game)
{
    session_end_games(s);
    s->screen = ops;
    s->game = game;
}

void session_close(struct session *s)
{
    if (s->screen && s->screen->unrecorded(s))
        printf(_("No move was made: the game is not kept.\n"));
    else if (session_mode(s) != MODE_IDLE && s->journal.game_id)
        printf(_("The game is saved: continue it with resume (or condottiere resume %lld).\n"),
               (long long)s->journal.game_id);
    session_end_games(s);
    journal_close(&s->journal);
    search_set_stop_check(NULL);
    term_wrapout_end();
}

int session_run(struct session *s)
{
    int rc = prompt_run(s);
    session_close(s);
    return rc;
}

unsigned session_mode(const struct session *s)
{
    return s->screen && !s->screen->over(s) ? s->screen->mode : MODE_IDLE;
}

const char *session_card_verb(const struct session *s, int kind)
{
    if (kind < 0 || session_mode(s) == MODE_IDLE)
        return NULL;
    return s->screen->card_verb(kind);
}

const char *session_empty_line_verb(const struct session *s)
{
    if (session_mode(s) == MODE_IDLE)
        return NULL;
    return s->screen->empty_line_verb(s);
}

bool session_has_card(const struct session *s, int kind)
{
    return session_mode(s) == MODE_IDLE || s->screen->has_card(kind);
}

size_t session_complete_cards(struct session *s, const char **out, size_t cap)
{
    size_t n = 0;
    uint8_t cards[CARD_KINDS] = { 0 };
    if (session_mode(s) != MODE_IDLE)
        s->screen->cards(s, cards);
    for (int k = 0; k < CARD_KINDS && n < cap; k++)
        if (cards[k])
            out[n++] = card_info((enum card_kind)k)->name;
    return n;
}

void session_prompt_text(const struct session *s, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s> ", session_mode(s) != MODE_IDLE ? s->screen->prompt : "condottiere");
}

int screen_restore(struct session *s, const struct store_game *g, enum restore_mode mode,
                   bool step)
{
    const struct screen_ops *const screens[] = { &solo_screen_ops, &table_screen_ops };
    for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++)
        if (screens[i]->stored(&g->header))
            return screens[i]->restore(s, g, mode, step);
    return -1;
}
