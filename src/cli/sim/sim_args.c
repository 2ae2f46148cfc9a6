/* sim_args.c — the arguments of `condottiere simulate`: options read with
 * getopt_long from the command's table entry (commands/cmd_simulate.c),
 * checked, and turned into a
 * simulation's configuration. A bad argument gives one line on stderr
 * naming it and what is allowed; nothing is run then. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/cmd_args.h"
#include "cli/sim/sim_cli.h"
#include "cli/commands/variant_file.h"
#include "rules/rules.h"
#include "solo/solo_levels.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

#define GAMES_MAX 1000000000000ull /* 10^12 */

#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static int usage_error(const char *fmt, ...)
{
    va_list ap;
    char msg[1024];
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    cmd_usage_error(&simulate_subcommand, "%s", msg);
    return -1;
}

static int set_once(const char **slot, const char *value, const char *name)
{
    if (*slot)
        return usage_error(_("%s is given twice"), name);
    *slot = value;
    return 0;
}

static int set_format(struct sim_args *a, enum sim_format f, const char *arg)
{
    if (a->format != SIM_FORMAT_TEXT && a->format != f)
        return usage_error(_("'%s' with another format: choose one of --json and --csv"), arg);
    a->format = f;
    return 0;
}

static int set_mode(struct sim_args *a, enum sim_mode m, const char *arg)
{
    if (a->mode != SIM_MODE_RUN)
        return usage_error(_("'%s': choose one of --list, --show and --merge"), arg);
    a->mode = m;
    return 0;
}

static int parse_show_id(const char *text, int64_t *id)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (!*text || *end || errno || v < 1)
        return usage_error(_("--show needs a simulation number (see --list), not '%s'"), text);
    *id = v;
    return 0;
}

