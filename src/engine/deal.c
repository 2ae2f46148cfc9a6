/* deal.c — setup and dealing (R-SETUP, R-ROUND): the first shuffle, the
 * first token holder, the first deal, the round deal "up to 10 in hand,
 * then 1 per region", rebuilding the deck from every card not in play,
 * and dealing that reshuffles the discards when the deck runs out. */
#include <string.h>

#include "engine/game_rules.h"
#include "engine/kind_counts.h"

struct event *deal_rebuild_deck(const struct game *g, struct state *s, struct event_log *log)
{
    /* The cards held (hands and lines) per kind, summed a word of counts
     * at a time (no byte carries: a kind has at most STATE_DECK_MAX
     * cards). */
    uint64_t lo = 0, hi = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        lo += kind_counts_low(s->hand[seat]) + kind_counts_low(s->lines[seat].up) +
              kind_counts_low(s->lines[seat].down);
        hi += kind_counts_high(s->hand[seat]) + kind_counts_high(s->lines[seat].up) +
              kind_counts_high(s->lines[seat].down);
    }
    uint8_t held[CARD_KINDS];
    kind_counts_store(held, lo, hi);
    /* The deck in kind order, built in a local copy by stores of a fixed
     * 16 bytes (no branch on the count: each kind's store runs over into
     * the next one's place), shuffled there; then copied, and the bytes
     * after it cleared. */
    uint8_t deck[STATE_DECK_MAX + 16];
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        int c = g->rules.deck[k] - held[k];
        c = c > 0 ? c : 0;
        for (int at = 0; at < c; at += 16)
            memset(deck + n + at, k, 16);
        n += c;
    }
    memset(s->discard, 0, sizeof s->discard);
    rng_shuffle(&s->rng, deck, (size_t)n);
    memcpy(s->deck, deck, (size_t)n);
    memset(s->deck + n, 0, sizeof s->deck - (size_t)n);
    s->deck_top = 0;
    s->deck_size = (uint8_t)n;
    struct event *e = event_add(log, EVENT_SHUFFLE, EVENT_NONE);
    if (e)
        e->count = (uint16_t)n;
    return e;
}

/* Deals while the deck lasts; `given` and `got` (NULL without a log:
 * only the events read it) accumulate. */
static int deal_some(struct state *s, const int need[GAME_MAX_SEATS], int given[GAME_MAX_SEATS],
                     uint8_t (*got)[CARD_KINDS], int left, int *seat)
{
    int at = *seat, top = s->deck_top, size = s->deck_size, n = s->nseats;
    /* While every seat still needs cards, the deal goes round the table
     * one card each in turn: m whole rounds dealt as such, in the same
     * order as the loop below would (it starts after `at` and ends there
     * again), without its tests on each card. */
    int m = left;
    for (int i = 0; i < n; i++)
        m = need[i] - given[i] < m ? need[i] - given[i] : m;
    m = (size - top) / n < m ? (size - top) / n : m;
    if (m > 0) {
        int order[GAME_MAX_SEATS];
        for (int i = 0; i < n; i++)
            order[i] = (at + 1 + i) % n;
        for (int r = 0; r < m; r++)
            for (int i = 0; i < n; i++) {
                int kind = s->deck[top];
                s->deck[top++] = 0;
                s->hand[order[i]][kind]++;
                if (got)
                    got[order[i]][kind]++;
            }
        for (int i = 0; i < n; i++) {
            s->hand_count[i] = (uint8_t)(s->hand_count[i] + m);
            given[i] += m;
        }
        left -= m * n;
    }
    while (left > 0 && top < size) {
        at = next_seat(s, at);
        if (given[at] == need[at])
            continue;
        int kind = s->deck[top];
        s->deck[top++] = 0;
        s->hand[at][kind]++;
        s->hand_count[at]++;
        if (got)
            got[at][kind]++;
        given[at]++;
        left--;
    }
    s->deck_top = (uint8_t)top;
    *seat = at;
    return left;
}

