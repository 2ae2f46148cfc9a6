/* test_sim_stats.c — the paired tests of `simulate --sweep` against values
 * worked out by hand: McNemar's exact binomial and its chi-square form,
 * the paired t-test (Student's t with n-1 degrees of freedom), Holm's
 * step-down correction. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sim/sim_report.h"

static void near(double got, double want, double tol)
{
    if (fabs(got - want) > tol)
        fail_msg("got %.9g, want %.9g", got, want);
}

static void mcnemar_exact(void **state)
{
    (void)state;
    bool exact;
    /* 0 against 5: 2 * (1/2)^5 */
    near(sim_mcnemar_p(0, 5, &exact), 0.0625, 1e-12);
    assert_true(exact);
    /* 2 against 8: 2 * (1 + 10 + 45) / 1024 */
    near(sim_mcnemar_p(2, 8, &exact), 2.0 * 56 / 1024, 1e-12);
    near(sim_mcnemar_p(8, 2, &exact), 2.0 * 56 / 1024, 1e-12);
    /* equal counts: never below 1 */
    near(sim_mcnemar_p(3, 3, &exact), 1, 1e-12);
    near(sim_mcnemar_p(0, 0, &exact), 1, 0);
}

static void mcnemar_chi2(void **state)
{
    (void)state;
    bool exact;
    /* 600 against 500: (|100| - 1)^2 / 1100 = 8.91; p = erfc(sqrt(8.91 / 2)) */
    double p = sim_mcnemar_p(600, 500, &exact);
    assert_false(exact);
    near(p, erfc(sqrt(99.0 * 99.0 / 1100 / 2)), 1e-12);
    near(p, 0.002835, 1e-5);
}

static void paired_t(void **state)
{
    (void)state;
    /* differences 1 2 3 4: mean 2.5, sd sqrt(5/3), t = 3.873 on 3 degrees
     * of freedom: two-sided p 0.03047 */
    near(sim_paired_t_p(4, 10, 30), 0.030466, 2e-6);
    /* differences 1 -1 1 -1: mean 0 */
    near(sim_paired_t_p(4, 0, 4), 1, 1e-12);
    /* every difference the same, not 0: certain */
    near(sim_paired_t_p(5, 10, 20), 0, 0);
    /* large n: t = 2 on 10^6 degrees of freedom is the normal's 0.0455 */
    double n = 1e6, mean = 0.002, sd = 1;
    double sum = mean * n, sumsq = (sd * sd) * (n - 1) + sum * mean;
    near(sim_paired_t_p((int64_t)n, sum, sumsq), 0.0455003, 1e-5);
}

static void holm(void **state)
{
    (void)state;
    /* 0.01 0.04 0.03: sorted 0.01 x3 = 0.03, 0.03 x2 = 0.06, 0.04 x1 =
     * 0.04 raised to 0.06 (never below the one before) */
    double p[3] = { 0.01, 0.04, 0.03 }, q[3];
    assert_int_equal(sim_holm(p, q, 3), 0);
    near(q[0], 0.03, 1e-12);
    near(q[1], 0.06, 1e-12);
    near(q[2], 0.06, 1e-12);
    double big[2] = { 0.6, 0.7 }, qb[2];
    sim_holm(big, qb, 2);
    near(qb[0], 1, 0);
    near(qb[1], 1, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(mcnemar_exact),
        cmocka_unit_test(mcnemar_chi2),
        cmocka_unit_test(paired_t),
        cmocka_unit_test(holm),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
