/* toy.c — a bare random-playout loop of a Condottiere-like game, the speed
 * anchor the benchmark compares the engine with. NOT the rules: 110 cards
 * of the same kinds, N players, one deal of 10 cards (+1 per region won),
 * battles in which each player in turn plays a uniformly random card of his
 * hand or passes, the specials simplified (Winter: every mercenary counts
 * 1; Spring: +3 for the highest mercenary; Drummer doubles; Heroine 10,
 * Courtesan 1; Bishop discards the highest mercenary; Scarecrow takes one
 * back; Surrender ends the battle), a unique strongest line wins a region,
 * five regions or seventeen battles end the game, and everybody is dealt
 * anew when at most one player has cards left. No rule modules, no events,
 * no legality checks: what a bare loop costs, for the ratio of
 * `bench/bench` (and of `condottiere simulate`) to it. */
#include <string.h>

#include "toy.h"

enum { T_HEROINE = 20, T_COURTESAN, T_SCARECROW, T_DRUMMER, T_WINTER, T_SPRING, T_BISHOP,
       T_SURRENDER };

#define TOY_CARDS 110
#define TOY_HAND 40

struct toy {
    int players;
    uint8_t deck[TOY_CARDS];
    int deck_n;
    uint8_t hand[TOY_MAX_PLAYERS][TOY_HAND], line[TOY_MAX_PLAYERS][TOY_HAND];
    int hand_n[TOY_MAX_PLAYERS], line_n[TOY_MAX_PLAYERS], regions[TOY_MAX_PLAYERS];
    long actions;
};

static uint8_t all_cards[TOY_CARDS];

static void toy_cards(void)
{
    static const int kinds[][2] = { { 1, 10 },  { 2, 8 },          { 3, 8 },          { 4, 8 },
                                    { 5, 8 },   { 6, 8 },          { 10, 8 },         { T_HEROINE, 3 },
                                    { T_COURTESAN, 12 }, { T_SCARECROW, 16 }, { T_DRUMMER, 6 },
                                    { T_WINTER, 3 },     { T_SPRING, 3 },     { T_BISHOP, 6 },
                                    { T_SURRENDER, 3 } };
    int n = 0;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        for (int c = 0; c < kinds[i][1]; c++)
            all_cards[n++] = (uint8_t)kinds[i][0];
}

/* A bounded draw without the rejection step: the toy needs no exactness. */
static inline int toy_below(struct rng *r, int n)
{
    return (int)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

static void toy_deal(struct toy *t, struct rng *r)
{
    memcpy(t->deck, all_cards, TOY_CARDS);
    t->deck_n = TOY_CARDS;
    for (int i = TOY_CARDS - 1; i > 0; i--) {
        int j = toy_below(r, i + 1);
        uint8_t c = t->deck[i];
        t->deck[i] = t->deck[j];
        t->deck[j] = c;
    }
    for (int p = 0; p < t->players; p++) {
        int want = 10 + t->regions[p];
        if (want > 30)
            want = 30;
        t->hand_n[p] = 0;
        while (t->hand_n[p] < want && t->deck_n > 0)
            t->hand[p][t->hand_n[p]++] = t->deck[--t->deck_n];
    }
}

static int highest_mercenary(const struct toy *t)
{
    int top = 0;
    for (int p = 0; p < t->players; p++)
        for (int i = 0; i < t->line_n[p]; i++)
            if (t->line[p][i] <= 10 && t->line[p][i] > top)
                top = t->line[p][i];
    return top;
}

static int toy_strength(const struct toy *t, int p, int season)
{
    int top = season == 2 ? highest_mercenary(t) : 0;
    int sum = 0, drummer = 0, extra = 0;
    for (int i = 0; i < t->line_n[p]; i++) {
        int c = t->line[p][i];
        if (c <= 10)
            sum += (season == 1 ? 1 : c) + (season == 2 && c == top ? 3 : 0);
        else if (c == T_DRUMMER)
            drummer = 1;
        else if (c == T_HEROINE)
            extra += 10;
        else if (c == T_COURTESAN)
            extra += 1;
    }
    return (drummer ? 2 * sum : sum) + extra;
}

/* One battle from `first`: the winner, or -1 on a tie. */
static int toy_battle(struct toy *t, struct rng *r, int first)
{
    unsigned in = 0;
    int season = 0;
    for (int p = 0; p < t->players; p++) {
        t->line_n[p] = 0;
        if (t->hand_n[p])
            in |= 1u << p;
    }
    for (int p = first; in; p = p + 1 == t->players ? 0 : p + 1) {
        if (!(in >> p & 1u))
            continue;
        int n = t->hand_n[p], a = toy_below(r, n + 1);
        t->actions++;
        if (a == n) {
            in &= ~(1u << p);
            continue;
        }
        int c = t->hand[p][a];
        t->hand[p][a] = t->hand[p][--t->hand_n[p]];
        if (c == T_SURRENDER)
            break;
        if (c == T_WINTER || c == T_SPRING) {
            season = c == T_WINTER ? 1 : 2;
        } else if (c == T_BISHOP) {
            int top = highest_mercenary(t);
            for (int q = 0; q < t->players; q++) {
                int k = 0;
                for (int i = 0; i < t->line_n[q]; i++)
                    if (t->line[q][i] != top)
                        t->line[q][k++] = t->line[q][i];
                t->line_n[q] = k;
            }
        } else if (c == T_SCARECROW) {
            for (int i = 0; i < t->line_n[p]; i++)
                if (t->line[p][i] <= 10) {
                    t->hand[p][t->hand_n[p]++] = t->line[p][i];
                    t->line[p][i] = t->line[p][--t->line_n[p]];
                    break;
                }
        } else {
            t->line[p][t->line_n[p]++] = (uint8_t)c;
        }
        if (!t->hand_n[p])
            in &= ~(1u << p);
    }
    int best = -1, strongest = -1, tie = 0;
    for (int p = 0; p < t->players; p++) {
        int s = toy_strength(t, p, season);
        if (s > strongest) {
            strongest = s;
            best = p;
            tie = 0;
        } else if (s == strongest) {
            tie = 1;
        }
    }
    return tie ? -1 : best;
}

long toy_play_game(struct rng *r, int players)
{
    static int ready;
    if (!ready) {
        toy_cards();
        ready = 1;
    }
    struct toy t;
    memset(&t, 0, sizeof t);
    t.players = players;
    toy_deal(&t, r);
    int first = 0;
    for (int left = 17; left > 0; left--) {
        int w = toy_battle(&t, r, first);
        if (w >= 0) {
            first = w;
            if (++t.regions[w] >= 5)
                break;
        }
        int holders = 0;
        for (int p = 0; p < players; p++)
            holders += t.hand_n[p] > 0;
        if (holders <= 1)
            toy_deal(&t, r);
    }
    return t.actions;
}
