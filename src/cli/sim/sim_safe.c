/* sim_safe.c — a stored simulation's report made safe to show: every text
 * read from the database (variant, bots, program, dates, rulesets,
 * policies) passed through term_safe, and the message of a run that cannot
 * be read too (it may quote a stored kind). */
#include <stdio.h>

#include "cli/sim/sim_render.h"
#include "cli/term/term_safe.h"

/* The text in place, made safe (cut to the same room). */
static void safe(char *text, size_t cap)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", text);
    term_safe(text, cap, buf);
}

int sim_report_from_record(const struct store_sim *run, struct sim_report *out, char *err,
                           size_t errcap)
{
    if (sim_report_build(run, out, err, errcap)) {
        safe(err, errcap);
        return -1;
    }
    safe(out->variant, sizeof out->variant);
    safe(out->bots, sizeof out->bots);
    for (int i = 0; i < out->nseat_bots; i++)
        safe(out->seat_bots[i], sizeof out->seat_bots[i]);
    safe(out->program, sizeof out->program);
    safe(out->created_at, sizeof out->created_at);
    for (int a = 0; a < out->narms; a++) {
        safe(out->arms[a].ruleset, sizeof out->arms[a].ruleset);
        safe(out->arms[a].policy, sizeof out->arms[a].policy);
    }
    return 0;
}