static void deal_events(struct state *s, const int need[GAME_MAX_SEATS],
                        const int given[GAME_MAX_SEATS],
                        uint8_t got[GAME_MAX_SEATS][CARD_KINDS], struct event_log *log)
{
    if (!log)
        return;
    for (int i = 1; i <= s->nseats; i++) {
        int seat = (s->token + i) % s->nseats;
        if (!need[seat])
            continue;
        struct event *e = event_add(log, EVENT_DEAL, seat);
        if (e) {
            e->count = (uint16_t)given[seat];
            e->value = s->hand_count[seat];
            memcpy(e->cards, got[seat], sizeof e->cards);
        }
    }
}

static void deal_with(const struct game *g, struct state *s, const int quota[GAME_MAX_SEATS],
                      bool reshuffle, struct event_log *log)
{
    uint8_t got[GAME_MAX_SEATS][CARD_KINDS];
    int need[GAME_MAX_SEATS], given[GAME_MAX_SEATS] = {0}, left = 0;
    if (log)
        memset(got, 0, sizeof got);
    for (int seat = 0; seat < s->nseats; seat++) {
        need[seat] = quota[seat] > 0 ? quota[seat] : 0;
        left += need[seat];
    }
    int seat = s->token;
    uint8_t (*record)[CARD_KINDS] = log ? got : NULL;
    left = deal_some(s, need, given, record, left, &seat);
    if (left > 0 && reshuffle) {
        int discarded = 0;
        for (int k = 0; k < CARD_KINDS; k++)
            discarded += s->discard[k];
        if (discarded) {
            deal_rebuild_deck(g, s, log); /* the deck is empty: the discards */
            deal_some(s, need, given, record, left, &seat);
        }
    }
    deal_events(s, need, given, got, log);
}

void deal_cards(const struct game *g, struct state *s, const int quota[GAME_MAX_SEATS],
                struct event_log *log)
{
    deal_with(g, s, quota, false, log);
}

void deal_cards_reshuffling(const struct game *g, struct state *s,
                            const int quota[GAME_MAX_SEATS], struct event_log *log)
{
    deal_with(g, s, quota, true, log);
}

void deal_round(const struct game *g, struct state *s, struct event_log *log)
{
    int quota[GAME_MAX_SEATS] = {0};
    for (int seat = 0; seat < s->nseats; seat++) {
        /* round-deal: up to hand-size in hand, or hand-size more */
        int up_to = g->rules.reading[READING_ROUND_DEAL] == ROUND_DEAL_TEN_MORE
                        ? g->hand_size
                        : g->hand_size - s->hand_count[seat];
        quota[seat] = (up_to > 0 ? up_to : 0) +
                      g->extra_per_region * region_count(s->owned[seat]);
    }
    deal_cards(g, s, quota, log);
}

void state_init(const struct game *g, struct state *s, uint64_t seed, struct event_log *log)
{
    memset(s, 0, sizeof *s);
    rng_seed(&s->rng, seed);
    s->nseats = (uint8_t)g->nseats;
    s->pope = SEAT_NONE;
    s->contested = SEAT_NONE;
    s->defender = SEAT_NONE;
    s->round = 1;
    memset(s->owner, SEAT_NONE, sizeof s->owner);
    /* The deck is shuffled first (doc/rng.md: seed 2026 begins 3, 1, 5...),
     * then the first token holder is drawn (RULING, doc/rules-standard.md). */
    deal_rebuild_deck(g, s, log);
    if (g->rules.first_token == FIRST_TOKEN_FIXED)
        s->token = (uint8_t)(g->rules.first_token_seat % g->nseats);
    else
        s->token = (uint8_t)rng_below(&s->rng, (uint32_t)g->nseats);
    struct event *e = event_add(log, EVENT_TOKEN, s->token);
    if (e)
        e->reason = TOKEN_FIRST;
    int quota[GAME_MAX_SEATS] = {0};
    for (int seat = 0; seat < s->nseats; seat++)
        quota[seat] = g->first_deal;
    deal_cards(g, s, quota, log);
    s->phase = PHASE_CHOOSE_REGION;
    s->current = s->token;
}
