/* test_solo_setup.c — the solitaire setup [R-SOLO-SETUP], the coin flip,
 * alternating initiative, the options and the actions' text form. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_solo_util.h"

static int place_total(int counts[SOLO_PLACES][CARD_KINDS], enum solo_place p, bool mercs,
                       bool specials, bool scarecrows)
{
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        bool merc = card_is_mercenary(k);
        bool scare = k == CARD_SCARECROW;
        bool special = !merc && !scare && k != CARD_COURTESAN;
        if ((merc && mercs) || (special && specials) || (scare && scarecrows))
            n += counts[p][k];
    }
    return n;
}

/* 86 cards in play: 58 mercenaries (30 to the player, 10 of them in hand),
 * 24 specials (6 in the reserve), 32 enemy cards with the 4 Scarecrows. */
static void r_solo_setup_counts(void **state)
{
    (void)state;
    struct game g;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        game_new(&g, NULL, seed);
        check_conservation(&g.s, &g.v);
        assert_int_equal(g.v.ncards, 86);
        int c[SOLO_PLACES][CARD_KINDS];
        solo_count_places(&g.s, c);
        assert_int_equal(place_total(c, SOLO_AT_HAND, true, true, true), 10);
        assert_int_equal(place_total(c, SOLO_AT_HAND, true, false, false), 10);
        assert_int_equal(place_total(c, SOLO_AT_PLAYER_DECK, true, false, false), 20);
        assert_int_equal(place_total(c, SOLO_AT_PLAYER_DECK, true, true, true), 20);
        assert_int_equal(place_total(c, SOLO_AT_RESERVE, false, true, false), 6);
        assert_int_equal(place_total(c, SOLO_AT_RESERVE, true, true, true), 6);
        assert_int_equal(place_total(c, SOLO_AT_SPECIAL_DECK, false, true, false), 18);
        int enemy = 0, enemy_mercs = 0, scare = 0;
        enum solo_place ep[] = { SOLO_AT_ENEMY_DECK, SOLO_AT_ENEMY_LINE, SOLO_AT_ENEMY_DISCARD };
        for (int i = 0; i < 3; i++) {
            enemy += place_total(c, ep[i], true, true, true);
            enemy_mercs += place_total(c, ep[i], true, false, false);
            scare += place_total(c, ep[i], false, false, true);
        }
        assert_int_equal(enemy, 32);
        assert_int_equal(enemy_mercs, 28);
        assert_int_equal(scare, 4);
        /* battle 1: the enemy opened with one mercenary, the player has not played */
        assert_int_equal(place_total(c, SOLO_AT_ENEMY_LINE, true, false, false), 1);
        assert_int_equal(place_total(c, SOLO_AT_PLAYER_LINE, true, true, true), 0);
        assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CARD);
        assert_int_equal(c[SOLO_AT_OUT][CARD_COURTESAN], 0);
    }
}

/* The documented order (doc/rules-solitaire.md, "Randomness"): the special
 * deck is shuffled first and the reserve is its top 6; then the mercenaries
 * are shuffled and the first 30 are the player's (hand = their first 10);
 * then the enemy deck; then the coin of battle 1. */
static void r_solo_setup_follows_documented_order(void **state)
{
    (void)state;
    struct game g;
    for (uint64_t seed = 0; seed < 20; seed++) {
        game_new(&g, NULL, seed);
        struct rng r;
        rng_seed(&r, seed);
        uint8_t specials[24], mercs[58], enemy[32];
        int n = 0;
        for (int k = 0; k < CARD_KINDS; k++)
            for (int i = 0; i < g.v.deck[k]; i++) {
                if (card_is_mercenary(k) || k == CARD_SCARECROW || k == CARD_COURTESAN)
                    continue;
                specials[n++] = (uint8_t)k;
            }
        assert_int_equal(n, 24);
        rng_shuffle(&r, specials, 24);
        n = 0;
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            for (int i = 0; i < g.v.deck[k]; i++)
                mercs[n++] = (uint8_t)k;
        assert_int_equal(n, 58);
        rng_shuffle(&r, mercs, 58);
        memcpy(enemy, mercs + 30, 28);
        for (int i = 0; i < 4; i++)
            enemy[28 + i] = CARD_SCARECROW;
        rng_shuffle(&r, enemy, 32);
        int army = (int)rng_below(&r, 2);

        uint8_t reserve[CARD_KINDS] = { 0 }, hand[CARD_KINDS] = { 0 };
        for (int i = 0; i < 6; i++)
            reserve[specials[i]]++;
        for (int i = 0; i < 10; i++)
            hand[mercs[i]]++;
        assert_memory_equal(reserve, g.s.reserve, CARD_KINDS);
        assert_memory_equal(hand, g.s.hand, CARD_KINDS);
        assert_int_equal(g.s.player_deck.n, 20);
        assert_memory_equal(g.s.player_deck.card, mercs + 10, 20);
        assert_int_equal(g.s.special_deck.n, 18);
        assert_memory_equal(g.s.special_deck.card, specials + 6, 18);
        assert_int_equal(g.s.army, army);
        /* the enemy's first card: the first mercenary of its deck */
        int first = 0;
        while (enemy[first] == CARD_SCARECROW)
            first++;
        assert_int_equal(g.s.enemy_line[0], enemy[first]);
        assert_int_equal(count_events(&g, SOLO_EV_SCARECROW_REDRAW), first);
    }
}

