/* test_rules_readings.c — the base game's disputed readings (enum
 * rule_reading, doc/rules-standard.md "Disputed readings"): a named test
 * per value, each from a scenario whose result is worked out by hand in
 * its comments; and the readings in specs and canonical strings. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "engine/campaign.h"
#include "engine/observation.h"
#include "rules/rules.h"
#include "test_game_util.h"

/* Seat 1 keeps 10 and the Heroine at the round's end: the deal after it. */
static void round_end_keep_two(const char *scenario, struct game *g, struct state *s,
                               const char **ev)
{
    tg_load(scenario, g, s);
    tg_do(g, s, "pass; region Firenze");
    *ev = tg_do(g, s, "keep 10 heroine");
    assert_true(tg_has(*ev, "event=round-end round=1 seat=1 kept=2"));
}

static void reading_round_deal_up_to_10(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    const char *ev;
    round_end_keep_two("reading-round-deal-up-to-10.scenario", &g, &s, &ev);
    assert_true(tg_has(ev, "event=deal seat=0 count=13 hand=13"));
    assert_true(tg_has(ev, "event=deal seat=1 count=8 hand=10"));
    assert_int_equal(s.hand_count[0], 13);
    assert_int_equal(s.hand_count[1], 10);
    assert_int_equal(s.hand_count[2], 11);
    assert_int_equal(s.hand_count[3], 10);
}

static void reading_round_deal_ten_more(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    const char *ev;
    round_end_keep_two("reading-round-deal-ten-more.scenario", &g, &s, &ev);
    assert_true(tg_has(ev, "event=deal seat=0 count=13 hand=13"));
    assert_true(tg_has(ev, "event=deal seat=1 count=10 hand=12"));
    assert_int_equal(s.hand_count[0], 13);
    assert_int_equal(s.hand_count[1], 12);
    assert_int_equal(s.hand_count[2], 11);
    assert_int_equal(s.hand_count[3], 10);
}

/* The number of Pope choices after the Bishop of the scenario. */
static int pope_choices(const char *scenario, struct game *g, struct state *s)
{
    tg_load(scenario, g, s);
    const char *ev = tg_do(g, s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=10 count=2 by=2"));
    assert_int_equal(s->phase, PHASE_POPE);
    action buf[STATE_MAX_ACTIONS];
    return state_legal_actions(g, s, buf, STATE_MAX_ACTIONS);
}

static void reading_pope_contested_allowed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    int n = pope_choices("reading-pope-contested-allowed.scenario", &g, &s);
    assert_int_equal(n, 17);
    assert_true(state_is_legal(&g, &s, action_pope(REGION_FIRENZE)));
    const char *ev = tg_do(&g, &s, "pope Firenze");
    assert_false(tg_has(ev, "event=battle-end"));
    assert_int_equal(s.pope, REGION_FIRENZE);
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s), 0);
}

static void reading_pope_contested_forbidden(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    int n = pope_choices("reading-pope-contested-forbidden.scenario", &g, &s);
    assert_int_equal(n, 16);
    assert_false(state_is_legal(&g, &s, action_pope(REGION_FIRENZE)));
    assert_false(state_is_legal(&g, &s, action_pope(REGION_MILANO)));
    assert_true(state_is_legal(&g, &s, action_pope(REGION_ROMA)));
    assert_true(state_is_legal(&g, &s, action_pope(-1)));
    assert_int_equal(tg_try(&g, &s, "pope Firenze"), STATE_ILLEGAL);
}

static void reading_pope_contested_truce(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    int n = pope_choices("reading-pope-contested-truce.scenario", &g, &s);
    assert_int_equal(n, 17);
    /* elsewhere the battle goes on */
    struct game g2;
    struct state s2;
    pope_choices("reading-pope-contested-truce.scenario", &g2, &s2);
    tg_do(&g2, &s2, "pope Roma");
    assert_int_equal(s2.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s2), 0);
    /* on Firenze it ends with no winner; the token passes left */
    const char *ev = tg_do(&g, &s, "pope Firenze");
    assert_true(tg_has(ev, "event=pope seat=2 region=Firenze"));
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=bishop winner=none"));
    assert_true(tg_has(ev, "event=token seat=1 from=0 reason=truce"));
    assert_int_equal(s.owner[REGION_FIRENZE], SEAT_NONE);
    assert_int_equal(s.pope, REGION_FIRENZE);
    assert_int_equal(state_current_seat(&s), 1);
}

