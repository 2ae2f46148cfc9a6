/* test_rules_hand_sizes.c — the reading `hand-sizes` (public | private,
 * doc/rules-standard.md): a named test per value from a scenario whose
 * counts are worked out by hand in its comments (what a seat's observation
 * holds, the heuristic bot's guess, the sizes a search samples); the
 * deck's count private too where it would tell a player's choice
 * (round-deal=ten-more, draw-choice=optional); the events of another
 * seat's deal and round end (and the shuffle after it) in the player's
 * view; and every kind of bot playing whole games under private at every
 * table size, never shown another seat's count. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/standard_bot.h"
#include "engine/determinize.h"
#include "engine/observation.h"
#include "rules/rules.h"
#include "test_game_util.h"

/* state_observe writes every byte: a view made over garbage equals one
 * made over zeros (the flags after line[] included). */
static void observe_every_byte(const struct game *g, const struct state *s, int seat,
                               struct observation *out)
{
    struct observation dirty;
    memset(&dirty, 0xab, sizeof dirty);
    memset(out, 0, sizeof *out);
    state_observe(g, s, seat, &dirty);
    state_observe(g, s, seat, out);
    assert_memory_equal(&dirty, out, sizeof dirty);
}

static void reading_hand_sizes_public(void **unused)
{
    (void)unused;
    struct game g;
    struct state s;
    tg_load("reading-hand-sizes-public.scenario", &g, &s);
    assert_int_equal(g.rules.reading[READING_HAND_SIZES], HAND_SIZES_PUBLIC);
    struct observation o;
    observe_every_byte(&g, &s, 0, &o);
    assert_int_equal(o.sizes_private, 0);
    assert_int_equal(o.holding, 0x0b);
    static const uint8_t counts[GAME_MAX_SEATS] = {3, 5, 0, 2};
    assert_memory_equal(o.hand_count, counts, sizeof counts);
    assert_int_equal(observation_others_in_hand(&g, &o), 7);
    uint8_t guess[GAME_MAX_SEATS];
    observation_guess_hands(&g, &o, guess);
    assert_memory_equal(guess, counts, sizeof counts); /* nothing to guess */
    /* A search's sample keeps the counts. */
    struct rng r;
    rng_seed(&r, 1);
    for (int i = 0; i < 50; i++) {
        struct state d;
        assert_int_equal(state_determinize(&g, &o, &r, &d), 0);
        assert_memory_equal(d.hand_count, counts, sizeof counts);
    }
}

