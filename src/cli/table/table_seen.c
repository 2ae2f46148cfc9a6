/* table_seen.c — `seen` in the standard game: the cards played and
 * discarded since the last shuffle, by kind, and how many of each kind you
 * have not seen (the deck and the other hands together, never which hand):
 * what an attentive player counts at the table. With hand-sizes=private
 * it does not split them into the deck and the other hands (the deck's
 * count alone where it is public, doc/rules-standard.md). */
#include <stdio.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "i18n.h"

static enum prompt_result run_seen(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct observation o;
    table_observe(s, &o);
    const uint8_t *deck = table_of(s)->game.rules.deck;
    if (table_of(s)->game.nmodules)
        printf(_("Cards since the last shuffle: seen (played or discarded), in your hand, unseen\n"
                 "(in the deck or in the other hands, or face down):\n"));
    else
        printf(_("Cards since the last shuffle: seen (played or discarded), in your hand, unseen\n"
                 "(in the deck or in the other hands):\n"));
    /* TRANSLATORS: the column headings of "seen"; short words. */
    const char *card = _("card"), *seen_h = _("seen"), *hand_h = _("hand"), *unseen_h = _("unseen");
    int w0 = 10, w1 = width_at_least(5, seen_h), w2 = width_at_least(5, hand_h),
        w3 = width_at_least(7, unseen_h);
    for (int k = 0; k < CARD_KINDS; k++)
        if (deck[k])
            w0 = width_at_least(w0, card_name_local(k));
    printf("  ");
    fput_left(stdout, card, w0);
    printf(" ");
    fput_right(stdout, seen_h, w1);
    printf(" ");
    fput_right(stdout, hand_h, w2);
    printf(" ");
    fput_right(stdout, unseen_h, w3);
    printf("\n");
    int total_seen = 0, total_unseen = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        if (!deck[k])
            continue;
        int seen = o.discard[k], mine = o.hand[k] + o.lines[TABLE_HUMAN].down[k];
        for (int i = 0; i < o.nseats; i++)
            seen += o.lines[i].up[k];
        int unseen = deck[k] - seen - mine;
        total_seen += seen;
        total_unseen += unseen;
        printf("  ");
        fput_left(stdout, card_name_local(k), w0);
        printf(" %*d %*d %*d\n", w1, seen, w2, mine, w3, unseen);
    }
    printf("  ");
    fput_left(stdout, _("all"), w0);
    printf(" %*d %*s %*d", w1, total_seen, w2, "", w3, total_unseen);
    if (o.deck_private)
        printf("\n"); /* the deck's count would tell another hand's */
    else if (o.sizes_private)
        /* TRANSLATORS: hand-sizes=private: the deck's count only (the
         * program does not count the other hands for the player). */
        printf(_("   (deck %d)\n"), o.deck_count);
    else
        printf(_("   (deck %d, other hands %d)\n"), o.deck_count, total_unseen - o.deck_count);
    return PROMPT_CONTINUE;
}

const struct prompt_command table_seen_command = {
    .name = "seen", .args = "",
    .help = N_("the cards seen since the last shuffle, and how many of each you have not seen"),
    .modes = MODE_STANDARD, .run = run_seen,
};
