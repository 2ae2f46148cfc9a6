/* solo_setup.c — choosing a solitaire game: `solo [--level L] [--seed S|--daily]
 * [--rules k=v,...] [--variant NAME|PATH] [--scenario FILE]` as a subcommand and at
 * the prompt, and the `abandon` command. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/commands/cmd_args.h"
#include "cli/commands/daily.h"
#include "cli/commands/scenario_file.h"
#include "cli/commands/search_options.h"
#include "cli/commands/variant_file.h"
#include "cli/record/practice.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"
#include "solo/solo_levels.h"

struct solo_choice {
    struct variant variant;
    struct solo_options options;
    uint64_t seed;
    bool events_kv;
    const char *scenario_path; /* --scenario FILE, or NULL */
    char *scenario;            /* its text (owned), or NULL */
    const char *from;          /* --from GAME:N, or NULL */
    bool redeal;               /* --redeal */
    struct practice_request practice; /* with --from */
    int level;                 /* --level: its index, or -1 */
    bool chosen;               /* a level, rules, variant, scenario or --daily was given */
    char daily[STORE_DATE_MAX + 1]; /* --daily: the deal of that day, else "" */
};

/* --daily: the seed of the day's deal for these options (the level's, or
 * the rules given: each level has its own deal of the day). */
static int choose_daily(struct solo_choice *c, bool seeded)
{
    char ruleset[STORE_RULESET_MAX + 1], opts[160];
    if (daily_check(&solo_subcommand, seeded, c->scenario_path != NULL, c->daily))
        return -1;
    solo_options_format(&c->options, opts, sizeof opts);
    snprintf(ruleset, sizeof ruleset, "%s%s%s", c->variant.name, *opts ? " " : "", opts);
    c->seed = daily_seed(c->daily, ruleset, "");
    return 0;
}

/* --level NAME|N into c->level; returns 0, or -1 after a usage error. */
static int read_level(struct solo_choice *c, const char *text)
{
    c->level = solo_level_find(text);
    if (c->level >= 0)
        return 0;
    char names[256];
    solo_level_names(names, sizeof names);
    /* TRANSLATORS: the level typed, the levels' names (typed in English),
     * the number of levels */
    cmd_usage_error(&solo_subcommand, _("--level: no level '%s' (valid: %s, or 1 to %d)"), text,
                    names, solo_level_count());
    return -1;
}

/* --scenario FILE: read, and its piles checked against the variant and
 * options (a malformed file: "condottiere: FILE:LINE: what is wrong").
 * Returns 0, or -1 after a message. */
static int read_scenario(struct solo_choice *c)
{
    struct msg m;
    c->scenario = scenario_file_read(c->scenario_path, &m);
    if (!c->scenario) {
        cmd_usage_error(&solo_subcommand, "--scenario: %s", i18n_msg_l(&m));
        return -1;
    }
    struct solo_state *st = malloc(sizeof *st);
    struct solo_event buf[64];
    struct solo_events ev = { buf, 64, 0, 0 };
    int rc = -1;
    if (!st)
        fprintf(stderr, _("condottiere: out of memory\n"));
    else if (solo_new_scenario(st, &c->variant, &c->options, c->seed, c->scenario, &ev, &m) !=
             SOLO_OK)
        scenario_file_error(c->scenario_path, &m);
    else
        rc = 0;
    free(st);
    if (rc) {
        free(c->scenario);
        c->scenario = NULL;
    }
    return rc;
}

/* Reads the options (getopt_long, from solo's entry in the command table);
 * returns 0, 1 when --help was answered, or -1 after a usage error. */
static int parse_solo_args(int argc, char **argv, struct solo_choice *c)
{
    struct msg m;
    const char *variant = "solitaire";
    const char *rules[8];
    int nrules = 0;
    bool seeded = false;
    struct cmd_args args;
    int r;
    cmd_args_start(&args, &solo_subcommand, argc, argv);
    while ((r = cmd_args_next(&args)) >= 0) {
        const char *val = args.value;
        if (r == SOLO_OPT_EVENTS) {
            c->events_kv = true;
        } else if (r == SOLO_OPT_FROM || r == SOLO_OPT_REDEAL) {
            c->from = r == SOLO_OPT_FROM ? val : c->from;
            c->redeal |= r == SOLO_OPT_REDEAL;
        } else if (r == SOLO_OPT_THREADS) {
            if (search_option_threads_arg(&solo_subcommand, val))
                return -1;
        } else if (r == SOLO_OPT_LEVEL) {
            if (read_level(c, val))
                return -1;
            c->chosen = true;
        } else if (r == SOLO_OPT_SCENARIO) {
            c->scenario_path = val;
            c->chosen = true;
        } else if (r == SOLO_OPT_DAILY) {
            c->daily[0] = '-'; /* asked: the date comes with the options */
            c->chosen = true;
        } else if (r == SOLO_OPT_SEED) {
            if (seed_parse(val, &c->seed)) {
                cmd_usage_error(&solo_subcommand, _("the seed must be a whole number from 0 to "
                                "2^64-1, not '%s'"), val);
                return -1;
            }
            seeded = true;
        } else if (r == SOLO_OPT_RULES) {
            if (nrules == 8) {
                cmd_usage_error(&solo_subcommand, _("too many --rules"));
                return -1;
            }
            rules[nrules++] = val;
            c->chosen = true;
        } else {
            variant = val;
            c->chosen = true;
        }
    }
    if (r == CMD_ARGS_HELP)
        return 1;
    if (r == CMD_ARGS_ERROR)
        return -1;
    if (args.next < argc) {
        cmd_usage_error(&solo_subcommand, _("unexpected argument '%s'"), argv[args.next]);
        return -1;
    }
    if (c->from || c->redeal) {
        const char *other = nrules                          ? "--rules"
                            : strcmp(variant, "solitaire") ? "--variant"
                            : c->scenario_path              ? "--scenario"
                            : *c->daily                     ? "--daily"
                                                            : NULL;
        c->practice.kind = "solitaire";
        return practice_options(&solo_subcommand, c->from, c->redeal, other, seeded, c->seed,
                                &c->practice);
    }
    if (variant_file_load(variant, &c->variant, &m)) {
        cmd_usage_error(&solo_subcommand, "%s", i18n_msg_l(&m));
        return -1;
    }
    if (c->variant.edition != EDITION_SOLITAIRE) {
        cmd_usage_error(&solo_subcommand,
                        _("variant '%s' is not a solitaire variant (edition %s); use play"),
                c->variant.name, edition_name(c->variant.edition));
        return -1;
    }
    solo_level_options(c->level >= 0 ? c->level : solo_level_default(), &c->options);
    if (solo_options_from_variant(&c->options, &c->variant, &m) != SOLO_OK) {
        cmd_usage_error(&solo_subcommand, _("variant '%s': %s"), c->variant.name, i18n_msg_l(&m));
        return -1;
    }
    for (int k = 0; k < nrules; k++)
        if (solo_options_parse(&c->options, rules[k], &m) != SOLO_OK) {
            cmd_usage_error(&solo_subcommand, "%s", i18n_msg_l(&m));
            return -1;
        }
    if (*c->daily && choose_daily(c, seeded))
        return -1;
    if (!seeded && !*c->daily)
        c->seed = fresh_seed();
    if (c->scenario_path && read_scenario(c))
        return -1;
    return 0;
}