static void reading_hand_sizes_private(void **unused)
{
    (void)unused;
    struct game g;
    struct state s;
    tg_load("reading-hand-sizes-private.scenario", &g, &s);
    assert_int_equal(g.rules.reading[READING_HAND_SIZES], HAND_SIZES_PRIVATE);
    struct observation o;
    observe_every_byte(&g, &s, 0, &o);
    assert_int_equal(o.sizes_private, 1);
    assert_int_equal(o.holding, 0x0b);
    static const uint8_t own[GAME_MAX_SEATS] = {3, 0, 0, 0};
    assert_memory_equal(o.hand_count, own, sizeof own);
    assert_int_equal(o.deck_count, 98);
    assert_int_equal(observation_others_in_hand(&g, &o), 7);
    uint8_t guess[GAME_MAX_SEATS];
    observation_guess_hands(&g, &o, guess);
    static const uint8_t even[GAME_MAX_SEATS] = {3, 4, 0, 3};
    assert_memory_equal(guess, even, sizeof even);
    /* Seat 1's view: his 5; seats 0 and 3 share 5 (3 + 2): 3 to seat 3
     * (the first holder clockwise after seat 1, seat 2 holding none). */
    struct observation o1;
    observe_every_byte(&g, &s, 1, &o1);
    assert_int_equal(o1.hand_count[1], 5);
    assert_int_equal(o1.hand_count[0] + o1.hand_count[3], 0);
    observation_guess_hands(&g, &o1, guess);
    assert_int_equal(guess[0], 2);
    assert_int_equal(guess[3], 3);
    /* The observation is the same whatever the split of the 7 cards: move
     * two of seat 1's cards to seat 3 and seat 0 sees no difference. */
    struct state t = s;
    t.hand[1][0]--; /* a 1 */
    t.hand[1][1]--; /* a 2 */
    t.hand_count[1] = 3;
    t.hand[3][0]++;
    t.hand[3][1]++;
    t.hand_count[3] = 4;
    struct observation ot;
    state_observe(&g, &t, 0, &ot);
    assert_memory_equal(&o, &ot, sizeof o);
    /* A search samples the sizes: 7 cards, at least one for seats 1 and
     * 3, none for seat 2; both splits above (5+2 and 3+4) come up, and
     * the mean is near the even share (3.5 each). */
    struct rng r;
    rng_seed(&r, 2);
    int seen52 = 0, seen34 = 0;
    double sum1 = 0;
    enum { SAMPLES = 2000 };
    for (int i = 0; i < SAMPLES; i++) {
        struct state d;
        assert_int_equal(state_determinize(&g, &o, &r, &d), 0);
        struct observation back;
        state_observe(&g, &d, 0, &back);
        assert_memory_equal(&o, &back, sizeof o);
        assert_int_equal(d.hand_count[0], 3);
        assert_int_equal(d.hand_count[2], 0);
        assert_true(d.hand_count[1] >= 1 && d.hand_count[3] >= 1);
        assert_int_equal(d.hand_count[1] + d.hand_count[3], 7);
        seen52 += d.hand_count[1] == 5;
        seen34 += d.hand_count[1] == 3;
        sum1 += d.hand_count[1];
    }
    assert_true(seen52 > 0 && seen34 > 0);
    /* one each, then 5 cards each to seat 1 with 1/2: mean 1 + 2.5 */
    assert_true(sum1 / SAMPLES > 3.3 && sum1 / SAMPLES < 3.7);
}

/* The deck's count under private: public where the rules fix every deal
 * and draw (up-to-10, draw-choice=automatic: the existing test's 98),
 * private where it would tell a number a player chose unseen: the cards
 * kept for the next round with round-deal=ten-more, the draws with
 * draw-choice=optional. Then the unseen cards are known only together:
 * a card moved from the deck to another hand changes nothing in the view,
 * the bots guess the other hands' total and a search samples around it. */
static void reading_hand_sizes_private_deck(void **unused)
{
    (void)unused;
    struct game g;
    struct state s;
    tg_load("reading-hand-sizes-private.scenario", &g, &s);
    assert_false(g.deck_private);
    tg_load("reading-hand-sizes-private-ten-more.scenario", &g, &s);
    assert_true(g.deck_private);
    struct observation o;
    observe_every_byte(&g, &s, 0, &o);
    assert_int_equal(o.sizes_private, 1);
    assert_int_equal(o.deck_private, 1);
    assert_int_equal(o.deck_count, 0);
    assert_int_equal(s.deck_size - s.deck_top, 98);
    assert_int_equal(observation_others_in_hand(&g, &o), 6); /* 2 x his own 3 */
    uint8_t guess[GAME_MAX_SEATS];
    observation_guess_hands(&g, &o, guess);
    static const uint8_t even[GAME_MAX_SEATS] = {3, 3, 0, 3};
    assert_memory_equal(guess, even, sizeof even);
    /* The deck's top card into seat 1's hand: seat 0 sees no difference
     * (with the deck's count public, 97 would tell him seat 1 drew it). */
    struct state t = s;
    int k = t.deck[t.deck_top];
    t.deck[t.deck_top++] = 0;
    t.hand[1][k]++;
    t.hand_count[1]++;
    struct observation ot;
    state_observe(&g, &t, 0, &ot);
    assert_memory_equal(&o, &ot, sizeof o);
    /* A search's samples keep the view: 6 cards in the other hands, at
     * least one each for seats 1 and 3, the 99 others in the deck. */
    struct rng r;
    rng_seed(&r, 3);
    for (int i = 0; i < 200; i++) {
        struct state d;
        assert_int_equal(state_determinize(&g, &o, &r, &d), 0);
        struct observation back;
        state_observe(&g, &d, 0, &back);
        assert_memory_equal(&o, &back, sizeof o);
        assert_int_equal(d.hand_count[1] + d.hand_count[3], 6);
        assert_true(d.hand_count[1] >= 1 && d.hand_count[3] >= 1);
        assert_int_equal(d.deck_size - d.deck_top, 99);
    }
    /* draw-after-battle: the draws are chosen with draw-choice=optional */
    tg_parse("set hand-sizes private\nmodule draw-after-battle\n"
             "set draw-after-battle.draw-choice optional\nplayers 2\nregion Siena\n"
             "hand 0 1 2\nhand 1 3 4\n",
             &g, &s);
    assert_true(g.deck_private);
    state_observe(&g, &s, 0, &o);
    assert_int_equal(o.deck_count, 0);
    tg_parse("set hand-sizes private\nmodule draw-after-battle\nplayers 2\nregion Siena\n"
             "hand 0 1 2\nhand 1 3 4\n",
             &g, &s);
    assert_false(g.deck_private);
    state_observe(&g, &s, 0, &o);
    assert_int_equal(o.deck_count, s.deck_size - s.deck_top);
    /* public sizes: the deck is never private */
    tg_parse("set round-deal ten-more\nplayers 2\nregion Siena\nhand 0 1 2\nhand 1 3 4\n",
             &g, &s);
    assert_false(g.deck_private);
}