int sim_args_parse(int argc, char **argv, struct sim_args *a, const char **files)
{
    struct cmd_args g;
    int r;
    memset(a, 0, sizeof *a);
    a->files = files;
    cmd_args_start(&g, &simulate_subcommand, argc, argv);
    while ((r = cmd_args_next(&g)) >= 0) {
        const char *v = g.value;
        char name[32];
        snprintf(name, sizeof name, "--%s", simulate_subcommand.options[r].name);
        int rc = 0;
        switch (r) {
        case SIM_OPT_JSON: rc = set_format(a, SIM_FORMAT_JSON, name); break;
        case SIM_OPT_CSV: rc = set_format(a, SIM_FORMAT_CSV, name); break;
        case SIM_OPT_NO_STORE: a->no_store = true; break;
        case SIM_OPT_ROTATE: a->rotate = true; break;
        case SIM_OPT_CAMPAIGNS: a->campaigns = true; break;
        case SIM_OPT_SCENARIO: rc = set_once(&a->scenario, v, name); break;
        case SIM_OPT_SWEEP:
            if (a->nsweeps == SIM_MAX_SWEEPS)
                rc = usage_error(_("--sweep is given more than %d times"), SIM_MAX_SWEEPS);
            else
                a->sweeps[a->nsweeps++] = v;
            break;
        case SIM_OPT_LIST: rc = set_mode(a, SIM_MODE_LIST, name); break;
        case SIM_OPT_MERGE: rc = set_mode(a, SIM_MODE_MERGE, name); break;
        case SIM_OPT_VARIANT: rc = set_once(&a->variant, v, name); break;
        case SIM_OPT_PLAYERS: rc = set_once(&a->players, v, name); break;
        case SIM_OPT_GAMES: rc = set_once(&a->games, v, name); break;
        case SIM_OPT_BOTS: rc = set_once(&a->bots, v, name); break;
        case SIM_OPT_SEED: rc = set_once(&a->seed, v, name); break;
        case SIM_OPT_JOBS: rc = set_once(&a->jobs, v, name); break;
        case SIM_OPT_SHARD: rc = set_once(&a->shard, v, name); break;
        case SIM_OPT_INTO: rc = set_once(&a->into, v, name); break;
        case SIM_OPT_SEARCH_THREADS: rc = set_once(&a->search_threads, v, name); break;
        case SIM_OPT_LEVEL: rc = set_once(&a->level, v, name); break;
        case SIM_OPT_SHOW:
            rc = set_mode(a, SIM_MODE_SHOW, name) || parse_show_id(v, &a->show_id);
            break;
        case SIM_OPT_RULES:
            if (a->nrules == SIM_MAX_ARMS)
                rc = usage_error(_("at most %d rulesets can be compared in one run"), SIM_MAX_ARMS);
            else
                a->rules[a->nrules++] = v;
            break;
        default: break;
        }
        if (rc)
            return -1;
    }
    if (r == CMD_ARGS_HELP) {
        a->help = true;
        return 0;
    }
    if (r == CMD_ARGS_ERROR)
        return -1;
    for (int i = g.next; i < argc; i++) {
        if (a->mode != SIM_MODE_MERGE) /* with --merge: its files */
            return usage_error(_("unexpected argument '%s' (options start with --)"), argv[i]);
        if (a->nfiles == SIM_CLI_MAX_FILES)
            return usage_error(_("--merge takes at most %d files"), SIM_CLI_MAX_FILES);
        a->files[a->nfiles++] = argv[i];
    }
    if (a->help)
        return 0;
    bool run_options = a->variant || a->players || a->games || a->bots || a->seed || a->jobs ||
                       a->shard || a->nrules || a->no_store || a->rotate ||
                       a->campaigns || a->scenario || a->nsweeps || a->level;
    if (a->mode != SIM_MODE_RUN && run_options)
        return usage_error(_("%s shows stored results: options of a run (--variant, --games, ...) "
                           "do not apply"),
                           a->mode == SIM_MODE_LIST ? "--list"
                           : a->mode == SIM_MODE_SHOW ? "--show" : "--merge");
    if (a->into && a->mode != SIM_MODE_MERGE)
        return usage_error(_("--into goes with --merge"));
    if (a->mode == SIM_MODE_MERGE && !a->nfiles)
        return usage_error(_("--merge needs database files: simulate --merge A.db B.db ... "
                           "[--into C.db]"));
    if (a->mode == SIM_MODE_LIST && a->format == SIM_FORMAT_CSV)
        return usage_error(_("--list prints a table or --json, not --csv"));
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
    struct msg err;
    char warn[512] = "";
    const char *plus = strchr(spec, '+');
    char base[VARIANT_TEXT_MAX] = "";
    if (plus && plus != spec && (size_t)(plus - spec) < sizeof base) {
        memcpy(base, spec, (size_t)(plus - spec));
        base[plus - spec] = '\0';
    }
    int rc;
    if (!strcmp(spec, v->name))
        rc = ruleset_from_variant_spec(&arm->rules, v, "", warn, sizeof warn, &err);
    else if (*base && variant_embedded_text(base)) {
        /* typed by the user: today's defaults (ruleset_from_string would
         * read it as a stored string, with the old defaults) */
        struct variant bv;
        rc = variant_load_embedded(base, &bv, &err);
        if (!rc)
            rc = ruleset_from_variant_spec(&arm->rules, &bv, plus + 1, warn, sizeof warn, &err);
    }
    else
        rc = ruleset_from_variant_spec(&arm->rules, v, spec, warn, sizeof warn, &err);
    if (rc)
        return usage_error(_("--rules '%s': %s"), spec, i18n_msg_l(&err));
    if (*warn)
        fprintf(stderr, _("condottiere: simulate: --rules '%s': %s\n"), spec, warn);
    if (ruleset_canonical(&arm->rules, arm->label, sizeof arm->label) >= sizeof arm->label)
        return usage_error(_("--rules '%s': the ruleset's text is longer than %d bytes"), spec,
                           SIM_LABEL_MAX - 1);
    return 0;
}

/* Solitaire options from --rules ("armies=3,streak=own"; "" or "default":
 * the variant's own) on top of the level's (-1: the defaults). */
