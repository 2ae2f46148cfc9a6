/* solo_question.c — the question line at the solitaire's pauses (before
 * the enemy's next card, before the comparison, against an enemy
 * Scarecrow): the commands it names are read from the legal actions, so it
 * lists exactly what is accepted there — concede under concede-when=any
 * once concede-after cards are down, special CARD only when a special of
 * the reserve may be played, special none when it may answer a Scarecrow. */
#include <stdio.h>

#include "cli/i18n/i18n_names.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "i18n.h"

enum { ASK_NEXT, ASK_FIGHT, ASK_SPECIAL, ASK_NONE, ASK_CONCEDE, ASK_WORDS };

static void accepted(const struct solo_state *st, bool *ask)
{
    solo_action legal[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(st, legal, SOLO_MAX_ACTIONS);
    for (int i = 0; i < ASK_WORDS; i++)
        ask[i] = false;
    for (int i = 0; i < n && i < SOLO_MAX_ACTIONS; i++)
        switch (solo_action_type(legal[i])) {
        case SOLO_ACT_NEXT:
            ask[ASK_NEXT] = true;
            break;
        case SOLO_ACT_FIGHT:
            ask[ASK_FIGHT] = true;
            break;
        case SOLO_ACT_SPECIAL:
            ask[solo_action_card(legal[i]) == CARD_NONE ? ASK_NONE : ASK_SPECIAL] = true;
            break;
        case SOLO_ACT_CONCEDE:
            ask[ASK_CONCEDE] = true;
            break;
        default:
            break;
        }
}

/* "a", "a or b", "a, b or c": the accepted commands in one phrase, joined
 * as the lists of an option's values are (i18n_rules.c). */
static void choices(const bool *ask, char *buf, size_t cap)
{
    /* TRANSLATORS: the commands a question line of the solitaire lists,
     * typed in English (or their words in your language), as in "Before
     * the enemy's next card: next (or Enter), special CARD or concede." */
    const char *word[ASK_WORDS] = {
        [ASK_NEXT] = _("next (or Enter)"),
        [ASK_FIGHT] = _("fight (or Enter) to compare"),
        [ASK_SPECIAL] = _("special CARD"),
        [ASK_NONE] = _("special none"),
        [ASK_CONCEDE] = _("concede"),
    };
    const char *said[ASK_WORDS];
    int n = 0;
    for (int i = 0; i < ASK_WORDS; i++)
        if (ask[i])
            said[n++] = word[i];
    char tail[256] = "", more[256];
    for (int i = n - 1; i >= 0; i--) {
        if (i == n - 1)
            snprintf(more, sizeof more, "%s", said[i]);
        else if (i == n - 2)
            snprintf(more, sizeof more, _("%s or %s"), said[i], tail);
        else
            snprintf(more, sizeof more, _("%s, %s"), said[i], tail);
        snprintf(tail, sizeof tail, "%s", more);
    }
    snprintf(buf, cap, "%s", tail);
}

void solo_render_pause(const struct session *s)
{
    const struct solo_state *st = &solo_of(s)->state;
    bool ask[ASK_WORDS];
    char list[256];
    accepted(st, ask);
    choices(ask, list, sizeof list);
    switch (solo_decision(st)) {
    case SOLO_DECIDE_RESPOND:
        /* TRANSLATORS: %s lists the commands accepted now */
        printf(_("Before the enemy's next card: %s.\n"), list);
        break;
    case SOLO_DECIDE_CONCLUDE:
        /* TRANSLATORS: %s lists the commands accepted now */
        printf(_("All cards are down: %s.\n"), list);
        break;
    case SOLO_DECIDE_SCARECROW:
        /* TRANSLATORS: the Scarecrow (its name), then the commands accepted
         * now */
        printf(_("%s: answer with %s.\n"), card_title_local(CARD_SCARECROW), list);
        break;
    default:
        break;
    }
}
