/* i18n_rules.h — the rule modules, the disputed readings and their options
 * as the screens show them, in the screen's language: the rules' tables
 * (src/rules) hold English texts marked N_(); these functions translate
 * them and word what the tables leave to the caller (a number's range, a
 * list of values, "default"). Names and values stay as they are typed. */
#ifndef CONDOTTIERE_I18N_RULES_H
#define CONDOTTIERE_I18N_RULES_H

#include <stddef.h>
#include <stdio.h>

#include "rules/rules.h"

/* The allowed values of an option in the screen's language ("a number
 * from 1 to 999", "wins-by or controls"), like snprintf. */
size_t rule_allowed_local(const struct rule_option *o, char *buf, size_t cap);
/* A module described for `rules NAME`: name, rule ID, summary, the
 * description, each option, what it refuses or warns about, its source. */
void rule_module_print_local(FILE *f, const struct rule_module *m);
/* The advice against the modules of r played together, one line each
 * ("condottiere: play: warning: points-game with capture-regions: ..."),
 * as rules_check_combination() finds it; returns how many. */
int rule_warnings_print_local(FILE *f, const char *command, const struct ruleset *r);

#endif