/* The campaign after `games` games like the scenario's (8 points each to
 * seat 0). */
static void campaign_of(const char *scenario, int games, struct campaign *c)
{
    struct game g;
    struct state s;
    struct msg err;
    tg_load(scenario, &g, &s);
    tg_do(&g, &s, "pass");
    assert_true(state_is_terminal(&s));
    assert_int_equal(campaign_init(c, &g, &err), 0);
    assert_int_equal(c->target, 16);
    for (int i = 0; i < games; i++)
        assert_int_equal(campaign_record_game(c, &g, &s, &err), 0);
}

static void reading_points_game_target_mode_reach(void **state)
{
    (void)state;
    struct campaign c;
    campaign_of("reading-points-target-reach.scenario", 1, &c);
    assert_int_equal(c.next, CAMPAIGN_NEXT_GAME);
    campaign_of("reading-points-target-reach.scenario", 2, &c);
    assert_int_equal(c.points[0], 16);
    assert_int_equal(c.next, CAMPAIGN_OVER);
    assert_int_equal(c.winners, 1u);
}

static void reading_points_game_target_mode_exceed(void **state)
{
    (void)state;
    struct campaign c;
    campaign_of("reading-points-target-exceed.scenario", 2, &c);
    assert_int_equal(c.points[0], 16);
    assert_int_equal(c.next, CAMPAIGN_NEXT_GAME);
    campaign_of("reading-points-target-exceed.scenario", 3, &c);
    assert_int_equal(c.points[0], 24);
    assert_int_equal(c.next, CAMPAIGN_OVER);
    assert_int_equal(c.winners, 1u);
}

/* points-game.bonus=controls is the bonus-to reading; a number stays the
 * bonus's points. */
static void reading_points_game_bonus_names_bonus_to(void **state)
{
    (void)state;
    struct ruleset r;
    char warn[256], text[RULESET_CANONICAL_MAX];
    struct msg err;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(ruleset_apply_spec(&r, "+points-game,points-game.bonus=controls", warn,
                                        sizeof warn, &err), 0);
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard+points-game,points-game.bonus-to=controls");
    assert_int_equal(ruleset_apply_spec(&r, "points-game.bonus=7", warn, sizeof warn, &err), 0);
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard+points-game,points-game.bonus=7,"
                              "points-game.bonus-to=controls");
}

static void reading_hidden_cards_pass_reveal_choice(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-hidden-pass-reveal-choice.scenario", &g, &s);
    assert_string_equal(tg_legal(&g, &s), "play 1, pass, pass reveal");
    const char *ev = tg_do(&g, &s, "pass reveal");
    assert_true(tg_has(ev, "event=reveal seat=0 card=10"));
    assert_true(tg_has(ev, "event=pass seat=0"));
    assert_int_equal(s.lines[0].up[CARD_M10], 1);
    assert_int_equal(s.lines[0].down[CARD_M10], 0);
    ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=10 count=1 by=1"));
    assert_false(tg_has(ev, "event=bishop-discard seat=1"));
    assert_int_equal(s.lines[1].up[CARD_M6], 1);
}

static void reading_hidden_cards_pass_reveal_never(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-hidden-pass-reveal-never.scenario", &g, &s);
    assert_string_equal(tg_legal(&g, &s), "play 1, pass");
    assert_int_equal(tg_try(&g, &s, "pass reveal"), STATE_ILLEGAL);
    const char *ev = tg_do(&g, &s, "pass");
    assert_false(tg_has(ev, "event=reveal"));
    ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=6 count=1 by=1"));
    assert_false(tg_has(ev, "event=bishop-discard seat=0"));
    assert_int_equal(s.lines[0].down[CARD_M10], 1);
}

