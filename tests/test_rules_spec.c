/* test_rules_spec.c — the rule modules' registry (names, texts, options,
 * hooks checked at load time), rulesets from variants with `module` and
 * `set` lines, command-line specs (+mod, -mod, mod, mod.option=value,
 * key=value, card.kind=n) with their errors, warnings and refusals, the
 * canonical ruleset string (string -> ruleset -> the same string), and
 * the numbers in play that modules change (R-OPT-*, R-FIRST). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "engine/game.h"
#include "rules/rules.h"

static void standard(struct ruleset *r)
{
    struct msg err;
    assert_int_equal(ruleset_standard(r, &err), 0);
}

static void apply_ok(struct ruleset *r, const char *spec)
{
    char warn[512];
    struct msg err;
    if (ruleset_apply_spec(r, spec, warn, sizeof warn, &err) < 0)
        fail_msg("'%s': %s", spec, msg_s(&err));
}

static void apply_error(const char *spec, const char *want)
{
    struct ruleset r, before;
    char warn[512];
    struct msg err;
    standard(&r);
    before = r;
    assert_int_equal(ruleset_apply_spec(&r, spec, warn, sizeof warn, &err), -1);
    if (!strstr(msg_s(&err), want))
        fail_msg("'%s': error '%s' does not contain '%s'", spec, msg_s(&err), want);
    assert_memory_equal(&r, &before, sizeof r); /* unchanged */
}

static const char *canonical(const struct ruleset *r)
{
    static char buf[RULESET_CANONICAL_MAX];
    size_t n = ruleset_canonical(r, buf, sizeof buf);
    assert_true(n < sizeof buf);
    assert_int_equal(n, strlen(buf));
    return buf;
}

/* The registry: every module checked at load time, in the documented
 * order, with its rule ID, texts and valid options. */
static void registry_is_complete_and_checked(void **state)
{
    (void)state;
    char names[512], text[128];
    struct msg err;
    assert_int_equal(rules_registry_check(&err), 0);
    assert_int_equal(rule_module_count(), RULE_MODULE_COUNT);
    static const char *const expected[] = {
        "draw-after-battle", "points-game", "bigger-kingdoms", "capture-regions",
        "hidden-cards", "bishop-truce", "first-edition-deal", "decline-designation",
        "adjacency-only", "first-edition-final", "designate-after-deal"};
    assert_int_equal(sizeof expected / sizeof expected[0], RULE_MODULE_COUNT);
    for (int i = 0; i < RULE_MODULE_COUNT; i++) {
        const struct rule_module *m = rule_module_at(i);
        assert_string_equal(m->name, expected[i]);
        assert_int_equal(rule_module_find(m->name), i);
        assert_true(strlen(m->summary) > 10 && strlen(m->description) > 40);
        assert_true(!strncmp(m->rule_id, "R-", 2));
        assert_non_null(m->hooks);
    }
    assert_null(rule_module_at(RULE_MODULE_COUNT));
    assert_int_equal(rule_module_find("Hidden-Cards"), -1);
    rule_module_names(names, sizeof names);
    assert_non_null(strstr(names, "draw-after-battle, points-game, bigger-kingdoms"));
    const struct rule_module *p = rule_module_at(RULE_POINTS_GAME);
    int o = rule_option_find(p, "bonus-to");
    assert_true(o >= 0);
    rule_option_allowed_text(&p->options[o], text, sizeof text);
    assert_string_equal(text, "wins-by or controls");
    rule_option_value_text(&p->options[o], 1, text, sizeof text);
    assert_string_equal(text, "controls");
    o = rule_option_find(p, "target");
    rule_option_allowed_text(&p->options[o], text, sizeof text);
    assert_string_equal(text, "a number from 1 to 999");
    assert_int_equal(rule_option_find(p, "nothing"), -1);
    /* `rules NAME`: the whole text, options with defaults and values. */
    char about[4096];
    size_t n = rule_module_describe(p, about, sizeof about);
    assert_int_equal(n, strlen(about));
    assert_non_null(strstr(about, "points-game [R-OPT-POINTS]: A campaign"));
    assert_non_null(strstr(about, "  bonus-to: "));
    assert_non_null(strstr(about, "(default wins-by; wins-by or controls)"));
    assert_non_null(strstr(about, "Advised against with capture-regions"));
    assert_non_null(strstr(about, "Source: "));
    char small[16];
    assert_int_equal(rule_module_describe(p, small, sizeof small), n);
}

