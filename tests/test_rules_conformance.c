/* test_rules_conformance.c — seeded random games under every combination
 * of the five optional rules (32, R-OPT-*) and under the 1st edition
 * (R-FIRST), CONDOTTIERE_RULES_GAMES games each (default 1000), 2 to 6
 * players. After every action: every card in exactly one place; legal
 * actions until the end and none after; the legality check agrees with
 * the list; the action's text round-trips and replaying it gives a state
 * equal byte for byte (and the whole game again from the seed and the
 * texts at the end); a clone equals its original; an illegal action
 * changes nothing; at most one face-down card per line, only while a
 * battle is on; a seat's observation does not change when another hand,
 * the deck order or another seat's face-down card does, and never shows
 * another seat's face-down card; events fit their bound and keep private
 * cards private. Games with points-game are played as campaigns (with a
 * low target), final battles on a points tie included.
 *
 * Built twice so that the two halves run side by side: CONFORMANCE_PART 1
 * plays the combinations without hidden-cards and a few mixes of the 1st
 * edition's modules with the optional rules, part 2 the combinations with
 * hidden-cards and the 1st edition. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/campaign.h"
#include "rules/rules.h"
#include "test_conformance_checks.h"
#include "test_game_util.h"

#ifndef CONFORMANCE_PART
#define CONFORMANCE_PART 1
#endif

#define MAX_GAME_ACTIONS 40000

static char (*history)[ACTION_TEXT_MAX];

struct tally {
    int games, campaigns, campaign_final_battles, reasons[RESULT_DECLINED + 1];
    long actions;
    struct conformance_counts events;
};

/* One game (or a campaign's final battle, when `from` is given) played at
 * random with every check. The finished state goes to *out. */
static void play_checked(const struct game *g, uint64_t seed, const struct state *from,
                         uint8_t final_seats, bool check_views, struct state *out,
                         struct tally *t)
{
    struct state s, replay, clone;
    struct rng pick;
    struct msg err;
    int n = g->nseats;
    rng_seed(&pick, seed ^ 0x5bd1e995u);
    if (from) {
        state_init_final_battle(g, &s, from, final_seats, seed, NULL);
        state_init_final_battle(g, &replay, from, final_seats, seed, NULL);
    } else {
        state_init(g, &s, seed, NULL);
        state_init(g, &replay, seed, NULL);
    }
    int count = 0;
    for (;;) {
        tg_check_census(g, &s);
        conformance_check_layout(g, &s);
        conformance_check_legality(g, &s, &pick);
        state_clone(&clone, &s);
        assert_memory_equal(&clone, &s, sizeof s);
        if (check_views)
            conformance_check_observation(g, &s, count % n);
        if (state_is_terminal(&s))
            break;
        action a = conformance_random_legal(g, &s, &pick);
        char *text = history[count];
        assert_true(action_to_text(a, text, ACTION_TEXT_MAX) < ACTION_TEXT_MAX);
        action back;
        assert_int_equal(action_from_text(text, &back, &err), 0);
        assert_int_equal(back, a);
        if (count % 7 == 0) { /* an illegal action changes nothing */
            action bad = (action)(ACTION_REGION << 8 | REGION_COUNT);
            if (s.phase == PHASE_BATTLE)
                for (int k = 0; k < CARD_KINDS; k++)
                    if (!s.hand[s.current][k])
                        bad = action_play(k);
            assert_int_equal(state_apply(g, &s, bad, NULL, &err), STATE_ILLEGAL);
            assert_memory_equal(&clone, &s, sizeof s);
        }
        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        if (state_apply(g, &s, a, &log, &err) != STATE_OK)
            fail_msg("seed %llu action %d '%s': %s", (unsigned long long)seed, count, text, msg_s(&err));
        conformance_check_events(&log, items, n, &t->events);
        assert_int_equal(state_apply_text(g, &replay, text, NULL, &err), STATE_OK);
        assert_memory_equal(&replay, &s, sizeof s);
        count++;
        assert_true(count < MAX_GAME_ACTIONS);
    }
    struct game_result res;
    state_result(&s, &res);
    assert_true(res.over);
    assert_true(res.nwinners >= 1);
    assert_true(res.reason >= RESULT_TOTAL && res.reason <= RESULT_DECLINED);
    assert_int_equal(res.winners & ~((1u << n) - 1), 0);
    t->reasons[res.reason]++;
    t->games++;
    t->actions += count;