/* The events of `actions` (from the scenario text) as seat 0 sees them
 * under hand-sizes=private, one key=value line each. */
static const char *private_events(struct game *g, struct state *s, const char *actions)
{
    static char text[8192];
    size_t used = 0;
    char buf[256], *save = NULL;
    struct msg err;
    text[0] = '\0';
    snprintf(buf, sizeof buf, "%s", actions);
    for (char *t = strtok_r(buf, ";", &save); t; t = strtok_r(NULL, ";", &save)) {
        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        if (state_apply_text(g, s, t, &log, &err) != STATE_OK)
            fail_msg("'%s': %s", t, msg_s(&err));
        for (int i = 0; i < log.count && i < log.cap; i++) {
            struct event e;
            event_view(&items[i], 0, &e);
            event_hide_sizes(&e, 0);
            used += event_format(&e, 0, text + used, sizeof text - used);
            assert_true(used + 1 < sizeof text);
            text[used++] = '\n';
            text[used] = '\0';
        }
    }
    return text;
}

/* Another seat's deal and round end hide their numbers from the player;
 * his own do not (the round-deal scenario: seat 1 keeps 2 cards). */
static void reading_hand_sizes_private_events(void **unused)
{
    (void)unused;
    struct game g;
    struct state s;
    tg_parse("set hand-sizes private\nplayers 4\ntoken 0\nregion Siena\n"
             "owner 0 Torino Venezia Napoli\nline 0 5\nline 2 6\nhand 1 10 heroine 3\nturn 1\n",
             &g, &s);
    private_events(&g, &s, "pass; region Firenze");
    const char *ev = private_events(&g, &s, "keep 10 heroine");
    assert_true(tg_has(ev, "event=round-end round=1 seat=1 kept=hidden discarded=hidden"));
    assert_true(tg_has(ev, "event=deal seat=0 count=13 hand=13 cards="));
    assert_true(tg_has(ev, "event=deal seat=1 count=hidden hand=hidden\n"));
    assert_true(tg_has(ev, "event=deal seat=3 count=hidden hand=hidden\n"));
    /* the shuffle after his keep would tell it (110 - 2): hidden too */
    assert_true(tg_has(ev, "event=shuffle count=hidden\n"));
    assert_false(tg_has(ev, "event=shuffle count=1"));
    struct event sh = {.type = EVENT_SHUFFLE, .seat = 1, .count = 108};
    struct event own = sh, all = sh, setup = {.type = EVENT_SHUFFLE, .seat = EVENT_NONE,
                                              .count = 110};
    event_hide_sizes(&own, 1); /* the keeper's own view */
    assert_int_equal(own.sizes_hidden, 0);
    assert_int_equal(own.count, 108);
    event_hide_sizes(&all, EVENT_VIEW_ALL);
    assert_int_equal(all.count, 108);
    event_hide_sizes(&setup, 0); /* no keeper: the whole deck, public */
    assert_int_equal(setup.sizes_hidden, 0);
    assert_int_equal(setup.count, 110);
    /* The engine's own log (EVENT_VIEW_ALL, as stored) keeps every number. */
    struct event e = {.type = EVENT_DEAL, .seat = 1, .count = 8, .value = 10};
    struct event mine = e;
    event_hide_sizes(&mine, 1);
    assert_int_equal(mine.sizes_hidden, 0);
    event_hide_sizes(&e, EVENT_VIEW_ALL);
    assert_int_equal(e.sizes_hidden, 0);
    assert_int_equal(e.count, 8);
}

