/* test_cli_term.c — the terminal helpers: the output's width from COLUMNS
 * (and 80 for a file), word wrapping (no word cut, no line over the width,
 * hanging indent, newlines kept, UTF-8 counted as characters, a word too
 * long for the line left whole) and the colour decision (--color modes,
 * NO_COLOR, never into a file under auto); tables that fit the width
 * (columns, a wrapped last column, blocks) and long words broken after a
 * separator. The real terminal (ioctl) is
 * checked by tests/cli-term.sh under a pseudo-terminal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli/term/term_color.h"
#include "cli/term/term_table.h"
#include "cli/term/term_width.h"

static char *wrapped(const char *text, int width, int col, int hang)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_non_null(f);
    term_wrap(f, text, width, col, hang);
    fclose(f);
    return buf;
}

static void width_from_columns_else_80_for_a_file(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    unsetenv("COLUMNS");
    assert_int_equal(term_width(f), 80);
    assert_false(term_width_known(f));
    assert_int_equal(term_table_width(f), 0);
    setenv("COLUMNS", "40", 1);
    assert_int_equal(term_width(f), 40);
    assert_true(term_width_known(f));
    assert_int_equal(term_table_width(f), 40);
    setenv("COLUMNS", "5", 1);
    assert_int_equal(term_width(f), TERM_WIDTH_MIN);
    setenv("COLUMNS", "wide", 1);
    assert_int_equal(term_width(f), 80);
    unsetenv("COLUMNS");
    fclose(f);
}

static void wrap_breaks_between_words_only(void **state)
{
    (void)state;
    char *s = wrapped("the quick brown fox jumps over the lazy dog", 15, 0, 0);
    assert_string_equal(s, "the quick brown\nfox jumps over\nthe lazy dog\n");
    free(s);
}

static void wrap_hangs_and_counts_the_column_already_used(void **state)
{
    (void)state;
    char *s = wrapped("one two three four", 16, 6, 6);
    assert_string_equal(s, "one two\n      three four\n");
    free(s);
}

static void wrap_keeps_newlines_and_long_words(void **state)
{
    (void)state;
    char *s = wrapped("a\nsupercalifragilistic b", 10, 0, 2);
    assert_string_equal(s, "a\n  supercalifragilistic\n  b\n");
    free(s);
}

static void wrap_counts_utf8_as_characters(void **state)
{
    (void)state;
    /* "città" is 5 characters, 6 bytes: fits exactly in 11 with "torre" */
    char *s = wrapped("citt\xc3\xa0 torre x", 11, 0, 0);
    assert_string_equal(s, "citt\xc3\xa0 torre\nx\n");
    free(s);
    assert_int_equal(term_text_width("citt\xc3\xa0", 6), 5);
    /* a line redrawn in place is cut to the width, between characters */
    assert_int_equal(term_text_fit("citt\xc3\xa0 x", 5), 6);
    assert_int_equal(term_text_fit("citt\xc3\xa0 x", 4), 4);
    assert_int_equal(term_text_fit("citt\xc3\xa0 x", 40), 8);
    assert_int_equal(term_text_fit("abc", 0), 0);
}

static void wrap_without_limit_is_one_line(void **state)
{
    (void)state;
    char *s = wrapped("a b  c", 0, 0, 0);
    assert_string_equal(s, "a b c\n");
    free(s);
}

static void color_modes_and_no_color(void **state)
{
    (void)state;
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(term_color_parse("auto"), TERM_COLOR_AUTO);
    assert_int_equal(term_color_parse("always"), TERM_COLOR_ALWAYS);
    assert_int_equal(term_color_parse("never"), TERM_COLOR_NEVER);
    assert_int_equal(term_color_parse("sometimes"), -1);
    unsetenv("NO_COLOR");
    term_color_set_mode(TERM_COLOR_AUTO);
    assert_false(term_color_enabled(f)); /* a file: never under auto */
    term_color_set_mode(TERM_COLOR_ALWAYS);
    assert_true(term_color_enabled(f));
    setenv("NO_COLOR", "1", 1);
    assert_true(term_color_enabled(f)); /* asked on the command line: wins */
    term_color_set_mode(TERM_COLOR_NEVER);
    unsetenv("NO_COLOR");
    assert_false(term_color_enabled(f));
    term_color_set_mode(TERM_COLOR_AUTO);
    fclose(f);
}

/* The lines of buf, none wider than width; the text once the line breaks
 * and the hang are taken out. */
static void check_lines(const char *buf, int width, char *joined, size_t cap)
{
    size_t n = 0;
    for (const char *p = buf; *p;) {
        size_t len = strcspn(p, "\n");
        assert_true((int)len <= width);
        const char *q = p;
        while (*q == ' ' && q < p + len)
            q++;
        n += (size_t)snprintf(joined + n, cap - n, "%.*s", (int)(len - (size_t)(q - p)), q);
        p += len + (p[len] == '\n');
    }
}

static void long_words_break_after_a_separator(void **state)
{
    (void)state;
    const char *rs = "standard+hidden-cards,hidden-cards.pass-reveal=choice | first-edition";
    char *buf = NULL, joined[256];
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    term_break(f, rs, 24, 0, 2);
    fclose(f);
    check_lines(buf, 24, joined, sizeof joined);
    assert_string_equal(joined, "standard+hidden-cards,hidden-cards.pass-reveal=choice |first-edition");
    assert_non_null(strstr(buf, "standard+hidden-cards,\n")); /* after the comma */
    free(buf);
}

static void tables_fit_the_width(void **state)
{
    (void)state;
    const char *heads[3] = { "ruleset", "seat 1 wins", "battles/game" };
    const char *cells[6] = { "standard", "27.5%", "9.18",
                             "standard+hidden-cards,hidden-cards.pass-reveal=choice", "20.0%",
                             "7.97" };
    static const bool right[3] = { false, true, true };
    struct term_table t = { 3, heads, right, NULL, 2, 2, cells };
    char *buf = NULL;
    size_t len = 0;
    unsetenv("COLUMNS"); /* a file: the columns, whatever their width */
    FILE *f = open_memstream(&buf, &len);
    term_table_print(f, &t);
    fclose(f);
    assert_non_null(strstr(buf, "  ruleset                                                seat 1 wins  "
                                "battles/game\n  standard  "));
    free(buf);
    setenv("COLUMNS", "40", 1); /* blocks: a line per figure */
    f = open_memstream(&buf, &len);
    term_table_print(f, &t);
    fclose(f);
    char joined[512];
    check_lines(buf, 40, joined, sizeof joined);
    assert_non_null(strstr(buf, "  ruleset standard\n    seat 1 wins   27.5%\n    battles/game  9.18\n"));
    assert_non_null(strstr(buf, "    seat 1 wins   20.0%\n"));
    free(buf);
    unsetenv("COLUMNS");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(width_from_columns_else_80_for_a_file),
        cmocka_unit_test(wrap_breaks_between_words_only),
        cmocka_unit_test(wrap_hangs_and_counts_the_column_already_used),
        cmocka_unit_test(wrap_keeps_newlines_and_long_words),
        cmocka_unit_test(wrap_counts_utf8_as_characters),
        cmocka_unit_test(wrap_without_limit_is_one_line),
        cmocka_unit_test(color_modes_and_no_color),
        cmocka_unit_test(long_words_break_after_a_separator),
        cmocka_unit_test(tables_fit_the_width),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
