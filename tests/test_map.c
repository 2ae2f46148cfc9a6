/* test_map.c — the map of Italy (R-MAP): 17 regions, 34 symmetric borders,
 * largest connected set of owned regions, region names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "engine/map.h"

#define R(x) (1u << REGION_##x)

static void r_map_34_symmetric_borders(void **state)
{
    (void)state;
    int ends = 0;
    for (int a = 0; a < REGION_COUNT; a++) {
        region_set n = region_neighbours(a);
        assert_false(n & (1u << a));
        assert_int_equal(n & ~REGION_ALL, 0);
        for (int b = 0; b < REGION_COUNT; b++)
            if (n & (1u << b))
                assert_true(region_neighbours(b) & (1u << a));
        ends += region_count(n);
    }
    assert_int_equal(ends, 2 * 34);
    assert_int_equal(region_count(region_neighbours(REGION_FIRENZE)), 7);
    assert_int_equal(region_neighbours(REGION_SIENA), R(FIRENZE) | R(ROMA));
}

static void r_map_french_example(void **state)
{
    (void)state;
    /* Holding Genova, Lucca and Bologna, taking Parma, Modena or Firenze
     * makes 3 connected regions. */
    region_set held = R(GENOVA) | R(LUCCA) | R(BOLOGNA);
    assert_int_equal(region_largest_connected(held), 1);
    assert_int_equal(region_largest_connected(held | R(PARMA)), 3);
    assert_int_equal(region_largest_connected(held | R(MODENA)), 3);
    assert_int_equal(region_largest_connected(held | R(FIRENZE)), 3);
    assert_int_equal(region_largest_connected(held | R(TORINO)), 2);
}

static void r_map_connected_set_not_a_chain(void **state)
{
    (void)state;
    /* A star around Firenze is one connected set of 4 though no chain of 4
     * exists through it alone. */
    assert_int_equal(region_largest_connected(R(FIRENZE) | R(SIENA) | R(LUCCA) | R(URBINO)), 4);
    assert_int_equal(region_largest_connected(R(TORINO) | R(NAPOLI) | R(VENEZIA)), 1);
    assert_int_equal(region_largest_connected(0), 0);
    assert_int_equal(region_largest_connected(REGION_ALL), 17);
    assert_int_equal(region_largest_connected(R(TORINO) | R(MILANO) | R(ROMA) | R(NAPOLI) |
                                              R(SIENA)),
                     3);
}

static void region_names(void **state)
{
    (void)state;
    assert_int_equal(region_parse("Firenze"), REGION_FIRENZE);
    assert_int_equal(region_parse("firenze"), REGION_FIRENZE);
    assert_int_equal(region_parse("FIR"), REGION_FIRENZE);
    assert_int_equal(region_parse("ro"), -1);  /* too short */
    assert_int_equal(region_parse("mil"), REGION_MILANO);
    assert_int_equal(region_parse("ma"), -1);
    assert_int_equal(region_parse("Paris"), -1);
    assert_int_equal(region_parse(""), -1);
    assert_string_equal(region_name(REGION_NAPOLI), "Napoli");
    assert_string_equal(region_name(99), "?");
    for (int r = 0; r < REGION_COUNT; r++)
        assert_int_equal(region_parse(region_name(r)), r);
}

/* English names and their prefixes; a prefix of both names of one region
 * is that region, not an ambiguity. */
static void region_english_names(void **state)
{
    (void)state;
    static const char *const pairs[][2] = {
        { "Rome", "Roma" },       { "Florence", "Firenze" }, { "Venice", "Venezia" },
        { "Milan", "Milano" },    { "Turin", "Torino" },     { "Genoa", "Genova" },
        { "Naples", "Napoli" },   { "Mantua", "Mantova" },   { "Siena", "Siena" },
        { "napl", "Napoli" },     { "flo", "Firenze" },      { "MAN", "Mantova" },
        { "gen", "Genova" },      { "ven", "Venezia" },      { "tur", "Torino" },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        assert_string_equal(region_name(region_parse(pairs[i][0])), pairs[i][1]);
    assert_int_equal(region_parse("Romeo"), -1);
    assert_int_equal(region_parse("na"), -1);
    for (int r = 0; r < REGION_COUNT; r++)
        assert_int_equal(region_parse(region_english_name(r)), r);
    assert_string_equal(region_english_name(REGION_FIRENZE), "Florence");
}

/* The names the Polish and Portuguese 3rd-edition rulebooks print (what
 * the screens show in those languages) are typed as well. */
static void region_rulebook_names(void **state)
{
    (void)state;
    static const char *const pairs[][2] = {
        { "Genua", "Genova" },      { "Mediolan", "Milano" }, { "Wenecja", "Venezia" },
        { "Florencja", "Firenze" }, { "florencja", "Firenze" }, { "Génova", "Genova" },
        { "Milão", "Milano" },      { "milao", "Milano" },    { "Veneza", "Venezia" },
        { "Florença", "Firenze" },  { "florenca", "Firenze" }, { "med", "Milano" },
        { "wen", "Venezia" },       { "MEDIOLAN", "Milano" },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        assert_string_equal(region_name(region_parse(pairs[i][0])), pairs[i][1]);
    assert_int_equal(region_parse("Wenus"), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_map_34_symmetric_borders),
        cmocka_unit_test(r_map_french_example),
        cmocka_unit_test(r_map_connected_set_not_a_chain),
        cmocka_unit_test(region_names),
        cmocka_unit_test(region_rulebook_names),
        cmocka_unit_test(region_english_names),
    };
    return cmocka_run_group_tests_name("map", tests, NULL, NULL);
}
