/* cmd_import.c — `condottiere import FILE`: a game record
 * (doc/record-format.md) stored in the database, for the profile in use,
 * only once it has been replayed to what the record says it came to: the
 * games are written in one transaction, each replayed and compared, and
 * the transaction committed only when all agree. A record refused is
 * named with the first action or the result that disagrees, exit 1,
 * nothing stored. Imported games carry games.imported_at. */
#include <stdio.h>
#include <stdlib.h>

#include "cli/commands/cmd_args.h"
#include "cli/prompt/session.h"
#include "cli/record/db.h"
#include "cli/record/record_import.h"
#include "cli/term/term_safe.h"
#include "i18n.h"

static const struct cmd_option options[] = {
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand import_subcommand = {
    "import", NULL, "FILE", N_("store a game record after replaying it"),
    N_("Reads a game record (written by condottiere export, doc/record-format.md), replays "
    "it, and stores the game for your profile only when the replay comes to what the record "
    "says: every action accepted, each battle and the result the same. Otherwise nothing is "
    "stored and the first action or the result that disagrees is named (exit status 1). A "
    "game of a points campaign is stored with the campaign's games before it, in a campaign "
    "of its own. history marks imported games; stats counts them like the games played "
    "here."),
    options, VALUES_FILES, cmd_import,
};

/* Says why on stderr, safely: the reason may quote the file. */
static int refuse(const char *why)
{
    fflush(stdout);
    fputs("condottiere: ", stderr);
    term_safe_write(stderr, why);
    fputc('\n', stderr);
    return EXIT_FAILURE_RUN;
}

int cmd_import(int argc, char **argv)
{
    struct cmd_args a;
    int r;
    cmd_args_start(&a, &import_subcommand, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0)
        ;
    if (r != CMD_ARGS_END)
        return cmd_args_status(r);
    if (a.next >= argc)
        return cmd_usage_error(&import_subcommand, _("which file? (condottiere export writes one)"));
    if (argc - a.next > 1)
        return cmd_usage_error(&import_subcommand, _("one file at a time, not '%s'"),
                               argv[a.next + 1]);
    const char *path = argv[a.next];
    char why[2048];
    struct record rec = { 0 };
    if (record_load_file(path, &rec, why, sizeof why))
        return refuse(why);
    struct session s = { 0 };
    int64_t first = 0, last = 0;
    int rc = EXIT_OK;
    if (db_open(DB_PLAY, &s.journal.store, &s.journal.profile_id) != STORE_OK) {
        rc = EXIT_FAILURE_RUN;
    } else if (record_import(&s, &rec, true, &first, &last, why, sizeof why)) {
        char refused[2300];
        snprintf(refused, sizeof refused, _("%s: refused, nothing stored: %s"), path, why);
        rc = refuse(refused);
    } else if (first == last) {
        printf(_("Imported game %lld from %s (replayed: it agrees with the record).\n"),
               (long long)last, path);
    } else {
        printf(_("Imported games %lld to %lld from %s, a points campaign up to the record's "
                 "game %lld (replayed: they agree with the record).\n"),
               (long long)first, (long long)last, path, (long long)last);
    }
    s.journal.tried = true;
    session_end_games(&s);
    journal_close(&s.journal);
    record_free(&rec);
    return rc;
}
