/* sim_merge.c — `simulate --merge A.db B.db ... [--into C.db]`: reads the
 * stored runs of every file (read-only), puts together the shards of each
 * simulation (the same parameters, seed and program version), keeps a shard
 * found twice once, prints each simulation's table and, with --into, stores
 * the merged simulations in C.db (created when missing). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/sim/sim_cli.h"
#include "cli/sim/sim_render.h"
#include "cli/commands/subcommands.h"
#include "i18n.h"
#include "cli/i18n/i18n_message.h"

struct group {
    struct store_sim run;
    size_t shard_cap, count_cap;
};

struct merge {
    struct group *groups;
    size_t n, cap;
};

static int grow(void **arr, size_t *cap, size_t size, size_t need)
{
    if (need <= *cap)
        return 0;
    size_t ncap = *cap ? *cap : 8;
    while (ncap < need)
        ncap *= 2;
    void *p = realloc(*arr, ncap * size);
    if (!p)
        return -1;
    *arr = p;
    *cap = ncap;
    return 0;
}

static struct group *find_group(struct merge *m, const struct store_sim_header *h)
{
    for (size_t i = 0; i < m->n; i++)
        if (sim_record_same_run(&m->groups[i].run.header, h))
            return &m->groups[i];
    if (grow((void **)&m->groups, &m->cap, sizeof *m->groups, m->n + 1))
        return NULL;
    struct group *g = &m->groups[m->n++];
    memset(g, 0, sizeof *g);
    g->run.header = *h;
    g->run.header.id = 0;
    g->run.header.nshards = 0;
    g->run.header.games_stored = 0;
    return g;
}

static const struct store_sim_shard *find_shard(const struct group *g, int shard)
{
    for (size_t i = 0; i < g->run.nshards; i++)
        if (g->run.shards[i].shard == shard)
            return &g->run.shards[i];
    return NULL;
}

/* The file's name as a shard's source: the whole path when it fits. */
static void source_name(const char *file, char *out, size_t cap)
{
    size_t len = strlen(file);
    snprintf(out, cap, "%s", len < cap ? file : file + len - (cap - 1));
}

/* Adds the shards of one stored run. Returns 0, or -1 (out of memory). */
static int add_run(struct merge *m, const struct store_sim *rec, const char *file)
{
    struct group *g = find_group(m, &rec->header);
    if (!g)
        return -1;
    for (size_t i = 0; i < rec->nshards; i++) {
        const struct store_sim_shard *sh = &rec->shards[i];
        const struct store_sim_shard *had = find_shard(g, sh->shard);
        if (had) {
            fprintf(stderr,
                    _("condottiere: simulate: %s: shard %d/%d of simulation %lld (seed %llu) is "
                    "also in %s: counted once\n"),
                    file, sh->shard, rec->header.shard_count, (long long)rec->header.id,
                    (unsigned long long)rec->header.seed, had->source);
            continue;
        }
        if (grow((void **)&g->run.shards, &g->shard_cap, sizeof *g->run.shards,
                 g->run.nshards + 1))
            return -1;
        struct store_sim_shard *copy = &g->run.shards[g->run.nshards++];
        *copy = *sh;
        source_name(file, copy->source, sizeof copy->source);
        g->run.header.nshards++;
        g->run.header.games_stored += sh->games;
        for (size_t k = 0; k < rec->ncounts; k++) {
            if (rec->counts[k].shard != sh->shard)
                continue;
            if (grow((void **)&g->run.counts, &g->count_cap, sizeof *g->run.counts,
                     g->run.ncounts + 1))
                return -1;
            g->run.counts[g->run.ncounts++] = rec->counts[k];
        }
    }
    return 0;
}

static int input_status(enum store_status st)
{
    switch (st) {
    case STORE_E_NOT_FOUND:
    case STORE_E_MISSING:
    case STORE_E_NOTADB:
    case STORE_E_FOREIGN:
    case STORE_E_INVALID:
        return EXIT_USAGE;
    default:
        return EXIT_FAILURE_RUN;
    }
}

