/* test_variant.c — the variant text format (doc/variants.md): keys, comments,
 * errors with line numbers, and the shipped variants. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/variant.h"

static void parses_every_key(void **state)
{
    (void)state;
    struct variant v;
    struct msg err;
    const char *text = "# a comment\n"
                       "name  mine   # trailing comment\n"
                       "summary Hidden cards with capture\n"
                       "edition third\n"
                       "card 10 8\n"
                       "card heroine 3\n"
                       "module hidden-cards\n"
                       "module capture-regions\n"
                       "set capture-regions.own no\n";
    assert_int_equal(variant_parse(text, &v, &err), 0);
    assert_string_equal(v.name, "mine");
    assert_string_equal(v.summary, "Hidden cards with capture");
    assert_int_equal(v.edition, EDITION_THIRD);
    assert_int_equal(v.deck[CARD_M10], 8);
    assert_int_equal(v.deck[CARD_HEROINE], 3);
    assert_int_equal(v.ncards, 11);
    assert_int_equal(v.nmodules, 2);
    assert_string_equal(v.modules[1], "capture-regions");
    assert_int_equal(v.noptions, 1);
    assert_string_equal(v.options[0].key, "capture-regions.own");
    assert_string_equal(v.options[0].value, "no");
}

static void expect_error(const char *text, const char *want)
{
    struct variant v;
    struct msg err;
    assert_int_equal(variant_parse(text, &v, &err), -1);
    if (!strstr(msg_s(&err), want))
        fail_msg("error '%s' does not contain '%s'", msg_s(&err), want);
}

static void errors_name_the_line(void **state)
{
    (void)state;
    expect_error("name x\ncard 10 8\ncard dragon 2\n", "line 3: unknown card 'dragon'");
    expect_error("name x\ncard 10 eight\n", "line 2: card count must be a number");
    expect_error("name x\ncard 10 -1\n", "line 2: card count");
    expect_error("name x\nedition fourth\ncard 1 1\n", "line 2: unknown edition 'fourth'");
    expect_error("name x\ncolour red\n", "line 2: unknown key 'colour'");
    expect_error("card 1 1\n", "no 'name' line");
    expect_error("name x\n", "the deck is empty");
    expect_error("name\n", "line 1: name needs a value");
}

static void repeated_card_line_replaces_count(void **state)
{
    (void)state;
    struct variant v;
    struct msg err;
    assert_int_equal(variant_parse("name x\ncard 1 10\ncard 1 15\n", &v, &err), 0);
    assert_int_equal(v.deck[CARD_M1], 15);
    assert_int_equal(v.ncards, 15);
}

static void shipped_variants_parse(void **state)
{
    (void)state;
    int n = 0;
    for (const struct embedded_variant *e = embedded_variants; e->name; e++, n++) {
        struct variant v;
        struct msg err;
        if (variant_parse(e->text, &v, &err))
            fail_msg("variants/%s.variant: %s", e->name, msg_s(&err));
        assert_string_equal(v.name, e->name);
        assert_true(v.summary[0] != '\0');
    }
    assert_true(n >= 3);
    assert_null(variant_embedded_text("no-such-variant"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parses_every_key),
        cmocka_unit_test(errors_name_the_line),
        cmocka_unit_test(repeated_card_line_replaces_count),
        cmocka_unit_test(shipped_variants_parse),
    };
    return cmocka_run_group_tests_name("variant", tests, NULL, NULL);
}