static void reading_hidden_cards_flip_any_card(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-hidden-flip-any-card.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=6 count=1 by=0"));
    assert_true(tg_has(ev, "event=reveal seat=0 card=10"));
    assert_int_equal(s.lines[0].up[CARD_M10], 1);
    assert_int_equal(s.lines[0].down[CARD_M10], 0);
}

static void reading_hidden_cards_flip_line_card(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-hidden-flip-line-card.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=6 count=1 by=0"));
    assert_false(tg_has(ev, "event=reveal"));
    assert_int_equal(s.lines[0].down[CARD_M10], 1);
    assert_int_equal(s.phase, PHASE_POPE);
}

/* The Scarecrow of a player whose line holds a 3 face up and a 10 face
 * down (flip=any-card), under `timing`: the targets it offers. */
static const char *scarecrow_targets(const char *timing, struct game *g, struct state *s)
{
    char text[512];
    snprintf(text, sizeof text,
             "players 2\nmodule hidden-cards\nset hidden-cards.flip-timing %s\n"
             "region Roma\nline 0 3\ndown 0 10\nline 1 4\nhand 0 scarecrow 1\nhand 1 2\n",
             timing);
    tg_parse(text, g, s);
    tg_do(g, s, "play scarecrow");
    assert_int_equal(s->phase, PHASE_SCARECROW);
    return tg_legal(g, s);
}

/* flip-timing=before: the Bishop's player's face-down 10 comes up first
 * and, the highest face-up mercenary then, is discarded; a Scarecrow may
 * take such a card back. With flip=line-card the option changes nothing:
 * the Bishop turns nothing up. */
static void reading_hidden_cards_flip_timing_before(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-hidden-flip-timing-before.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=reveal seat=0 card=10 strength=15"));
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=10 count=1 by=0"));
    assert_false(tg_has(ev, "event=bishop-discard seat=1"));
    assert_true(strstr(ev, "event=reveal") < strstr(ev, "event=bishop-discard"));
    assert_true(tg_has(ev, "event=play seat=0 card=bishop strength=5"));
    assert_int_equal(s.lines[0].up[CARD_M10], 0);
    assert_int_equal(s.lines[0].down[CARD_M10], 0);
    assert_int_equal(s.lines[1].up[CARD_M6], 1);
    assert_int_equal(s.phase, PHASE_POPE);
    assert_string_equal(scarecrow_targets("before", &g, &s),
                        "scarecrow 3, scarecrow 10, scarecrow none");
    ev = tg_do(&g, &s, "scarecrow 10");
    assert_true(tg_has(ev, "event=scarecrow seat=0 card=10 strength=3"));
    assert_int_equal(s.hand[0][CARD_M10], 1);
    tg_parse("players 2\nmodule hidden-cards\nset hidden-cards.flip line-card\n"
             "set hidden-cards.flip-timing before\nregion Firenze\nline 0 5\ndown 0 10\n"
             "line 1 6\nhand 0 bishop 1\nhand 1 2\n",
             &g, &s);
    ev = tg_do(&g, &s, "play bishop");
    assert_false(tg_has(ev, "event=reveal"));
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=6 count=1 by=0"));
    assert_int_equal(s.lines[0].down[CARD_M10], 1);
}

/* flip-timing=after (the reading before the option): the Bishop ignores
 * its player's face-down 10, which comes up once the 6 is gone; a
 * Scarecrow cannot take it back. */
static void reading_hidden_cards_flip_timing_after(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-hidden-flip-timing-after.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=6 count=1 by=0"));
    assert_false(tg_has(ev, "event=bishop-discard seat=0"));
    assert_true(tg_has(ev, "event=reveal seat=0 card=10 strength=15"));
    assert_true(strstr(ev, "event=bishop-discard") < strstr(ev, "event=reveal"));
    assert_int_equal(s.lines[0].up[CARD_M10], 1);
    assert_int_equal(s.lines[1].up[CARD_M6], 0);
    assert_int_equal(s.phase, PHASE_POPE);
    assert_string_equal(scarecrow_targets("after", &g, &s), "scarecrow 3, scarecrow none");
    assert_int_equal(tg_try(&g, &s, "scarecrow 10"), STATE_ILLEGAL);
}