/* Reads every run of one file into the groups. Returns an exit status. */
static int read_file(struct merge *m, const char *file)
{
    char err[1024];
    struct store *s;
    struct store_options opt = { STORE_MODE_READ, 0, 0, STORE_CREATE_NONE };
    enum store_status st = store_open(file, &opt, &s, err, sizeof err);
    if (st == STORE_E_OLDER) {
        fprintf(stderr, _("condottiere: simulate: %s: written by an older program, it holds no "
                        "simulation\n"), file);
        return EXIT_OK;
    }
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: simulate: %s\n", message_l(err));
        return input_status(st);
    }
    struct store_sim_list l;
    st = store_sim_list(s, &l, err, sizeof err);
    int status = st == STORE_OK ? EXIT_OK : EXIT_FAILURE_RUN;
    for (size_t i = 0; status == EXIT_OK && i < l.n; i++) {
        struct store_sim rec;
        st = store_sim_load(s, l.runs[i].id, &rec, err, sizeof err);
        if (st != STORE_OK) {
            status = EXIT_FAILURE_RUN;
            break;
        }
        if (add_run(m, &rec, file)) {
            snprintf(err, sizeof err, "%s", _("out of memory"));
            status = EXIT_FAILURE_RUN;
        }
        store_sim_free(&rec);
    }
    if (status != EXIT_OK)
        fprintf(stderr, "condottiere: simulate: %s\n", message_l(err));
    store_sim_list_free(&l);
    store_close(s);
    return status;
}

static void free_merge(struct merge *m)
{
    for (size_t i = 0; i < m->n; i++)
        store_sim_free(&m->groups[i].run);
    free(m->groups);
}

/* Stores every merged simulation in the --into file; sets their ids. */
static int save_into(struct merge *m, const char *into)
{
    char err[1024];
    struct store *s = NULL;
    struct store_options opt = { STORE_MODE_WRITE, 0, 0, STORE_CREATE_FILE }; /* a path given */
    enum store_status st = store_open(into, &opt, &s, err, sizeof err);
    for (size_t i = 0; st == STORE_OK && i < m->n; i++) {
        int64_t id = 0;
        st = store_sim_save(s, &m->groups[i].run, &id, err, sizeof err);
        m->groups[i].run.header.id = id;
    }
    if (s)
        store_close(s);
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: simulate: %s\n", message_l(err));
        return EXIT_FAILURE_RUN;
    }
    return EXIT_OK;
}

int sim_merge_files(const struct sim_args *a)
{
    struct merge m = { NULL, 0, 0 };
    int status = EXIT_OK;
    for (int i = 0; i < a->nfiles && status == EXIT_OK; i++)
        status = read_file(&m, a->files[i]);
    if (status == EXIT_OK && a->into)
        status = save_into(&m, a->into);
    if (status != EXIT_OK) {
        free_merge(&m);
        return status;
    }

    struct sim_report *reports = calloc(m.n ? m.n : 1, sizeof *reports);
    if (!reports) {
        fprintf(stderr, "%s\n", _("condottiere: simulate: out of memory"));
        free_merge(&m);
        return EXIT_FAILURE_RUN;
    }
    char err[512];
    for (size_t i = 0; i < m.n && status == EXIT_OK; i++)
        if (sim_report_from_record(&m.groups[i].run, &reports[i], err, sizeof err)) {
            fprintf(stderr, "condottiere: simulate: %s\n", message_l(err));
            status = EXIT_FAILURE_RUN;
        }
    if (status == EXIT_OK) {
        if (a->format == SIM_FORMAT_JSON) {
            sim_render_json_array(stdout, reports, m.n);
        } else if (!m.n) {
            if (a->format == SIM_FORMAT_TEXT)
                printf(_("No simulations in the files given.\n"));
            else
                sim_render_csv(stdout, NULL, true);
        } else {
            for (size_t i = 0; i < m.n; i++) {
                if (a->format == SIM_FORMAT_CSV) {
                    sim_render_csv(stdout, &reports[i], i == 0);
                } else {
                    if (i)
                        printf("\n");
                    sim_render_text(stdout, &reports[i]);
                }
            }
        }
    }
    free(reports);
    free_merge(&m);
    return status;
}