/* Specs: +mod, plain mod, -mod, options, base parameters, deck counts. */
static void spec_items_apply_in_order(void **state)
{
    (void)state;
    struct ruleset r;
    standard(&r);
    apply_ok(&r, "+hidden-cards, capture-regions");
    assert_true(ruleset_has_module(&r, RULE_HIDDEN_CARDS));
    assert_true(ruleset_has_module(&r, RULE_CAPTURE_REGIONS));
    apply_ok(&r, "-hidden-cards,capture-regions.tie-token=defender,hand-size=8,card.10=9");
    assert_false(ruleset_has_module(&r, RULE_HIDDEN_CARDS));
    assert_int_equal(ruleset_module_option(&r, RULE_CAPTURE_REGIONS, 0), 1);
    assert_int_equal(r.hand_size, 8);
    assert_int_equal(r.deck[CARD_M10], 9);
    assert_int_equal(r.ncards, 111);
    apply_ok(&r, ""); /* nothing */
    apply_ok(&r, "-bigger-kingdoms"); /* not enabled: nothing to do */
    apply_ok(&r, "points-game,points-game.target=30,points-game.bonus-to=controls");
    assert_int_equal(ruleset_module_option(&r, RULE_POINTS_GAME, 0), 30);
    assert_int_equal(ruleset_module_option(&r, RULE_POINTS_GAME, 2), 1);
}

/* Spec errors: unknown module, unknown option, bad value, malformed. */
static void spec_errors_are_clear(void **state)
{
    (void)state;
    apply_error("+spring", "unknown rule module 'spring' (valid: draw-after-battle,");
    apply_error("hidden-cards,hidden-cards.speed=2",
                "rule module hidden-cards has no option 'speed' (valid: pass-reveal, flip, "
                "flip-timing)");
    apply_error("capture-regions,capture-regions.tie=defender",
                "has no option 'tie' (valid: tie-token, game-end)");
    apply_error("points-game,points-game.target=0",
                "points-game.target: '0' is not allowed (valid: a number from 1 to 999)");
    apply_error("points-game,points-game.bonus-to=owns",
                "points-game.bonus-to: 'owns' is not allowed (valid: wins-by or controls)");
    apply_error("capture-regions.tie-token=defender",
                "capture-regions is set but capture-regions is not enabled");
    apply_error("hidden-cards,,capture-regions", "an empty item");
    apply_error("hidden-cards,", "an empty item");
    apply_error("+", "a module name is missing");
    apply_error("-", "a module name is missing");
    apply_error("=3", "is not KEY=VALUE");
    apply_error("hand-size=", "is not KEY=VALUE");
    apply_error("a=b=c", "is not KEY=VALUE");
    apply_error("points-game.=3", "incomplete");
    apply_error("hand-size=99", "hand-size: '99' is not a number from 1 to 30");
    apply_error("colour=red", "unknown option 'colour'");
    apply_error("card.dragon=2", "unknown card 'dragon'");
    apply_error("card.10=-1", "is not a count from 0 to 99");
    apply_error("hidden cards", "no blanks inside an item");
    apply_error("draw-after-battle,first-edition-deal",
                "draw-after-battle cannot be combined with first-edition-deal: there are no "
                "rounds");
    apply_error("draw-after-battle,designate-after-deal", "cannot be combined");
}

/* Warnings: combinations the sources advise against are allowed. */
static void spec_warns_about_points_with_capture(void **state)
{
    (void)state;
    struct ruleset r;
    char warn[512];
    struct msg err;
    standard(&r);
    assert_int_equal(ruleset_apply_spec(&r, "capture-regions", warn, sizeof warn, &err),
                     0);
    assert_string_equal(warn, "");
    assert_int_equal(ruleset_apply_spec(&r, "points-game", warn, sizeof warn, &err),
                     0);
    assert_non_null(strstr(warn, "points-game with capture-regions"));
    assert_null(strchr(warn, '\n')); /* said once */
}

/* The canonical string: base plus differences, and back again to the
 * same ruleset and the same string, for every combination of the five
 * optional rules, the 1st edition and its mixes. */
