/* record_fixture.c — writes a database of KNOWN content through the store
 * API, for the tests of `history` and `stats` (tests/history-stats.sh):
 * nine games of the profile "anna" (won, lost, drawn, abandoned, in
 * progress; standard, first edition and solitaire; 1 to 4 players) and one
 * of "bruno", at fixed times from 2025-03-01 09:00:00 UTC, one game a day.
 * The figures they give are worked out by hand in the shell test.
 *
 * usage: record_fixture PATH   (PATH must not exist yet) */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "store/store.h"
#include "test_msg.h"

#define T0 INT64_C(1740819600) /* 2025-03-01 09:00:00 UTC */
#define DAY INT64_C(86400)
#define HOUR INT64_C(3600)

static struct store *db;
static struct msg err;

static void check(enum store_status st, const char *what)
{
    if (st != STORE_OK) {
        fprintf(stderr, "record_fixture: %s: %s\n", what, TXT(err));
        exit(1);
    }
}

static int64_t profile(const char *name)
{
    int64_t id;
    check(store_profile_ensure(db, name, &id, &err), "profile");
    return id;
}

/* A game created on day `day` at 09:00: seat 0 is the profile ("human"),
 * the other seats bots of one kind named Bot1, Bot2, ... */
static int64_t game(int64_t who, int day, const char *kind, const char *variant,
                    const char *ruleset, int players, const char *bots)
{
    struct store_new_game g;
    memset(&g, 0, sizeof g);
    g.profile_id = who;
    g.kind = kind;
    g.variant = variant;
    g.ruleset = ruleset;
    g.seed = 1000 + (uint64_t)day;
    g.player_count = players;
    g.profile_seat = 0;
    g.nseats = players;
    for (int i = 0; i < players; i++) {
        g.seats[i].seat = i;
        snprintf(g.seats[i].kind, sizeof g.seats[i].kind, "%s", i ? bots : "human");
        if (i)
            snprintf(g.seats[i].name, sizeof g.seats[i].name, "Bot%d", i);
        else
            snprintf(g.seats[i].name, sizeof g.seats[i].name, "you");
    }
    int64_t id;
    store_set_fixed_time(db, T0 + day * DAY);
    check(store_game_start(db, &g, &id, &err), "game");
    return id;
}

static void actions(int64_t id, int n, ...)
{
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        check(store_action_append(db, id, i % 2, va_arg(ap, const char *), NULL, &err),
              "action");
    va_end(ap);
}

/* A standard battle for region: lines of seats 0.. given as "cards",
 * strength = index-based dummy, winner seat (or STORE_NO_SEAT). */
static void fight(int64_t id, const char *region, int winner, int nlines, ...)
{
    struct store_battle b;
    memset(&b, 0, sizeof b);
    b.region = region;
    b.winner_seat = winner;
    b.ending = "passes";
    b.nlines = nlines;
    va_list ap;
    va_start(ap, nlines);
    for (int i = 0; i < nlines; i++) {
        b.lines[i].seat = va_arg(ap, int);
        b.lines[i].cards = va_arg(ap, const char *);
        b.lines[i].strength = 10 + i;
    }
    va_end(ap);
    check(store_battle_record(db, id, &b, NULL, &err), "battle");
}

/* A solitaire battle: the player's line against army's. */
static void duel(int64_t id, const char *army, int player_won, const char *how,
                 const char *mine, const char *theirs)
{
    struct store_battle b = {
        .enemy_army = army,
        .winner_seat = player_won ? 0 : STORE_NO_SEAT,
        .winner_army = player_won ? NULL : army,
        .ending = how,
        .nlines = 2,
        .lines = { { 0, NULL, 7, mine }, { STORE_NO_SEAT, army, 5, theirs } },
    };
    check(store_battle_record(db, id, &b, NULL, &err), "battle");
}

static void finish(int64_t id, int day, int hour, enum store_result r, const char *reason)
{
    struct store_game_end end = { r, reason, r == STORE_RESULT_WIN ? 0 : STORE_NO_SEAT, NULL,
                                  NULL };
    store_set_fixed_time(db, T0 + day * DAY + hour * HOUR);
    check(store_game_finish(db, id, &end, &err), "finish");
}

