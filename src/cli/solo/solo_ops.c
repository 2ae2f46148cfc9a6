/* solo_ops.c — the solitaire as a screen of the prompt (screen.h): what a
 * card alone or an empty line means in it, the cards the player may name,
 * what each special card does here, and the rest of struct screen_ops. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "i18n.h"

static bool over(const struct session *s)
{
    return solo_is_terminal(&solo_of(s)->state);
}

static bool unrecorded(const struct session *s)
{
    return solo_of(s)->unrecorded;
}

static void end(struct session *s)
{
    struct solo_screen *g = solo_of(s);
    if (g)
        free(g->scenario);
    free(g);
}

static void step(const struct session *s, int stop, bool shown)
{
    (void)stop;
    if (shown)
        solo_render_status(s);
}

static void rules(const struct session *s)
{
    solo_render_rules(&solo_of(s)->options);
}

static const char *card_verb(int kind)
{
    return card_is_mercenary(kind) ? "play" : "special";
}

static const char *empty_line_verb(const struct session *s)
{
    switch (solo_decision(&solo_of(s)->state)) {
    case SOLO_DECIDE_RESPOND:
        return "next";
    case SOLO_DECIDE_CONCLUDE:
        return "fight";
    default:
        return NULL;
    }
}

static void cards(const struct session *s, uint8_t out[CARD_KINDS])
{
    struct solo_view v;
    solo_view(&solo_of(s)->state, &v);
    for (int k = 0; k < CARD_KINDS; k++)
        out[k] = v.hand[k] | v.reserve[k];
}

/* The player holds no Courtesan, and only the enemy has a Scarecrow. */
static bool has_card(int kind)
{
    return kind != CARD_COURTESAN && kind != CARD_SCARECROW;
}

static const char *const solo_text[CARD_KINDS] = {
    [CARD_WINTER] = N_("Winter (a special, played in the duel): every mercenary counts 1. "
                    "Against a Spring\nboth cancel: neither applies."),
    [CARD_SPRING] = N_("Spring (a special): +3 to every mercenary of the highest printed value, "
                    "both lines.\nAgainst a Winter both cancel."),
    [CARD_BISHOP] = N_("Bishop (a special): every mercenary of the highest printed value, in both "
                    "lines, is\ndiscarded. There is no Pope in the solitaire."),
    [CARD_DRUMMER] = N_("Drummer (a special): doubles the mercenaries of its own line."),
    [CARD_HEROINE] = N_("Heroine (a special): worth 10, never modified."),
    [CARD_SURRENDER] = N_("Surrender (a special): whoever plays it wins the battle."),
    [CARD_SCARECROW] = N_("Scarecrow: only the enemy has one. Turned up, it forces the duel at once."),
    [CARD_COURTESAN] = N_("Courtesan: not in the solitaire."),
};

static const char *card_text(int kind)
{
    return solo_text[kind];
}

static bool ends_when_over(const struct session *s)
{
    (void)s;
    return true;
}

static struct undo_mark *undo(const struct session *s)
{
    return &solo_of(s)->undo;
}

static bool stored(const struct store_game_header *h)
{
    return !strcmp(h->kind, "solitaire");
}

const struct screen_ops solo_screen_ops = {
    .prompt = "solo",
    .mode = MODE_SOLO,
    .over = over,
    .unrecorded = unrecorded,
    .end = end,
    .status = solo_render_status,
    .board = solo_render_status,
    .step = step,
    .rules = rules,
    .card_verb = card_verb,
    .empty_line_verb = empty_line_verb,
    .cards = cards,
    .has_card = has_card,
    /* TRANSLATORS: the card names follow (typed words, English or yours). */
    .cards_intro = N_("How a solitaire game goes, its levels and its options: rules solitaire.\n"
                      "A card alone plays it: '10' is 'play 10', 'winter' is 'special winter'. Cards: 1 2 3 4 5 6 10, "),
    .card_text = card_text,
    .doc = "doc/rules-solitaire.md",
    .no_pope = N_("There is no Pope in the solitaire.\n"),
    .no_token = N_("There is no token in the solitaire.\n"),
    .ends_when_over = ends_when_over,
    .undo = undo,
    .stored = stored,
    .restore = restore_solo,
};