/* A stored string that does not name flip-timing was written when a
 * Bishop or Scarecrow turned the card up after its effect: it keeps
 * meaning after, even when it names pass-reveal (games stored between the
 * two options). A new ruleset gets before, and its string names it. */
static void reading_flip_timing_stored_games_keep_after(void **state)
{
    (void)state;
    static const char *const stored[] = {
        "standard+hidden-cards",
        "standard+hidden-cards,hidden-cards.pass-reveal=choice",
        "standard+hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip=line-card",
        "first-edition+hidden-cards,-bishop-truce",
    };
    struct ruleset r, back;
    char warn[256], text[RULESET_CANONICAL_MAX];
    struct msg err;
    int id = rule_module_find("hidden-cards");
    for (size_t i = 0; i < sizeof stored / sizeof stored[0]; i++) {
        assert_int_equal(ruleset_from_string(&r, stored[i], warn, sizeof warn, &err),
                         0);
        assert_int_equal(r.options[id][HIDDEN_FLIP_TIMING], HIDDEN_FLIP_TIMING_AFTER);
        ruleset_canonical(&r, text, sizeof text);
        assert_string_equal(text, stored[i]); /* stored again as it was */
    }
    /* the game plays it: the position of the `before` scenario, under
     * the stored string, plays as after */
    struct game g;
    struct state s;
    assert_int_equal(ruleset_from_string(&r, "standard+hidden-cards", warn, sizeof warn, &err), 0);
    tg_load("reading-hidden-flip-timing-before.scenario", &g, &s);
    assert_int_equal(game_init(&g, &r, 2, &err), 0);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=6 count=1 by=0"));
    /* a new ruleset: before, named */
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(ruleset_apply_spec(&r, "+hidden-cards", warn, sizeof warn, &err),
                     0);
    assert_int_equal(r.options[id][HIDDEN_FLIP_TIMING], HIDDEN_FLIP_TIMING_BEFORE);
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard+hidden-cards,hidden-cards.pass-reveal=choice,"
                              "hidden-cards.flip-timing=before");
    assert_int_equal(ruleset_from_string(&back, text, warn, sizeof warn, &err), 0);
    assert_memory_equal(&back, &r, sizeof r);
    assert_int_equal(ruleset_apply_spec(&r, "hidden-cards.flip-timing=after", warn, sizeof warn,
                                        &err), 0);
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard+hidden-cards,hidden-cards.pass-reveal=choice");
}

/* A stored string that does not name pass-reveal was written when its
 * default was never: it keeps meaning never. A new ruleset (a spec, a
 * variant) gets choice, and its string names it. */
static void reading_pass_reveal_stored_games_keep_never(void **state)
{
    (void)state;
    struct ruleset r, back;
    char warn[256], text[RULESET_CANONICAL_MAX];
    struct msg err;
    int id = rule_module_find("hidden-cards");
    assert_int_equal(ruleset_from_string(&r, "standard+hidden-cards", warn, sizeof warn, &err), 0);
    assert_int_equal(r.options[id][0], 1); /* never */
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard+hidden-cards");
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(ruleset_apply_spec(&r, "+hidden-cards", warn, sizeof warn, &err),
                     0);
    assert_int_equal(r.options[id][0], 0); /* choice */
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard+hidden-cards,hidden-cards.pass-reveal=choice,"
                              "hidden-cards.flip-timing=before");
    assert_int_equal(ruleset_from_string(&back, text, warn, sizeof warn, &err), 0);
    assert_memory_equal(&back, &r, sizeof r);
    /* without the module nothing is named */
    assert_int_equal(ruleset_standard(&r, &err), 0);
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard");
}

static void reading_bishop_highest_printed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-bishop-highest-printed.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=10 count=1 by=2"));
    assert_false(tg_has(ev, "event=bishop-discard seat=0"));
    assert_int_equal(s.lines[0].up[CARD_M6], 1);
    assert_int_equal(s.lines[1].up[CARD_M10], 0);
}