static int solo_arm(const struct variant *v, int level, const char *spec, struct sim_arm *arm)
{
    struct msg err;
    solo_level_options(level >= 0 ? level : solo_level_default(), &arm->solo);
    if (solo_options_from_variant(&arm->solo, v, &err) != SOLO_OK)
        return usage_error(_("variant '%s': %s"), v->name, i18n_msg_l(&err));
    if (*spec && strcmp(spec, "default") && strcmp(spec, v->name) &&
        solo_options_parse(&arm->solo, spec, &err) != SOLO_OK)
        return usage_error(_("--rules '%s': %s"), spec, i18n_msg_l(&err));
    char opts[160];
    solo_options_format(&arm->solo, opts, sizeof opts);
    snprintf(arm->label, sizeof arm->label, "%s%s%s", v->name, *opts ? " " : "", opts);
    return 0;
}

/* --level NAME|N: its index, -1 without it, -2 after a usage error. */
static int level_arg(const struct sim_args *a)
{
    if (!a->level)
        return -1;
    int i = solo_level_find(a->level);
    if (i < 0) {
        char names[256];
        solo_level_names(names, sizeof names);
        usage_error(_("--level: no level '%s' (valid: %s, or 1 to %d)"), a->level, names,
                    solo_level_count());
        return -2;
    }
    return i;
}

