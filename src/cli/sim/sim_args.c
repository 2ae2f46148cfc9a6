/* sim_args.c — the arguments of `condottiere simulate`: options read from
 * argv (`--name VALUE` or `--name=VALUE`), checked, and turned into a
 * simulation's configuration. A bad argument gives one line on stderr
 * naming it and what is allowed; nothing is run then. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/sim/sim_cli.h"
#include "cli/commands/variant_file.h"
#include "rules/rules.h"

#define GAMES_MAX 1000000000000ull /* 10^12 */

void sim_args_usage(void)
{
    printf("usage: simulate [--variant NAME|PATH] [--rules RULES]... [--players N] [--games G]\n"
           "                [--bots KIND|KIND,KIND,...] [--seed S] [--jobs J] [--shard K/N]\n"
           "                [--json | --csv] [--no-store]\n"
           "       simulate --list\n"
           "       simulate --show ID [--json | --csv]\n"
           "       simulate --merge FILE... [--into FILE] [--json | --csv]\n"
           "  Plays G seeded games between bots and shows, per ruleset, the win rate of each\n"
           "  seat with its 95%% interval, the first token holder's advantage, battles and\n"
           "  rounds per game, how games end, cards per battle and the regions nobody fought\n"
           "  for. Each --rules is compared side by side on the same seeds. The solitaire\n"
           "  (--variant solitaire) takes --bots bot|random|bot,random and --rules KEY=VALUE,...\n"
           "  Results are stored in their own tables (never in history or stats) unless\n"
           "  --no-store. --shard K/N plays games i with i mod N = K-1; --merge puts the\n"
           "  shards of several database files together. See doc/simulate.md.\n");
}

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "condottiere simulate: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    return -1;
}

/* --name VALUE or --name=VALUE at argv[*i]: the value, or NULL when argv[*i]
 * is not this option. *missing is set when the value is absent. */
static const char *option_value(int argc, char **argv, int *i, const char *name, bool *missing)
{
    size_t len = strlen(name);
    const char *arg = argv[*i];
    if (strncmp(arg, name, len))
        return NULL;
    if (arg[len] == '=')
        return arg + len + 1;
    if (arg[len])
        return NULL;
    if (*i + 1 >= argc) {
        *missing = true;
        return NULL;
    }
    return argv[++*i];
}

static int set_once(const char **slot, const char *value, const char *name)
{
    if (*slot)
        return usage_error("%s is given twice", name);
    *slot = value;
    return 0;
}

static int set_format(struct sim_args *a, enum sim_format f, const char *arg)
{
    if (a->format != SIM_FORMAT_TEXT && a->format != f)
        return usage_error("'%s' with another format: choose one of --json and --csv", arg);
    a->format = f;
    return 0;
}

static int set_mode(struct sim_args *a, enum sim_mode m, const char *arg)
{
    if (a->mode != SIM_MODE_RUN)
        return usage_error("'%s': choose one of --list, --show and --merge", arg);
    a->mode = m;
    return 0;
}

static int parse_show_id(const char *text, int64_t *id)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (!*text || *end || errno || v < 1)
        return usage_error("--show needs a simulation number (see --list), not '%s'", text);
    *id = v;
    return 0;
}

static const char *const value_options[] = {
    "--variant", "--players", "--games", "--bots", "--seed", "--jobs", "--shard", "--rules",
    "--show", "--into",
};

