/* solo_commands.c — the prompt's commands during a solitaire game: play,
 * blind, special, next, fight, concede, hand, status, hint. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/prompt/hint_print.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "ai/advisor_search.h"
#include "cli/commands/search_options.h"
#include "cli/solo/solo_screen.h"
#include "cli/term/term_thinking.h"
#include "i18n.h"

/* "play 6" / "special winter": hand the words back to the engine's parser. */
static enum prompt_result act(struct session *s, const char *verb, int argc, char **argv)
{
    char text[64];
    if (argc > 2) {
        printf(_("One card at a time: %s CARD.\n"), verb);
        return PROMPT_CONTINUE;
    }
    snprintf(text, sizeof text, "%s%s%s", verb, argc > 1 ? " " : "", argc > 1 ? argv[1] : "");
    solo_screen_act(s, text);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_play(struct session *s, int argc, char **argv)
{
    if (argc < 2) {
        printf(_("Which card? play CARD, e.g. play 6. "));
        solo_render_hand(s);
        return PROMPT_CONTINUE;
    }
    if (prompt_card_word(s, argv[1]) < 0) /* says why */
        return PROMPT_CONTINUE;
    return act(s, "play", argc, argv);
}

static enum prompt_result run_special(struct session *s, int argc, char **argv)
{
    if (argc < 2) {
        printf(_("Which special? special CARD, e.g. special winter. "));
        solo_render_hand(s);
        return PROMPT_CONTINUE;
    }
    if (strcasecmp(argv[1], "none") && prompt_card_word(s, argv[1]) < 0) /* says why */
        return PROMPT_CONTINUE;
    return act(s, "special", argc, argv);
}

static enum prompt_result run_simple(struct session *s, int argc, char **argv)
{
    if (argc > 1) {
        printf(_("%s takes no argument.\n"), argv[0]);
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
    int budget; /* hint 2s, hint 10000 */
    if (search_option_hint_budget(argc, argv, &budget))
        return PROMPT_CONTINUE;
    struct advisor_advice adv;
    term_thinking_start();
    int rc = advisor_solo_hint(&solo_of(s)->state, budget, search_option_threads(), &adv);
    term_thinking_stop();
    if (prompt_interrupted()) {
        printf("%s", _("Interrupted: no hint.\n"));
        return PROMPT_CONTINUE;
    }
    if (rc) {
        printf(_("The game is over: no move to suggest.\n"));
        return PROMPT_CONTINUE;
    }
    hint_print(&adv);
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
    solo_view(&solo_of(s)->state, &v);
    return complete_kinds(v.hand, true, out, cap);
}

static size_t complete_reserve(struct session *s, const char **out, size_t cap)
{
    struct solo_view v;
    solo_view(&solo_of(s)->state, &v);
    size_t n = 0;
    /* the specials the rules allow now (surrender-card=after-two-cards
     * keeps the Surrender until two cards are down) */
    for (int k = 0; k < CARD_KINDS && n < cap; k++)
        if (v.reserve[k] && !card_is_mercenary(k) &&
            solo_is_legal(&solo_of(s)->state, solo_action_make(SOLO_ACT_SPECIAL, k)))
            out[n++] = card_info((enum card_kind)k)->name;
    if (n < cap && solo_is_legal(&solo_of(s)->state, solo_action_make(SOLO_ACT_SPECIAL, CARD_NONE)))
        out[n++] = "none";
    return n;
}

/* Whether some legal action of this type exists now. */
static bool can(const struct session *s, int type)
{
    return solo_can(&solo_of(s)->state, type);
}

static bool can_play(const struct session *s)
{
    return can(s, SOLO_ACT_PLAY);
}
static bool can_special(const struct session *s)
{
    return can(s, SOLO_ACT_SPECIAL);
}
static bool can_blind(const struct session *s)
{
    return can(s, SOLO_ACT_BLIND);
}
static bool can_next(const struct session *s)
{
    return can(s, SOLO_ACT_NEXT);
}
static bool can_fight(const struct session *s)
{
    return can(s, SOLO_ACT_FIGHT);
}
static bool can_concede(const struct session *s)
{
    return can(s, SOLO_ACT_CONCEDE);
}

#define GAME PROMPT_GAME_ACTION
const struct prompt_command solo_play_command = {
    .name = "play", .alias = "p", .args = "CARD",
    .help = N_("play a mercenary from your hand (a card alone does the same: 6)"),
    .modes = MODE_SOLO, .run = run_play, .complete = complete_hand, .flags = GAME,
    .available = can_play,
    .details = N_("CARD is a number (1 2 3 4 5 6 10). The battle goes on with the enemy's next card."),
};
const struct prompt_command solo_special_command = {
    .name = "special", .alias = "s", .args = "CARD|none",
    .help = N_("play a special card from your reserve: the duel ends the battle"),
    .modes = MODE_SOLO, .run = run_special, .complete = complete_reserve, .flags = GAME,
    .available = can_special,
    .details = N_("The enemy answers with the top card of the special deck (rules solitaire).\n"
               "A special card typed alone does the same: winter is special winter."),
};
const struct prompt_command solo_blind_command = {
    .name = "blind", .args = "", .help = N_("blind battle: play the top card of your deck, unseen"),
    .modes = MODE_SOLO, .run = run_simple, .flags = GAME, .available = can_blind,
};
const struct prompt_command solo_next_command = {
    .name = "next", .alias = "n", .args = "",
    .help = N_("let the enemy turn up its next card (Enter does the same)"), .modes = MODE_SOLO,
    .run = run_simple, .flags = GAME, .available = can_next,
};
const struct prompt_command solo_fight_command = {
    .name = "fight", .alias = "f", .args = "",
    .help = N_("every card is down: compare strengths (Enter does the same)"), .modes = MODE_SOLO,
    .run = run_simple, .flags = GAME, .available = can_fight,
};
const struct prompt_command solo_concede_command = {
    .name = "concede", .args = "", .help = N_("lose this battle now (after your second card)"),
    .modes = MODE_SOLO, .run = run_simple, .flags = GAME | PROMPT_WHOLE_NAME,
    .available = can_concede,
    .details = N_("Only by its whole name: the battle is lost at once."),
};
const struct prompt_command solo_hand_command = {
    .name = "hand", .args = "", .help = N_("your hand and your specials"), .modes = MODE_SOLO,
    .run = run_hand,
};
const struct prompt_command solo_hint_command = {
    .name = "hint", .args = "[N|TIME]",
    .help = N_("the best moves found by the search bot, their chances, and why; hint N or "
               "hint TIME (2s) thinks N iterations or that long"), .modes = MODE_SOLO,
    .run = run_hint,
};
const struct prompt_command solo_status_command = {
    .name = "status", .alias = "st", .args = "",
    .help = N_("the whole table: score, both lines, hand, decks"), .modes = MODE_SOLO,
    .run = run_status,
};
#undef GAME
