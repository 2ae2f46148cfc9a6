/* test_strength.c — battle strength, doc/rules.md: the rulebooks'
 * worked examples (R-STRENGTH, R-WINTER, R-DRUMMER, R-SPRING), the
 * hidden-cards views (R-OPT-HIDDEN) and the solitaire duel's Winter/Spring
 * cancellation (R-SOLO). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "engine/strength.h"

/* Builds a line from "2 5 (5) heroine": names as typed at the prompt; a
 * card in parentheses is face down. */
static struct strength_line line(const char *cards)
{
    struct strength_line l;
    char buf[256], *save = NULL;
    memset(&l, 0, sizeof l);
    snprintf(buf, sizeof buf, "%s", cards);
    for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
        int down = t[0] == '(';
        if (down) {
            t++;
            t[strlen(t) - 1] = '\0';
        }
        int k = card_parse(t);
        assert_true(k >= 0);
        (down ? l.down : l.up)[k]++;
    }
    return l;
}

static void battle(enum strength_view view, enum season_clash clash, int *out, int n, ...)
{
    struct strength_line lines[STRENGTH_MAX_LINES];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        lines[i] = line(va_arg(ap, const char *));
    va_end(ap);
    strength_compute(lines, n, view, clash, out);
}

static int one(const char *cards, const char *other)
{
    int s[2];
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, cards, other);
    return s[0];
}

static void r_strength_sum_of_mercenaries(void **state)
{
    (void)state;
    assert_int_equal(one("10 10 5 4", "1"), 29);
    assert_int_equal(one("10 10 5 3", "1"), 28); /* the Italian text's figures */
}

static void r_winter_rulebook_example(void **state)
{
    (void)state;
    assert_int_equal(one("10 10 5 4", "winter"), 4);
    assert_int_equal(one("10 10 5 3 winter", "1"), 4);
    int s[2];
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "10 10 5 4", "6 winter");
    assert_int_equal(s[1], 1); /* Winter hits the line that played it too */
}

static void r_winter_french_example_eight_mercenaries(void **state)
{
    (void)state;
    /* The French text lists 2x10, 5, 2x4, 3x1 (36 points, 8 cards) and says
     * "7"; under Winter N mercenaries count N. */
    assert_int_equal(one("10 10 5 4 4 1 1 1", "1"), 36);
    assert_int_equal(one("10 10 5 4 4 1 1 1", "winter"), 8);
}

static void r_drummer_rulebook_example(void **state)
{
    (void)state;
    assert_int_equal(one("10 6 5 drummer", "1"), 42);
    assert_int_equal(one("10 6 5 drummer", "winter"), 6);
}

static void r_drummer_only_own_line_and_counts_once(void **state)
{
    (void)state;
    int s[2];
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "10 drummer drummer drummer", "10");
    assert_int_equal(s[0], 20);
    assert_int_equal(s[1], 10);
}

static void r_spring_rulebook_example(void **state)
{
    (void)state;
    int s[2];
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "2 5 5", "1 4 heroine spring");
    assert_int_equal(s[0], 18);
    assert_int_equal(s[1], 15);
    assert_int_equal(strength_winner(s, 2), 0);
}

static void r_spring_with_drummer_rulebook_example(void **state)
{
    (void)state;
    /* Line 2, 4, Drummer; the highest mercenary in play is the 4. */
    assert_int_equal(one("2 4 drummer spring", "1"), 15);
}

static void r_spring_ties_across_lines(void **state)
{
    (void)state;
    int s[3];
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 3, "10 1", "10 spring spring", "6 6");
    assert_int_equal(s[0], 14); /* several Springs count once */
    assert_int_equal(s[1], 13);
    assert_int_equal(s[2], 12);
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "10", "10 spring");
    assert_int_equal(s[0], 13);
    assert_int_equal(s[1], 13);
    assert_int_equal(strength_winner(s, 2), -1);
}

static void r_spring_uses_printed_value_not_modified_value(void **state)
{
    (void)state;
    /* The 6 doubled by a Drummer is worth 12, but the highest *printed*
     * value in play is the 10: only the 10 gets +3. */
    int s[2];
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "6 drummer", "10 spring");
    assert_int_equal(s[0], 12);
    assert_int_equal(s[1], 13);
}

/* spring-highest=effective: the +3 goes to the strongest after the
 * Drummer; a tie across lines gives it to every tied card. */
static void r_spring_effective_after_drummer(void **state)
{
    (void)state;
    struct strength_line l[3] = {line("6 drummer"), line("10 spring"), line("5 5 drummer")};
    int s[3];
    strength_compute_spring(l, 2, STRENGTH_FINAL, SEASONS_EXCLUSIVE, SPRING_TOP_EFFECTIVE, s);
    assert_int_equal(s[0], 15); /* 6 x 2 + 3 */
    assert_int_equal(s[1], 10);
    l[0] = line("4 3 drummer"); /* the Italian example: 8 + 3 + 6 */
    l[1] = line("1 spring");
    strength_compute_spring(l, 2, STRENGTH_FINAL, SEASONS_EXCLUSIVE, SPRING_TOP_EFFECTIVE, s);
    assert_int_equal(s[0], 17);
    assert_int_equal(s[1], 1);
    l[1] = line("10 spring"); /* 5 x 2 = 10 ties the 10: all three get +3 */
    strength_compute_spring(&l[1], 2, STRENGTH_FINAL, SEASONS_EXCLUSIVE, SPRING_TOP_EFFECTIVE,
                            s);
    assert_int_equal(s[0], 13);
    assert_int_equal(s[1], 26);
}