int sim_args_parse(int argc, char **argv, struct sim_args *a, const char **files)
{
    memset(a, 0, sizeof *a);
    a->files = files;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            a->help = true;
            continue;
        }
        if (!strcmp(arg, "--json") || !strcmp(arg, "--csv")) {
            if (set_format(a, arg[2] == 'j' ? SIM_FORMAT_JSON : SIM_FORMAT_CSV, arg))
                return -1;
            continue;
        }
        if (!strcmp(arg, "--no-store")) {
            a->no_store = true;
            continue;
        }
        if (!strcmp(arg, "--list")) {
            if (set_mode(a, SIM_MODE_LIST, arg))
                return -1;
            continue;
        }
        if (!strcmp(arg, "--merge")) {
            if (set_mode(a, SIM_MODE_MERGE, arg))
                return -1;
            continue;
        }
        if (arg[0] != '-' || !arg[1]) {
            if (a->mode != SIM_MODE_MERGE) /* after --merge: its files */
                return usage_error("unexpected argument '%s' (options start with --; see "
                                   "simulate --help)", arg);
            if (a->nfiles == SIM_CLI_MAX_FILES)
                return usage_error("--merge takes at most %d files", SIM_CLI_MAX_FILES);
            a->files[a->nfiles++] = arg;
            continue;
        }
        bool known = false, missing = false;
        for (size_t k = 0; k < sizeof value_options / sizeof *value_options && !known; k++) {
            const char *name = value_options[k];
            const char *v = option_value(argc, argv, &i, name, &missing);
            if (missing)
                return usage_error("%s needs a value", name);
            if (!v)
                continue;
            known = true;
            int rc = 0;
            if (!strcmp(name, "--variant"))
                rc = set_once(&a->variant, v, name);
            else if (!strcmp(name, "--players"))
                rc = set_once(&a->players, v, name);
            else if (!strcmp(name, "--games"))
                rc = set_once(&a->games, v, name);
            else if (!strcmp(name, "--bots"))
                rc = set_once(&a->bots, v, name);
            else if (!strcmp(name, "--seed"))
                rc = set_once(&a->seed, v, name);
            else if (!strcmp(name, "--jobs"))
                rc = set_once(&a->jobs, v, name);
            else if (!strcmp(name, "--shard"))
                rc = set_once(&a->shard, v, name);
            else if (!strcmp(name, "--into"))
                rc = set_once(&a->into, v, name);
            else if (!strcmp(name, "--show"))
                rc = set_mode(a, SIM_MODE_SHOW, name) || parse_show_id(v, &a->show_id);
            else if (a->nrules == SIM_MAX_ARMS)
                rc = usage_error("at most %d rulesets can be compared in one run", SIM_MAX_ARMS);
            else
                a->rules[a->nrules++] = v;
            if (rc)
                return -1;
        }
        if (!known)
            return usage_error("unknown option '%s' (see simulate --help)", arg);
    }
    if (a->help)
        return 0;
    bool run_options = a->variant || a->players || a->games || a->bots || a->seed || a->jobs ||
                       a->shard || a->nrules || a->no_store;
    if (a->mode != SIM_MODE_RUN && run_options)
        return usage_error("%s shows stored results: options of a run (--variant, --games, ...) "
                           "do not apply",
                           a->mode == SIM_MODE_LIST ? "--list"
                           : a->mode == SIM_MODE_SHOW ? "--show" : "--merge");
    if (a->into && a->mode != SIM_MODE_MERGE)
        return usage_error("--into goes with --merge");
    if (a->mode == SIM_MODE_MERGE && !a->nfiles)
        return usage_error("--merge needs database files: simulate --merge A.db B.db ... "
                           "[--into C.db]");
    if (a->mode == SIM_MODE_LIST && a->format == SIM_FORMAT_CSV)
        return usage_error("--list prints a table or --json, not --csv");
    return 0;
}

/* ---- the configuration ---- */

