/* determinize.c — positions sampled from what a seat may see: the standard
 * game from an observation (determinize.h). Uniform over the ways of placing the unseen cards
 * (or the other hands by the caller's weights);
 * with hand-sizes=private the other hands' sizes are drawn too (and,
 * the deck's count private, their total guessed). */
#include "engine/determinize.h"

#include <string.h>

int observation_unseen(const struct game *g, const struct observation *obs,
                       uint8_t unseen[CARD_KINDS])
{
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        int c = g->rules.deck[k] - obs->hand[k] - obs->discard[k];
        for (int i = 0; i < obs->nseats; i++)
            c -= obs->lines[i].up[k] + (i == obs->seat ? obs->lines[i].down[k] : 0);
        unseen[k] = (uint8_t)(c > 0 ? c : 0);
        n += c;
    }
    return n;
}

/* deck_private: the cards not seen (less the face-down ones), `n`, split
 * between the deck and the other hands as a guess: each seat that holds
 * cards holds as many as this one (at least one), within n. */
static int guess_others_in_hand(const struct observation *obs, int n)
{
    int holders = 0;
    for (int i = 0; i < obs->nseats; i++)
        holders += i != obs->seat && (obs->holding >> i & 1u);
    int own = obs->hand_count[obs->seat] > 0 ? obs->hand_count[obs->seat] : 1;
    int guess = holders * own;
    return guess < n ? guess : n;
}

int observation_others_in_hand(const struct game *g, const struct observation *obs)
{
    uint8_t unseen[CARD_KINDS];
    int n = observation_unseen(g, obs, unseen);
    for (int i = 0; i < obs->nseats; i++)
        if (i != obs->seat)
            n -= obs->face_down[i];
    return obs->deck_private ? guess_others_in_hand(obs, n) : n - obs->deck_count;
}

void observation_guess_hands(const struct game *g, const struct observation *obs,
                             uint8_t count[GAME_MAX_SEATS])
{
    memcpy(count, obs->hand_count, GAME_MAX_SEATS);
    if (!obs->sizes_private)
        return;
    int holders = 0, total = observation_others_in_hand(g, obs);
    for (int i = 0; i < obs->nseats; i++)
        holders += i != obs->seat && (obs->holding >> i & 1u);
    if (!holders || total <= 0)
        return;
    /* An even share each; the odd cards to the first holders clockwise
     * from this seat. */
    int share = total / holders, odd = total % holders;
    for (int step = 1; step < obs->nseats; step++) {
        int i = (obs->seat + step) % obs->nseats;
        if (!(obs->holding >> i & 1u))
            continue;
        int c = share + (odd > 0);
        odd -= odd > 0;
        count[i] = (uint8_t)(c < STATE_LINE_MAX ? c : STATE_LINE_MAX);
    }
}

/* hand-sizes=private: the other seats' hands from the first `n` cards of
 * `cards` (shuffled): one card to each seat that holds cards, every other
 * card to one of them drawn uniformly. Returns 0, or -1 if they cannot
 * all be placed. */
static int deal_private_hands(const struct observation *obs, const uint8_t *cards, int n,
                              struct rng *r, struct state *out)
{
    int seats[GAME_MAX_SEATS], h = 0;
    for (int i = 0; i < obs->nseats; i++)
        if (i != obs->seat && (obs->holding >> i & 1u))
            seats[h++] = i;
    if (n < h || (n > 0 && !h))
        return -1;
    for (int c = 0; c < n; c++) {
        int i = seats[c < h ? c : (int)rng_below(r, (uint32_t)h)];
        if (out->hand_count[i] >= STATE_LINE_MAX)
            return -1;
        out->hand[i][cards[c]]++;
        out->hand_count[i]++;
    }
    return 0;
}

/* Draws one card from the pool (counts per kind, n cards) among the kinds
 * `allowed` says yes to; removes it and returns its kind, or -1. */
static int draw(uint8_t pool[CARD_KINDS], struct rng *r, bool hideable_only)
{
    int total = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        if (!hideable_only || card_info((enum card_kind)k)->hideable)
            total += pool[k];
    if (total <= 0)
        return -1;
    int pick = (int)rng_below(r, (uint32_t)total);
    for (int k = 0; k < CARD_KINDS; k++) {
        if (hideable_only && !card_info((enum card_kind)k)->hideable)
            continue;
        if (pick < pool[k]) {
            pool[k]--;
            return k;
        }
        pick -= pool[k];
    }
    return -1;
}

/* One card of the pool drawn with chances proportional to its copies
 * times w[kind]; removed and returned, or -1 when the pool is empty. */
static int draw_weighted(uint8_t pool[CARD_KINDS], const float *w, struct rng *r)
{
    double total = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        total += pool[k] * (double)w[k];
    if (total <= 0)
        return -1;
    /* a 64-bit draw scaled: the same on every machine (IEEE doubles) */
    double pick = total * (double)rng_next(r) / 18446744073709551616.0;
    int last = -1;
    for (int k = 0; k < CARD_KINDS; k++) {
        if (!pool[k] || w[k] <= 0)
            continue;
        last = k;
        pick -= pool[k] * (double)w[k];
        if (pick < 0)
            break;
    }
    if (last >= 0)
        pool[last]--;
    return last;
}

