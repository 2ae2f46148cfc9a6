/* table_moves.c — a move typed at the table, read before the engine reads
 * it, so that a refusal says what is wrong and what to type, with the
 * command's own name: a move typed at the wrong time (when it comes, then
 * what the game asks now), a word missing or one too many, a card that does
 * not exist, is not held or is not in the line, a card the rules forbid. */
#include "cli/table/table_moves.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/i18n/i18n_names.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "engine/card.h"
#include "i18n.h"

/* When each move comes: the phase that asks for it, and a sentence for a
 * player who typed it at another time. */
static const struct move_time {
    const char *name;
    int phase;
    int type;
    const char *when;
} times[] = {
    /* TRANSLATORS: these sentences follow "'keep 4' is not possible now:";
     * the first word is a command, typed in English. */
    { "play", PHASE_BATTLE, ACTION_PLAY, N_("play comes in a battle, on your turn.") },
    { "pass", PHASE_BATTLE, ACTION_PASS, N_("pass comes in a battle, on your turn.") },
    { "region", PHASE_CHOOSE_REGION, ACTION_REGION,
      N_("region comes when you hold the token and choose the next battle.") },
    { "decline", PHASE_CHOOSE_REGION, ACTION_DECLINE,
      N_("decline comes when you hold the token, with the decline-designation rule "
         "(1st edition).") },
    { "pope", PHASE_POPE, ACTION_POPE, N_("pope comes after you play a Bishop.") },
    { "scarecrow", PHASE_SCARECROW, ACTION_SCARECROW,
      N_("scarecrow CARD comes after you play a Scarecrow (play scarecrow CARD does both).") },
    { "keep", PHASE_KEEP, ACTION_KEEP,
      N_("keep comes at a round's end, when you alone still hold cards.") },
    { "discard", PHASE_DISCARD_HAND, ACTION_DISCARD_HAND,
      N_("discard comes after a battle, when you hold no mercenary.") },
    { "draw", PHASE_DRAW, ACTION_DRAW,
      N_("draw comes after a battle, with draw-after-battle.draw-choice=optional.") },
};

static const struct move_time *time_of(const char *name)
{
    for (size_t i = 0; i < sizeof times / sizeof times[0]; i++)
        if (!strcmp(times[i].name, name))
            return &times[i];
    return NULL;
}

static bool legal(const struct session *s, action a)
{
    return state_is_legal(&table_of(s)->game, &table_of(s)->state, a);
}

