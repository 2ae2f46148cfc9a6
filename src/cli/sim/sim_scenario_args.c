/* sim_scenario_args.c — `simulate --scenario FILE`: the file read and
 * checked (a malformed one: "condottiere: FILE:LINE: what is wrong", exit
 * 2, nothing run or stored), its players and rules taken, and the arms
 * built: the bots' own play, then each first move of the seat to move
 * (at most SIM_MAX_ARMS - 1 of them), all on the same deals. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/cmd_args.h"
#include "cli/commands/scenario_file.h"
#include "cli/i18n/i18n_msg.h"
#include "cli/sim/sim_cli.h"
#include "rules/rules.h"

int sim_scenario_config(const struct sim_args *a, struct sim_config *c)
{
    const char *clash = a->variant ? "--variant" : a->nrules ? "--rules" : a->players ? "--players"
                        : a->campaigns ? "--campaigns" : a->rotate ? "--rotate" : NULL;
    if (clash) {
        cmd_usage_error(&simulate_subcommand,
                        "%s does not go with --scenario: the file sets the players and rules",
                        clash);
        return -1;
    }
    struct msg why;
    c->scenario = scenario_file_read(a->scenario, &why);
    if (!c->scenario) {
        cmd_usage_error(&simulate_subcommand, "--scenario: %s", i18n_msg_l(&why));
        return -1;
    }
    int human = 0; /* the prompt's key (play --scenario): bots play every seat here */
    if (scenario_file_take_human(c->scenario, &human, &why)) {
        scenario_file_error(a->scenario, &why);
        return -1;
    }
    struct game *g = malloc(sizeof *g);
    struct state *s = malloc(sizeof *s);
    action moves[STATE_MAX_ACTIONS];
    int seat = 0, n = -1;
    if (g && s)
        n = sim_scenario_moves(c->scenario, 0, g, s, &seat, moves, STATE_MAX_ACTIONS, &why);
    else
        msg_fail(&why, -1, "out of memory");
    if (n < 0) {
        scenario_file_error(a->scenario, &why);
        free(g);
        free(s);
        return -1;
    }
    c->kind = SIM_STANDARD;
    c->players = g->nseats;
    const char *base = strrchr(a->scenario, '/'); /* the file's name, without folders */
    snprintf(c->variant.name, sizeof c->variant.name, "scenario:%.30s",
             base ? base + 1 : a->scenario);
    if (a->bots && sim_config_set_bots(c, a->bots, &why)) {
        free(g);
        free(s);
        cmd_usage_error(&simulate_subcommand, "%s", i18n_msg_l(&why));
        return -1;
    }
    struct sim_arm *arm = &c->arms[0];
    memset(arm, 0, sizeof *arm);
    arm->rules = g->rules;
    ruleset_canonical(&arm->rules, arm->label, sizeof arm->label);
    snprintf(arm->policy_name, sizeof arm->policy_name, "bots");
    c->narms = 1;
    if (n > SIM_MAX_ARMS - 1)
        fprintf(stderr,
                "condottiere: simulate: seat %d has %d moves: the first %d are compared\n",
                seat + 1, n, SIM_MAX_ARMS - 1);
    for (int k = 0; k < n && c->narms < SIM_MAX_ARMS; k++) {
        struct sim_arm *m = &c->arms[c->narms++];
        *m = *arm;
        m->has_first = 1;
        m->first = moves[k];
        char text[ACTION_TEXT_MAX];
        action_to_text(moves[k], text, sizeof text);
        char label[80];
        snprintf(label, sizeof label, "seat %d: %s", seat + 1, text);
        size_t len = strlen(label) < sizeof m->policy_name ? strlen(label)
                                                           : sizeof m->policy_name - 1;
        memcpy(m->policy_name, label, len);
        m->policy_name[len] = '\0';
    }
    free(g);
    free(s);
    return 0;
}
