/* test_strength_fast.c — strength_compute() sums a line in two passes over
 * the counts (for speed: the benchmarks evaluate many battles); here it is
 * checked against the card-by-card values of strength_card_value() on
 * random battles of 1 to 8 lines, both views, both season rules and both
 * spring-highest readings (R-WINTER, R-DRUMMER, R-SPRING, R-HEROINE,
 * R-COURTESAN). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "engine/rng.h"
#include "engine/strength.h"

static int card_by_card(const struct strength_line *lines, int nlines, int line,
                        enum strength_view view, enum season_clash clash,
                        enum spring_top spring)
{
    struct strength_context ctx;
    strength_context_init_spring(&ctx, lines, nlines, view, clash, spring);
    int sum = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        int n = lines[line].up[k] + (view == STRENGTH_FINAL ? lines[line].down[k] : 0);
        sum += n * strength_card_value(&ctx, line, k, false, NULL);
    }
    return sum;
}

static void r_winter_drummer_spring_sums_equal_card_values(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 2024);
    for (int t = 0; t < 20000; t++) {
        struct strength_line lines[STRENGTH_MAX_LINES];
        memset(lines, 0, sizeof lines);
        int n = 1 + (int)rng_below(&r, STRENGTH_MAX_LINES);
        enum season_clash clash = rng_below(&r, 2) ? SEASONS_CANCEL : SEASONS_EXCLUSIVE;
        for (int i = 0; i < n; i++) {
            int cards = (int)rng_below(&r, 9);
            for (int c = 0; c < cards; c++) {
                int kind = (int)rng_below(&r, CARD_KINDS);
                if (clash == SEASONS_EXCLUSIVE && t % 3 &&
                    (kind == CARD_WINTER || kind == CARD_SPRING))
                    kind = t % 2 ? CARD_WINTER : CARD_SPRING; /* one season only */
                if (rng_below(&r, 4) == 0)
                    lines[i].down[kind]++;
                else
                    lines[i].up[kind]++;
            }
        }
        for (int v = 0; v < 2; v++) {
            enum strength_view view = v ? STRENGTH_FINAL : STRENGTH_ANNOUNCED;
            int out[STRENGTH_MAX_LINES];
            strength_compute(lines, n, view, clash, out);
            for (int i = 0; i < n; i++)
                assert_int_equal(out[i], card_by_card(lines, n, i, view, clash,
                                                      SPRING_TOP_PRINTED));
            /* spring-highest=effective: +3 on the strongest after the Drummer */
            strength_compute_spring(lines, n, view, clash, SPRING_TOP_EFFECTIVE, out);
            for (int i = 0; i < n; i++)
                assert_int_equal(out[i], card_by_card(lines, n, i, view, clash,
                                                      SPRING_TOP_EFFECTIVE));
        }
    }
}

/* The same with counts of any size a byte holds (up to 200 face up and 55
 * face down of a kind): the sums of counts taken a word at a time never
 * carry from one kind into the next. */
static void large_counts_sum_exactly(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 77);
    for (int t = 0; t < 3000; t++) {
        struct strength_line lines[STRENGTH_MAX_LINES];
        memset(lines, 0, sizeof lines);
        int n = 1 + (int)rng_below(&r, STRENGTH_MAX_LINES);
        enum season_clash clash = rng_below(&r, 2) ? SEASONS_CANCEL : SEASONS_EXCLUSIVE;
        for (int i = 0; i < n; i++)
            for (int k = 0; k < CARD_KINDS; k++) {
                if ((k == CARD_WINTER || k == CARD_SPRING) && clash == SEASONS_EXCLUSIVE &&
                    k != (t % 2 ? CARD_WINTER : CARD_SPRING))
                    continue; /* one season only */
                lines[i].up[k] = (uint8_t)(rng_below(&r, 3) ? rng_below(&r, 201) : 0);
                lines[i].down[k] = (uint8_t)rng_below(&r, 56);
            }
        for (int v = 0; v < 2; v++) {
            enum strength_view view = v ? STRENGTH_FINAL : STRENGTH_ANNOUNCED;
            int out[STRENGTH_MAX_LINES];
            strength_compute(lines, n, view, clash, out);
            for (int i = 0; i < n; i++)
                assert_int_equal(out[i], card_by_card(lines, n, i, view, clash,
                                                      SPRING_TOP_PRINTED));
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_winter_drummer_spring_sums_equal_card_values),
        cmocka_unit_test(large_counts_sum_exactly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
