/* table_commands.c — the prompt's commands during a standard game: play,
 * pass, region, pope, scarecrow, keep, discard, decline, hand, lines, map,
 * status, hint. */
#include <stdio.h>
#include <string.h>

#include "ai/advisor_search.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "cli/term/term_thinking.h"

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

static enum prompt_result run_play(struct session *s, int argc, char **argv)
{
    if (argc != 2) {
        printf("Which card? play CARD, e.g. play 10.\n");
        table_render_hand(s);
        return PROMPT_CONTINUE;
    }
    return act(s, "play", argc, argv);
}

/* pass, region, pope, scarecrow, keep, discard, decline: the command's words are the
 * action's text (only `discard` is spelled `discard-hand` by the engine). */
static enum prompt_result run_act(struct session *s, int argc, char **argv)
{
    bool ambiguous;
    const struct prompt_command *c = prompt_find(s, argv[0], &ambiguous);
    const char *verb = !c ? argv[0] : strcmp(c->name, "discard") ? c->name : "discard-hand";
    return act(s, verb, argc, argv);
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
SHOW(run_map, table_render_map)
SHOW(run_status, table_render_status)

static enum prompt_result run_hint(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct table_screen *t = s->table;
    if (state_current_seat(&t->state) != TABLE_HUMAN) {
        printf("It is not your turn.\n");
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
    int rc = advisor_search_hint(&t->game, &o, legal, n, names, 0, &adv);
    term_thinking_stop();
    if (rc) {
        printf("No move to suggest.\n");
        return PROMPT_CONTINUE;
    }
    char text[1024];
    advisor_format(&adv, text, sizeof text);
    fputs(text, stdout);
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

/* The regions (or "off") of the legal actions of one type. */
static size_t complete_legal_regions(struct session *s, int type, const char **out, size_t cap)
{
    action legal[STATE_MAX_ACTIONS];
    int nlegal = state_legal_actions(&s->table->game, &s->table->state, legal, STATE_MAX_ACTIONS);
    size_t n = 0;
    for (int i = 0; i < nlegal && n < cap; i++)
        if (action_type(legal[i]) == type)
            out[n++] = action_arg(legal[i]) == ACTION_NONE ? "off" : region_name(action_arg(legal[i]));
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

#define T MODE_STANDARD
const struct prompt_command table_play_command = {
    "play", "p", "CARD", "play a card into your battle line (a card alone does the same: 10)", T,
    run_play, complete_hand,
};
const struct prompt_command table_pass_command = {
    "pass", NULL, "[reveal]", "pass: you play no more cards in this battle ('pass reveal': "
    "turning your face-down card up, with hidden-cards)", T, run_act, NULL,
};
const struct prompt_command table_region_command = {
    "region", "r", "NAME", "choose the next battle's region (you hold the token)", T, run_act,
    complete_regions,
};
const struct prompt_command table_pope_command = {
    "pope", NULL, "REGION|off", "after your Bishop: place the Pope", T, run_act, complete_pope,
};
const struct prompt_command table_scarecrow_command = {
    "scarecrow", NULL, "CARD|none", "after your Scarecrow: take a mercenary back", T,
    run_act, complete_line,
};
const struct prompt_command table_keep_command = {
    "keep", NULL, "[CARD [CARD]]|none", "at a round end: the cards you keep", T, run_act,
    complete_hand,
};
const struct prompt_command table_discard_command = {
    "discard", NULL, "yes|no", "with no mercenary in hand: discard your hand or not", T,
    run_act, complete_yes_no,
};
const struct prompt_command table_decline_command = {
    "decline", NULL, "", "designate no battle: the token passes left (1st edition)", T, run_act,
    NULL,
};
const struct prompt_command table_hand_command = {
    "hand", NULL, "", "your hand", T, run_hand, NULL,
};
const struct prompt_command table_lines_command = {
    "lines", "l", "", "the battle lines and their strength", T, run_lines, NULL,
};
const struct prompt_command table_map_command = {
    "map", "m", "", "Italy: owners, the Pope, the contested region", T, run_map, NULL,
};
const struct prompt_command table_status_command = {
    "status", "st", "", "regions, cards, token, Pope, the battle, your hand", T, run_status, NULL,
};
const struct prompt_command table_hint_command = {
    "hint", NULL, "", "the best moves found by the search bot, their chances, and why", T, run_hint, NULL,
};
#undef T