static bool any_legal(const struct session *s, int type)
{
    action moves[STATE_MAX_ACTIONS];
    int n = state_legal_actions(&table_of(s)->game, &table_of(s)->state, moves, STATE_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (action_type(moves[i]) == type)
            return true;
    return false;
}

/* The words as typed, for "'keep 4' is not possible now". */
static void typed(int argc, char **argv, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < argc && len < cap; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", argv[i]);
}

/* A card as the hand shows it: 5, Heroine (in the player's language). */
static const char *shown(int kind)
{
    return card_is_mercenary(kind) ? card_info((enum card_kind)kind)->name : card_title_local(kind);
}

/* "'keep 4' is not possible now: keep comes at...", then the question. */
static bool not_now(const struct session *s, const char *when, int argc, char **argv)
{
    char line[128];
    typed(argc, argv, line, sizeof line);
    printf(_("'%s' is not possible now: %s "), line, gettext(when));
    table_render_ask(s);
    return true;
}

/* keep none | keep CARD [CARD], at the round's end: cards held, not too many. */
static bool keep_refused(const struct session *s, const struct observation *o, int argc, char **argv)
{
    int most = table_of(s)->game.rules.keep_at_round_end;
    if (argc == 2 && !strcasecmp(argv[1], "none"))
        return false;
    if (argc - 1 > most) {
        printf(ngettext("You keep %d card at most. ", "You keep %d cards at most. ",
                        (unsigned long)most), most);
        table_render_ask(s);
        return true;
    }
    uint8_t want[CARD_KINDS] = {0};
    for (int i = 1; i < argc; i++) {
        if (!strcasecmp(argv[i], "none")) {
            printf(_("keep none keeps no card: type it alone. "));
            table_render_ask(s);
            return true;
        }
        int k = prompt_card_word(s, argv[i]);
        if (k < 0)
            return true;
        if (++want[k] <= o->hand[k])
            continue;
        if (o->hand[k] > 1)
            return false; /* (a variant keeping more than 2: the engine's refusal) */
        if (o->hand[k])
            printf(_("You hold only one %s. "), shown(k));
        else
            printf(_("You hold no %s. "), shown(k));
        table_render_hand(s);
        table_render_ask(s);
        return true;
    }
    return false;
}

/* The words after the command, in the phase that asks for it. */
static bool words_refused(struct session *s, const struct prompt_command *c,
                          const struct observation *o, int argc, char **argv)
{
    const char *name = c->name;
    bool one_word = !strcmp(name, "region") || !strcmp(name, "pope") ||
                    !strcmp(name, "scarecrow") || !strcmp(name, "discard") || !strcmp(name, "draw");
    if ((one_word || !strcmp(name, "keep")) && argc == 1) {
        printf(_("'%s' needs a word after it. "), argv[0]);
        table_render_ask(s);
        return true;
    }
    if (one_word && argc > 2) {
        printf(_("'%s' takes one word after it. "), argv[0]);
        table_render_ask(s);
        return true;
    }
    if (!strcmp(name, "keep"))
        return keep_refused(s, o, argc, argv);
    if (!strcmp(name, "scarecrow") && strcasecmp(argv[1], "none")) {
        int k = prompt_card_word(s, argv[1]);
        if (k < 0)
            return true;
        if (card_is_mercenary(k) && !o->lines[TABLE_HUMAN].up[k]) {
            printf(_("You have no %s face up in your line to take back. "), shown(k));
            table_render_ask(s);
            return true;
        }
    }
    if (!strcmp(name, "draw") && prompt_number_word(argv[1])) {
        int most = 0; /* the legal draws are 0 up to the most */
        while (most < ACTION_DRAW_MAX && legal(s, action_draw(most + 1)))
            most++;
        if (strtol(argv[1], NULL, 10) > most) {
            printf(ngettext("You may draw %d card at most now. ",
                            "You may draw %d cards at most now. ", (unsigned long)most), most);
            table_render_ask(s);
            return true;
        }
    }
    if (!strcmp(name, "play")) {
        int k = prompt_card_word(s, argv[1]);
        if (k < 0)
            return true;
        if (o->hand[k] && !legal(s, action_play(k))) {
            /* TRANSLATORS: a card's name, then its English word for help. */
            printf(_("%s: the rules of this game do not let you play it here (help %s tells "
                     "why). "), shown(k), card_info((enum card_kind)k)->name);
            table_render_ask(s);
            return true;
        }
    }
    return false;
}

bool table_move_refused(struct session *s, const struct prompt_command *c, int argc, char **argv)
{
    const struct move_time *t = time_of(c->name);
    struct observation o;
    table_observe(s, &o);
    if (!t || o.current != TABLE_HUMAN || o.phase == PHASE_OVER)
        return false; /* the engine's path says whose turn it is */
    /* (decline is refused in its phase too: not in these rules, or not yet) */
    if (o.phase != t->phase || (t->type == ACTION_DECLINE && !any_legal(s, t->type)))
        return not_now(s, t->when, argc, argv);
    if (!strcmp(c->name, "pass") && argc == 2 && !strcasecmp(argv[1], "reveal") &&
        !legal(s, action_pass_reveal()))
        /* TRANSLATORS: follows "'pass reveal' is not possible now:". */
        return not_now(s, N_("pass reveal turns your face-down card up as you pass, with "
                             "hidden-cards.pass-reveal=choice and a face-down card in your line."),
                       argc, argv);
    return words_refused(s, c, &o, argc, argv);
}

/* play scarecrow CARD: the Scarecrow, then CARD taken back at once. */
bool table_scarecrow_refused(struct session *s, const char *word)
{
    struct observation o;
    table_observe(s, &o);
    if (o.current != TABLE_HUMAN || o.phase != PHASE_BATTLE || !o.hand[CARD_SCARECROW])
        return false; /* the play is refused with its own message */
    char list[128];
    size_t len = 0;
    list[0] = '\0';
    for (int k = 0; k < CARD_MERCENARY_KINDS && len < sizeof list; k++)
        if (o.lines[TABLE_HUMAN].up[k])
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", len ? ", " : "",
                                    card_info((enum card_kind)k)->name);
    if (!len) {
        printf(_("No mercenary of yours face up in your line: the Scarecrow has nothing to take "
                 "back. play scarecrow none plays it anyway.\n"));
        return true;
    }
    int k = prompt_card_word(s, word);
    if (k < 0)
        return true;
    if (!card_is_mercenary(k)) {
        /* TRANSLATORS: a card, then the mercenaries face up in the line ("1, 5"). */
        printf(_("The Scarecrow takes back a mercenary (%s is not one): play scarecrow CARD with "
                 "one of %s, or play scarecrow none.\n"),
               shown(k), list);
        return true;
    }
    if (!o.lines[TABLE_HUMAN].up[k]) {
        printf(_("No %s of yours face up in your line to take back: play scarecrow CARD with one "
                 "of %s, or play scarecrow none.\n"),
               shown(k), list);
        return true;
    }
    return false;
}
