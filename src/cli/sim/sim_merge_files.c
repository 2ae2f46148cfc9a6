/* sim_merge_files.c — `simulate --merge A.db B.db ... [--into C.db]`:
 * reads the stored runs of every file (read-only), puts together the
 * shards of each simulation (sim/sim_merge.c; a shard found twice is said
 * and counted once), prints each simulation's table and, with --into,
 * stores the merged simulations in C.db (created when missing). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/sim/sim_cli.h"
#include "cli/sim/sim_render.h"
#include "cli/commands/subcommands.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"
#include "cli/record/db.h"

static void say_twice(void *ctx, const char *file, const struct store_sim_header *h,
                      const struct store_sim_shard *sh, const struct store_sim_shard *had)
{
    (void)ctx;
    fprintf(stderr,
            _("condottiere: simulate: %s: shard %d/%d of simulation %lld (seed %llu) is "
            "also in %s: counted once\n"),
            file, sh->shard, h->shard_count, (long long)h->id, (unsigned long long)h->seed,
            had->source);
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
static int read_file(struct sim_merge *m, const char *file)
{
    struct msg err = { 0 };
    struct store *s;
    struct store_options opt = { STORE_MODE_READ, 0, 0, STORE_CREATE_NONE };
    enum store_status st = store_open(file, &opt, &s, &err);
    if (st == STORE_E_OLDER) {
        fprintf(stderr, _("condottiere: simulate: %s: written by an older program, it holds no "
                        "simulation\n"), file);
        return EXIT_OK;
    }
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: simulate: %s\n", db_say(&err));
        return input_status(st);
    }
    struct store_sim_list l;
    st = store_sim_list(s, &l, &err);
    int status = st == STORE_OK ? EXIT_OK : EXIT_FAILURE_RUN;
    for (size_t i = 0; status == EXIT_OK && i < l.n; i++) {
        struct store_sim rec;
        st = store_sim_load(s, l.runs[i].id, &rec, &err);
        if (st != STORE_OK) {
            status = EXIT_FAILURE_RUN;
            break;
        }
        if (sim_merge_add(m, &rec, file, say_twice, NULL)) {
            msg_fail(&err, STORE_E_NOMEM, "out of memory");
            status = EXIT_FAILURE_RUN;
        }
        store_sim_free(&rec);
    }
    if (status != EXIT_OK)
        fprintf(stderr, "condottiere: simulate: %s\n", db_say(&err));
    store_sim_list_free(&l);
    store_close(s);
    return status;
}

/* Stores every merged simulation in the --into file; sets their ids. */
static int save_into(struct sim_merge *m, const char *into)
{
    struct msg err = { 0 };
    struct store *s = NULL;
    struct store_options opt = { STORE_MODE_WRITE, 0, 0, STORE_CREATE_FILE }; /* a path given */
    enum store_status st = store_open(into, &opt, &s, &err);
    for (size_t i = 0; st == STORE_OK && i < m->n; i++) {
        int64_t id = 0;
        st = store_sim_save(s, &m->groups[i].run, &id, &err);
        m->groups[i].run.header.id = id;
    }
    if (s)
        store_close(s);
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: simulate: %s\n", db_say(&err));
        return EXIT_FAILURE_RUN;
    }
    return EXIT_OK;
}

int sim_merge_files(const struct sim_args *a)
{
    struct sim_merge m = { NULL, 0, 0 };
    int status = EXIT_OK;
    for (int i = 0; i < a->nfiles && status == EXIT_OK; i++)
        status = read_file(&m, a->files[i]);
    if (status == EXIT_OK && a->into)
        status = save_into(&m, a->into);
    if (status != EXIT_OK) {
        sim_merge_free(&m);
        return status;
    }

    struct sim_report *reports = calloc(m.n ? m.n : 1, sizeof *reports);
    if (!reports) {
        fprintf(stderr, "%s\n", _("condottiere: simulate: out of memory"));
        sim_merge_free(&m);
        return EXIT_FAILURE_RUN;
    }
    char err[512];
    for (size_t i = 0; i < m.n && status == EXIT_OK; i++)
        if (sim_report_from_record(&m.groups[i].run, &reports[i], err, sizeof err)) {
            fprintf(stderr, "condottiere: simulate: %s\n", err);
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
    sim_merge_free(&m);
    return status;
}