static void canonical_string_round_trips(void **state)
{
    (void)state;
    struct ruleset r, back;
    char warn[512];
    struct msg err;
    standard(&r);
    assert_string_equal(canonical(&r), "standard");
    apply_ok(&r, "hidden-cards,capture-regions");
    /* hidden-cards.pass-reveal's and flip-timing's defaults changed: a new
     * ruleset names them */
    assert_string_equal(canonical(&r),
                        "standard+capture-regions,hidden-cards,hidden-cards.pass-reveal=choice,"
                        "hidden-cards.flip-timing=before");
    apply_ok(&r, "capture-regions.tie-token=defender");
    assert_string_equal(canonical(&r),
                        "standard+capture-regions,hidden-cards,capture-regions.tie-token=defender,"
                        "hidden-cards.pass-reveal=choice,hidden-cards.flip-timing=before");

    const char *samples[] = {
        "standard",
        "first-edition",
        "first-edition+hidden-cards,-bishop-truce",
        "standard+points-game,capture-regions",
        "standard+draw-after-battle,draw-after-battle.refill=12",
        "standard+bigger-kingdoms,bigger-kingdoms.add=2,battle-cap=50,first-token=3",
        "standard+bishop-truce,decline-designation,hand-size=9,card.10=0,card.heroine=5",
        "first-edition+points-game,-first-edition-deal,points-game.target=30,"
        "decline-designation.at-start=may-decline,keep-at-round-end=1",
    };
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        if (ruleset_from_string(&back, samples[i], warn, sizeof warn, &err) < 0)
            fail_msg("'%s': %s", samples[i], msg_s(&err));
        assert_string_equal(canonical(&back), samples[i]);
    }
    const int optional[5] = {RULE_DRAW_AFTER_BATTLE, RULE_POINTS_GAME, RULE_BIGGER_KINGDOMS,
                             RULE_CAPTURE_REGIONS, RULE_HIDDEN_CARDS};
    for (unsigned combo = 0; combo < 32; combo++) {
        standard(&r);
        for (int i = 0; i < 5; i++)
            if (combo >> i & 1u)
                assert_int_equal(ruleset_enable_module(&r, rule_module_at(optional[i])->name,
                                                       true, &err),
                                 0);
        char text[RULESET_CANONICAL_MAX];
        snprintf(text, sizeof text, "%s", canonical(&r));
        assert_int_equal(ruleset_from_string(&back, text, warn, sizeof warn, &err), 0);
        assert_int_equal(back.modules, r.modules);
        assert_memory_equal(back.options, r.options, sizeof r.options);
        assert_memory_equal(back.deck, r.deck, sizeof r.deck);
        assert_string_equal(canonical(&back), text);
    }
    /* A variant's canonical string names its base and its differences. */
    struct variant v;
    assert_int_equal(variant_load_embedded("hidden-capture", &v, &err), 0);
    assert_int_equal(ruleset_from_variant(&r, &v, &err), 0);
    assert_string_equal(canonical(&r),
                        "standard+capture-regions,hidden-cards,hidden-cards.pass-reveal=choice,"
                        "hidden-cards.flip-timing=before");
    /* Any shipped variant of the standard engine may be the base. */
    assert_int_equal(ruleset_from_string(&back, "hidden-capture+-hidden-cards", warn,
                                         sizeof warn, &err),
                     0);
    assert_string_equal(canonical(&back), "standard+capture-regions");
}

static void canonical_string_errors(void **state)
{
    (void)state;
    struct ruleset r;
    char warn[256];
    struct msg err;
    assert_int_equal(ruleset_from_string(&r, "", warn, sizeof warn, &err), -1);
    assert_non_null(strstr(msg_s(&err), "does not begin with a base"));
    assert_int_equal(ruleset_from_string(&r, "nothing+hidden-cards", warn, sizeof warn, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "no variant named 'nothing'"));
    assert_int_equal(ruleset_from_string(&r, "solitaire", warn, sizeof warn, &err),
                     -1);
    assert_int_equal(ruleset_from_string(&r, "standard+", warn, sizeof warn, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "nothing after '+'"));
    assert_int_equal(ruleset_from_string(&r, "standard+hidden", warn, sizeof warn, &err),
                     -1);
}

