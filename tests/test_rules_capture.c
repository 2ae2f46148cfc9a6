/* test_rules_capture.c — the capture-regions module (optional rule D,
 * R-OPT-CAPTURE) from scenario files: which regions may be attacked, the
 * defender's soft passes, a tie (the defender keeps his region and takes
 * the token, a unique Courtesan majority still takes it), a conquest that
 * replaces the marker, the Pope anywhere. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

#define BIT(r) ((region_set)1u << (r))

/* A scenario file with more lines appended. */
static void load_with(const char *name, const char *more, struct game *g, struct state *s)
{
    char path[1024], text[8192];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, name);
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("cannot open %s", path);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    snprintf(text + n, sizeof text - n, "%s", more);
    tg_parse(text, g, s);
}

/* R-OPT-CAPTURE: the token may go on another player's region, never on
 * the Pope's (even a controlled one), never on one of the holder's own. */
static void r_opt_capture_targets_other_players_regions(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-capture-choose.scenario", &g, &s);
    region_set want = REGION_ALL & ~BIT(REGION_TORINO) & ~BIT(REGION_ROMA);
    assert_int_equal(state_choosable_regions(&g, &s), want);
    assert_int_equal(tg_try(&g, &s, "region Torino"), STATE_ILLEGAL);
    assert_int_equal(tg_try(&g, &s, "region Roma"), STATE_ILLEGAL);
    const char *ev = tg_do(&g, &s, "region Milano");
    assert_true(tg_has(ev, "event=battle-start region=Milano seat=0 battle=1 final=0 "
                           "defender=1"));
    assert_int_equal(s.defender, 1);
    struct observation o;
    state_observe(&g, &s, 2, &o);
    assert_int_equal(o.defender, 1);
    /* A neutral region has no defender. */
    tg_load("opt-capture-choose.scenario", &g, &s);
    ev = tg_do(&g, &s, "region Firenze");
    assert_true(tg_has(ev, "event=battle-start region=Firenze seat=0 battle=1 final=0\n"));
    assert_int_equal(s.defender, SEAT_NONE);
}

/* R-OPT-CAPTURE: without the module, controlled regions stay out of reach. */
static void r_opt_capture_off_keeps_controlled_regions_out(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct msg err;
    assert_int_equal(scenario_parse("players 3\nowner 1 Milano\nregion Milano\nhand 0 1\n", &g,
                                    &s, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "line 3: Milano is controlled: no battle there"));
    assert_int_equal(scenario_parse("players 3\nmodule capture-regions\nowner 0 Milano\n"
                                    "region Milano\nhand 0 1\n",
                                    &g, &s, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "line 4: Milano is controlled by the token holder"));
}

/* R-OPT-CAPTURE: until he plays a card the defender's passes are soft (he
 * stays in); he may still play after all the others have passed; once he
 * has played, his pass is final. A tie: he keeps the region and takes
 * the token. */
static void r_opt_capture_defender_soft_passes_and_enters_late(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-capture-defender.scenario", &g, &s);
    tg_do(&g, &s, "play 10");
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=pass seat=1 forced=0 soft=1"));
    assert_int_equal(s.passed & 2u, 0);
    tg_do(&g, &s, "play 5; pass");
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=pass seat=1 forced=0 soft=1"));
    tg_do(&g, &s, "pass"); /* seat 2: only the defender is left */
    assert_int_equal(s.current, 1);
    assert_int_equal(s.phase, PHASE_BATTLE);
    tg_do(&g, &s, "play 10");
    assert_int_equal(s.current, 1); /* alone, he plays on until he passes */
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=pass seat=1 forced=0\n"));
    assert_true(tg_has(ev, "event=battle-end region=Milano reason=passes winner=none "
                           "strengths=10,10,5"));
    assert_true(tg_has(ev, "event=token seat=1 from=0 reason=defender"));
    assert_int_equal(s.owner[REGION_MILANO], 1);
    assert_int_equal(s.token, 1);
}

/* R-OPT-CAPTURE: the defender who never played passes when everyone else
 * has passed: that pass ends the battle, and the winner replaces his
 * marker. */