static int start(struct session *s, struct solo_choice *c)
{
    if (c->from)
        return practice_begin(s, &c->practice);
    if (*c->daily)
        daily_announce(s, c->daily, c->seed);
    else
        s->journal.daily[0] = '\0';
    int rc = c->scenario ? solo_screen_start_scenario(s, &c->variant, &c->options, c->seed,
                                                      c->scenario, c->scenario_path)
                         : solo_screen_start(s, &c->variant, &c->options, c->seed);
    free(c->scenario);
    c->scenario = NULL;
    return rc;
}

int cmd_solo(int argc, char **argv)
{
    struct solo_choice c = { .level = -1 };
    struct session s = { 0 };
    int rc = parse_solo_args(argc, argv, &c);
    if (rc)
        return rc > 0 ? EXIT_OK : EXIT_USAGE;
    session_open(&s, c.events_kv);
    c.practice.subcommand = true;
    if (start(&s, &c)) {
        session_close(&s);
        return EXIT_FAILURE_RUN;
    }
    return session_run(&s);
}

/* `solo` at the prompt: a new game, unless one is in progress. */
static enum prompt_result run_solo(struct session *s, int argc, char **argv)
{
    struct solo_choice c = { .level = -1 };
    if (session_mode(s) != MODE_IDLE) {
        printf(_("A game is in progress: finish it, or type abandon first.\n"));
        return PROMPT_CONTINUE;
    }
    fflush(stdout);
    if (parse_solo_args(argc, argv, &c)) {
        fflush(stderr);
        return PROMPT_CONTINUE;
    }
    if (c.events_kv)
        s->events_kv = true;
    /* the ladder: a bare solo after a game at a level starts the level its
     * end offered (solo_render_ladder) */
    int offer = c.chosen ? -1 : solo_screen_offer(solo_of(s));
    if (offer >= 0)
        solo_level_options(offer, &c.options);
    session_end_games(s);
    start(s, &c);
    return PROMPT_CONTINUE;
}

/* solo's options and the levels' names. */
static size_t complete_solo(struct session *s, const char **out, size_t cap)
{
    (void)s;
    static const char *const words[] = { "--level", "--seed", "--daily", "--rules",
                                         "--scenario" };
    size_t n = 0;
    for (size_t i = 0; i < sizeof words / sizeof words[0] && n < cap; i++)
        out[n++] = words[i];
    for (int i = 0; i < solo_level_count() && n < cap; i++)
        out[n++] = solo_level_at(i)->name;
    return n;
}

static enum prompt_result run_abandon(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    journal_abandon(&s->journal);
    session_end_games(s);
    printf(_("Game abandoned. Type solo for a solitaire game, play for a standard game.\n"));
    return PROMPT_CONTINUE;
}

const struct prompt_command solo_new_command = {
    .name = "solo",
    .alias = "new",
    .args = "[--level L] [--seed N|--daily] [--rules K=V,...] [--scenario F] [--from GAME:N [--redeal]]",
    .help = N_("start a new solitaire game (rules solitaire lists the levels and the options; "
               "after a game at a level: the level its end offered)"),
    .complete = complete_solo,
    .modes = MODE_ANY,
    .run = run_solo,
};
const struct prompt_command solo_abandon_command = {
    .name = "abandon", .args = "", .help = N_("give up the game in progress"),
    .modes = MODE_SOLO | MODE_STANDARD, .run = run_abandon,
    .flags = PROMPT_WHOLE_NAME | PROMPT_CONFIRM,
    .details = N_("Only by its whole name, and on a terminal after a confirmation: the game is\n"
               "recorded as abandoned and cannot be resumed. quit keeps it for later instead."),
};