/* [R-SOLO-COIN] each battle's army comes from the coin (2 armies) or the die. */
static void r_solo_coin_flip_picks_each_army(void **state)
{
    (void)state;
    struct game g;
    for (int armies = 1; armies <= 6; armies++) {
        char opt[32];
        snprintf(opt, sizeof opt, "armies=%d", armies);
        int seen[SOLO_MAX_ARMIES] = { 0 };
        for (uint64_t seed = 0; seed < 300; seed++) {
            game_new(&g, opt, seed);
            const struct solo_event *e = find_event(&g, SOLO_EV_BATTLE, 0);
            assert_non_null(e);
            assert_in_range(e->army, 0, armies - 1);
            seen[e->army]++;
            assert_int_equal(g.s.army, e->army);
        }
        for (int a = 0; a < armies; a++)
            assert_true(seen[a] > 300 / armies / 2);
    }
    /* a scenario fixes the coin flips */
    game_scenario(&g, "armies=3", "coins: C B", 1);
    assert_string_equal(event_line(&g, SOLO_EV_BATTLE),
                        "event=battle battle=1 army=C initiative=enemy blind=no");
}

/* [R-SOLO-INITIATIVE] enemy first in battle 1, then the player, and so on. */
static void r_solo_initiative_alternates(void **state)
{
    (void)state;
    struct game g;
    for (uint64_t seed = 0; seed < 30; seed++) {
        game_new(&g, NULL, seed);
        while (!solo_is_terminal(&g.s)) {
            for (int i = 0; i < g.ev.n; i++) {
                const struct solo_event *e = &g.ev.ev[i];
                if (e->type != SOLO_EV_BATTLE)
                    continue;
                assert_int_equal(e->side, e->battle % 2 ? SOLO_SIDE_ENEMY : SOLO_SIDE_PLAYER);
                /* the side with the initiative plays the battle's first card */
                for (int j = i + 1; j < g.ev.n; j++) {
                    int t = g.ev.ev[j].type;
                    if (t == SOLO_EV_ENEMY_CARD || t == SOLO_EV_PLAYER_CARD ||
                        t == SOLO_EV_BLIND_CARD) {
                        assert_int_equal(t == SOLO_EV_ENEMY_CARD,
                                         e->side == SOLO_SIDE_ENEMY);
                        break;
                    }
                }
            }
            if (solo_decision(&g.s) == SOLO_DECIDE_CARD && g.s.player_played == 0 &&
                g.s.enemy_played == 0)
                assert_int_equal(g.s.battle % 2, 0);
            solo_action a[SOLO_MAX_ACTIONS];
            assert_true(solo_legal_actions(&g.s, a, SOLO_MAX_ACTIONS) >= 2);
            char text[32];
            solo_action_format(a[0], text, sizeof text);
            play(&g, text);
        }
    }
}

