/* table_setup.c — choosing a standard game: `play [--players N] [--seed S]
 * [--bots LEVEL[,LEVEL...]] [--variant NAME|PATH] [--rules SPEC] [--events]
 * [--scenario FILE [--seat N]]`, as a subcommand and at the prompt. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/commands/cmd_args.h"
#include "cli/commands/daily.h"
#include "cli/commands/scenario_file.h"
#include "cli/commands/search_options.h"
#include "cli/table/table_screen.h"
#include "cli/commands/variant_file.h"
#include "cli/record/practice.h"
#include "rules/rules.h"
#include "cli/i18n/i18n_rules.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

struct table_choice {
    struct variant variant;
    struct ruleset rules;
    int players;
    enum bot_kind bots[GAME_MAX_SEATS]; /* [1..players-1] */
    int budgets[GAME_MAX_SEATS];        /* "search:N": N, else 0 */
    uint64_t seed;
    bool events_kv;
    const char *scenario_path; /* --scenario FILE, or NULL */
    char *scenario;            /* its text (owned), or NULL */
    int human;                 /* --seat: the human's seat in the scenario */
    const char *from;          /* --from GAME:N, or NULL */
    bool redeal;               /* --redeal */
    struct practice_request practice; /* with --from */
    char daily[STORE_DATE_MAX + 1]; /* --daily: the deal of that day, else "" */
};

/* --daily: the seed of the day's deal for these rules, players and bots. */
static void choose_daily(struct table_choice *c)
{
    char ruleset[STORE_RULESET_MAX + 1], setup[256];
    size_t n = (size_t)snprintf(setup, sizeof setup, "players=%d bots=", c->players);
    for (int i = 1; i < c->players && n < sizeof setup; i++)
        n += (size_t)snprintf(setup + n, sizeof setup - n, "%s%d:%d", i > 1 ? "," : "",
                              (int)c->bots[i], c->budgets[i]);
    ruleset_canonical(&c->rules, ruleset, sizeof ruleset);
    c->seed = daily_seed(c->daily, ruleset, setup);
}

/* --bots gave kinds for seats 1.. in order: with the human in seat
 * `human`, they go to the other seats in order. */
static void seat_bots(struct table_choice *c)
{
    enum bot_kind kinds[GAME_MAX_SEATS];
    int budgets[GAME_MAX_SEATS] = { 0 };
    for (int i = 0, k = 1; i < c->players; i++) {
        kinds[i] = c->bots[i == c->human ? 0 : k];
        budgets[i] = i == c->human ? 0 : c->budgets[k];
        if (i != c->human)
            k++;
    }
    memcpy(c->bots, kinds, sizeof kinds[0] * (size_t)c->players);
    memcpy(c->budgets, budgets, sizeof budgets[0] * (size_t)c->players);
}

/* --scenario FILE: the file read and its position checked (a malformed
 * one: "condottiere: FILE:LINE: what is wrong"), its seed taken unless
 * --seed gave one, its `human` seat unless --seat gave one, its players
 * counted. Returns 0, or -1 after a message. */
static int read_scenario(struct table_choice *c, bool seeded, bool seat_given)
{
    struct msg err;
    c->scenario = scenario_file_read(c->scenario_path, &err);
    if (!c->scenario) {
        cmd_usage_error(&play_subcommand, "--scenario: %s", i18n_msg_l(&err));
        return -1;
    }
    if (!seeded && !scenario_file_seed(c->scenario, &c->seed))
        c->seed = fresh_seed();
    if (!seat_given) { /* the file's `human SEAT`, else seat 0 */
        char *copy = strdup(c->scenario);
        if (copy && scenario_file_take_human(copy, &c->human, &err)) {
            scenario_file_error(c->scenario_path, &err);
            free(copy);
            free(c->scenario);
            c->scenario = NULL;
            return -1;
        }
        free(copy);
    }
    struct game *g = malloc(sizeof *g);
    struct state *st = malloc(sizeof *st);
    int rc = -1;
    if (!g || !st)
        fprintf(stderr, _("condottiere: out of memory\n"));
    else if (table_scenario_position(c->scenario, c->seed, g, st, &err))
        scenario_file_error(c->scenario_path, &err);
    else if (c->human >= g->nseats && seat_given)
        cmd_usage_error(&play_subcommand, _("--seat %d: the scenario's seats are 0 to %d"),
                        c->human, g->nseats - 1);
    else if (c->human >= g->nseats) {
        msg_fail(&err, -1, "human %d: the scenario's seats are 0 to %d", c->human,
                 g->nseats - 1);
        scenario_file_error(c->scenario_path, &err);
    }
    else {
        c->players = g->nseats;
        rc = 0;
    }
    free(g);
    free(st);
    if (rc) {
        free(c->scenario);
        c->scenario = NULL;
    }
    return rc;
}