static int parse_u64(const char *text, uint64_t lo, uint64_t hi, uint64_t *out)
{
    char *end;
    if (!*text || *text == '-' || *text == '+' || *text == ' ')
        return -1;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*end || errno || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

/* A ruleset of the standard game from --rules: "" (or the variant's name)
 * for the variant's own rules, a spec on top of the variant
 * ("+hidden-cards,-draw-after-battle,capture-regions.tie-token=defender"),
 * or a whole ruleset string ("standard+hidden-cards"). The arm's label is
 * the canonical ruleset string; advice against a combination goes to
 * stderr as a warning. */
static int standard_arm(const struct variant *v, const char *spec, struct sim_arm *arm)
{
    char err[512], warn[512] = "";
    const char *plus = strchr(spec, '+');
    char base[VARIANT_TEXT_MAX] = "";
    if (plus && plus != spec && (size_t)(plus - spec) < sizeof base) {
        memcpy(base, spec, (size_t)(plus - spec));
        base[plus - spec] = '\0';
    }
    int rc;
    if (!strcmp(spec, v->name))
        rc = ruleset_from_variant_spec(&arm->rules, v, "", warn, sizeof warn, err, sizeof err);
    else if (*base && variant_embedded_text(base))
        rc = ruleset_from_string(&arm->rules, spec, warn, sizeof warn, err, sizeof err);
    else
        rc = ruleset_from_variant_spec(&arm->rules, v, spec, warn, sizeof warn, err, sizeof err);
    if (rc)
        return usage_error("--rules '%s': %s", spec, err);
    if (*warn)
        fprintf(stderr, "condottiere simulate: --rules '%s': %s\n", spec, warn);
    if (ruleset_canonical(&arm->rules, arm->label, sizeof arm->label) >= sizeof arm->label)
        return usage_error("--rules '%s': the ruleset's text is longer than %d bytes", spec,
                           SIM_LABEL_MAX - 1);
    return 0;
}

/* Solitaire options from --rules ("armies=3,streak=own"; "" or "default":
 * the variant's own). */
static int solo_arm(const struct variant *v, const char *spec, struct sim_arm *arm)
{
    char err[256];
    solo_options_default(&arm->solo);
    if (solo_options_from_variant(&arm->solo, v, err, sizeof err) != SOLO_OK)
        return usage_error("variant '%s': %s", v->name, err);
    if (*spec && strcmp(spec, "default") && strcmp(spec, v->name) &&
        solo_options_parse(&arm->solo, spec, err, sizeof err) != SOLO_OK)
        return usage_error("--rules '%s': %s", spec, err);
    char opts[160];
    solo_options_format(&arm->solo, opts, sizeof opts);
    snprintf(arm->label, sizeof arm->label, "%s%s%s", v->name, *opts ? " " : "", opts);
    return 0;
}

static int build_arms(const struct sim_args *a, struct sim_config *c)
{
    const char *none = "";
    int nrules = a->nrules ? a->nrules : 1;
    const char *const *rules = a->nrules ? a->rules : &none;
    struct sim_solo_bot policies[SIM_MAX_ARMS];
    int npolicies = 1;
    char err[256];
    if (c->kind == SIM_SOLITAIRE) {
        npolicies = sim_parse_solo_bots(a->bots ? a->bots : "bot", policies, SIM_MAX_ARMS, err,
                                        sizeof err);
        if (npolicies < 0)
            return usage_error("%s", err);
    }
    if (nrules * npolicies > SIM_MAX_ARMS)
        return usage_error("%d rulesets times %d policies is too many (at most %d)", nrules,
                           npolicies, SIM_MAX_ARMS);
    c->narms = 0;
    for (int r = 0; r < nrules; r++) {
        struct sim_arm base;
        memset(&base, 0, sizeof base);
        int rc = c->kind == SIM_STANDARD ? standard_arm(&c->variant, rules[r], &base)
                                         : solo_arm(&c->variant, rules[r], &base);
        if (rc)
            return -1;
        for (int k = 0; k < c->narms; k++)
            if (!strcmp(c->arms[k].label, base.label))
                return usage_error("--rules '%s' is the ruleset '%s' again: each is compared "
                                   "once", rules[r], base.label);
        for (int p = 0; p < npolicies; p++) {
            c->arms[c->narms] = base;
            c->arms[c->narms].policy = c->kind == SIM_SOLITAIRE ? policies[p].policy
                                                                : SOLO_POLICY_BOT;
            if (c->kind == SIM_SOLITAIRE) {
                c->arms[c->narms].search = policies[p].search;
                snprintf(c->arms[c->narms].policy_name, sizeof c->arms[c->narms].policy_name,
                         "%s", policies[p].name);
            }
            c->narms++;
        }
    }
    return 0;
}

int sim_args_config(const struct sim_args *a, struct sim_config *c, int *jobs)
{
    char err[512];
    sim_config_init(c);
    const char *variant = a->variant ? a->variant : "standard";
    if (variant_file_load(variant, &c->variant, err, sizeof err))
        return usage_error("%s", err);
    if (c->variant.edition == EDITION_SOLITAIRE) {
        c->kind = SIM_SOLITAIRE;
        c->players = 1;
        if (a->players && strcmp(a->players, "1"))
            return usage_error("--players '%s': the solitaire has 1 player", a->players);
    } else {
        uint64_t n = 4;
        if (a->players && parse_u64(a->players, GAME_MIN_SEATS, GAME_MAX_SEATS, &n))
            return usage_error("--players must be 2 to 6 for the standard game, not '%s'",
                               a->players);
        c->players = (int)n;
        if (a->bots && sim_config_set_bots(c, a->bots, err, sizeof err))
            return usage_error("%s", err);
    }
    if (a->games && parse_u64(a->games, 1, GAMES_MAX, &c->games))
        return usage_error("--games must be a whole number from 1 to 10^12, not '%s'", a->games);
    if (a->seed) {
        if (parse_u64(a->seed, 0, UINT64_MAX, &c->seed))
            return usage_error("--seed must be a whole number from 0 to 2^64-1, not '%s'",
                               a->seed);
    } else {
        c->seed = fresh_seed();
    }
    uint64_t j = 1;
    if (a->jobs && parse_u64(a->jobs, 1, SIM_MAX_JOBS, &j))
        return usage_error("--jobs must be 1 to 256 threads, not '%s'", a->jobs);
    *jobs = (int)j;
    if (a->shard && sim_parse_shard(a->shard, &c->shard, &c->shards, err, sizeof err))
        return usage_error("%s", err);
    if (build_arms(a, c))
        return -1;
    if (sim_config_check(c, err, sizeof err))
        return usage_error("%s", err);
    return 0;
}
