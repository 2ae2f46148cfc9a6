/* cmd_check.c — `condottiere check [--repair] [--json]`, like git fsck for
 * games: SQLite's integrity and foreign-key checks, then every stored game
 * replayed from its seed and actions and its derived rows (battles and
 * their lines, the game's end, the scores) compared with the replay. With
 * --repair the derived rows that differ are rewritten from the journal
 * (which is never changed), then everything is checked again. A game whose
 * journal no longer replays is reported and left alone. Exit 0 when clean,
 * 1 when a problem remains, 2 on a usage error. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/cmd_args.h"
#include "cli/prompt/session.h"
#include "cli/record/db.h"
#include "record/heal.h"
#include "cli/record/restore.h"
#include "cli/term/term_safe.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

struct problem {
    int64_t game; /* 0: the database as a whole */
    char text[800];
};

struct report {
    size_t n, cap;
    struct problem *items;
    int64_t game; /* the game being checked */
    bool json;
};

/* A problem: text (English) goes into the JSON, shown (the same in the
 * screen's language) on the screen. */
static void add_shown(struct report *r, int64_t game, const char *text, const char *shown)
{
    if (r->n == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 16;
        struct problem *grown = realloc(r->items, cap * sizeof *grown);
        if (!grown)
            return;
        r->items = grown;
        r->cap = cap;
    }
    r->items[r->n].game = game;
    snprintf(r->items[r->n].text, sizeof r->items[r->n].text, "%s", text);
    r->n++;
    if (!r->json) {
        if (game)
            printf(_("game %lld: "), (long long)game);
        else
            printf("%s", _("database: "));
        term_safe_write(stdout, shown);
        printf("\n");
    }
}

/* A problem named by a message of the store: in English in the JSON, in
 * the screen's language on the screen, with the advice. */
static void add_msg(struct report *r, int64_t game, struct msg *m)
{
    char text[700];
    add_shown(r, game, db_english(m, text, sizeof text), db_say(m));
}

static void say_database(void *ctx, const struct msg *problem)
{
    struct msg m;
    msg_copy(&m, problem);
    add_msg(ctx, 0, &m);
}

static void say_game(void *ctx, const char *text, const char *shown)
{
    struct report *r = ctx;
    add_shown(r, r->game, text, shown);
}

/* Replays game `id` and compares; with repair, rewrites what differs.
 * Returns 1 when it was repaired. */
static int check_game(struct session *s, int64_t id, struct report *r, bool repair)
{
    struct store_game g = { 0 };
    struct journal_derived d = { 0 };
    struct msg err;
    msg_clear(&err);
    int repaired = 0;
    r->game = id;
    if (store_game_load(s->journal.store, id, &g, &err) != STORE_OK) {
        add_msg(r, id, &err);
        return 0;
    }
    s->journal.collect = &d;
    s->journal.failure[0] = '\0';
    int rc = screen_restore(s, &g, RESTORE_CHECK, false);
    s->journal.collect = NULL;
    session_end_games(s);
    if (rc) {
        char text[700], shown[700];
        snprintf(text, sizeof text, "its journal no longer replays, left as it is: %s",
                 s->journal.failure);
        snprintf(shown, sizeof shown, _("its journal no longer replays, left as it is: %s"),
                 s->journal.failure);
        add_shown(r, id, text, shown);
    } else if (d.nomem) {
        add_shown(r, id, "out of memory while replaying it", _("out of memory while replaying it"));
    } else {
        int n = heal_compare(s->journal.store, &g.header, &d, say_game, r, &err);
        if (n < 0) {
            add_msg(r, id, &err);
        } else if (n > 0 && repair) {
            if (heal_write(s->journal.store, &g.header, &d, &err) == STORE_OK)
                repaired = 1;
            else
                add_msg(r, id, &err);
        }
    }
    journal_derived_free(&d);
    store_game_free(&g);
    return repaired;
}

/* One pass over the database; returns the number of games checked, or -1. */
static long check_all(struct session *s, struct report *r, bool repair, int64_t **fixed,
                      size_t *nfixed)
{
    struct msg err;
    msg_clear(&err);
    int problems = 0;
    struct store_game_list list = { 0 };
    if (store_integrity(s->journal.store, say_database, r, &problems, &err) != STORE_OK ||
        store_history(s->journal.store, NULL, &list, &err) != STORE_OK) {
        add_msg(r, 0, &err);
        return -1;
    }
    for (size_t i = list.n; i-- > 0;) { /* the oldest first */
        if (check_game(s, list.games[i].id, r, repair) && fixed) {
            int64_t *grown = realloc(*fixed, (*nfixed + 1) * sizeof *grown);
            if (grown) {
                *fixed = grown;
                grown[(*nfixed)++] = list.games[i].id;
            }
        }
    }
    long n = (long)list.n;
    store_game_list_free(&list);
    return n;
}

