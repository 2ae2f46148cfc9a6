/* solo_bot_duel.c — the solitaire's duel of specials: what the enemy may draw
 * from the special deck (known by elimination: all specials minus the
 * reserve, the used ones and the lines), who wins with each pair of
 * specials, and the player's chance with each of his, kept in a memo per
 * thread. */
#include <string.h>

#include "ai/solo_bot_duel.h"
#include "engine/kind_counts.h"
#include "engine/strength.h"

/* What the enemy may draw from the special deck: counts per kind. */
static int enemy_specials(const struct solo_view *v, const int lines[CARD_KINDS], int w[CARD_KINDS])
{
    int n = 0;
    memset(w, 0, sizeof(int) * CARD_KINDS);
    for (int k = 0; k < CARD_KINDS; k++) {
        if (k < CARD_MERCENARY_KINDS || k == CARD_COURTESAN || k == CARD_SCARECROW)
            continue;
        if (v->special_deck_n > 0)
            w[k] = v->total[k] - v->reserve[k] - v->used_specials[k] - v->out[k] - lines[k];
        else if (v->options.special_reshuffle)
            w[k] = v->used_specials[k];
        if (w[k] < 0)
            w[k] = 0;
        n += w[k];
    }
    return n;
}

void solo_bot_duel_read(const struct solo_view *v, const int lines[CARD_KINDS],
                        struct solo_bot_duel *d)
{
    struct strength_line line[2];
    memset(line, 0, sizeof line);
    for (int i = 0; i < v->player_line_n; i++)
        line[0].up[v->player_line[i]]++;
    for (int i = 0; i < v->enemy_line_n; i++)
        line[1].up[v->enemy_line[i]]++;
    for (int i = 0; i < 2; i++) {
        d->low[i] = kind_counts_low(line[i].up);
        d->high[i] = kind_counts_high(line[i].up);
    }
    d->n = enemy_specials(v, lines, d->w);
    uint8_t w[8];
    for (int k = 0; k < 8; k++)
        w[k] = (uint8_t)d->w[CARD_MERCENARY_KINDS + k];
    memcpy(&d->wkey, w, sizeof w);
}

/* The Bishop: the highest mercenary on the table leaves both lines. */
static void bishop(uint64_t low[2])
{
    for (int k = CARD_MERCENARY_KINDS - 1; k >= 0; k--) {
        uint64_t lane = kind_counts_lane_one(k) * 0xffu;
        if ((low[0] | low[1]) & lane) {
            low[0] &= ~lane;
            low[1] &= ~lane;
            return;
        }
    }
}

/* 1 if the player wins the duel of these two specials (CARD_NONE: none). */
static int duel_outcome(const struct solo_bot_duel *d, int mine, int theirs)
{
    if (mine == CARD_SURRENDER)
        return 1;
    if (theirs == CARD_SURRENDER)
        return 0;
    uint64_t low[2] = { d->low[0], d->low[1] }, high[2] = { d->high[0], d->high[1] };
    if (mine != CARD_NONE)
        kind_counts_add(&low[0], &high[0], mine);
    if (theirs != CARD_NONE)
        kind_counts_add(&low[1], &high[1], theirs);
    if (mine == CARD_BISHOP)
        bishop(low);
    if (theirs == CARD_BISHOP)
        bishop(low);
    struct strength_line l[2];
    memset(l, 0, sizeof l);
    kind_counts_store(l[0].up, low[0], high[0]);
    kind_counts_store(l[1].up, low[1], high[1]);
    /* the solitaire plays no card face down: the announced strength is
     * the final one, without copying the lines turned up */
    int s[2];
    strength_compute(l, 2, STRENGTH_ANNOUNCED, SEASONS_CANCEL, s);
    return s[0] > s[1];
}

static double duel_chance_computed(const struct solo_bot_duel *d, int mine)
{
    if (d->n == 0)
        return duel_outcome(d, mine, CARD_NONE);
    double p = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        if (d->w[k])
            p += d->w[k] * duel_outcome(d, mine, k);
    return p / d->n;
}

/* A memo of the duels' chances, per thread: a search's play-outs meet the
 * same two lines and the same special deck again and again. An entry is
 * a duel (its line words and what the enemy may draw) with the chance of
 * each special of the player's worked out so far (`known`, a bit per
 * kind; bit CARD_KINDS for none), so a hit gives exactly what computing
 * again would. */
#define DUEL_MEMO 1024

struct duel_memo_entry {
    uint64_t key[5];
    uint32_t known;
    double chance[CARD_KINDS + 1];
};

static _Thread_local struct duel_memo_entry duel_memo[DUEL_MEMO];

double solo_bot_duel_chance(const struct solo_bot_duel *d, int mine, bool memo)
{
    if (mine == CARD_SURRENDER)
        return 1;
    if (!memo)
        return duel_chance_computed(d, mine);
    const uint64_t key[5] = { d->low[0], d->low[1], d->high[0], d->high[1], d->wkey };
    uint64_t h = 0;
    for (int i = 0; i < 5; i++)
        h = (h ^ key[i]) * 0x9e3779b97f4a7c15u;
    struct duel_memo_entry *e = &duel_memo[(h >> 40) % DUEL_MEMO];
    if (memcmp(e->key, key, sizeof key) != 0) {
        memcpy(e->key, key, sizeof key);
        e->known = 0;
    }
    int slot = mine < CARD_KINDS ? mine : CARD_KINDS;
    uint32_t bit = 1u << slot;
    if (!(e->known & bit)) {
        e->chance[slot] = duel_chance_computed(d, mine);
        e->known |= bit;
    }
    return e->chance[slot];
}