static int determinize(const struct game *g, const struct observation *obs,
                       const float (*weight)[CARD_KINDS], struct rng *r, struct state *out)
{
    uint8_t pool[CARD_KINDS];
    int n = observation_unseen(g, obs, pool);
    int me = obs->seat;
    memset(out, 0, sizeof *out);
    rng_seed(&out->rng, rng_next(r));
    for (int reg = 0; reg < REGION_COUNT; reg++)
        if (obs->owner[reg] < obs->nseats)
            out->owned[obs->owner[reg]] |= (region_set)1u << reg;
    out->battles = obs->battles;
    out->round = obs->round;
    out->nseats = obs->nseats;
    out->phase = obs->phase;
    out->current = obs->phase == PHASE_OVER ? SEAT_NONE : obs->current;
    out->token = obs->token;
    out->pope = obs->pope;
    out->contested = obs->contested;
    out->after_battle = obs->after_battle;
    out->final_battle = obs->final_battle;
    out->passed = obs->passed;
    out->participants = obs->participants;
    out->discard_pending = obs->discard_pending;
    out->winners = obs->winners;
    out->reason = obs->reason;
    out->capped = obs->capped;
    out->played = obs->played;
    out->defender = obs->defender;
    out->declines = obs->declines;
    memcpy(out->owner, obs->owner, sizeof out->owner);
    memcpy(out->hand_count, obs->hand_count, sizeof out->hand_count); /* private: own only */
    memcpy(out->discard, obs->discard, sizeof out->discard);
    memcpy(out->line_len, obs->line_len, sizeof out->line_len);
    memcpy(out->hand[me], obs->hand, sizeof out->hand[me]);
    /* The lines: face-up cards as seen; the other seats' face-down cards
     * first (the only places with a constraint on the kind). */
    for (int i = 0; i < obs->nseats; i++) {
        memcpy(out->lines[i].up, obs->lines[i].up, sizeof out->lines[i].up);
        if (i == me)
            memcpy(out->lines[i].down, obs->lines[i].down, sizeof out->lines[i].down);
        for (int j = 0; j < obs->line_len[i]; j++) {
            uint8_t c = obs->line[i][j];
            if (c == LINE_HIDDEN) {
                int k = draw(pool, r, true);
                if (k < 0)
                    return -1;
                n--;
                out->lines[i].down[k]++;
                c = (uint8_t)(k | LINE_FACE_DOWN);
            }
            out->line[i][j] = c;
        }
    }
    /* By weight: the other hands drawn from the pool first; the deck
     * is what is left. */
    if (weight && !obs->sizes_private) {
        for (int i = 0; i < obs->nseats; i++) {
            if (i == me)
                continue;
            for (int c = 0; c < obs->hand_count[i]; c++) {
                int k = draw_weighted(pool, weight[i], r);
                if (k < 0)
                    return -1;
                out->hand[i][k]++;
                n--;
            }
        }
    }
    /* The other hands, then the deck: what is left, in a random order. */
    uint8_t rest[STATE_DECK_MAX + GAME_MAX_SEATS * STATE_LINE_MAX];
    int m = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        for (int c = 0; c < pool[k] && m < (int)sizeof rest; c++)
            rest[m++] = (uint8_t)k;
    if (m != n)
        return -1;
    rng_shuffle(r, rest, (size_t)m);
    int next = 0;
    if (obs->sizes_private) {
        /* deck_private: the guess of observation_others_in_hand */
        next = obs->deck_private ? guess_others_in_hand(obs, m) : m - obs->deck_count;
        if (next < 0 || deal_private_hands(obs, rest, next, r, out))
            return -1;
    } else if (!weight) {
        for (int i = 0; i < obs->nseats; i++) {
            if (i == me)
                continue;
            for (int c = 0; c < obs->hand_count[i]; c++) {
                if (next >= m)
                    return -1;
                out->hand[i][rest[next++]]++;
            }
        }
    }
    int deck = obs->deck_private ? m - next : obs->deck_count;
    if (m - next != deck || deck > STATE_DECK_MAX)
        return -1;
    out->deck_top = 0;
    out->deck_size = (uint8_t)deck;
    memcpy(out->deck, rest + next, (size_t)(m - next));
    return 0;
}

int state_determinize(const struct game *g, const struct observation *obs, struct rng *r,
                      struct state *out)
{
    return determinize(g, obs, NULL, r, out);
}

int state_determinize_weighted(const struct game *g, const struct observation *obs,
                               const float weight[GAME_MAX_SEATS][CARD_KINDS], struct rng *r,
                               struct state *out)
{
    return determinize(g, obs, weight, r, out);
}
