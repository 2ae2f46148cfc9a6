/* solo_commands.c — the prompt's commands during a solitaire game: play,
 * blind, special, next, fight, concede, hand, status, hint. */
#include <stdio.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "ai/advisor_search.h"
#include "cli/solo/solo_screen.h"
#include "cli/term/term_thinking.h"

/* "play 6" / "special winter": hand the words back to the engine's parser. */
static enum prompt_result act(struct session *s, const char *verb, int argc, char **argv)
{
    char text[64];
    if (argc > 2) {
        printf("One card at a time: %s CARD.\n", verb);
        return PROMPT_CONTINUE;
    }
    snprintf(text, sizeof text, "%s%s%s", verb, argc > 1 ? " " : "", argc > 1 ? argv[1] : "");
    solo_screen_act(s, text);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_play(struct session *s, int argc, char **argv)
{
    if (argc < 2) {
        printf("Which card? play CARD, e.g. play 6. ");
        solo_render_hand(s);
        return PROMPT_CONTINUE;
    }
    return act(s, "play", argc, argv);
}

static enum prompt_result run_special(struct session *s, int argc, char **argv)
{
    if (argc < 2) {
        printf("Which special? special CARD, e.g. special winter. ");
        solo_render_hand(s);
        return PROMPT_CONTINUE;
    }
    return act(s, "special", argc, argv);
}

static enum prompt_result run_simple(struct session *s, int argc, char **argv)
{
    if (argc > 1) {
        printf("%s takes no argument.\n", argv[0]);
        return PROMPT_CONTINUE;
    }
    /* argv[0] may be an alias or a prefix: use the command's own name */
    bool ambiguous;
    const struct prompt_command *c = prompt_find(s, argv[0], &ambiguous);
    return act(s, c ? c->name : argv[0], 1, argv);
}

static enum prompt_result run_hand(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    solo_render_hand(s);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_status(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    solo_render_status(s);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_hint(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct advisor_advice adv;
    term_thinking_start();
    int rc = advisor_solo_hint(&s->solo->state, 0, &adv);
    term_thinking_stop();
    if (rc) {
        printf("The game is over: no move to suggest.\n");
        return PROMPT_CONTINUE;
    }
    char text[1024];
    advisor_format(&adv, text, sizeof text);
    fputs(text, stdout);
    return PROMPT_CONTINUE;
}

static size_t complete_kinds(const uint8_t *counts, bool mercenaries, const char **out, size_t cap)
{
    size_t n = 0;
    for (int k = 0; k < CARD_KINDS && n < cap; k++)
        if (counts[k] && card_is_mercenary(k) == mercenaries)
            out[n++] = card_info((enum card_kind)k)->name;
    return n;
}

static size_t complete_hand(struct session *s, const char **out, size_t cap)
{
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    return complete_kinds(v.hand, true, out, cap);
}

static size_t complete_reserve(struct session *s, const char **out, size_t cap)
{
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    size_t n = complete_kinds(v.reserve, false, out, cap);
    if (n < cap && solo_is_legal(&s->solo->state, solo_action_make(SOLO_ACT_SPECIAL, CARD_NONE)))
        out[n++] = "none";
    return n;
}

const struct prompt_command solo_play_command = {
    "play", "p", "CARD", "play a mercenary from your hand (a card alone does the same: 6)",
    MODE_SOLO, run_play, complete_hand,
};
const struct prompt_command solo_special_command = {
    "special", "s", "CARD|none", "play a special card from your reserve: the duel ends the battle",
    MODE_SOLO, run_special, complete_reserve,
};
const struct prompt_command solo_blind_command = {
    "blind", NULL, "", "blind battle: play the top card of your deck, unseen", MODE_SOLO,
    run_simple, NULL,
};
const struct prompt_command solo_next_command = {
    "next", "n", "", "let the enemy turn up its next card (Enter does the same)", MODE_SOLO,
    run_simple, NULL,
};
const struct prompt_command solo_fight_command = {
    "fight", "f", "", "every card is down: compare strengths (Enter does the same)", MODE_SOLO,
    run_simple, NULL,
};
const struct prompt_command solo_concede_command = {
    "concede", NULL, "", "lose this battle now (after your second card)", MODE_SOLO, run_simple,
    NULL,
};
const struct prompt_command solo_hand_command = {
    "hand", NULL, "", "your hand and your specials", MODE_SOLO, run_hand, NULL,
};
const struct prompt_command solo_hint_command = {
    "hint", NULL, "", "the best moves found by the search bot, their chances, and why", MODE_SOLO,
    run_hint, NULL,
};
const struct prompt_command solo_status_command = {
    "status", "st", "", "the whole table: score, both lines, hand, decks", MODE_SOLO, run_status,
    NULL,
};
