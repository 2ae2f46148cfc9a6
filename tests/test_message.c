/* test_message.c — errors as data (engine/message.h): a message keeps its
 * format and its arguments as text, renders in English or through a
 * translation that may reorder the arguments, translates the arguments
 * marked MSG_T only, wraps a cause, and never overflows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/message.h"

static const char *english(const struct msg *m)
{
    static char buf[512];
    msg_english(m, buf, sizeof buf);
    return buf;
}

/* A catalogue of two entries, one reordering its arguments. */
static const char *fake_translate(const char *s)
{
    if (!strcmp(s, "seat %d is not at the table: its seats are 0 to %d"))
        return "seats 0 to %2$d; not %1$d";
    if (!strcmp(s, "cannot read %s: %s"))
        return "lecture impossible de %s : %s";
    if (!strcmp(s, "the profile name"))
        return "le nom du profil";
    if (!strcmp(s, "line %d: %s"))
        return "ligne %d : %s";
    return s;
}

static void fail_keeps_code_and_english(void **state)
{
    (void)state;
    struct msg m;
    msg_clear(&m);
    assert_false(msg_is_set(&m));
    assert_int_equal(msg_fail(&m, 7, "seat %d is not at the table: its seats are 0 to %d", 9, 3), -1);
    assert_true(msg_is_set(&m));
    assert_int_equal(m.code, 7);
    assert_string_equal(english(&m), "seat 9 is not at the table: its seats are 0 to 3");
}

static void conversions_as_printf(void **state)
{
    (void)state;
    struct msg m;
    long l = -5;
    size_t z = 42;
    long long ll = 1234567890123LL;
    msg_fail(&m, 1, "[%5d|%-3s|%.2s|%lu|%ld|%zu|%lld]", 12, "a", "xyz", (unsigned long)3, l,
             z, ll);
    assert_string_equal(english(&m), "[   12|a  |xy|3|-5|42|1234567890123]");
    msg_fail(&m, 1, "[%x|%c|%%|%*d|%.*s]", 255u, 'q', 4, 7, 2, "abc");
    assert_string_equal(english(&m), "[ff|q|%|   7|ab]");
    const char *volatile none = NULL; /* a null %s, as printf says it */
    msg_fail(&m, 1, "%s", none);
    assert_string_equal(english(&m), "(null)");
}

static void translation_reorders_arguments(void **state)
{
    (void)state;
    struct msg m;
    char buf[128];
    msg_fail(&m, 1, "seat %d is not at the table: its seats are 0 to %d", 9, 3);
    msg_render(&m, fake_translate, buf, sizeof buf);
    assert_string_equal(buf, "seats 0 to 3; not 9");
}

static void marked_arguments_only_are_translated(void **state)
{
    (void)state;
    struct msg m;
    char buf[128];
    msg_fail(&m, 1, "cannot read %s: %s", MSG_T("the profile name"), "the profile name");
    msg_render(&m, fake_translate, buf, sizeof buf);
    assert_string_equal(buf, "lecture impossible de le nom du profil : the profile name");
    assert_string_equal(english(&m), "cannot read the profile name: the profile name");
}

static void wrap_renders_the_cause_inside(void **state)
{
    (void)state;
    struct msg m;
    char buf[128];
    msg_fail(&m, 3, "cannot read %s: %s", "f.txt", "no such file");
    msg_wrap(&m, "line %d: %s", 12, MSG_CAUSE);
    assert_int_equal(m.code, 3);
    assert_string_equal(english(&m), "line 12: cannot read f.txt: no such file");
    msg_render(&m, fake_translate, buf, sizeof buf);
    assert_string_equal(buf, "ligne 12 : lecture impossible de f.txt : no such file");
    struct msg copy;
    msg_copy(&copy, &m);
    assert_string_equal(english(&copy), "line 12: cannot read f.txt: no such file");
}

static void frames_are_bounded(void **state)
{
    (void)state;
    struct msg m;
    msg_fail(&m, 1, "inner");
    for (int i = 0; i < 10; i++)
        msg_wrap(&m, "w%d(%s)", i, MSG_CAUSE);
    assert_int_equal(m.nframes, MSG_FRAMES_MAX);
    assert_string_equal(english(&m), "w2(w1(w0(inner)))");
}

static void long_texts_are_cut_not_overflowed(void **state)
{
    (void)state;
    char big[3000];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    struct msg m;
    msg_fail(&m, 1, "%s|%s|%d", big, big, 5);
    char buf[4096];
    size_t n = msg_english(&m, buf, sizeof buf);
    assert_int_equal(n, strlen(buf));
    assert_true(n < MSG_TEXT_MAX + 8);
    char small[8];
    size_t need = msg_english(&m, small, sizeof small);
    assert_int_equal(need, n);
    assert_string_equal(small, "xxxxxxx");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fail_keeps_code_and_english),
        cmocka_unit_test(conversions_as_printf),
        cmocka_unit_test(translation_reorders_arguments),
        cmocka_unit_test(marked_arguments_only_are_translated),
        cmocka_unit_test(wrap_renders_the_cause_inside),
        cmocka_unit_test(frames_are_bounded),
        cmocka_unit_test(long_texts_are_cut_not_overflowed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
