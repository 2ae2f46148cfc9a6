/* solo_bot_duel.h — the solitaire's duel of specials as the player sees it:
 * the chance that each special of his (or none) wins the battle, over the
 * specials the enemy may draw. Used by the solitaire bot. */
#ifndef CONDOTTIERE_SOLO_BOT_DUEL_H
#define CONDOTTIERE_SOLO_BOT_DUEL_H

#include <stdbool.h>
#include <stdint.h>

#include "solo/solo.h"

/* The duel as the player sees it, read once a decision: the two lines
 * before the specials, as words of face-up counts (engine/kind_counts.h),
 * and what the enemy may draw from the special deck. Each answer's lines
 * are built from the words by whole stores: counts written a byte at a
 * time stall the strength's word loads that follow at once (a failed
 * store forwarding, a tenth of a solitaire search's time). */
struct solo_bot_duel {
    uint64_t low[2], high[2]; /* kinds 0..7, kinds 8..14 (kind 7's lane zero) */
    int w[CARD_KINDS];
    int n;
    uint64_t wkey; /* w[] of kinds 7..14 (the specials the enemy may draw), a byte each */
};

/* Reads the duel of v; lines[] holds the cards of both lines by kind. */
void solo_bot_duel_read(const struct solo_view *v, const int lines[CARD_KINDS],
                        struct solo_bot_duel *d);

/* The chance that the player wins the duel with the special `mine`
 * (CARD_NONE: none), the enemy drawing its special from what it may draw.
 * With `memo`, answers are kept in a small memo of this thread's (a
 * search's play-outs meet the same duels again and again); a memo's answer
 * is exactly what computing again gives. */
double solo_bot_duel_chance(const struct solo_bot_duel *d, int mine, bool memo);

#endif
