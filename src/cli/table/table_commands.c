/* table_commands.c — the prompt's commands during a standard game: play,
 * pass, region, pope, scarecrow, keep, discard, decline, hand, lines, map,
 * status, hint. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ai/advisor_search.h"
#include "cli/commands/search_options.h"
#include "cli/i18n/i18n_names.h"
#include "cli/prompt/hint_print.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/table/table_moves.h"
#include "cli/table/table_screen.h"
#include "cli/term/term_thinking.h"
#include "i18n.h"

static bool can(const struct session *s, int type);
extern const struct prompt_command table_play_command;

/* Joins the command's words into the engine's action text: "keep 10 h". */
static enum prompt_result act(struct session *s, const char *verb, int argc, char **argv)
{
    char text[96];
    size_t len = (size_t)snprintf(text, sizeof text, "%s", verb);
    for (int i = 1; i < argc && len < sizeof text; i++)
        len += (size_t)snprintf(text + len, sizeof text - len, " %s", argv[i]);
    table_screen_act(s, text);
    return PROMPT_CONTINUE;
}

/* Whether the human's line holds a face-up mercenary (for a Scarecrow). */
static bool mercenary_in_line(const struct session *s)
{
    struct observation o;
    table_observe(s, &o);
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        if (o.lines[TABLE_HUMAN].up[k])
            return true;
    return false;
}

/* play scarecrow none | play scarecrow CARD: the Scarecrow, then what it
 * takes back, asked nothing. */
