/* table_seen.c — `seen` in the standard game: the cards played and
 * discarded since the last shuffle, by kind, and how many of each kind you
 * have not seen (the deck and the other hands together, never which hand):
 * what an attentive player counts at the table. */
#include <stdio.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"

static enum prompt_result run_seen(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct observation o;
    table_observe(s, &o);
    const uint8_t *deck = s->table->game.rules.deck;
    printf("Cards since the last shuffle: seen (played or discarded), in your hand, unseen\n"
           "(in the deck or in the other hands%s):\n",
           s->table->game.nmodules ? ", or face down" : "");
    printf("  %-10s %5s %5s %7s\n", "card", "seen", "hand", "unseen");
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
        printf("  %-10s %5d %5d %7d\n", card_info((enum card_kind)k)->name, seen, mine, unseen);
    }
    printf("  %-10s %5d %5s %7d   (deck %d, other hands %d)\n", "all", total_seen, "",
           total_unseen, o.deck_count, total_unseen - o.deck_count);
    return PROMPT_CONTINUE;
}

const struct prompt_command table_seen_command = {
    .name = "seen", .args = "",
    .help = "the cards seen since the last shuffle, and how many of each you have not seen",
    .modes = MODE_STANDARD, .run = run_seen,
};