    /* The whole game again, from the seed and the texts alone. */
    if (from)
        state_init_final_battle(g, &replay, from, final_seats, seed, NULL);
    else
        state_init(g, &replay, seed, NULL);
    for (int i = 0; i < count; i++)
        assert_int_equal(state_apply_text(g, &replay, history[i], NULL, &err),
                         STATE_OK);
    assert_memory_equal(&replay, &s, sizeof s);
    *out = s;
}

static int games_per_ruleset(void)
{
    const char *env = getenv("CONDOTTIERE_RULES_GAMES");
    return env && *env ? atoi(env) : 1000;
}

/* `games` games under ruleset r (as campaigns with points-game). */
static void play_ruleset(const struct ruleset *r, int games, uint64_t salt, struct tally *t)
{
    struct game g;
    struct state last;
    struct msg err;
    struct msg err_m;
    int index = 0;
    while (t->games < games) {
        int n = 2 + index % 5;
        assert_int_equal(game_init(&g, r, n, &err_m), 0);
        uint64_t seed = 0x9e3779b97f4a7c15ull * (uint64_t)(index + 1) ^ salt;
        if (!ruleset_has_module(r, RULE_POINTS_GAME)) {
            play_checked(&g, seed, NULL, 0, index % 4 == 0, &last, t);
            index++;
            continue;
        }
        struct campaign c;
        assert_int_equal(campaign_init(&c, &g, &err), 0);
        t->campaigns++;
        while (c.next == CAMPAIGN_NEXT_GAME) {
            play_checked(&g, seed + (uint64_t)c.games, NULL, 0, index % 4 == 0, &last, t);
            assert_int_equal(campaign_record_game(&c, &g, &last, &err), 0);
        }
        if (c.next == CAMPAIGN_FINAL_BATTLE) {
            struct state fb;
            t->campaign_final_battles++;
            play_checked(&g, seed ^ 0xfbu, &last, c.tied, true, &fb, t);
            assert_int_equal(campaign_record_final_battle(&c, &fb, &err), 0);
        }
        assert_int_equal(c.next, CAMPAIGN_OVER);
        assert_true(c.winners != 0);
        int best = 0;
        for (int seat = 0; seat < n; seat++)
            best = c.points[seat] > best ? c.points[seat] : best;
        assert_true(best >= c.target);
        for (int seat = 0; seat < n; seat++)
            if (c.winners >> seat & 1u)
                assert_int_equal(c.points[seat], best);
        index++;
    }
}

static void conformance_every_combination_of_the_optional_rules(void **state)
{
    (void)state;
    int games = games_per_ruleset();
    struct tally all;
    memset(&all, 0, sizeof all);
    history = malloc(sizeof *history * MAX_GAME_ACTIONS);
    assert_non_null(history);
    const int optional[5] = {RULE_DRAW_AFTER_BATTLE, RULE_POINTS_GAME, RULE_BIGGER_KINGDOMS,
                             RULE_CAPTURE_REGIONS, RULE_HIDDEN_CARDS};
    unsigned from = CONFORMANCE_PART == 1 ? 0 : 16;
    for (unsigned combo = from; combo < from + 16; combo++) {
        struct ruleset r;
        char warn[512], spec[256] = "", canon[RULESET_CANONICAL_MAX];
        struct msg err;
        size_t len = 0;
        for (int i = 0; i < 5; i++)
            if (combo >> i & 1u)
                len += (size_t)snprintf(spec + len, sizeof spec - len, "%s+%s", len ? "," : "",
                                        rule_module_at(optional[i])->name);
        if (combo >> 1 & 1u) /* points-game: short campaigns */
            snprintf(spec + len, sizeof spec - len, ",points-game.target=8");
        assert_int_equal(ruleset_standard(&r, &err), 0);
        if (ruleset_apply_spec(&r, spec, warn, sizeof warn, &err) < 0)
            fail_msg("'%s': %s", spec, msg_s(&err));
        assert_int_equal(r.modules & ~RULES_OPTIONAL_MASK, 0);
        ruleset_canonical(&r, canon, sizeof canon);
        struct tally t;
        memset(&t, 0, sizeof t);
        play_ruleset(&r, games, combo, &t);
        if (combo & (1u << 4))
            assert_true(t.events.face_down_plays > 0 && t.events.reveals > 0);
        if (combo & (1u << 3))
            assert_true(t.events.soft_passes > 0);
        if ((combo & (1u << 1)) && games >= 200)
            assert_true(t.campaigns > 0);
        all.campaign_final_battles += t.campaign_final_battles;
        print_message("%-70s %5d games, %4ld actions a game, %d battle caps\n", canon, t.games,
                      t.actions / t.games, t.reasons[RESULT_BATTLE_CAP]);
    }
    /* A points tie at the target happens among so many campaigns. */
    if (games >= 1000)
        assert_true(all.campaign_final_battles > 0);
    free(history);
}

