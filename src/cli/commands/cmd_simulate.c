/* cmd_simulate.c — `condottiere simulate`: plays a seeded run between bots
 * (or one shard of it) on --jobs threads, stores it in the simulation tables
 * of the database, and prints it as a table, --json or --csv; --list and
 * --show ID read stored runs back; --merge puts shards together
 * (sim_merge.c). doc/simulate.md has the details. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/record/db.h"
#include "cli/record/record_show.h"
#include "cli/sim/sim_cli.h"
#include "cli/sim/sim_render.h"
#include "cli/commands/subcommands.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

static const struct cmd_option options[] = {
    [SIM_OPT_VARIANT] = { "variant", 0, "NAME|PATH", N_("the variant played (default standard; "
                          "solitaire for the solitaire)"), VALUES_VARIANTS, NULL },
    [SIM_OPT_RULES] = { "rules", 0, "RULES", N_("a ruleset to compare (+MODULE, -MODULE, "
                        "MODULE.OPTION=VALUE; solitaire: KEY=VALUE,...); each --rules is one "
                        "column, played on the same seeds"), VALUES_RULES, NULL },
    [SIM_OPT_PLAYERS] = { "players", 0, "N", N_("seats, 2 to 6 (default 4; the solitaire has 1)"),
                          VALUES_WORDS, "2 3 4 5 6" },
    [SIM_OPT_GAMES] = { "games", 0, "G", N_("games per ruleset (default 1000)"), VALUES_NONE,
                        NULL },
    [SIM_OPT_BOTS] = { "bots", 0, "LEVEL|LEVEL,...", N_("the bots, one level for all or one per "
                       "seat (solitaire: bot, random or bot,random)"), VALUES_BOTS, NULL },
    [SIM_OPT_SEED] = { "seed", 0, "S", N_("the seed of the run (default: a fresh one); the same seed plays the same games"),
                       VALUES_NONE, NULL },
    [SIM_OPT_JOBS] = { "jobs", 'j', "J", N_("threads (default 1); the results do "
                       "not depend on it"), VALUES_NONE, NULL },
    [SIM_OPT_SHARD] = { "shard", 0, "K/N", N_("play only games i with i mod N = K-1 (merge the "
                        "shards with --merge)"), VALUES_NONE, NULL },
    [SIM_OPT_JSON] = { "json", 0, NULL, N_("the report as JSON"), VALUES_NONE, NULL },
    [SIM_OPT_CSV] = { "csv", 0, NULL, N_("the report as CSV"), VALUES_NONE, NULL },
    [SIM_OPT_NO_STORE] = { "no-store", 0, NULL, N_("do not store the run in the database"),
                           VALUES_NONE, NULL },
    [SIM_OPT_LIST] = { "list", 0, NULL, N_("the stored runs, newest first"), VALUES_NONE, NULL },
    [SIM_OPT_SHOW] = { "show", 0, "ID", N_("a stored run again (--list gives the numbers)"),
                       VALUES_NONE, NULL },
    [SIM_OPT_MERGE] = { "merge", 0, NULL, N_("the operands are database files: put the shards of "
                        "their runs together"), VALUES_NONE, NULL },
    [SIM_OPT_INTO] = { "into", 0, "FILE", N_("with --merge: store the merged runs in FILE"),
                       VALUES_FILES, NULL },
    [SIM_OPT_ROTATE] = { "rotate", 0, NULL, N_("the bots change seats: game i puts the k-th bot "
                         "of --bots in seat k+i (mod N); wins are counted per bot"),
                         VALUES_NONE, NULL },
    [SIM_OPT_CAMPAIGNS] = { "campaigns", 0, NULL, N_("with points-game: each of the G games is a "
                            "whole campaign to the target (campaign wins, games per campaign, "
                            "points per game)"), VALUES_NONE, NULL },
    [SIM_OPT_SCENARIO] = { "scenario", 0, "FILE", N_("every game starts from the scenario "
                           "file's position (doc/scenario.md), the cards it does not place "
                           "dealt afresh; the seat to move's win rate for each first move"),
                           VALUES_FILES, NULL },
    [SIM_OPT_SWEEP] = { "sweep", 0, "MODULES|OPTION=V,V,...", N_("compare every combination: "
                        "each module off and on, or each value of the option (repeatable; "
                        "the solitaire: its options' values only); "
                        "each arm against the first with paired tests (McNemar, paired t, "
                        "Holm)"), VALUES_NONE, NULL },
    [SIM_OPT_SEARCH_THREADS] = { "search-threads", 0, "T|T,...",
                                 N_("threads for each decision of the search bots, one count "
                                    "for all or one per seat (default 1: the games run side by "
                                    "side instead, --jobs); another count plays other games"),
                                 VALUES_NONE, NULL },
    [SIM_OPT_LEVEL] = { "level", 0, "NAME|N",
                        N_("the solitaire at a difficulty level (rules solitaire lists them; "
                           "--variant solitaire by default), its options the base of --rules"),
                        VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand simulate_subcommand = {
    "simulate", NULL, "[FILE...]",
    N_("bots play many seeded games: win rates, first-player advantage, endings"),
    /* xgettext:no-c-format */
    N_("Plays G seeded games between bots and shows, per ruleset, the win rate of each seat with "
    "its 95% interval, the first token holder's advantage, battles and rounds per game, how "
    "games end, cards per battle and the regions nobody fought for. Each --rules is compared "
    "side by side on the same seeds. Results are stored in their own tables (never in history "
    "or stats) unless --no-store. --list and --show ID read stored runs back; --merge FILE... "
    "[--into FILE] puts the shards of several database files together. doc/simulate.md has "
    "the details."),
    options, VALUES_FILES, cmd_simulate,
};