static void r_spring_without_mercenaries_does_nothing(void **state)
{
    (void)state;
    assert_int_equal(one("spring heroine", "courtesan"), 10);
}

static void r_strength_heroine_and_courtesan_never_modified(void **state)
{
    (void)state;
    assert_int_equal(one("heroine courtesan drummer winter", "1"), 11);
    assert_int_equal(one("heroine heroine courtesan courtesan drummer", "spring 10"), 22);
}

static void r_strength_specials_only_line_is_zero(void **state)
{
    (void)state;
    assert_int_equal(one("winter bishop scarecrow surrender drummer", "1"), 0);
    assert_int_equal(one("spring", "1"), 0);
}

static void r_winter_several_count_once_and_drummer_doubles_one(void **state)
{
    (void)state;
    int s[2];
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "10 10 drummer winter", "5 winter winter");
    assert_int_equal(s[0], 4);
    assert_int_equal(s[1], 1);
}

static void r_opt_hidden_announced_counts_face_up_only(void **state)
{
    (void)state;
    int s[2];
    battle(STRENGTH_ANNOUNCED, SEASONS_EXCLUSIVE, s, 2, "10 (10)", "6 (heroine)");
    assert_int_equal(s[0], 10);
    assert_int_equal(s[1], 6);
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "10 (10)", "6 (heroine)");
    assert_int_equal(s[0], 20);
    assert_int_equal(s[1], 16);
}

static void r_opt_hidden_face_down_drummer_and_spring_top(void **state)
{
    (void)state;
    int s[2];
    /* A face-down Drummer doubles nothing until revealed; a face-down 10
     * does not set Spring's highest value until revealed. */
    battle(STRENGTH_ANNOUNCED, SEASONS_EXCLUSIVE, s, 2, "5 (drummer)", "4 (10) spring");
    assert_int_equal(s[0], 8);
    assert_int_equal(s[1], 4);
    battle(STRENGTH_FINAL, SEASONS_EXCLUSIVE, s, 2, "5 (drummer)", "4 (10) spring");
    assert_int_equal(s[0], 10);
    assert_int_equal(s[1], 17);
}

static void r_solo_duel_winter_and_spring_cancel(void **state)
{
    (void)state;
    int s[2];
    battle(STRENGTH_FINAL, SEASONS_CANCEL, s, 2, "10 6 winter", "5 5 spring");
    assert_int_equal(s[0], 16);
    assert_int_equal(s[1], 10);
    battle(STRENGTH_FINAL, SEASONS_CANCEL, s, 2, "10 6 winter", "5 5");
    assert_int_equal(s[0], 2);
    assert_int_equal(s[1], 2);
}

static void r_conclude_winner_is_unique_strongest(void **state)
{
    (void)state;
    int a[] = { 3, 9, 9 }, b[] = { 3, 9, 4 }, c[] = { 0 };
    assert_int_equal(strength_winner(a, 3), -1);
    assert_int_equal(strength_winner(b, 3), 1);
    assert_int_equal(strength_winner(c, 1), 0);
}

static void explain_reports_the_rules_applied(void **state)
{
    (void)state;
    struct strength_line l[2] = { line("2 4 drummer spring"), line("1") };
    struct strength_context ctx;
    unsigned rules;
    strength_context_init(&ctx, l, 2, STRENGTH_FINAL, SEASONS_EXCLUSIVE);
    assert_int_equal(ctx.spring_top, 4);
    assert_int_equal(strength_card_value(&ctx, 0, CARD_M4, false, &rules), 11);
    assert_int_equal(rules, SR_PRINTED | SR_DRUMMER | SR_SPRING);
    assert_int_equal(strength_card_value(&ctx, 0, CARD_M2, false, &rules), 4);
    assert_int_equal(rules, SR_PRINTED | SR_DRUMMER);
    assert_int_equal(strength_card_value(&ctx, 1, CARD_M1, false, &rules), 1);
    assert_int_equal(rules, SR_PRINTED);
    assert_int_equal(strength_card_value(&ctx, 0, CARD_SPRING, false, &rules), 0);
    assert_int_equal(rules, SR_NO_VALUE);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_strength_sum_of_mercenaries),
        cmocka_unit_test(r_winter_rulebook_example),
        cmocka_unit_test(r_winter_french_example_eight_mercenaries),
        cmocka_unit_test(r_drummer_rulebook_example),
        cmocka_unit_test(r_drummer_only_own_line_and_counts_once),
        cmocka_unit_test(r_spring_rulebook_example),
        cmocka_unit_test(r_spring_with_drummer_rulebook_example),
        cmocka_unit_test(r_spring_ties_across_lines),
        cmocka_unit_test(r_spring_uses_printed_value_not_modified_value),
        cmocka_unit_test(r_spring_effective_after_drummer),
        cmocka_unit_test(r_spring_without_mercenaries_does_nothing),
        cmocka_unit_test(r_strength_heroine_and_courtesan_never_modified),
        cmocka_unit_test(r_strength_specials_only_line_is_zero),
        cmocka_unit_test(r_winter_several_count_once_and_drummer_doubles_one),
        cmocka_unit_test(r_opt_hidden_announced_counts_face_up_only),
        cmocka_unit_test(r_opt_hidden_face_down_drummer_and_spring_top),
        cmocka_unit_test(r_solo_duel_winter_and_spring_cancel),
        cmocka_unit_test(r_conclude_winner_is_unique_strongest),
        cmocka_unit_test(explain_reports_the_rules_applied),
    };
    return cmocka_run_group_tests_name("strength", tests, NULL, NULL);
}