static enum prompt_result play_scarecrow(struct session *s, char **argv)
{
    bool none = !strcasecmp(argv[2], "none");
    if (!none && table_scarecrow_refused(s, argv[2]))
        return PROMPT_CONTINUE;
    char then[64];
    snprintf(then, sizeof then, "scarecrow %s",
             none ? "none" : card_info((enum card_kind)card_parse(argv[2]))->name);
    act(s, "play", 2, argv);
    if (can(s, ACTION_SCARECROW))
        table_screen_act(s, then);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_play(struct session *s, int argc, char **argv)
{
    if (argc < 2) {
        printf(_("Which card? play CARD, e.g. play 10.\n"));
        table_render_hand(s);
        return PROMPT_CONTINUE;
    }
    int card = prompt_card_word(s, argv[1]);
    if (card < 0 || table_move_refused(s, &table_play_command, argc, argv))
        return PROMPT_CONTINUE;
    bool scarecrow = card == CARD_SCARECROW;
    if (scarecrow && argc == 3)
        return play_scarecrow(s, argv);
    if (argc > 2) {
        /* TRANSLATORS: the card typed first follows "play". */
        printf(_("One card at a time: play %s.\n"), argv[1]);
        return PROMPT_CONTINUE;
    }
    if (scarecrow && can(s, ACTION_PLAY) && !mercenary_in_line(s) && s->interactive) {
        printf(_("No mercenary of yours to take back: the Scarecrow would do nothing.\n"));
        if (!prompt_confirm(s, _("Play it anyway?"))) {
            printf(_("Nothing done (play scarecrow none plays it at once).\n"));
            return PROMPT_CONTINUE;
        }
    }
    return act(s, "play", argc, argv);
}

/* pass, region, pope, scarecrow, keep, discard, decline, draw: the command's
 * words are the action's text once read (table_moves.c); only `discard` is
 * spelled `discard-hand` by the engine, which the player never sees. */
static enum prompt_result run_act(struct session *s, int argc, char **argv)
{
    bool ambiguous;
    const struct prompt_command *c = prompt_find(s, argv[0], &ambiguous);
    if (!c)
        return act(s, argv[0], argc, argv);
    if (table_move_refused(s, c, argc, argv))
        return PROMPT_CONTINUE;
    return act(s, strcmp(c->name, "discard") ? c->name : "discard-hand", argc, argv);
}

#define SHOW(fn, render)                                                                           \
    static enum prompt_result fn(struct session *s, int argc, char **argv)                        \
    {                                                                                              \
        (void)argc;                                                                                \
        (void)argv;                                                                                \
        render(s);                                                                                 \
        return PROMPT_CONTINUE;                                                                    \
    }
SHOW(run_hand, table_render_hand)
SHOW(run_lines, table_render_lines)

/* map, or map REGION: its owner and neighbours */
static enum prompt_result run_map(struct session *s, int argc, char **argv)
{
    if (argc < 2) {
        table_render_map(s);
        return PROMPT_CONTINUE;
    }
    int r = region_parse(argv[1]);
    if (r < 0) {
        printf(_("No region '%s' (Italian or English name, or 3 letters or more).\n"), argv[1]);
        return PROMPT_CONTINUE;
    }
    table_render_region(s, r);
    return PROMPT_CONTINUE;
}
SHOW(run_status, table_render_status)

static enum prompt_result run_hint(struct session *s, int argc, char **argv)
{
    int budget; /* hint 2s, hint 100000 */
    if (search_option_hint_budget(argc, argv, &budget))
        return PROMPT_CONTINUE;
    struct table_screen *t = table_of(s);
    if (state_current_seat(&t->state) != TABLE_HUMAN) {
        printf(_("It is not your turn.\n"));
        return PROMPT_CONTINUE;
    }
    struct observation o;
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(&t->game, &t->state, legal, STATE_MAX_ACTIONS);
    table_observe(s, &o);
    const char *names[GAME_MAX_SEATS];
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        names[i] = table_seat_name(i);
    struct advisor_advice adv;
    term_thinking_start();
    int rc = advisor_search_hint(&t->game, &o, legal, n, names, budget, search_option_threads(),
                                 table_heuristic_seats(t, TABLE_HUMAN), &adv);
    term_thinking_stop();
    if (prompt_interrupted()) {
        printf("%s", _("Interrupted: no hint.\n"));
        return PROMPT_CONTINUE;
    }
    if (rc) {
        printf(_("No move to suggest.\n"));
        return PROMPT_CONTINUE;
    }
    hint_print(&adv);
    return PROMPT_CONTINUE;
}

static size_t complete_hand(struct session *s, const char **out, size_t cap)
{
    struct observation o;
    size_t n = 0;
    table_observe(s, &o);
    for (int k = 0; k < CARD_KINDS && n < cap; k++)
        if (o.hand[k])
            out[n++] = card_info((enum card_kind)k)->name;
    return n;
}

/* The cards the rules allow to play now (a final battle may forbid some). */
static size_t complete_play(struct session *s, const char **out, size_t cap)
{
    action legal[STATE_MAX_ACTIONS];
    int nlegal = state_legal_actions(&table_of(s)->game, &table_of(s)->state, legal, STATE_MAX_ACTIONS);
    size_t n = 0;
    for (int i = 0; i < nlegal && n < cap; i++)
        if (action_type(legal[i]) == ACTION_PLAY)
            out[n++] = card_info((enum card_kind)action_arg(legal[i]))->name;
    return n;
}

/* The regions (or "off") of the legal actions of one type. */
static size_t complete_legal_regions(struct session *s, int type, const char **out, size_t cap)
{
    action legal[STATE_MAX_ACTIONS];
    int nlegal = state_legal_actions(&table_of(s)->game, &table_of(s)->state, legal, STATE_MAX_ACTIONS);
    size_t n = 0;
    for (int i = 0; i < nlegal && n < cap; i++)
        if (action_type(legal[i]) == type)
            out[n++] = action_arg(legal[i]) == ACTION_NONE ? "off"
                                                           : region_name_local(action_arg(legal[i]));
    return n;
}

static size_t complete_regions(struct session *s, const char **out, size_t cap)
{
    return complete_legal_regions(s, ACTION_REGION, out, cap);
}

static size_t complete_pope(struct session *s, const char **out, size_t cap)
{
    return complete_legal_regions(s, ACTION_POPE, out, cap);
}

static size_t complete_line(struct session *s, const char **out, size_t cap)
{
    struct observation o;
    size_t n = 0;
    table_observe(s, &o);
    for (int k = 0; k < CARD_MERCENARY_KINDS && n < cap; k++)
        if (o.lines[TABLE_HUMAN].up[k])
            out[n++] = card_info((enum card_kind)k)->name;
    if (n < cap)
        out[n++] = "none";
    return n;
}

static size_t complete_yes_no(struct session *s, const char **out, size_t cap)
{
    (void)s;
    size_t n = 0;
    if (n < cap)
        out[n++] = "yes";
    if (n < cap)
        out[n++] = "no";
    return n;
}

/* Whether the human may make a move of this type now. */
static bool can(const struct session *s, int type)
{
    action legal[STATE_MAX_ACTIONS];
    const struct table_screen *t = table_of(s);
    if (state_current_seat(&t->state) != TABLE_HUMAN)
        return false;
    int n = state_legal_actions(&t->game, &t->state, legal, STATE_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (action_type(legal[i]) == type)
            return true;
    return false;
}

#define CAN(fn, type)                                                                              \
    static bool fn(const struct session *s)                                                       \
    {                                                                                              \
        return can(s, type);                                                                       \
    }
CAN(can_play, ACTION_PLAY)
CAN(can_pass, ACTION_PASS)
CAN(can_region, ACTION_REGION)
CAN(can_pope, ACTION_POPE)
CAN(can_scarecrow, ACTION_SCARECROW)
CAN(can_keep, ACTION_KEEP)
CAN(can_discard, ACTION_DISCARD_HAND)
CAN(can_decline, ACTION_DECLINE)
CAN(can_draw, ACTION_DRAW)

static bool my_turn(const struct session *s)
{
    return state_current_seat(&table_of(s)->state) == TABLE_HUMAN;
}

#define T MODE_STANDARD
#define GAME PROMPT_GAME_ACTION
const struct prompt_command table_play_command = {
    .name = "play", .alias = "p", .args = "CARD",
    .help = N_("play a card into your battle line (a card alone does the same: 10)"), .modes = T,
    .run = run_play, .complete = complete_play, .flags = GAME, .available = can_play,
    .details = N_("CARD is a number (1 2 3 4 5 6 10) or a name: winter, spring, bishop, courtesan,\n"
               "drummer, heroine, scarecrow, surrender (help CARD tells what it does).\n"
               "play scarecrow CARD plays a Scarecrow and takes CARD back at once;\n"
               "play scarecrow none plays it taking nothing back."),
};
const struct prompt_command table_pass_command = {
    .name = "pass", .args = "[reveal]",
    .help = N_("pass: you play no more cards in this battle ('pass reveal': turning your face-down "
            "card up, with hidden-cards)"),
    .modes = T, .run = run_act, .flags = GAME | PROMPT_WHOLE_NAME, .available = can_pass,
    .details = N_("Only by its whole name: you cannot come back into this battle."),
};
const struct prompt_command table_region_command = {
    .name = "region", .alias = "r", .args = "NAME",
    .help = N_("choose the next battle's region (you hold the token)"), .modes = T, .run = run_act,
    .complete = complete_regions, .flags = GAME, .available = can_region,
    .details = N_("NAME: Italian or English (Firenze or Florence), or its first 3 letters or more."),
};
const struct prompt_command table_pope_command = {
    .name = "pope", .args = "REGION|off", .help = N_("after your Bishop: place the Pope"),
    .modes = T, .run = run_act, .complete = complete_pope, .flags = GAME, .available = can_pope,
};
const struct prompt_command table_scarecrow_command = {
    .name = "scarecrow", .args = "CARD|none", .help = N_("after your Scarecrow: take a mercenary back"),
    .modes = T, .run = run_act, .complete = complete_line, .flags = GAME,
    .available = can_scarecrow,
};
const struct prompt_command table_keep_command = {
    .name = "keep", .args = "[CARD [CARD]]|none", .help = N_("at a round end: the cards you keep"),
    .modes = T, .run = run_act, .complete = complete_hand, .flags = GAME,
    .available = can_keep,
};
const struct prompt_command table_discard_command = {
    .name = "discard", .args = "yes|no",
    .help = N_("with no mercenary in hand: discard your hand or not"), .modes = T,
    .run = run_act, .complete = complete_yes_no, .flags = GAME | PROMPT_WHOLE_NAME,
    .available = can_discard,
};
const struct prompt_command table_decline_command = {
    .name = "decline", .args = "",
    .help = N_("designate no battle: the token passes left (1st edition)"), .modes = T,
    .run = run_act, .flags = GAME | PROMPT_WHOLE_NAME, .available = can_decline,
};
const struct prompt_command table_draw_command = {
    .name = "draw", .args = "N",
    .help = N_("after a battle, with draw-after-battle.draw-choice=optional: how many cards "
               "you draw"),
    .modes = T, .run = run_act, .flags = GAME | PROMPT_WHOLE_NAME, .available = can_draw,
};
const struct prompt_command table_hand_command = {
    .name = "hand", .args = "", .help = N_("your hand"), .modes = T, .run = run_hand,
};
const struct prompt_command table_lines_command = {
    .name = "lines", .alias = "l", .args = "", .help = N_("the battle lines and their strength"),
    .modes = T, .run = run_lines,
};
const struct prompt_command table_map_command = {
    .name = "map", .alias = "m", .args = "[REGION]",
    .help = N_("Italy with its borders: owners, the Pope, the battle; or one region"),
    .modes = T, .run = run_map,
};
const struct prompt_command table_status_command = {
    .name = "status", .alias = "st", .args = "",
    .help = N_("regions, cards, token, Pope, the battle, your hand"), .modes = T,
    .run = run_status,
};
const struct prompt_command table_hint_command = {
    .name = "hint", .args = "[N|TIME]",
    .help = N_("the best moves found by the search bot, their chances, and why; hint N or "
               "hint TIME (2s) thinks N iterations or that long"), .modes = T,
    .run = run_hint, .available = my_turn,
};
#undef GAME
#undef T