static void reading_bishop_highest_effective(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-bishop-highest-effective.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=6 count=1 by=2"));
    assert_false(tg_has(ev, "event=bishop-discard seat=1"));
    assert_int_equal(s.lines[0].up[CARD_M6], 0);
    assert_int_equal(s.lines[0].up[CARD_DRUMMER], 1);
    assert_int_equal(s.lines[1].up[CARD_M10], 1);
    assert_int_equal(s.phase, PHASE_POPE);
}

static void reading_bishop_winter_printed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-bishop-winter-printed.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=10 count=1 by=2"));
    assert_false(tg_has(ev, "event=bishop-discard seat=1"));
    assert_false(tg_has(ev, "event=bishop-discard seat=2"));
    assert_int_equal(s.lines[0].up[CARD_M3], 1);
}

static void reading_bishop_winter_all(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-bishop-winter-all.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=3 count=1 by=2"));
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=10 count=1 by=2"));
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=5 count=1 by=2"));
    assert_true(tg_has(ev, "event=bishop-discard seat=2 card=2 count=1 by=2"));
    for (int seat = 0; seat < 3; seat++)
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            assert_int_equal(s.lines[seat].up[k], 0);
    assert_int_equal(s.lines[1].up[CARD_WINTER], 1); /* the Winter stays */
}

static void reading_capture_regions_game_end_no_target(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-capture-game-end-no-target.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=0"));
    assert_false(tg_has(ev, "event=game-end"));
    assert_false(state_is_terminal(&s));
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 0);
    assert_true(state_is_legal(&g, &s, action_region(REGION_PARMA)));
    assert_false(state_is_legal(&g, &s, action_region(REGION_ROMA)));
}

static void reading_capture_regions_game_end_all_conquered(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-capture-game-end-all-conquered.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=0"));
    assert_true(state_is_terminal(&s));
    assert_int_equal(s.winners, 1u);
    assert_int_equal(s.reason, RESULT_MOST_REGIONS);
}

static void reading_spring_highest_printed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-spring-highest-printed.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play spring");
    assert_true(tg_has(ev, "event=play seat=1 card=spring strength=13"));
    ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=1 "
                           "strengths=12,13,3"));
}

static void reading_spring_highest_effective(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-spring-highest-effective.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play spring");
    assert_true(tg_has(ev, "event=play seat=1 card=spring strength=10"));
    struct observation o;
    state_observe(&g, &s, 2, &o);
    assert_int_equal(o.strength[0], 15); /* what the others see */
    ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=0 "
                           "strengths=15,10,3"));
}

static void reading_draw_after_battle_draw_choice_automatic(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-draw-choice-automatic.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=deal seat=0 count=3 hand=12"));
    assert_true(tg_has(ev, "event=deal seat=1 count=1 hand=10"));
    assert_true(tg_has(ev, "event=deal seat=2 count=3 hand=4"));
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 0);
}

static void reading_draw_after_battle_draw_choice_optional(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("reading-draw-choice-optional.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=0"));
    assert_false(tg_has(ev, "event=deal"));
    assert_int_equal(s.phase, PHASE_DRAW);
    assert_int_equal(state_current_seat(&s), 0);
    action buf[STATE_MAX_ACTIONS];
    assert_int_equal(state_legal_actions(&g, &s, buf, STATE_MAX_ACTIONS), 4); /* draw 0..3 */
    assert_int_equal(buf[0], action_draw(0));
    assert_int_equal(buf[3], action_draw(3));
    assert_false(state_is_legal(&g, &s, action_draw(4)));
    ev = tg_do(&g, &s, "draw 1");
    assert_true(tg_has(ev, "event=deal seat=0 count=1 hand=10 cards=6"));
    assert_int_equal(state_current_seat(&s), 1);
    assert_int_equal(state_legal_actions(&g, &s, buf, STATE_MAX_ACTIONS), 2); /* draw 1, 0 */
    ev = tg_do(&g, &s, "draw 0");
    assert_false(tg_has(ev, "event=deal"));
    assert_int_equal(state_current_seat(&s), 2);
    ev = tg_do(&g, &s, "draw 2");
    assert_true(tg_has(ev, "event=deal seat=2 count=2 hand=3"));
    assert_int_equal(s.hand[2][CARD_WINTER], 1);
    assert_int_equal(s.hand[2][CARD_M5], 1);
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 0);
    assert_int_equal(s.hand_count[0], 10);
    assert_int_equal(s.hand_count[1], 9);
    char text[ACTION_TEXT_MAX];
    action a;
    struct msg err;
    action_to_text(action_draw(2), text, sizeof text);
    assert_string_equal(text, "draw 2");
    assert_int_equal(action_from_text("draw 2", &a, &err), 0);
    assert_int_equal(a, action_draw(2));
    assert_int_equal(action_from_text("draw two", &a, &err), -1);
}

