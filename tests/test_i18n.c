/* test_i18n.c — the pieces of the translations that need no locale: the
 * card titles marked for translation are the engine's titles, and column
 * widths count letters, not bytes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "engine/card.h"

static void card_titles_are_the_engines(void **state)
{
    (void)state;
    for (int k = 0; k < CARD_KINDS; k++) {
        assert_non_null(card_title_msgid(k));
        assert_string_equal(card_title_msgid(k), card_info((enum card_kind)k)->title);
        /* no catalogue opened: the English title */
        assert_string_equal(card_title_local(k), card_info((enum card_kind)k)->title);
    }
    assert_null(card_title_msgid(-1));
    assert_null(card_title_msgid(CARD_KINDS));
    assert_string_equal(card_title_local(CARD_KINDS), "?");
}

/* Every name po/GLOSSARY.md gives a card (what the catalogues show) can be
 * typed to play it: a player answers the screen in its own words. */
static void glossary_names_are_typed(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        enum card_kind kind;
    } names[] = {
        /* Italian */
        { "Mercenario", -1 }, { "Inverno", CARD_WINTER }, { "Primavera", CARD_SPRING },
        { "Vescovo", CARD_BISHOP }, { "Cortigiana", CARD_COURTESAN },
        { "Tamburino", CARD_DRUMMER }, { "Eroina", CARD_HEROINE },
        { "Spaventapasseri", CARD_SCARECROW }, { "Resa", CARD_SURRENDER },
        /* French */
        { "Hiver", CARD_WINTER }, { "Printemps", CARD_SPRING }, { "Évêque", CARD_BISHOP },
        { "Courtisane", CARD_COURTESAN }, { "Tambour", CARD_DRUMMER },
        { "Héroïne", CARD_HEROINE }, { "Épouvantail", CARD_SCARECROW },
        { "Reddition", CARD_SURRENDER },
        /* Polish */
        { "Zima", CARD_WINTER }, { "Wiosna", CARD_SPRING }, { "Biskup", CARD_BISHOP },
        { "Kurtyzana", CARD_COURTESAN }, { "Dobosz", CARD_DRUMMER },
        { "Bohaterka", CARD_HEROINE }, { "Kukła", CARD_SCARECROW }, { "kukla", CARD_SCARECROW },
        { "Kapitulacja", CARD_SURRENDER },
        /* Spanish */
        { "Invierno", CARD_WINTER }, { "Verano", CARD_SPRING }, { "Obispo", CARD_BISHOP },
        { "Cortesana", CARD_COURTESAN }, { "Tambor", CARD_DRUMMER },
        { "Heroína", CARD_HEROINE }, { "Espantapájaros", CARD_SCARECROW },
        { "Rendición", CARD_SURRENDER },
        /* Portuguese */
        { "Bispo", CARD_BISHOP }, { "Cortesã", CARD_COURTESAN },
        { "Percurcionista", CARD_DRUMMER }, { "Espantalho", CARD_SCARECROW },
        { "Render", CARD_SURRENDER },
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if ((int)names[i].kind < 0)
            continue; /* a mercenary is typed by its number */
        if (card_parse(names[i].name) != (int)names[i].kind)
            fail_msg("'%s' does not parse as %s", names[i].name,
                     card_info(names[i].kind)->title);
    }
}

static void widths_count_letters(void **state)
{
    (void)state;
    assert_int_equal(text_width(""), 0);
    assert_int_equal(text_width("Zima"), 4);
    assert_int_equal(text_width("Kukła"), 5);          /* ł: two bytes */
    assert_int_equal(text_width("Épouvantail"), 11);
    assert_int_equal(text_width("Cortesã"), 7);
    assert_int_equal(width_at_least(9, "Kukła"), 9);
    assert_int_equal(width_at_least(3, "Kukła"), 5);
}

static void padding_by_letters(void **state)
{
    (void)state;
    char buf[64] = { 0 };
    FILE *f = fmemopen(buf, sizeof buf - 1, "w");
    assert_non_null(f);
    fput_left(f, "Kukła", 7);
    fputc('|', f);
    fput_right(f, "Héroïne", 9);
    fputc('|', f);
    fput_left(f, "toolong", 3);
    fclose(f);
    assert_string_equal(buf, "Kukła  |  Héroïne|toolong");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(card_titles_are_the_engines),
        cmocka_unit_test(glossary_names_are_typed),
        cmocka_unit_test(widths_count_letters),
        cmocka_unit_test(padding_by_letters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