static void render(const struct sim_report *r, enum sim_format format)
{
    if (format == SIM_FORMAT_JSON)
        sim_render_json(stdout, r);
    else if (format == SIM_FORMAT_CSV)
        sim_render_csv(stdout, r, true);
    else
        sim_render_text(stdout, r);
}

/* Stores the run; *id its number. Prints the store's message on failure. */
static int store_run(const struct store_sim *rec, int64_t *id)
{
    struct store *s;
    int64_t profile_id;
    if (db_open(DB_PLAY, &s, &profile_id) != STORE_OK)
        return -1;
    struct msg err = { 0 };
    enum store_status st = store_sim_save(s, rec, id, &err);
    store_close(s);
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
        return -1;
    }
    return 0;
}

static int run(const struct sim_args *a)
{
    struct sim_config *c = malloc(sizeof *c);
    struct sim_agg *aggs = calloc(SIM_MAX_ARMS, sizeof *aggs);
    struct sim_report *r = malloc(sizeof *r);
    int jobs = 1, status = EXIT_OK;
    char err[1024];
    struct store_sim rec;
    memset(&rec, 0, sizeof rec);
    if (!c || !aggs || !r) {
        fprintf(stderr, "%s\n", _("condottiere: simulate: out of memory"));
        status = EXIT_FAILURE_RUN;
        goto done;
    }
    if (sim_args_config(a, c, &jobs)) {
        status = EXIT_USAGE;
        goto done;
    }
    if (sim_config_by_time(c)) /* allowed, for measurements: said */
        fprintf(stderr, "%s\n", _("condottiere: simulate: warning: a search bot that thinks by "
                                   "time plays as fast as the machine lets it: these games "
                                   "cannot be played again the same, whatever the seed"));

    struct sim_progress progress;
    sim_progress_start(&progress);
    int rc = sim_run(c, jobs, sim_progress_update, &progress, aggs, err, sizeof err);
    double seconds = sim_progress_now() - progress.start;
    sim_progress_end(&progress);
    if (rc) {
        fprintf(stderr, "condottiere: simulate: %s\n", err);
        status = EXIT_FAILURE_RUN;
        goto done;
    }

    if (sim_record_from_run(c, aggs, jobs, seconds, &rec)) {
        fprintf(stderr, "%s\n", _("condottiere: simulate: out of memory"));
        status = EXIT_FAILURE_RUN;
        goto done;
    }
    int64_t id = 0;
    if (!a->no_store && store_run(&rec, &id))
        status = EXIT_FAILURE_RUN; /* the results are shown all the same */
    rec.header.id = id;
    if (sim_report_from_record(&rec, r, err, sizeof err)) {
        fprintf(stderr, "condottiere: simulate: %s\n", err);
        status = EXIT_FAILURE_RUN;
        goto done;
    }
    render(r, a->format);

done:
    store_sim_free(&rec);
    if (c)
        free(c->scenario);
    free(c);
    free(aggs);
    free(r);
    return status;
}

