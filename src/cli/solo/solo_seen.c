/* solo_seen.c — `seen` in the solitaire: the cards gone by (yours, the
 * enemy's, the specials played) and those not seen yet: the mercenaries
 * of your deck and the enemy's (which deck holds which is not known), the
 * enemy's Scarecrows, and the specials still in the special deck. */
#include <stdio.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "i18n.h"

static void add_line(uint8_t *known, const uint8_t *line, int n)
{
    for (int i = 0; i < n; i++)
        if (line[i] < CARD_KINDS)
            known[line[i]]++;
}

static enum prompt_result run_seen(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct solo_view v;
    solo_view(&solo_of(s)->state, &v);
    uint8_t known[CARD_KINDS] = { 0 };
    add_line(known, v.player_line, v.player_line_n);
    add_line(known, v.enemy_line, v.enemy_line_n);
    /* TRANSLATORS: the column headings of the solitaire's "seen"; short
     * words, explained by the legend under the table. */
    const char *head[5] = { _("card"), _("yours"), _("enemy"), _("hand"), _("unseen") };
    int w[5] = { 10, 5, 6, 5, 7 };
    for (int k = 0; k < CARD_KINDS; k++)
        if (v.total[k])
            w[0] = width_at_least(w[0], card_name_local(k));
    for (int i = 1; i < 5; i++)
        w[i] = width_at_least(w[i], head[i]);
    printf("  ");
    fput_left(stdout, head[0], w[0]);
    for (int i = 1; i < 5; i++) {
        printf(" ");
        fput_right(stdout, head[i], w[i]);
    }
    printf("\n");
    int merc = 0, specials = 0, scarecrows = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        if (!v.total[k])
            continue;
        int mine = v.player_discard[k], theirs = v.enemy_discard[k] + v.used_specials[k];
        int hand = v.hand[k] + v.reserve[k];
        int unseen = v.total[k] - mine - theirs - hand - known[k] - v.out[k];
        if (card_is_mercenary(k))
            merc += unseen;
        else if (k == CARD_SCARECROW)
            scarecrows += unseen;
        else
            specials += unseen;
        printf("  ");
        fput_left(stdout, card_name_local(k), w[0]);
        printf(" %*d %*d %*d %*d\n", w[1], mine, w[2], theirs, w[3], hand, w[4], unseen);
    }
    printf(_("yours: your discards; enemy: its discards and the specials played; hand: your hand\n"
             "and reserve. "));
    printf(ngettext("Unseen: %d mercenaries in your deck (%d) and the enemy's (%d), which\n"
                    "also holds %d Scarecrow; %d specials in the special deck (%d).\n",
                    "Unseen: %d mercenaries in your deck (%d) and the enemy's (%d), which\n"
                    "also holds %d Scarecrows; %d specials in the special deck (%d).\n",
                    (unsigned long)scarecrows),
           merc, v.player_deck_n, v.enemy_deck_n - scarecrows, scarecrows, specials,
           v.special_deck_n);
    return PROMPT_CONTINUE;
}

const struct prompt_command solo_seen_command = {
    .name = "seen", .args = "",
    .help = N_("the cards gone by, and those not seen yet (decks, special deck)"),
    .modes = MODE_SOLO, .run = run_seen,
};