static int build_arms(const struct sim_args *a, struct sim_config *c)
{
    const char *none = "";
    int nrules = a->nrules ? a->nrules : 1;
    const char *const *rules = a->nrules ? a->rules : &none;
    struct sim_solo_bot policies[SIM_MAX_ARMS];
    int npolicies = 1;
    struct msg err;
    if (c->kind == SIM_SOLITAIRE) {
        npolicies = sim_parse_solo_bots(a->bots ? a->bots : "bot", policies, SIM_MAX_ARMS, &err);
        if (npolicies < 0)
            return usage_error("%s", i18n_msg_l(&err));
    }
    if (nrules * npolicies > SIM_MAX_ARMS)
        return usage_error(_("%d rulesets times %d policies is too many (at most %d)"), nrules,
                           npolicies, SIM_MAX_ARMS);
    c->narms = 0;
    for (int r = 0; r < nrules; r++) {
        struct sim_arm base;
        memset(&base, 0, sizeof base);
        int rc = c->kind != SIM_SOLITAIRE ? standard_arm(&c->variant, rules[r], &base)
                                         : solo_arm(&c->variant, level_arg(a), rules[r], &base);
        if (rc)
            return -1;
        for (int k = 0; k < c->narms; k++)
            if (!strcmp(c->arms[k].label, base.label))
                return usage_error(_("--rules '%s' is the ruleset '%s' again: each is compared "
                                   "once"), rules[r], base.label);
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

/* --sweep: every combination of the factors on the base ruleset (the one
 * --rules, or the variant's). A --sweep of modules ("hidden-cards,
 * bigger-kingdoms") gives a factor per module, off then on; a --sweep of
 * an option ("round-deal=up-to-10,ten-more") one factor with its values.
 * The solitaire sweeps option values only ("armies=2,3"), each combination
 * under every --bots player. The first arm (every factor at its first
 * value) is the baseline. */
#define SWEEP_VALUES 16
struct factor {
    int n;
    char value[SWEEP_VALUES][160]; /* NAME (< 96) "=" VALUE (<= 60) */
};

static int sweep_factors(const struct sim_args *a, bool solo, struct factor *f, int *nf)
{
    *nf = 0;
    for (int s = 0; s < a->nsweeps; s++) {
        const char *text = a->sweeps[s];
        const char *eq = strchr(text, '=');
        char name[96] = "";
        if (eq)
            snprintf(name, sizeof name, "%.*s", (int)(eq - text), text);
        const char *p = eq ? eq + 1 : text;
        struct factor cur = { 0 };
        for (;;) {
            const char *comma = strchr(p, ',');
            size_t len = comma ? (size_t)(comma - p) : strlen(p);
            if (!len || len > 60 || (eq && !*name))
                return usage_error(_("--sweep '%s': a comma list of modules, or OPTION=VALUE,"
                                     "VALUE,..."), text);
            if (solo && !eq)
                return usage_error(_("--sweep '%s': the solitaire has no modules: sweep an "
                                     "option's values, OPTION=VALUE,VALUE,... (armies=2,3)"),
                                   text);
            if (eq) {
                if (cur.n == SWEEP_VALUES)
                    return usage_error(_("--sweep '%s': too many values"), text);
                snprintf(cur.value[cur.n++], sizeof cur.value[0], "%s=%.*s", name, (int)len, p);
            } else {
                if (*nf == SIM_MAX_ARMS)
                    return usage_error(_("--sweep: too many factors"));
                const char *m = p;
                if (*m == '+' || *m == '-')
                    m++, len--;
                struct factor mod = { 2, { "", "" } };
                snprintf(mod.value[0], sizeof mod.value[0], "-%.*s", (int)len, m);
                snprintf(mod.value[1], sizeof mod.value[1], "+%.*s", (int)len, m);
                f[(*nf)++] = mod;
            }
            if (!comma)
                break;
            p = comma + 1;
        }
        if (eq) {
            if (cur.n < 2)
                return usage_error(_("--sweep '%s': give at least two values"), text);
            if (*nf == SIM_MAX_ARMS)
                return usage_error(_("--sweep: too many factors"));
            f[(*nf)++] = cur;
        }
    }
    return 0;
}

static int sweep_arms(const struct sim_args *a, struct sim_config *c)
{
    if (a->nrules > 1)
        return usage_error(_("--sweep takes one --rules at most: the base the factors change"));
    struct factor *f = malloc(SIM_MAX_ARMS * sizeof *f);
    int nf = 0, rc = 0;
    if (!f)
        return usage_error("%s", _("out of memory"));
    bool solo = c->kind == SIM_SOLITAIRE;
    struct sim_solo_bot policies[SIM_MAX_ARMS];
    int npolicies = 1;
    if (solo) {
        struct msg err;
        npolicies = sim_parse_solo_bots(a->bots ? a->bots : "bot", policies, SIM_MAX_ARMS, &err);
        if (npolicies < 0) {
            free(f);
            return usage_error("%s", i18n_msg_l(&err));
        }
    }
    if (sweep_factors(a, solo, f, &nf)) {
        free(f);
        return -1;
    }
    long arms = npolicies; /* the solitaire: each combination under every policy */
    for (int k = 0; k < nf && arms <= SIM_MAX_ARMS; k++)
        arms *= f[k].n;
    if (arms > SIM_MAX_ARMS) {
        free(f);
        return usage_error(_("--sweep makes more than %d combinations: sweep fewer rules at a "
                             "time"), SIM_MAX_ARMS);
    }
    c->narms = 0;
    for (long i = 0; i < arms / npolicies && !rc; i++) {
        char spec[1024];
        const char *base = a->nrules ? a->rules[0] : "";
        if (solo && (!strcmp(base, "default") || !strcmp(base, c->variant.name)))
            base = ""; /* the variant's own options */
        size_t len = (size_t)snprintf(spec, sizeof spec, "%s", base);
        long rest = i;
        int pick[SIM_MAX_ARMS];
        for (int k = nf - 1; k >= 0; k--) { /* the last factor changes fastest */
            pick[k] = (int)(rest % f[k].n);
            rest /= f[k].n;
        }
        for (int k = 0; k < nf && len < sizeof spec; k++)
            len += (size_t)snprintf(spec + len, sizeof spec - len, "%s%s", len ? "," : "",
                                    f[k].value[pick[k]]);
        struct sim_arm arm;
        memset(&arm, 0, sizeof arm);
        if (solo ? solo_arm(&c->variant, level_arg(a), spec, &arm)
                 : standard_arm(&c->variant, spec, &arm)) {
            rc = -1;
            break;
        }
        for (int k = 0; k < c->narms; k++)
            if (!strcmp(c->arms[k].label, arm.label)) {
                rc = usage_error(_("--sweep: two combinations are the same ruleset '%s'"),
                                 arm.label);
                break;
            }
        for (int p = 0; p < npolicies && !rc; p++) { /* the policy changes fastest */
            c->arms[c->narms] = arm;
            if (solo) {
                c->arms[c->narms].policy = policies[p].policy;
                c->arms[c->narms].search = policies[p].search;
                snprintf(c->arms[c->narms].policy_name, sizeof c->arms[c->narms].policy_name,
                         "%s", policies[p].name);
            }
            c->narms++;
        }
    }
    free(f);
    return rc;
}

/* A word of the standard game's --bots that names no level, said in the
 * player's language (the rest of the list is read by sim_config). */
static int bot_words_refused(const char *text)
{
    for (const char *p = text;; p++) {
        char word[64], why[512];
        size_t len = strcspn(p, ",");
        if (len && len < sizeof word) {
            memcpy(word, p, len);
            word[len] = '\0';
            if (cmd_bot_level_error(word, why, sizeof why))
                return usage_error("%s", why);
        }
        p += len;
        if (!*p)
            return 0;
    }
}

int sim_args_config(const struct sim_args *a, struct sim_config *c, int *jobs)
{
    struct msg why;
    sim_config_init(c);
    const char *variant = a->variant ? a->variant : a->level ? "solitaire" : "standard";
    if (level_arg(a) == -2)
        return -1;
    if (a->scenario) {
        if (sim_scenario_config(a, c))
            return -1;
    } else if (variant_file_load(variant, &c->variant, &why)) {
        return usage_error("%s", i18n_msg_l(&why));
    } else if (c->variant.edition == EDITION_SOLITAIRE) {
        c->kind = SIM_SOLITAIRE;
        c->players = 1;
        if (a->rotate)
            return usage_error(_("--rotate: the solitaire has one seat"));
        if (a->players && strcmp(a->players, "1"))
            return usage_error(_("--players '%s': the solitaire has 1 player"), a->players);
    } else {
        uint64_t n = 4;
        if (a->players && parse_u64(a->players, GAME_MIN_SEATS, GAME_MAX_SEATS, &n))
            return usage_error(_("--players must be 2 to 6 for the standard game, not '%s'"),
                               a->players);
        c->players = (int)n;
        if (a->bots && bot_words_refused(a->bots))
            return -1;
        if (a->bots && sim_config_set_bots(c, a->bots, &why))
            return usage_error("%s", i18n_msg_l(&why));
        c->rotate = a->rotate;
        if (a->campaigns)
            c->kind = SIM_CAMPAIGN;
    }
    if (a->level && (c->kind != SIM_SOLITAIRE || a->scenario))
        return usage_error(_("--level is a level of the solitaire: with --variant solitaire, "
                             "without --scenario"));
    if (a->campaigns && c->kind == SIM_SOLITAIRE)
        return usage_error(_("--campaigns: the solitaire has no points campaigns"));
    if (a->games && parse_u64(a->games, 1, GAMES_MAX, &c->games))
        return usage_error(_("--games must be a whole number from 1 to 10^12, not '%s'"), a->games);
    if (a->seed) {
        if (parse_u64(a->seed, 0, UINT64_MAX, &c->seed))
            return usage_error(_("--seed must be a whole number from 0 to 2^64-1, not '%s'"),
                               a->seed);
    } else {
        c->seed = fresh_seed();
    }
    uint64_t j = 1;
    if (a->jobs && parse_u64(a->jobs, 1, SIM_MAX_JOBS, &j))
        return usage_error(_("--jobs must be 1 to 256 threads, not '%s'"), a->jobs);
    *jobs = (int)j;
    if (a->shard && sim_parse_shard(a->shard, &c->shard, &c->shards, &why))
        return usage_error("%s", i18n_msg_l(&why));
    if (a->nsweeps) {
        if (a->scenario || c->kind == SIM_CAMPAIGN)
            return usage_error(_("--sweep compares rulesets: not with %s"),
                               a->scenario ? "--scenario" : "--campaigns");
        if (sweep_arms(a, c))
            return -1;
        c->sweep = 1;
    } else if (!a->scenario && build_arms(a, c)) {
        return -1;
    }
    if (a->search_threads && sim_config_set_search_threads(c, a->search_threads, &why))
        return usage_error("%s", i18n_msg_l(&why));
    if (sim_config_check(c, &why))
        return usage_error("%s", i18n_msg_l(&why));
    return 0;
}