/* The readings in a spec, a canonical string and back; bad values. */
static void readings_in_specs_and_canonical_strings(void **state)
{
    (void)state;
    struct ruleset r, back;
    char warn[256], text[RULESET_CANONICAL_MAX];
    struct msg err;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(r.reading[READING_ROUND_DEAL], ROUND_DEAL_UP_TO);
    assert_int_equal(r.reading[READING_POPE_CONTESTED], POPE_CONTESTED_ALLOWED);
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard");
    assert_int_equal(ruleset_apply_spec(&r, "round-deal=ten-more,pope-contested=truce", warn,
                                        sizeof warn, &err), 0);
    ruleset_canonical(&r, text, sizeof text);
    assert_string_equal(text, "standard+round-deal=ten-more,pope-contested=truce");
    assert_int_equal(ruleset_from_string(&back, text, warn, sizeof warn, &err), 0);
    assert_memory_equal(&back, &r, sizeof r);
    assert_int_equal(ruleset_apply_spec(&r, "pope-contested=maybe", warn, sizeof warn, &err), -1);
    assert_string_equal(msg_s(&err), "pope-contested: 'maybe' is not allowed, forbidden or truce");
    for (int i = 0; i < READING_COUNT; i++) {
        const struct rule_option *o = rule_reading_at(i);
        assert_non_null(o);
        assert_int_equal(o->def, 0);
        assert_int_equal(rule_reading_find(o->name), i);
        assert_non_null(rule_reading_sources(i));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(reading_round_deal_up_to_10),
        cmocka_unit_test(reading_round_deal_ten_more),
        cmocka_unit_test(reading_pope_contested_allowed),
        cmocka_unit_test(reading_pope_contested_forbidden),
        cmocka_unit_test(reading_pope_contested_truce),
        cmocka_unit_test(reading_points_game_target_mode_reach),
        cmocka_unit_test(reading_points_game_target_mode_exceed),
        cmocka_unit_test(reading_points_game_bonus_names_bonus_to),
        cmocka_unit_test(reading_hidden_cards_pass_reveal_choice),
        cmocka_unit_test(reading_hidden_cards_pass_reveal_never),
        cmocka_unit_test(reading_hidden_cards_flip_any_card),
        cmocka_unit_test(reading_hidden_cards_flip_line_card),
        cmocka_unit_test(reading_pass_reveal_stored_games_keep_never),
        cmocka_unit_test(reading_hidden_cards_flip_timing_before),
        cmocka_unit_test(reading_hidden_cards_flip_timing_after),
        cmocka_unit_test(reading_flip_timing_stored_games_keep_after),
        cmocka_unit_test(reading_bishop_highest_printed),
        cmocka_unit_test(reading_bishop_highest_effective),
        cmocka_unit_test(reading_bishop_winter_printed),
        cmocka_unit_test(reading_bishop_winter_all),
        cmocka_unit_test(reading_capture_regions_game_end_no_target),
        cmocka_unit_test(reading_capture_regions_game_end_all_conquered),
        cmocka_unit_test(reading_spring_highest_printed),
        cmocka_unit_test(reading_spring_highest_effective),
        cmocka_unit_test(reading_draw_after_battle_draw_choice_automatic),
        cmocka_unit_test(reading_draw_after_battle_draw_choice_optional),
        cmocka_unit_test(readings_in_specs_and_canonical_strings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
