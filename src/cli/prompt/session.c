/* session.c — one run of the prompt: opening and closing it, the current
 * mode, what a bare card name or an empty line means in the current game,
 * and the prompt text. */
#include "cli/prompt/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "ai/search_bot.h"
#include "cli/prompt/line_input.h"
#include "cli/solo/solo_screen.h"
#include "cli/table/table_screen.h"
#include "cli/record/db.h"
#include "cli/record/xdg.h"
#include "cli/i18n/i18n_message.h"
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
    s->journal.local = message_l;
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
    solo_screen_end(s);
    table_screen_end(s);
}

void session_close(struct session *s)
{
    if ((s->solo && s->solo->unrecorded) || (s->table && s->table->unrecorded))
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
    if (s->solo && !solo_is_terminal(&s->solo->state))
        return MODE_SOLO;
    if (s->table && !state_is_terminal(&s->table->state))
        return MODE_STANDARD;
    return MODE_IDLE;
}

const char *session_card_verb(const struct session *s, int kind)
{
    switch (kind < 0 ? MODE_IDLE : session_mode(s)) {
    case MODE_SOLO:
        return card_is_mercenary(kind) ? "play" : "special";
    case MODE_STANDARD:
        return "play";
    default:
        return NULL;
    }
}

const char *session_empty_line_verb(const struct session *s)
{
    if (session_mode(s) != MODE_SOLO)
        return NULL;
    switch (solo_decision(&s->solo->state)) {
    case SOLO_DECIDE_RESPOND:
        return "next";
    case SOLO_DECIDE_CONCLUDE:
        return "fight";
    default:
        return NULL;
    }
}

size_t session_complete_cards(struct session *s, const char **out, size_t cap)
{
    size_t n = 0;
    uint8_t cards[CARD_KINDS] = { 0 };
    if (session_mode(s) == MODE_SOLO) {
        struct solo_view v;
        solo_view(&s->solo->state, &v);
        for (int k = 0; k < CARD_KINDS; k++)
            cards[k] = v.hand[k] | v.reserve[k];
    } else if (session_mode(s) == MODE_STANDARD) {
        struct observation o;
        table_observe(s, &o);
        for (int k = 0; k < CARD_KINDS; k++)
            cards[k] = o.hand[k];
    }
    for (int k = 0; k < CARD_KINDS && n < cap; k++)
        if (cards[k])
            out[n++] = card_info((enum card_kind)k)->name;
    return n;
}

void session_prompt_text(const struct session *s, char *buf, size_t cap)
{
    unsigned m = session_mode(s);
    snprintf(buf, cap, "%s> ", m == MODE_SOLO ? "solo" : m == MODE_STANDARD ? "table" : "condottiere");
}