/* Whole games under private: heuristic, easy, search and random bots, 2
 * to 6 players, with and without modules (and where the deck's count is
 * private too); no observation a bot is given holds another seat's
 * count, and every move is legal. */
static void reading_hand_sizes_private_bots_play(void **unused)
{
    (void)unused;
    static const char *const rulesets[] = {
        "standard+hand-sizes=private",
        "standard+hidden-cards,draw-after-battle,hand-sizes=private",
        "first-edition+hand-sizes=private",
        "standard+round-deal=ten-more,hand-sizes=private",
        "standard+draw-after-battle,draw-after-battle.draw-choice=optional,hand-sizes=private",
    };
    static const enum bot_kind kinds[] = {BOT_HEURISTIC, BOT_SEARCH, BOT_RANDOM, BOT_EASY};
    int games = 0, decisions = 0;
    enum { RULESETS = sizeof rulesets / sizeof rulesets[0] };
    for (int rs = 0; rs < RULESETS; rs++)
        for (int nseats = 2; nseats <= GAME_MAX_SEATS; nseats++) {
            struct ruleset r;
            struct game g;
            char warn[256];
            struct msg err;
            struct msg err_m;
            assert_int_equal(ruleset_from_string(&r, rulesets[rs], warn, sizeof warn, &err_m), 0);
            assert_int_equal(game_init(&g, &r, nseats, &err_m), 0);
            uint64_t seed = 40u + 7u * (uint64_t)rs + (uint64_t)nseats;
            struct bot bots[GAME_MAX_SEATS];
            for (int i = 0; i < nseats; i++) {
                bot_init(&bots[i], kinds[(i + rs) % 4], bot_seed(seed, i));
                bots[i].budget = 30;
            }
            struct state s;
            state_init(&g, &s, seed, NULL);
            while (!state_is_terminal(&s)) {
                int seat = state_current_seat(&s);
                struct observation o;
                state_observe(&g, &s, seat, &o);
                assert_int_equal(o.sizes_private, 1);
                for (int i = 0; i < nseats; i++)
                    if (i != seat)
                        assert_int_equal(o.hand_count[i], 0);
                assert_int_equal(o.deck_private, rs >= 3); /* ten-more, optional */
                if (o.deck_private)
                    assert_int_equal(o.deck_count, 0);
                action a = bot_act(&bots[seat], &g, &s);
                assert_true(state_is_legal(&g, &s, a));
                assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
                decisions++;
            }
            games++;
        }
    printf("%d games, %d decisions under hand-sizes=private\n", games, decisions);
    assert_int_equal(games, 5 * RULESETS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reading_hand_sizes_public),
        cmocka_unit_test(reading_hand_sizes_private),
        cmocka_unit_test(reading_hand_sizes_private_deck),
        cmocka_unit_test(reading_hand_sizes_private_events),
        cmocka_unit_test(reading_hand_sizes_private_bots_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
