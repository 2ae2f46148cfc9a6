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
        cmocka_unit_test(widths_count_letters),
        cmocka_unit_test(padding_by_letters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
