/* review_run.c — `review`'s work: the game found (the profile's last
 * finished one by default) and rebuilt at its start on the session's
 * screen, its analysis read from the table `reviews` or computed with a
 * progress line on stderr (a terminal only) and stored, then shown. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/advisor_search.h"
#include "cli/i18n/i18n_msg.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/record/db.h"
#include "cli/review/review_show.h"
#include "cli/solo/solo_screen.h"
#include "cli/table/table_screen.h"
#include "cli/term/term_width.h"
#include "config.h"
#include "i18n.h"

static void why_not(const struct review_request *rq, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void why_not(const struct review_request *rq, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fflush(stdout);
    if (rq->subcommand)
        fprintf(stderr, "condottiere: ");
    vfprintf(rq->subcommand ? stderr : stdout, fmt, ap);
    va_end(ap);
}

/* The profile's most recent game that is over (finished or abandoned). */
static int64_t last_finished(struct session *s, struct msg *err)
{
    struct store_history_filter f = { .profile_id = s->journal.profile_id };
    struct store_game_list list = { 0 };
    int64_t id = 0;
    if (store_history(s->journal.store, &f, &list, err) != STORE_OK)
        return -1;
    for (size_t i = 0; i < list.n && !id; i++)
        if (list.games[i].status == STORE_GAME_FINISHED)
            id = list.games[i].id;
    store_game_list_free(&list);
    return id;
}

static int load(struct session *s, const struct review_request *rq, struct store_game *g)
{
    struct msg err = { 0 };
    int64_t id = rq->id ? rq->id : last_finished(s, &err);
    if (id < 0 || (id > 0 && store_game_load(s->journal.store, id, g, &err) != STORE_OK)) {
        fflush(stdout);
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
        return -1;
    }
    if (!id) {
        why_not(rq, "%s", _("No finished game to review yet: finish a game, then type review.\n"));
        return -1;
    }
    if (g->header.status == STORE_GAME_IN_PROGRESS) {
        why_not(rq, _("Game %lld is not over: review shows a game once it is over (it reveals "
                      "the hidden cards).\n"),
                (long long)id);
        store_game_free(g);
        return -1;
    }
    return 0;
}

/* ---- the progress line ---------------------------------------------------- */

struct progress {
    bool on, drawn;
    struct timespec start;
    int64_t game;
};

static void progress_draw(void *ctx, int done, int total)
{
    struct progress *p = ctx;
    if (!p->on)
        return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long secs = (long)(now.tv_sec - p->start.tv_sec);
    char words[160], bar[64];
    /* TRANSLATORS: review's progress on a terminal: the game, the
     * decisions looked at of all, then the time so far (0:12). */
    snprintf(words, sizeof words, _("review of game %lld: %d/%d decisions, %ld:%02ld"),
             (long long)p->game, done, total, secs / 60, secs % 60);
    int width = term_width(stderr) - 1;
    int room = width - (int)term_text_width(words, strlen(words)) - 3;
    int w = room > 30 ? 30 : room;
    bar[0] = '\0';
    if (w >= 5 && total > 0) {
        int full = done * w / total;
        bar[0] = '[';
        for (int i = 0; i < w; i++)
            bar[1 + i] = i < full ? '#' : '.';
        bar[1 + w] = ']';
        bar[2 + w] = ' ';
        bar[3 + w] = '\0';
    }
    /* cut to the width: a wrapped line would not be redrawn in place */
    fprintf(stderr, "\r%s%.*s\033[K", bar, (int)term_text_fit(words, width), words);
    fflush(stderr);
    p->drawn = true;
}

static void progress_end(struct progress *p)
{
    if (p->drawn) {
        fprintf(stderr, "\r\033[K");
        fflush(stderr);
    }
}

/* ---- the game at its start ---------------------------------------------- */

struct rebuilt {
    struct review_setup in;
    const char *actions[4096];
    int seats[4096];
    const char *names[GAME_MAX_SEATS];
};

/* Rebuilds the game's start on the session's screen and fills r->in.
 * Returns 0, or -1 after saying why not. */