static void json_problems(const char *key, const struct report *r)
{
    printf("\"%s\":[", key);
    for (size_t i = 0; i < r->n; i++) {
        printf("%s{\"game\":", i ? "," : "");
        if (r->items[i].game)
            printf("%lld", (long long)r->items[i].game);
        else
            printf("null");
        printf(",\"problem\":");
        term_json_write(stdout, r->items[i].text);
        printf("}");
    }
    printf("]");
}

enum { OPT_REPAIR, OPT_JSON };
static const struct cmd_option options[] = {
    [OPT_REPAIR] = { "repair", 0, NULL,
                     N_("rewrite the battles, ends and scores that differ from the journal's "
                     "replay (the journal itself is never changed), then check again"),
                     VALUES_NONE, NULL },
    [OPT_JSON] = { "json", 0, NULL, N_("the report as JSON"), VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand check_subcommand = {
    "check", NULL, "",
    N_("every stored game replayed and its battles and results compared; --repair rewrites them "
    "from the actions"),
    N_("Checks the database like git fsck: SQLite's integrity and foreign-key checks, then every "
    "stored game replayed from its seed and actions and its battles, end and scores compared "
    "with the replay. Problems are named by game. Exit status 0 when all is well, 1 when a "
    "problem remains, 2 on a usage error."),
    options, VALUES_NONE, cmd_check,
};

int cmd_check(int argc, char **argv)
{
    bool repair = false, json = false;
    struct cmd_args a;
    int r;
    cmd_args_start(&a, &check_subcommand, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0) {
        if (r == OPT_REPAIR)
            repair = true;
        else
            json = true;
    }
    if (r != CMD_ARGS_END)
        return cmd_args_status(r);
    if (a.next < argc)
        return cmd_usage_error(&check_subcommand, _("unexpected argument '%s'"), argv[a.next]);
    struct session s = { .journal.local = db_say };
    struct msg err;
    msg_clear(&err);
    enum store_status st = db_open_store(repair ? DB_UPDATE : DB_READ, &s.journal.store, &err);
    if (st == STORE_E_NOT_FOUND) { /* the default place, before the first game */
        if (json)
            printf("{\"games\":0,\"problems\":[],\"clean\":true}\n");
        else
            printf(_("No database yet: nothing to check.\n"));
        return EXIT_OK;
    }
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: ");
        term_safe_write(stderr, db_say(&err));
        fprintf(stderr, "\n");
        return EXIT_FAILURE_RUN;
    }
    s.journal.tried = true;
    struct report first = { .json = json }, again = { .json = json };
    int64_t *fixed = NULL;
    size_t nfixed = 0;
    long games = check_all(&s, &first, repair, &fixed, &nfixed);
    if (repair) {
        for (size_t i = 0; i < nfixed && !json; i++)
            printf(_("game %lld: repaired from its journal\n"), (long long)fixed[i]);
        games = check_all(&s, &again, false, NULL, NULL);
    }
    const struct report *last = repair ? &again : &first;
    bool clean = games >= 0 && last->n == 0;
    if (json) {
        printf("{\"games\":%ld,", games < 0 ? 0 : games);
        json_problems("problems", &first);
        if (repair) {
            printf(",\"repaired\":[");
            for (size_t i = 0; i < nfixed; i++)
                printf("%s%lld", i ? "," : "", (long long)fixed[i]);
            printf("],");
            json_problems("after_repair", &again);
        }
        printf(",\"clean\":%s}\n", clean ? "true" : "false");
    } else if (games >= 0) {
        unsigned long n = (unsigned long)games;
        if (repair && clean)
            printf(ngettext("Checked again, %ld game checked: no problems.\n",
                            "Checked again, %ld games checked: no problems.\n", n), games);
        else if (repair)
            printf(ngettext("Checked again, %ld game checked: problems remain (listed above).\n",
                            "Checked again, %ld games checked: problems remain (listed above).\n",
                            n), games);
        else if (clean)
            printf(ngettext("%ld game checked: no problems.\n",
                            "%ld games checked: no problems.\n", n), games);
        else
            printf(ngettext("%ld game checked: problems remain (listed above).\n",
                            "%ld games checked: problems remain (listed above).\n", n), games);
    }
    free(fixed);
    free(first.items);
    free(again.items);
    session_end_games(&s);
    store_close(s.journal.store);
    return clean ? EXIT_OK : EXIT_FAILURE_RUN;
}