static void r_opt_capture_winner_replaces_the_marker(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-capture-defender.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play 10; pass; pass; pass");
    assert_false(tg_has(ev, "event=battle-end"));
    assert_int_equal(s.current, 1);
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=pass seat=1 forced=0\n"));
    assert_true(tg_has(ev, "event=battle-end region=Milano reason=passes winner=0 "
                           "strengths=10,0,0"));
    assert_int_equal(s.owner[REGION_MILANO], 0);
    assert_true(s.owned[0] & BIT(REGION_MILANO));
    assert_false(s.owned[1] & BIT(REGION_MILANO));
    assert_int_equal(s.token, 0);
}

/* R-OPT-CAPTURE: once the defender has played a card, a pass takes him
 * out as usual. */
static void r_opt_capture_defender_pass_is_final_after_a_card(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-capture-defender.scenario", &g, &s);
    tg_do(&g, &s, "play 1; play courtesan; play 5; play 10");
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=pass seat=1 forced=0\n"));
    assert_true(s.passed & 2u);
    assert_int_equal(s.current, 2);
}

/* R-OPT-CAPTURE with R-COURTESAN: on a tie the defender keeps his region,
 * but a unique Courtesan majority still takes the token (RULING);
 * tie-token=defender gives it to the defender anyway. */
static void r_opt_capture_tie_courtesan_majority_takes_token(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-capture-courtesans.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=Milano reason=passes winner=none "
                           "strengths=10,10,2"));
    assert_true(tg_has(ev, "event=token seat=2 from=0 reason=courtesan"));
    assert_int_equal(s.owner[REGION_MILANO], 1);

    load_with("opt-capture-courtesans.scenario", "set capture-regions.tie-token defender\n", &g,
              &s);
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=token seat=1 from=0 reason=defender"));
    assert_int_equal(s.owner[REGION_MILANO], 1);
}

/* R-OPT-CAPTURE with R-BISHOP: the Pope may go on any region, controlled
 * or not (here Milano, seat 1's, and Torino, the Bishop player's own). */
static void r_opt_capture_bishop_places_pope_anywhere(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\nmodule capture-regions\nowner 0 Torino\nowner 1 Milano\n"
             "region Firenze\nhand 0 bishop 1\nhand 1 2\n",
             &g, &s);
    tg_do(&g, &s, "play bishop");
    assert_int_equal(s.phase, PHASE_POPE);
    action buf[STATE_MAX_ACTIONS];
    assert_int_equal(state_legal_actions(&g, &s, buf, STATE_MAX_ACTIONS), REGION_COUNT + 1);
    tg_do(&g, &s, "pope Milano");
    assert_int_equal(s.pope, REGION_MILANO);
    /* Milano is now out of reach for battles. */
    assert_false(state_choosable_regions(&g, &s) & BIT(REGION_MILANO));
}

/* R-OPT-CAPTURE with R-WIN: a captured region counts at once: Torino,
 * Genova and the captured Milano are 3 connected regions. */
static void r_opt_capture_conquest_wins_the_game(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 4\nmodule capture-regions\nowner 0 Torino Genova\nowner 1 Milano Parma\n"
             "region Milano\nline 0 10\npassed 2 3\nplayed 0\nhand 0 1\nhand 1 2\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass");
    assert_true(tg_has(ev, "event=pass seat=1 forced=0 soft=1") == 0);
    assert_true(tg_has(ev, "event=battle-end region=Milano reason=passes winner=0"));
    assert_true(tg_has(ev, "event=game-end winners=0 reason=adjacency"));
    assert_int_equal(region_count(s.owned[1]), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_opt_capture_targets_other_players_regions),
        cmocka_unit_test(r_opt_capture_off_keeps_controlled_regions_out),
        cmocka_unit_test(r_opt_capture_defender_soft_passes_and_enters_late),
        cmocka_unit_test(r_opt_capture_winner_replaces_the_marker),
        cmocka_unit_test(r_opt_capture_defender_pass_is_final_after_a_card),
        cmocka_unit_test(r_opt_capture_tie_courtesan_majority_takes_token),
        cmocka_unit_test(r_opt_capture_bishop_places_pope_anywhere),
        cmocka_unit_test(r_opt_capture_conquest_wins_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