/* Opens the database of --db / CONDOTTIERE_DB / XDG for --list and --show:
 * read-only where it can be read; written only to upgrade an older one,
 * or to create it at the default place as a game would. */
static struct store *open_store(void)
{
    struct store *s;
    struct msg err = { 0 };
    enum store_status st = db_open_store(DB_READ, &s, &err);
    if (st == STORE_E_OLDER)
        st = db_open_store(DB_UPDATE, &s, &err);
    else if (st == STORE_E_NOT_FOUND)
        st = db_open_store(DB_PLAY, &s, &err);
    if (st != STORE_OK)
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
    return st == STORE_OK ? s : NULL;
}

static int list(const struct sim_args *a)
{
    struct store *s = open_store();
    if (!s)
        return EXIT_FAILURE_RUN;
    char err[1024];
    struct msg why = { 0 };
    struct store_sim_list l;
    enum store_status st = store_sim_list(s, &l, &why);
    int status = EXIT_OK;
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: %s\n", db_say(&why));
        store_close(s);
        return EXIT_FAILURE_RUN;
    }
    if (a->format != SIM_FORMAT_JSON) {
        record_show_sim_list(&l); /* stored text made safe to show */
        sim_render_list(stdout, &l);
        store_sim_list_free(&l);
        store_close(s);
        return EXIT_OK;
    }
    /* --json: every stored run in full */
    struct sim_report *reports = calloc(l.n ? l.n : 1, sizeof *reports);
    size_t n = 0;
    for (size_t i = 0; reports && i < l.n; i++) {
        struct store_sim rec;
        int rc = store_sim_load(s, l.runs[i].id, &rec, &why) != STORE_OK;
        if (rc) {
            fprintf(stderr, "condottiere: %s\n", db_say(&why));
            status = EXIT_FAILURE_RUN;
            break;
        }
        rc = sim_report_from_record(&rec, &reports[n], err, sizeof err);
        store_sim_free(&rec);
        if (rc) {
            fprintf(stderr, "condottiere: %s\n", err);
            status = EXIT_FAILURE_RUN;
            break;
        }
        n++;
    }
    if (!reports) {
        fprintf(stderr, "%s\n", _("condottiere: simulate: out of memory"));
        status = EXIT_FAILURE_RUN;
    } else if (status == EXIT_OK) {
        sim_render_json_array(stdout, reports, n);
    }
    free(reports);
    store_sim_list_free(&l);
    store_close(s);
    return status;
}

static int show(const struct sim_args *a)
{
    struct store *s = open_store();
    if (!s)
        return EXIT_FAILURE_RUN;
    char err[1024];
    struct msg why = { 0 };
    struct store_sim rec;
    enum store_status st = store_sim_load(s, a->show_id, &rec, &why);
    store_close(s);
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: %s\n", db_say(&why));
        return st == STORE_E_NOT_FOUND ? EXIT_USAGE : EXIT_FAILURE_RUN;
    }
    struct sim_report *r = malloc(sizeof *r);
    int status = EXIT_OK;
    if (!r) {
        fprintf(stderr, "%s\n", _("condottiere: simulate: out of memory"));
        status = EXIT_FAILURE_RUN;
    } else if (sim_report_from_record(&rec, r, err, sizeof err)) {
        fprintf(stderr, "condottiere: simulate: %s\n", err);
        status = EXIT_FAILURE_RUN;
    } else {
        render(r, a->format);
    }
    free(r);
    store_sim_free(&rec);
    return status;
}

int cmd_simulate(int argc, char **argv)
{
    static const char *files[SIM_CLI_MAX_FILES];
    struct sim_args a;
    if (sim_args_parse(argc, argv, &a, files))
        return EXIT_USAGE;
    if (a.help)
        return EXIT_OK; /* printed by the option reader */
    switch (a.mode) {
    case SIM_MODE_LIST: return list(&a);
    case SIM_MODE_SHOW: return show(&a);
    case SIM_MODE_MERGE: return sim_merge_files(&a);
    case SIM_MODE_RUN: break;
    }
    return run(&a);
}