int main(int argc, char **argv)
{
    struct stat sb;
    if (argc != 2) {
        fprintf(stderr, "usage: record_fixture PATH\n");
        return 2;
    }
    if (stat(argv[1], &sb) == 0) {
        fprintf(stderr, "record_fixture: %s exists already\n", argv[1]);
        return 2;
    }
    check(store_open(argv[1], NULL, &db, &err), "open");
    int64_t anna = profile("anna"), bruno = profile("bruno");

    /* g1: standard, 3 players, won; 4 actions, 2 battles (the first won). */
    int64_t g1 = game(anna, 0, "standard", "standard", "standard", 3, "random");
    actions(g1, 4, "region Firenze", "play 10", "play 10", "play drummer");
    fight(g1, "Firenze", 0, 3, 0, "10 10 drummer", 1, "5 6", 2, "1");
    fight(g1, "Roma", 1, 3, 0, "3", 1, "10", 2, "2");
    /* g2: standard, 4 players against heuristic bots, lost; its battle lost. */
    int64_t g2 = game(anna, 1, "standard", "standard", "standard", 4, "heuristic");
    fight(g2, "Milano", 2, 2, 0, "1 2", 2, "6 6");
    /* g3: two options, 2 players, won; a face-down card in the winning line. */
    int64_t g3 = game(anna, 2, "standard", "standard", "standard+hidden-cards,capture-regions", 2,
                      "heuristic");
    fight(g3, "Napoli", 0, 2, 0, "(10) heroine 6", 1, "5");
    /* g4: solitaire with 3 armies, won: A won and lost, B lost, C won. */
    int64_t g4 = game(anna, 3, "solitaire", "solitaire", "solitaire armies=3", 1, "");
    duel(g4, "A", 1, "strength", "10 5", "6 6");
    duel(g4, "B", 0, "strength", "2", "3");
    duel(g4, "C", 1, "duel", "10 drummer", "4 5");
    duel(g4, "A", 0, "surrender", "4", "surrender");
    /* g5: solitaire, lost to three in a row by A. */
    int64_t g5 = game(anna, 4, "solitaire", "solitaire", "solitaire", 1, "");
    for (int i = 0; i < 3; i++)
        duel(g5, "A", 0, "strength", "1", "10");
    /* g6: solitaire, abandoned after one battle won against B. */
    int64_t g6 = game(anna, 5, "solitaire", "solitaire", "solitaire", 1, "");
    duel(g6, "B", 1, "strength", "4 4", "6");
    store_set_fixed_time(db, T0 + 5 * DAY + HOUR);
    check(store_game_abandon(db, g6, "quit", &err), "abandon");
    /* g7: first edition, 2 players, a shared victory, no battle. */
    int64_t g7 = game(anna, 6, "standard", "first-edition", "first-edition", 2, "random");
    /* g8: standard, in progress: 2 actions, one battle won. */
    int64_t g8 = game(anna, 7, "standard", "standard", "standard", 3, "random");
    actions(g8, 2, "region Venezia", "play 10");
    fight(g8, "Venezia", 0, 1, 0, "10");
    /* g9: standard, 2 players, lost. */
    int64_t g9 = game(anna, 8, "standard", "standard", "standard", 2, "heuristic");
    /* g10: bruno's, won with heroines: none of it is anna's. */
    int64_t g10 = game(bruno, 9, "standard", "standard", "standard", 2, "random");
    fight(g10, "Genova", 0, 1, 0, "heroine heroine");

    /* They end in this order: W L W W D L L (g6 abandoned, g8 unfinished). */
    finish(g1, 0, 1, STORE_RESULT_WIN, "3 adjacent regions");
    finish(g2, 1, 1, STORE_RESULT_LOSS, "5 regions");
    finish(g3, 2, 1, STORE_RESULT_WIN, "6 regions");
    finish(g4, 3, 1, STORE_RESULT_WIN, "5 victories");
    finish(g7, 6, 1, STORE_RESULT_DRAW, "shared victory");
    finish(g5, 6, 2, STORE_RESULT_LOSS, "3 in a row");
    finish(g9, 8, 1, STORE_RESULT_LOSS, "4 regions");
    finish(g10, 9, 1, STORE_RESULT_WIN, "4 regions");
    store_close(db);
    return 0;
}