static void r_solo_options_table_and_parse(void **state)
{
    (void)state;
    struct solo_options o, d;
    char buf[512];
    struct msg err;
    solo_options_default(&o);
    d = o;
    assert_int_equal(o.armies, 2);
    assert_int_equal(o.victories, 5);
    assert_int_equal(o.streak_length, 3);
    assert_int_equal(o.streak, SOLO_STREAK_GAME);
    assert_int_equal(o.cards_per_side, 5);
    assert_int_equal(o.hand_size, 10);
    assert_int_equal(o.reserve, 6);
    assert_int_equal(o.blind_below, 5);
    assert_int_equal(o.player_deck, 30);
    assert_int_equal(o.concede_after, 2);
    /* concede-when's default changed: a new game's string names it */
    assert_int_equal(o.concede_when, SOLO_CONCEDE_ANY);
    solo_options_format(&o, buf, sizeof buf);
    assert_string_equal(buf, "concede-when=any");
    solo_options_stored(&o);
    assert_int_equal(solo_options_format(&o, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    solo_options_default(&o);
    assert_true(solo_option_count() >= 15);
    for (int i = 0; i < solo_option_count(); i++) {
        const struct solo_option_info *info = solo_option_info(i);
        assert_non_null(info);
        assert_true(strlen(info->name) > 0 && strlen(info->description) > 10);
        /* the default text is the default value */
        solo_option_value(&o, i, buf, sizeof buf);
        assert_string_equal(buf, info->default_text);
        struct solo_options t = o;
        assert_int_equal(solo_options_set(&t, info->name, info->default_text, &err), 0);
        assert_memory_equal(&t, &o, sizeof o);
    }
    assert_null(solo_option_info(solo_option_count()));

    assert_int_equal(solo_options_parse(&o, "armies=6, streak=own;victories=7", &err), 0);
    assert_int_equal(o.armies, 6);
    assert_int_equal(o.streak, SOLO_STREAK_OWN);
    assert_int_equal(o.victories, 7);
    solo_options_format(&o, buf, sizeof buf);
    assert_string_equal(buf, "armies=6 streak=own victories=7 concede-when=any");
    struct solo_options back = d;
    assert_int_equal(solo_options_parse(&back, buf, &err), 0);
    assert_memory_equal(&back, &o, sizeof o);
    assert_int_equal(solo_options_set(&o, "solitaire.armies", "3", &err), 0);
    assert_int_equal(o.armies, 3);

    /* errors leave the options unchanged */
    struct solo_options before = o;
    assert_int_equal(solo_options_parse(&o, "armies=4 colour=red", &err),
                     SOLO_ERR_INPUT);
    assert_non_null(strstr(msg_s(&err), "unknown option 'colour'"));
    assert_non_null(strstr(msg_s(&err), "armies"));
    assert_memory_equal(&o, &before, sizeof o);
    assert_int_equal(solo_options_parse(&o, "armies=7", &err), SOLO_ERR_INPUT);
    assert_string_equal(msg_s(&err), "armies must be a number 1..6, not '7'");
    assert_int_equal(solo_options_parse(&o, "streak=sometimes", &err), SOLO_ERR_INPUT);
    assert_string_equal(msg_s(&err), "streak must be game|own|player-breaks, not 'sometimes'");
    assert_int_equal(solo_options_parse(&o, "armies", &err), SOLO_ERR_INPUT);
    assert_int_equal(solo_options_parse(&o, "armies=x2", &err), SOLO_ERR_INPUT);
    assert_memory_equal(&o, &before, sizeof o);
}

static void r_solo_options_from_variant_file(void **state)
{
    (void)state;
    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    const char *text = "name mine\nedition solitaire\ncard 10 30\ncard 1 30\ncard bishop 6\n"
                       "set solitaire.armies 3\nset solitaire.streak player-breaks\n";
    assert_int_equal(variant_parse(text, &v, &err_m), 0);
    solo_options_default(&o);
    assert_int_equal(solo_options_from_variant(&o, &v, &err), 0);
    assert_int_equal(o.armies, 3);
    assert_int_equal(o.streak, SOLO_STREAK_PLAYER_BREAKS);
    /* such a variant plays */
    struct solo_state s;
    assert_int_equal(solo_new(&s, &v, &o, 5, NULL, &err), 0);
    assert_false(solo_is_terminal(&s));

    assert_int_equal(variant_parse("name x\nedition solitaire\ncard 1 40\nset armies 3\n", &v,
                                   &err_m), 0);
    assert_int_equal(solo_options_from_variant(&o, &v, &err), SOLO_ERR_INPUT);
    assert_non_null(strstr(msg_s(&err), "set solitaire.NAME VALUE"));
    /* a standard variant is refused, and so is a deck too small */
    struct variant std;
    assert_int_equal(variant_load_embedded("standard", &std, &err_m), 0);
    solo_options_default(&o);
    assert_int_equal(solo_new(&s, &std, &o, 1, NULL, &err), SOLO_ERR_INPUT);
    assert_non_null(strstr(msg_s(&err), "not a solitaire variant"));
    assert_int_equal(variant_parse("name x\nedition solitaire\ncard 1 33\n", &v, &err_m),
                     0);
    assert_int_equal(solo_new(&s, &v, &o, 1, NULL, &err), SOLO_ERR_INPUT);
    assert_non_null(strstr(msg_s(&err), "cards-per-side"));
}

/* The text form of every action round-trips exactly. */
static void r_solo_action_text_round_trip(void **state)
{
    (void)state;
    char buf[64];
    struct msg err;
    int good = 0;
    for (unsigned code = 0; code < 0x10000; code++) {
        solo_action a = (solo_action)code, b;
        solo_action_format(a, buf, sizeof buf);
        if (!strcmp(buf, "?"))
            continue;
        good++;
        assert_int_equal(solo_action_parse(buf, &b, &err), 0);
        assert_int_equal(a, b);
        char again[64];
        solo_action_format(b, again, sizeof again);
        assert_string_equal(buf, again);
    }
    /* 7 plays, blind, 6 specials + none, next, fight, concede */
    assert_int_equal(good, 7 + 1 + 7 + 3);
    const char *const alias[][2] = {
        { "PLAY 10", "play 10" },      { "6", "play 6" },          { "special w", "special winter" },
        { "verano", "special spring" }, { " concede ", "concede" }, { "special NONE", "special none" },
        { "special obispo", "special bishop" },
    };
    for (size_t i = 0; i < sizeof alias / sizeof alias[0]; i++) {
        solo_action a;
        assert_int_equal(solo_action_parse(alias[i][0], &a, &err), 0);
        solo_action_format(a, buf, sizeof buf);
        assert_string_equal(buf, alias[i][1]);
    }
    solo_action a;
    assert_int_equal(solo_action_parse("play winter", &a, &err), SOLO_ERR_INPUT);
    assert_non_null(strstr(msg_s(&err), "special winter"));
    assert_int_equal(solo_action_parse("special 6", &a, &err), SOLO_ERR_INPUT);
    assert_int_equal(solo_action_parse("dance", &a, &err), SOLO_ERR_INPUT);
    assert_int_equal(solo_action_parse("next 6", &a, &err), SOLO_ERR_INPUT);
    assert_int_equal(solo_action_parse("play 6 6", &a, &err), SOLO_ERR_INPUT);
    assert_int_equal(solo_action_parse("", &a, &err), SOLO_ERR_INPUT);
}

/* Every event formats to one stable line. */
static void r_solo_event_lines_are_stable(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "hand: 10 6 5 4 3 2 1 1 1 1; enemy: scarecrow 6 10 1 1 2; reserve: heroine; "
                  "specials: drummer; coins: B",
                  7);
    assert_string_equal(event_line(&g, SOLO_EV_NEW_HAND),
                        "event=new-hand battle=0 cards=10 hand=10 deck=20");
    assert_string_equal(event_line(&g, SOLO_EV_BATTLE),
                        "event=battle battle=1 army=B initiative=enemy blind=no");
    assert_string_equal(event_line(&g, SOLO_EV_SCARECROW_REDRAW),
                        "event=scarecrow-redraw battle=1 army=B card=scarecrow");
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_CARD),
                        "event=enemy-card battle=1 army=B card=6 player=0 enemy=6");
    play(&g, "play 10");
    assert_string_equal(event_line(&g, SOLO_EV_PLAYER_CARD),
                        "event=player-card battle=1 army=B card=10 player=10 enemy=6");
    play(&g, "special heroine");
    assert_string_equal(event_line(&g, SOLO_EV_PLAYER_SPECIAL),
                        "event=player-special battle=1 army=B card=heroine");
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_SPECIAL),
                        "event=enemy-special battle=1 army=B card=drummer");
    assert_true(events_contain(&g, "event=effect battle=1 army=B side=player card=heroine "
                                   "effect=ten"));
    assert_true(events_contain(&g, "event=effect battle=1 army=B side=enemy card=drummer "
                                   "effect=double"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=B winner=player how=duel player=20 enemy=12 "
                        "victories=1 streak=0");
}

/* A scenario that starts at a later battle opens like a new game: the
 * first hand is battle=0 with no army (doc/events-solitaire.md), then the
 * file's battle begins. */
static void r_solo_event_scenario_opening_hand(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "hand: 10 6 5 4 3 2 1 1 1 1; enemy: 6 10 1 1 2; battle: 2; score: 1 0 0; "
                  "coins: B",
                  7);
    assert_string_equal(event_line(&g, SOLO_EV_NEW_HAND),
                        "event=new-hand battle=0 cards=10 hand=10 deck=20");
    assert_string_equal(event_line(&g, SOLO_EV_BATTLE),
                        "event=battle battle=2 army=B initiative=player blind=no");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_solo_setup_counts),
        cmocka_unit_test(r_solo_setup_follows_documented_order),
        cmocka_unit_test(r_solo_coin_flip_picks_each_army),
        cmocka_unit_test(r_solo_initiative_alternates),
        cmocka_unit_test(r_solo_options_table_and_parse),
        cmocka_unit_test(r_solo_options_from_variant_file),
        cmocka_unit_test(r_solo_action_text_round_trip),
        cmocka_unit_test(r_solo_event_lines_are_stable),
        cmocka_unit_test(r_solo_event_scenario_opening_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
