/* cmd_export.c — `condottiere export GAME [-o FILE]`: a stored game written
 * as a game record (doc/record-format.md) on stdout or into FILE: its
 * ruleset, seed, seats, scenario, every action, its battles and its end;
 * a game of a points campaign with the campaign's games before it, which
 * its replay needs. Reads the database only. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "cli/commands/cmd_args.h"
#include "cli/record/db.h"
#include "record/record_file.h"
#include "i18n.h"

enum { OPT_OUTPUT };
static const struct cmd_option options[] = {
    [OPT_OUTPUT] = { "output", 'o', "FILE", N_("write the record into FILE instead of stdout"),
                     VALUES_FILES, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand export_subcommand = {
    "export", NULL, "GAME", N_("a stored game as a game record, a text file to keep or send"),
    N_("Writes a stored game as a game record: a text file that a person can read and that "
    "condottiere import stores again (on another machine, in another database) after "
    "replaying it, and condottiere replay FILE shows. It holds the program's version, the "
    "rules with every option, the seed, the seats and their bots, the scenario if any, every "
    "action, the battles and the result; a game of a points campaign comes with the "
    "campaign's games before it. GAME is a game number from history. doc/record-format.md "
    "describes the format."),
    options, VALUES_GAMES, cmd_export,
};

/* One stored game into the record. */
static enum store_status add_game(struct store *st, struct record *r, int64_t id, struct msg *err)
{
    struct record_game *rg = record_add_game(r);
    if (!rg)
        return msg_fail(err, STORE_E_NOMEM, "out of memory"), STORE_E_NOMEM;
    enum store_status s = store_game_load(st, id, &rg->game, err);
    if (s == STORE_OK)
        s = store_battles_load(st, id, &rg->battles, &rg->nbattles, err);
    if (s == STORE_OK)
        s = store_game_marks_get(st, id, &rg->marks, err);
    rg->marks.imported_at[0] = '\0';
    return s;
}

/* A points campaign's name, target and state, and its games before `h`. */
static enum store_status add_campaign(struct store *st, struct record *r,
                                      const struct store_game_header *h, struct msg *err)
{
    struct store_campaign_list camps = { 0 };
    struct store_history_filter f = { .profile_id = h->profile_id };
    struct store_game_list games = { 0 };
    enum store_status s = store_campaign_list(st, h->profile_id, &camps, err);
    for (size_t i = 0; s == STORE_OK && i < camps.n; i++)
        if (camps.campaigns[i].id == h->campaign_id && !strcmp(camps.campaigns[i].kind, "points")) {
            r->campaign = true;
            snprintf(r->campaign_kind, sizeof r->campaign_kind, "%s", camps.campaigns[i].kind);
            snprintf(r->campaign_name, sizeof r->campaign_name, "%s", camps.campaigns[i].name);
            r->target = camps.campaigns[i].target;
        }
    store_campaign_list_free(&camps);
    if (s == STORE_OK && r->campaign)
        s = store_history(st, &f, &games, err);
    for (size_t i = games.n; s == STORE_OK && i-- > 0;) /* the oldest first */
        if (games.games[i].campaign_id == h->campaign_id && games.games[i].id < h->id)
            s = add_game(st, r, games.games[i].id, err);
    store_game_list_free(&games);
    return s;
}

/* The campaign is finished when its last game is this one and it is over. */
static enum store_status campaign_state(struct store *st, struct record *r,
                                        const struct store_game_header *h, struct msg *err)
{
    struct store_campaign_list camps = { 0 };
    enum store_status s = store_campaign_list(st, h->profile_id, &camps, err);
    for (size_t i = 0; s == STORE_OK && i < camps.n; i++)
        if (camps.campaigns[i].id == h->campaign_id)
            r->campaign_finished = camps.campaigns[i].finished &&
                                   camps.campaigns[i].games == (int64_t)r->ngames;
    store_campaign_list_free(&camps);
    return s;
}

/* Builds the record of game `id`: 0, or -1 after the message. */
static int build(struct store *st, int64_t id, struct record *r)
{
    struct msg err = { 0 };
    struct store_game_header h = { 0 };
    struct store_game probe = { 0 };
    snprintf(r->program, sizeof r->program, "%s %s", PACKAGE_NAME, PACKAGE_VERSION);
    enum store_status s = store_game_load(st, id, &probe, &err);
    if (s == STORE_OK) {
        h = probe.header;
        store_game_free(&probe);
        if (h.campaign_id)
            s = add_campaign(st, r, &h, &err);
    }
    if (s == STORE_OK)
        s = add_game(st, r, id, &err);
    if (s == STORE_OK && r->campaign)
        s = campaign_state(st, r, &h, &err);
    if (s != STORE_OK) {
        fflush(stdout);
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
        return -1;
    }
    return 0;
}

int cmd_export(int argc, char **argv)
{
    struct cmd_args a;
    const char *output = NULL;
    int r;
    cmd_args_start(&a, &export_subcommand, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0)
        output = a.value;
    if (r != CMD_ARGS_END)
        return cmd_args_status(r);
    int64_t id = 0;
    if (a.next >= argc)
        return cmd_usage_error(&export_subcommand, _("which game? (history lists them)"));
    if (argc - a.next > 1)
        return cmd_usage_error(&export_subcommand, _("one game at a time, not '%s'"),
                               argv[a.next + 1]);
    if (cmd_game_number(argv[a.next], &id))
        return cmd_usage_error(&export_subcommand, _("'%s' is not a game number (history lists them)"),
                               argv[a.next]);
    struct store *st = NULL;
    struct msg err = { 0 };
    enum store_status s = db_open_store(DB_READ, &st, &err);
    if (s != STORE_OK) {
        if (s == STORE_E_NOT_FOUND)
            fprintf(stderr, "condottiere: %s", _("No games yet: type solo or play to start one.\n"));
        else
            fprintf(stderr, "condottiere: %s\n", db_say(&err));
        return EXIT_FAILURE_RUN;
    }
    struct record rec = { 0 };
    int rc = build(st, id, &rec);
    store_close(st);
    if (rc == 0) {
        FILE *f = output ? fopen(output, "w") : stdout;
        if (!f || record_write(f, &rec) || (output && fclose(f))) {
            fprintf(stderr, _("condottiere: cannot write %s: %s\n"), output ? output : "stdout",
                    strerror(errno ? errno : EIO));
            rc = -1;
        }
    }
    record_free(&rec);
    return rc ? EXIT_FAILURE_RUN : EXIT_OK;
}
