/* test_card.c — the card catalogue (R-DECK): properties, names, aliases and
 * the source rulebooks' names; deck sizes of the shipped variants. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/card.h"
#include "engine/variant.h"

static void r_deck_properties(void **state)
{
    (void)state;
    int printed[CARD_MERCENARY_KINDS] = { 1, 2, 3, 4, 5, 6, 10 };
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        assert_true(card_info((enum card_kind)k)->mercenary);
        assert_true(card_info((enum card_kind)k)->hideable);
        assert_int_equal(card_info((enum card_kind)k)->printed, printed[k]);
    }
    assert_false(card_info(CARD_HEROINE)->mercenary);
    assert_int_equal(card_info(CARD_HEROINE)->fixed_strength, 10);
    assert_int_equal(card_info(CARD_COURTESAN)->fixed_strength, 1);
    assert_false(card_info(CARD_COURTESAN)->mercenary);
    /* R-OPT-HIDDEN: Mercenary, Drummer, Heroine and Courtesan go face down. */
    assert_true(card_info(CARD_DRUMMER)->hideable);
    assert_true(card_info(CARD_HEROINE)->hideable);
    assert_true(card_info(CARD_COURTESAN)->hideable);
    assert_false(card_info(CARD_WINTER)->hideable);
    assert_false(card_info(CARD_SPRING)->hideable);
    assert_false(card_info(CARD_BISHOP)->hideable);
    assert_false(card_info(CARD_SCARECROW)->hideable);
    assert_false(card_info(CARD_SURRENDER)->hideable);
    assert_null(card_info(CARD_KINDS));
}

static void names_and_aliases(void **state)
{
    (void)state;
    assert_int_equal(card_parse("w"), CARD_WINTER);
    assert_int_equal(card_parse("WINTER"), CARD_WINTER);
    assert_int_equal(card_parse("sp"), CARD_SPRING);
    assert_int_equal(card_parse("dr"), CARD_DRUMMER);
    assert_int_equal(card_parse("h"), CARD_HEROINE);
    assert_int_equal(card_parse("c"), CARD_COURTESAN);
    assert_int_equal(card_parse("b"), CARD_BISHOP);
    assert_int_equal(card_parse("sc"), CARD_SCARECROW);
    assert_int_equal(card_parse("Su"), CARD_SURRENDER);
    assert_int_equal(card_parse("10"), CARD_M10);
    assert_int_equal(card_parse("1"), CARD_M1);
    assert_int_equal(card_parse("7"), -1);
    assert_int_equal(card_parse("0"), -1);
    assert_int_equal(card_parse(""), -1);
    assert_int_equal(card_parse(NULL), -1);
    assert_int_equal(card_parse("winterx"), -1);
}

static void source_rulebook_names(void **state)
{
    (void)state;
    assert_int_equal(card_parse("Inverno"), CARD_WINTER);
    assert_int_equal(card_parse("hiver"), CARD_WINTER);
    assert_int_equal(card_parse("Verano"), CARD_SPRING); /* the Spanish text */
    assert_int_equal(card_parse("évêque"), CARD_BISHOP);
    assert_int_equal(card_parse("eveque"), CARD_BISHOP);
    assert_int_equal(card_parse("Tamburino"), CARD_DRUMMER);
    assert_int_equal(card_parse("espantapájaros"), CARD_SCARECROW);
    assert_int_equal(card_parse("reddition"), CARD_SURRENDER);
}

static void names_list_for_messages(void **state)
{
    (void)state;
    char buf[512];
    size_t n = card_names_list(buf, sizeof buf, NULL);
    assert_int_equal(n, strlen(buf));
    assert_non_null(strstr(buf, "1, 2, 3, 4, 5, 6, 10, winter (w), spring (sp)"));
    struct variant v;
    struct msg err;
    assert_int_equal(variant_load_embedded("first-edition", &v, &err), 0);
    card_names_list(buf, sizeof buf, v.deck);
    assert_null(strstr(buf, "spring"));
    assert_null(strstr(buf, "courtesan"));
    char small[8];
    assert_int_equal(card_names_list(small, sizeof small, NULL), n);
    assert_int_equal(strlen(small), 7);
}

static int deck_total(const struct variant *v, int from, int to)
{
    int n = 0;
    for (int k = from; k < to; k++)
        n += v->deck[k];
    return n;
}

static void r_deck_standard_110(void **state)
{
    (void)state;
    struct variant v;
    struct msg err;
    assert_int_equal(variant_load_embedded("standard", &v, &err), 0);
    assert_int_equal(v.ncards, 110);
    assert_int_equal(deck_total(&v, 0, CARD_KINDS), 110);
    assert_int_equal(deck_total(&v, 0, CARD_MERCENARY_KINDS), 58);
    assert_int_equal(v.deck[CARD_M1], 10);
    assert_int_equal(v.deck[CARD_COURTESAN], 12);
    assert_int_equal(v.deck[CARD_SCARECROW], 16);
    assert_int_equal(v.deck[CARD_BISHOP], 6);
    assert_int_equal(v.edition, EDITION_THIRD);
}

static void r_deck_first_edition_96(void **state)
{
    (void)state;
    struct variant v;
    struct msg err;
    assert_int_equal(variant_load_embedded("first-edition", &v, &err), 0);
    assert_int_equal(v.ncards, 96);
    assert_int_equal(deck_total(&v, 0, CARD_MERCENARY_KINDS), 63);
    assert_int_equal(v.deck[CARD_M1], 15);
    assert_int_equal(v.deck[CARD_SPRING], 0);
    assert_int_equal(v.deck[CARD_COURTESAN], 0);
    assert_int_equal(v.deck[CARD_BISHOP], 3);
    assert_int_equal(v.deck[CARD_SCARECROW], 15);
    assert_int_equal(v.edition, EDITION_FIRST);
}

static void r_solo_deck_split(void **state)
{
    (void)state;
    struct variant v;
    struct msg err;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err), 0);
    assert_int_equal(v.edition, EDITION_SOLITAIRE);
    assert_int_equal(deck_total(&v, 0, CARD_MERCENARY_KINDS), 58);
    assert_int_equal(v.deck[CARD_COURTESAN], 0);
    assert_int_equal(v.deck[CARD_SCARECROW], 4);
    /* the special deck: 3 Heroine, 6 Drummer, 3 Spring, 3 Winter, 6 Bishop,
     * 3 Surrender = 24 */
    assert_int_equal(v.deck[CARD_HEROINE] + v.deck[CARD_DRUMMER] + v.deck[CARD_SPRING] +
                         v.deck[CARD_WINTER] + v.deck[CARD_BISHOP] + v.deck[CARD_SURRENDER],
                     24);
    assert_int_equal(v.ncards, 58 + 24 + 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_deck_properties),
        cmocka_unit_test(names_and_aliases),
        cmocka_unit_test(source_rulebook_names),
        cmocka_unit_test(names_list_for_messages),
        cmocka_unit_test(r_deck_standard_110),
        cmocka_unit_test(r_deck_first_edition_96),
        cmocka_unit_test(r_solo_deck_split),
    };
    return cmocka_run_group_tests_name("card", tests, NULL, NULL);
}