#if CONFORMANCE_PART == 2
static void conformance_first_edition(void **state)
{
    (void)state;
    int games = games_per_ruleset();
    struct variant v;
    struct ruleset r;
    struct msg err;
    history = malloc(sizeof *history * MAX_GAME_ACTIONS);
    assert_non_null(history);
    assert_int_equal(variant_load_embedded("first-edition", &v, &err), 0);
    assert_int_equal(ruleset_from_variant(&r, &v, &err), 0);
    struct tally t;
    memset(&t, 0, sizeof t);
    play_ruleset(&r, games, 1995, &t);
    assert_int_equal(t.events.face_down_plays, 0);
    assert_int_equal(t.reasons[RESULT_TOTAL], 0); /* adjacency-only */
    if (games >= 500) {
        assert_true(t.events.declines > 0);
        assert_true(t.events.truces > 0);
        assert_true(t.reasons[RESULT_ADJACENT] > 0);
        assert_true(t.reasons[RESULT_DECLINED] + t.reasons[RESULT_MOST_REGIONS] > 0);
    }
    print_message("first-edition: %d games, %ld declines, %ld truces\n", t.games, t.events.declines,
                  t.events.truces);
    free(history);
}

#endif

#if CONFORMANCE_PART == 1
/* The 1st edition's modules mixed with the optional rules and into the
 * standard game (a fifth of the games of a ruleset above). */
static void conformance_edition_mixes(void **state)
{
    (void)state;
    static const char *const mixes[] = {
        "first-edition+hidden-cards,capture-regions",
        "first-edition+points-game,bigger-kingdoms,points-game.target=8",
        "first-edition+-first-edition-deal,-designate-after-deal,draw-after-battle",
        "standard+bishop-truce,decline-designation,first-edition-final,designate-after-deal",
        "standard+capture-regions,decline-designation,adjacency-only,"
        "decline-designation.at-start=may-decline",
    };
    int games = games_per_ruleset() / 5;
    history = malloc(sizeof *history * MAX_GAME_ACTIONS);
    assert_non_null(history);
    for (size_t i = 0; i < sizeof mixes / sizeof mixes[0]; i++) {
        struct ruleset r;
        char warn[512];
        struct msg err;
        if (ruleset_from_string(&r, mixes[i], warn, sizeof warn, &err) < 0)
            fail_msg("'%s': %s", mixes[i], msg_s(&err));
        struct tally t;
        memset(&t, 0, sizeof t);
        play_ruleset(&r, games > 0 ? games : 1, 77 + i, &t);
        print_message("%-70s %5d games, %4ld actions a game\n", mixes[i], t.games,
                      t.actions / t.games);
    }
    free(history);
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(conformance_every_combination_of_the_optional_rules),
#if CONFORMANCE_PART == 1
        cmocka_unit_test(conformance_edition_mixes),
#endif
#if CONFORMANCE_PART == 2
        cmocka_unit_test(conformance_first_edition),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