/* Variant files: `module` lines and `set MODULE.OPTION VALUE`. */
static void variant_module_lines(void **state)
{
    (void)state;
    struct variant v;
    struct ruleset r;
    char warn[512];
    struct msg err;
    const char *text = "name mine\nedition third\ncard 10 8\ncard 1 20\n"
                       "module points-game\nmodule capture-regions\n"
                       "set points-game.target 25\nset battle-cap 80\n";
    assert_int_equal(variant_parse(text, &v, &err), 0);
    assert_int_equal(ruleset_from_variant(&r, &v, &err), 0);
    assert_int_equal(ruleset_module_option(&r, RULE_POINTS_GAME, 0), 25);
    assert_int_equal(r.battle_cap, 80);
    assert_true(ruleset_warnings(&r, warn, sizeof warn) > 0);
    assert_string_equal(canonical(&r), "standard+points-game,capture-regions,"
                                       "points-game.target=25,battle-cap=80,card.1=20,"
                                       "card.2=0,card.3=0,card.4=0,card.5=0,card.6=0,"
                                       "card.winter=0,card.spring=0,card.bishop=0,"
                                       "card.courtesan=0,card.drummer=0,card.heroine=0,"
                                       "card.scarecrow=0,card.surrender=0");
    assert_int_equal(variant_parse("name x\ncard 1 10\nmodule dragons\n", &v, &err),
                     0);
    assert_int_equal(ruleset_from_variant(&r, &v, &err), -1);
    assert_non_null(strstr(msg_s(&err), "unknown rule module 'dragons'"));
    assert_int_equal(variant_parse("name x\ncard 1 10\nmodule hidden-cards\n"
                                   "set hidden-cards.x 1\n",
                                   &v, &err),
                     0);
    assert_int_equal(ruleset_from_variant(&r, &v, &err), -1);
    assert_non_null(strstr(msg_s(&err), "has no option 'x'"));
    assert_int_equal(variant_parse("name x\nedition solitaire\ncard 1 10\n", &v, &err),
                     0);
    assert_int_equal(ruleset_from_variant(&r, &v, &err), -1);
    /* with a spec on top */
    assert_int_equal(variant_load_embedded("first-edition", &v, &err), 0);
    assert_int_equal(ruleset_from_variant_spec(&r, &v, "-decline-designation,hidden-cards",
                                               warn, sizeof warn, &err),
                     0);
    assert_string_equal(canonical(&r), "first-edition+hidden-cards,-decline-designation,"
                                       "hidden-cards.pass-reveal=choice,"
                                       "hidden-cards.flip-timing=before");
}

/* The numbers in play: modules adjust the game, the ruleset keeps its own. */
static void modules_adjust_the_numbers_in_play(void **state)
{
    (void)state;
    struct ruleset r;
    struct game g;
    struct msg err;
    standard(&r);
    apply_ok(&r, "bigger-kingdoms,draw-after-battle");
    assert_int_equal(game_init(&g, &r, 4, &err), 0);
    assert_int_equal(g.win_adjacent, 4); /* R-OPT-BIGGER */
    assert_int_equal(g.win_total, 5);
    assert_int_equal(g.first_deal, 7); /* R-OPT-DRAW */
    assert_int_equal(g.rules.win_adjacent_large, 3);
    standard(&r);
    apply_ok(&r, "adjacency-only,first-edition-deal");
    assert_int_equal(game_init(&g, &r, 2, &err), 0);
    assert_int_equal(g.win_total, GAME_WIN_NEVER); /* R-FIRST */
    assert_int_equal(g.win_adjacent, 4);
    assert_int_equal(g.extra_per_region, 2);
    assert_int_equal(g.keep_at_round_end, 0);
    assert_int_equal(g.rules.extra_per_region, 1);
    assert_int_equal(g.nmodules, 2);
    standard(&r);
    assert_int_equal(game_init(&g, &r, 4, &err), 0);
    assert_int_equal(g.nmodules, 0);
    assert_int_equal(g.hooked, 0);
    /* a hand that would not fit the state is refused */
    standard(&r);
    apply_error("hand-size=30,first-edition-deal,first-edition-final",
                "a hand could hold");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(registry_is_complete_and_checked),
        cmocka_unit_test(spec_items_apply_in_order),
        cmocka_unit_test(spec_errors_are_clear),
        cmocka_unit_test(spec_warns_about_points_with_capture),
        cmocka_unit_test(canonical_string_round_trips),
        cmocka_unit_test(canonical_string_errors),
        cmocka_unit_test(variant_module_lines),
        cmocka_unit_test(modules_adjust_the_numbers_in_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