static int parse_count(const char *text, int lo, int hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (!*text || *end || errno || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

/* --bots: one level for all the bots, or one per bot in seat order from seat
 * 2 ("hard,easy,normal"). Returns 0, or -1 after a message. */
static int parse_bots(const char *text, int players, enum bot_kind out[GAME_MAX_SEATS],
                      int budgets[GAME_MAX_SEATS])
{
    char kinds[BOT_KIND_LIST_MAX];
    size_t listed = bot_kind_list(kinds, sizeof kinds);
    if (listed < sizeof kinds)
        snprintf(kinds + listed, sizeof kinds - listed, ", search:N");
    int n = 0;
    const char *p = text;
    for (;;) {
        size_t len = strcspn(p, ",");
        char word[32];
        if (len == 0 || len >= sizeof word) {
            cmd_usage_error(&play_subcommand, _("--bots '%s': give one level for all the bots, or one "
                            "per bot separated by commas (valid: %s)"), text, kinds);
            return -1;
        }
        memcpy(word, p, len);
        word[len] = '\0';
        int budget = 0;
        int k = bot_spec_parse(word, &budget);
        char why[512];
        if (k < 0) {
            cmd_usage_error(&play_subcommand, "%s", cmd_bot_level_error(word, why, sizeof why));
            return -1;
        }
        if (n + 1 < GAME_MAX_SEATS) {
            out[n + 1] = (enum bot_kind)k;
            budgets[n + 1] = budget;
        }
        n++;
        if (!p[len])
            break;
        p += len + 1;
    }
    if (n == 1) {
        for (int i = 2; i < GAME_MAX_SEATS; i++) {
            out[i] = out[1];
            budgets[i] = budgets[1];
        }
    } else if (n != players - 1) {
        cmd_usage_error(&play_subcommand, _("--bots '%s' names %d levels for %d bots: give one level "
                        "for all of them, or one per bot"), text, n, players - 1);
        return -1;
    }
    out[0] = out[1];
    budgets[0] = 0;
    return 0;
}

/* Reads the options (getopt_long, from play's entry in the command table);
 * returns 0, 1 when --help was answered, or -1 after a message. */
static int parse_play_args(int argc, char **argv, struct table_choice *c)
{
    const char *variant = "standard";
    char spec[512] = "";
    bool seeded = false, seat_given = false;
    const char *clash = NULL;
    c->players = 4;
    const char *bots = NULL;
    struct cmd_args args;
    int r;
    cmd_args_start(&args, &play_subcommand, argc, argv);
    while ((r = cmd_args_next(&args)) >= 0) {
        const char *val = args.value;
        if (r == PLAY_OPT_EVENTS) {
            c->events_kv = true;
        } else if (r == PLAY_OPT_FROM || r == PLAY_OPT_REDEAL) {
            c->from = r == PLAY_OPT_FROM ? val : c->from;
            c->redeal |= r == PLAY_OPT_REDEAL;
        } else if (r == PLAY_OPT_DAILY) {
            c->daily[0] = '-'; /* asked: the date comes after the options */
        } else if (r == PLAY_OPT_THREADS) {
            if (search_option_threads_arg(&play_subcommand, val))
                return -1;
        } else if (r == PLAY_OPT_SCENARIO) {
            c->scenario_path = val;
        } else if (r == PLAY_OPT_SEAT) {
            if (parse_count(val, 0, GAME_MAX_SEATS - 1, &c->human)) {
                cmd_usage_error(&play_subcommand, _("--seat must be a seat number from 0 to "
                                "%d, not '%s'"), GAME_MAX_SEATS - 1, val);
                return -1;
            }
            seat_given = true;
        } else if (r == PLAY_OPT_PLAYERS) {
            clash = "--players";
            if (parse_count(val, GAME_MIN_SEATS, GAME_MAX_SEATS, &c->players)) {
                cmd_usage_error(&play_subcommand, _("--players must be 2 to 6 (you and 1 to 5 "
                                "bots), not '%s'"), val);
                return -1;
            }
        } else if (r == PLAY_OPT_SEED) {
            if (seed_parse(val, &c->seed)) {
                cmd_usage_error(&play_subcommand, _("the seed must be a whole number from 0 to "
                                "2^64-1, not '%s'"), val);
                return -1;
            }
            seeded = true;
        } else if (r == PLAY_OPT_BOTS) {
            bots = val;
        } else if (r == PLAY_OPT_RULES) {
            clash = "--rules";
            size_t len = strlen(spec);
            if (len + strlen(val) + 2 > sizeof spec) {
                cmd_usage_error(&play_subcommand, _("--rules is too long"));
                return -1;
            }
            snprintf(spec + len, sizeof spec - len, "%s%s", len ? "," : "", val);
        } else {
            clash = "--variant";
            variant = val;
        }
    }
    if (r == CMD_ARGS_HELP)
        return 1;
    if (r == CMD_ARGS_ERROR)
        return -1;
    if (args.next < argc) {
        cmd_usage_error(&play_subcommand, _("unexpected argument '%s'"), argv[args.next]);
        return -1;
    }
    if (c->from || c->redeal) {
        const char *other = clash    ? clash
                            : bots   ? "--bots"
                            : c->scenario_path ? "--scenario"
                            : seat_given ? "--seat"
                            : *c->daily ? "--daily"
                                         : NULL;
        c->practice.kind = "standard";
        return practice_options(&play_subcommand, c->from, c->redeal, other, seeded, c->seed,
                                &c->practice);
    }
    if (*c->daily && daily_check(&play_subcommand, seeded, c->scenario_path != NULL, c->daily))
        return -1;
    if (seat_given && !c->scenario_path) {
        cmd_usage_error(&play_subcommand, _("--seat goes with --scenario (a dealt game seats "
                        "you first)"));
        return -1;
    }
    if (c->scenario_path) {
        if (clash) {
            cmd_usage_error(&play_subcommand, _("%s does not go with --scenario: the file sets "
                            "the players and the rules"), clash);
            return -1;
        }
        if (read_scenario(c, seeded, seat_given))
            return -1;
        if (parse_bots(bots ? bots : "heuristic", c->players, c->bots, c->budgets)) {
            free(c->scenario);
            c->scenario = NULL;
            return -1;
        }
        seat_bots(c);
        return 0;
    }
    if (parse_bots(bots ? bots : "heuristic", c->players, c->bots, c->budgets))
        return -1;
    struct msg m;
    if (variant_file_load(variant, &c->variant, &m)) {
        cmd_usage_error(&play_subcommand, "%s", i18n_msg_l(&m));
        return -1;
    }
    if (c->variant.edition == EDITION_SOLITAIRE) {
        cmd_usage_error(&play_subcommand, _("'%s' is a solitaire variant: use solo"),
                        c->variant.name);
        return -1;
    }
    char warn[512];
    if (ruleset_from_variant_spec(&c->rules, &c->variant, spec, warn, sizeof warn, &m)) {
        cmd_usage_error(&play_subcommand, "%s", i18n_msg_l(&m));
        return -1;
    }
    /* the advice of warn, said in the screen's language */
    if (*warn && !rule_warnings_print_local(stderr, "play", &c->rules))
        fprintf(stderr, "condottiere: play: %s%s\n", strncmp(warn, "warning", 7) ? _("warning: ") : "",
                warn);
    if (*c->daily)
        choose_daily(c);
    else if (!seeded)
        c->seed = fresh_seed();
    return 0;
}

int cmd_play(int argc, char **argv)
{
    struct table_choice c = { 0 };
    int rc = parse_play_args(argc, argv, &c);
    if (rc)
        return rc > 0 ? EXIT_OK : EXIT_USAGE;
    struct session s = { 0 };
    session_open(&s, c.events_kv);
    c.practice.subcommand = true;
    if (*c.daily)
        daily_announce(&s, c.daily, c.seed);
    int failed = c.from     ? practice_begin(&s, &c.practice)
                 : c.scenario ? table_screen_start_scenario(&s, c.scenario_path, c.scenario, c.seed,
                                                          c.human, c.bots, c.budgets)
                            : table_screen_start_seats(&s, &c.rules, c.players, c.bots,
                                                       c.budgets, c.seed);
    free(c.scenario);
    if (failed) {
        session_close(&s);
        return EXIT_FAILURE_RUN;
    }
    return session_run(&s);
}

/* `play` at the prompt with no game in progress. */
static enum prompt_result run_new_table(struct session *s, int argc, char **argv)
{
    struct table_choice c = { 0 };
    fflush(stdout);
    if (parse_play_args(argc, argv, &c)) {
        fflush(stderr);
        return PROMPT_CONTINUE;
    }
    if (c.events_kv)
        s->events_kv = true;
    session_end_games(s);
    if (*c.daily)
        daily_announce(s, c.daily, c.seed);
    else
        s->journal.daily[0] = '\0';
    if (c.from)
        practice_begin(s, &c.practice);
    else if (c.scenario)
        table_screen_start_scenario(s, c.scenario_path, c.scenario, c.seed, c.human, c.bots,
                                    c.budgets);
    else
        table_screen_start_seats(s, &c.rules, c.players, c.bots, c.budgets, c.seed);
    free(c.scenario);
    return PROMPT_CONTINUE;
}

const struct prompt_command table_new_command = {
    .name = "play",
    .args = "[--players N] [--seed N|--daily] [--bots LEVEL[,LEVEL...]] [--rules SPEC] [--scenario FILE [--seat N]] [--from GAME:N [--redeal]]",
    .help = N_("start a standard game: you against 1 to 5 bots (default 3 heuristic bots)"),
    .modes = MODE_IDLE,
    .run = run_new_table,
};