static int rebuild(struct session *s, const struct review_request *rq, const struct store_game *g,
                   struct rebuilt *r)
{
    struct store_game start = *g;
    start.nactions = 0;
    s->journal.failure[0] = '\0';
    if (g->nactions > 4096 || screen_restore(s, &start, RESTORE_CHECK, false)) {
        why_not(rq, _("Game %lld cannot be reviewed: %s\n"), (long long)g->header.id,
                s->journal.failure[0] ? s->journal.failure : _("it cannot be rebuilt"));
        return -1;
    }
    struct review_setup *in = &r->in;
    memset(in, 0, sizeof *in);
    in->solitaire = solo_of(s) != NULL;
    if (in->solitaire)
        in->solo_start = &solo_of(s)->state;
    else {
        struct table_screen *t = table_of(s);
        in->game = &t->game;
        in->start = &t->state;
        in->seat = t->human;
        in->heuristic_seats = table_heuristic_seats(t, t->human);
        for (int i = 0; i < GAME_MAX_SEATS; i++)
            r->names[i] = table_seat_name(i);
        in->names = r->names;
    }
    for (size_t i = 0; i < g->nactions; i++) {
        r->actions[i] = g->actions[i].text;
        r->seats[i] = g->actions[i].seat;
    }
    in->nactions = (int)g->nactions;
    in->actions = r->actions;
    in->seats = r->seats;
    in->budget = rq->budget;
    in->threads = rq->threads;
    return 0;
}

/* The stored seats' names, for the JSON (the profile's and the bots'). */
static void stored_names(struct review *rv, const struct store_game_header *h)
{
    for (int i = 0; i < h->nseats; i++)
        if (h->seats[i].seat >= 0 && h->seats[i].seat < GAME_MAX_SEATS)
            snprintf(rv->names[h->seats[i].seat], sizeof rv->names[0], "%s", h->seats[i].name);
}

/* The program an analysis is stored under: the version, and the hint's
 * search since it became the level hard's (search-v6), so that a game
 * reviewed before is analysed again by the search of today. */
#define REVIEW_PROGRAM PACKAGE_VERSION "+search-v6"

/* The analysis: the stored row, else computed and stored. *json gets its
 * text (malloc'ed). Returns 0, or -1 after saying why not. */
static int analyse(struct session *s, const struct review_request *rq, const struct store_game *g,
                   struct rebuilt *rb, struct review *rv, char **json)
{
    int budget = rq->budget > 0 ? rq->budget
                 : rb->in.solitaire ? ADVISOR_SOLO_ITERATIONS
                                    : ADVISOR_ITERATIONS;
    struct msg err = { 0 };
    if (store_review_load(s->journal.store, g->header.id, budget, REVIEW_PROGRAM, json, &err) ==
            STORE_OK &&
        review_from_json(*json, rv) == 0)
        return 0;
    free(*json);
    *json = NULL;
    struct progress p = { isatty(STDERR_FILENO) == 1, false, { 0, 0 }, g->header.id };
    clock_gettime(CLOCK_MONOTONIC, &p.start);
    rb->in.progress = progress_draw;
    rb->in.ctx = &p;
    rb->in.budget = budget;
    int rc = review_run(&rb->in, rv, &err);
    progress_end(&p);
    if (rc == 0 && prompt_interrupted()) { /* Ctrl-C at the prompt: cut short, not kept */
        review_free(rv);
        printf("%s", _("Interrupted: no review.\n"));
        return -1;
    }
    if (rc) {
        why_not(rq, _("Game %lld cannot be reviewed: %s\n"), (long long)g->header.id,
                i18n_msg_l(&err));
        return -1;
    }
    stored_names(rv, &g->header);
    if (!(*json = review_to_json(rv, g->header.id, REVIEW_PROGRAM))) {
        review_free(rv);
        why_not(rq, "%s\n", _("out of memory"));
        return -1;
    }
    /* a database that cannot be written (a read-only copy): shown, not kept */
    if (!store_is_readonly(s->journal.store))
        store_review_save(s->journal.store, g->header.id, budget, REVIEW_PROGRAM, *json, &err);
    return 0;
}

int review_game(struct session *s, const struct review_request *rq)
{
    struct store_game g = { 0 };
    if (load(s, rq, &g))
        return -1;
    struct rebuilt *rb = calloc(1, sizeof *rb);
    struct review rv = { 0 };
    char *json = NULL;
    int rc = !rb ? -1 : rebuild(s, rq, &g, rb);
    if (rc == 0)
        rc = analyse(s, rq, &g, rb, &rv, &json);
    if (rc == 0) {
        if (rq->json)
            fputs(json, stdout);
        else
            review_print(&rv, &rb->in, g.header.id);
        review_free(&rv);
    }
    free(json);
    free(rb);
    session_end_games(s);
    store_game_free(&g);
    return rc;
}
