/* undo_command.c — `undo` at the prompt: the player's last move taken back
 * with the moves that followed it, while nothing hidden has come to light
 * since (always in a practice game, back to its start). The journal forgets
 * those actions in one transaction and the game is rebuilt from what is
 * left, so that the game goes on as one where they were never made
 * (doc/undo.md). */
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/record/db.h"
#include "cli/record/restore.h"
#include "i18n.h"
#include "record/undo.h"
#include "solo/solo.h"

/* What came to light, as a clause: "Sforza played 10". */
static void reveal_text(const struct session *s, const struct reveal *r, char *buf, size_t cap)
{
    const char *who = s->screen->actor ? s->screen->actor(r->seat) : "";
    const char *card = card_name_local(r->card);
    switch (r->kind) {
    case REVEAL_PLAY:
        /* TRANSLATORS: undo refused: what came to light ("Sforza played 10"). */
        snprintf(buf, cap, _("%s played %s"), who, card);
        break;
    case REVEAL_FACE_DOWN:
        snprintf(buf, cap, _("%s played a card face down"), who);
        break;
    case REVEAL_TURN_UP:
        snprintf(buf, cap, _("%s turned up %s"), who, card);
        break;
    case REVEAL_HAND_SHOWN:
        snprintf(buf, cap, _("%s showed and discarded his hand"), who);
        break;
    case REVEAL_DEALT:
        snprintf(buf, cap, "%s", _("you were dealt new cards"));
        break;
    case REVEAL_ENEMY_CARD:
        snprintf(buf, cap, _("the enemy turned up %s"), card);
        break;
    case REVEAL_ENEMY_SPECIAL:
        snprintf(buf, cap, _("the enemy played %s"), card);
        break;
    case REVEAL_COIN:
        snprintf(buf, cap, _("army %s was drawn for the battle"), solo_mark_name(r->army + 1));
        break;
    case REVEAL_BLIND:
        snprintf(buf, cap, _("you turned up %s from your deck"), card);
        break;
    case REVEAL_NEW_HAND:
        snprintf(buf, cap, "%s", _("you drew a new hand"));
        break;
    default:
        snprintf(buf, cap, "?");
        break;
    }
}

/* The actions after the first `keep`, as "you: play 10, Sforza: pass". */
static void taken_text(const struct session *s, const struct store_game *g, int64_t keep,
                       char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = '\0';
    for (size_t i = (size_t)keep; i < g->nactions && n < cap; i++) {
        const struct store_action *a = &g->actions[i];
        const char *sep = i > (size_t)keep ? ", " : "";
        int w = s->screen->actor && a->seat != STORE_NO_SEAT
                    ? snprintf(buf + n, cap - n, "%s%s: %s", sep, s->screen->actor(a->seat),
                               a->text)
                    : snprintf(buf + n, cap - n, "%s%s", sep, a->text);
        if (w > 0)
            n += (size_t)w;
    }
}

/* Says why there is nothing to take back; false when there is. */
static bool refused(const struct session *s, const struct undo_mark *u, enum undo_verdict v)
{
    char what[256];
    long long game = (long long)u->game;
    switch (v) {
    case UNDO_OK:
        return false;
    case UNDO_NOTHING:
        printf("%s", _("Nothing to take back: you have made no move in this game yet.\n"));
        break;
    case UNDO_AT_START:
        printf("%s", _("Nothing to take back: this is the position the practice starts from.\n"));
        break;
    case UNDO_OVER:
        printf(_("The game is over and its result recorded: nothing to take back (try %lld:%d "
                 "practises from before your last move).\n"),
               game, u->decisions);
        break;
    case UNDO_REVEALED:
        reveal_text(s, &u->what, what, sizeof what);
        printf(_("Your last move cannot be taken back: since it, %s. Undo takes a move back "
                 "only while nothing hidden has come to light; a practice game allows it at any "
                 "time (try %lld:%d practises from before that move).\n"),
               what, game, u->decisions);
        break;
    }
    return true;
}

/* Forgets the actions after the first `keep` and rebuilds the game from
 * the rest; says what was taken back. */
static void take_back(struct session *s, int64_t keep)
{
    struct store *st = s->journal.store;
    int64_t id = s->screen->undo(s)->game;
    struct store_game g = { 0 };
    struct msg err = { 0 };
    char taken[1024];
    if (store_game_load(st, id, &g, &err) != STORE_OK) {
        printf("%s\n", db_say(&err));
        return;
    }
    taken_text(s, &g, keep, taken, sizeof taken);
    store_game_free(&g);
    if (store_action_take_back(st, id, keep, &err) != STORE_OK ||
        store_game_load(st, id, &g, &err) != STORE_OK) {
        printf("%s\n", db_say(&err));
        return;
    }
    if (screen_restore(s, &g, RESTORE_QUIET, false) == 0) {
        printf(_("Taken back: %s.\n"), taken);
        s->screen->status(s);
    }
    store_game_free(&g);
}

static enum prompt_result run_undo(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct undo_mark *u = s->screen->undo(s);
    int64_t keep = 0;
    if (refused(s, u, undo_verdict(u, &keep)))
        return PROMPT_CONTINUE;
    if (!s->journal.store || !u->game) {
        printf("%s", _("Undo needs the game to be saved, and this one is not.\n"));
        return PROMPT_CONTINUE;
    }
    take_back(s, keep);
    return PROMPT_CONTINUE;
}

/* In a game, or just after one (a practice game that ended goes back). */
static bool undo_here(const struct session *s)
{
    return s->screen != NULL && s->screen->undo != NULL;
}

const struct prompt_command undo_command = {
    .name = "undo",
    .args = "",
    .help = N_("take back your last move, while nothing hidden has come to light since"),
    .modes = MODE_ANY,
    .run = run_undo,
    .available = undo_here,
    .details = N_("undo takes back your last move, and the bots' moves after it, as if it had "
                  "never been made: the game's record forgets them. It works as long as "
                  "nothing hidden has come to light since that move: no card dealt to you or "
                  "drawn, none played or turned up by another player; in the solitaire no "
                  "card turned up by the enemy or from your deck, no army drawn for a "
                  "battle. Otherwise it says what was revealed. In a practice game (try) "
                  "undo always works, back to the position the practice starts from."),
};
