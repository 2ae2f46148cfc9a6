/* record_import.c — a game record brought into a database (import, and
 * replay FILE through a scratch database): its games stored in one
 * transaction with what the record says they came to, each replayed by
 * its screen in check mode, and the replay set against the record (every
 * action accepted, each battle, the end); the transaction is committed
 * only when all agree, so a refused record leaves nothing behind. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/i18n/i18n_msg.h"
#include "cli/prompt/session.h"
#include "cli/record/db.h"
#include "cli/record/record_import.h"
#include "cli/record/restore.h"
#include "record/heal.h"
#include "i18n.h"
#include "store/store_trends.h"

#define RECORD_FILE_MAX (16L << 20)

int record_load_file(const char *path, struct record *r, char *why, size_t cap)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    long n = -1;
    if (f && fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && n <= RECORD_FILE_MAX &&
        fseek(f, 0, SEEK_SET) == 0 && (text = malloc((size_t)n + 1)) &&
        fread(text, 1, (size_t)n, f) == (size_t)n) {
        text[n] = '\0';
    } else {
        int e = errno;
        if (n > RECORD_FILE_MAX)
            snprintf(why, cap, _("%s: too large to be a game record"), path);
        else
            snprintf(why, cap, _("cannot read %s: %s"), path, strerror(e ? e : EIO));
        free(text);
        text = NULL;
    }
    if (f)
        fclose(f);
    if (!text)
        return -1;
    struct msg m;
    int rc = 0;
    if (strlen(text) != (size_t)n) {
        snprintf(why, cap, _("%s: not a game record: it is not text"), path);
        rc = -1;
    } else if (record_read(text, r, &m)) {
        int line = msg_line(&m);
        msg_drop_line(&m);
        if (line)
            snprintf(why, cap, "%s:%d: %s", path, line, i18n_msg_l(&m));
        else
            snprintf(why, cap, "%s: %s", path, i18n_msg_l(&m));
        rc = -1;
    }
    free(text);
    return rc;
}

/* ---- times ---- */

/* "YYYY-MM-DD HH:MM:SS" UTC as seconds since the epoch, 0 when it is not. */
static int64_t utc_seconds(const char *text)
{
    int y, mo, d, h, mi, s;
    char tail;
    if (sscanf(text, "%4d-%2d-%2d %2d:%2d:%2d%c", &y, &mo, &d, &h, &mi, &s, &tail) != 6 ||
        y < 1971 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60)
        return 0;
    int32_t day;
    char date[11];
    snprintf(date, sizeof date, "%.10s", text);
    if (store_date_parse(date, &day))
        return 0;
    return (int64_t)day * 86400 + h * 3600 + mi * 60 + s;
}

static void utc_now(char out[STORE_TIME_MAX + 1])
{
    time_t t = time(NULL);
    struct tm tm;
    if (!gmtime_r(&t, &tm) || !strftime(out, STORE_TIME_MAX + 1, "%Y-%m-%d %H:%M:%S", &tm))
        out[0] = '\0';
}

/* ---- one game ---- */

struct importing {
    struct session *s;
    struct store *st;
    char *why;
    size_t cap;
    struct msg err;
};

static int store_failed(struct importing *im)
{
    snprintf(im->why, im->cap, "%s", db_say(&im->err));
    return -1;
}

/* The record's game and what it says it came to, written as they would be
 * had it been played here. */
static int write_game(struct importing *im, const struct record_game *rg, int64_t campaign,
                      int64_t *id)
{
    const struct store_game_header *h = &rg->game.header;
    struct store_new_game ng = {
        .profile_id = im->s->journal.profile_id, .campaign_id = campaign, .kind = h->kind,
        .variant = h->variant, .ruleset = h->ruleset, .seed = h->seed,
        .player_count = h->player_count, .profile_seat = h->profile_seat, .nseats = h->nseats,
        .scenario = rg->game.scenario,
    };
    memcpy(ng.seats, h->seats, sizeof ng.seats);
    store_set_fixed_time(im->st, utc_seconds(h->created_at));
    if (store_game_start(im->st, &ng, id, &im->err) != STORE_OK)
        return store_failed(im);
    for (size_t i = 0; i < rg->game.nactions; i++)
        if (store_action_append(im->st, *id, rg->game.actions[i].seat, rg->game.actions[i].text,
                                NULL, &im->err) != STORE_OK)
            return store_failed(im);
    int scores[STORE_MAX_SEATS] = { 0 };
    bool has_scores = false;
    for (int i = 0; i < h->nseats; i++)
        if (h->seats[i].has_score && h->seats[i].seat >= 0 && h->seats[i].seat < STORE_MAX_SEATS) {
            scores[h->seats[i].seat] = h->seats[i].score;
            has_scores = true;
        }
    struct store_game_end end = { h->result, *h->reason ? h->reason : NULL, h->winner_seat,
                                  *h->winner ? h->winner : NULL, has_scores ? scores : NULL };
    store_set_fixed_time(im->st, utc_seconds(h->finished_at));
    enum store_status st =
        store_game_rewrite(im->st, *id, rg->battles, rg->nbattles,
                           h->status == STORE_GAME_FINISHED ? &end : NULL, 0, &im->err);
    if (st == STORE_OK && h->status == STORE_GAME_ABANDONED)
        st = store_game_abandon(im->st, *id, *h->reason ? h->reason : NULL, &im->err);
    store_set_fixed_time(im->st, 0);
    return st == STORE_OK ? 0 : store_failed(im);
}

static bool same_battle(const struct store_battle_row *a, const struct store_battle_row *b)
{
    if (a->number != b->number || a->after_action != b->after_action ||
        strcmp(a->region, b->region) || strcmp(a->enemy_army, b->enemy_army) ||
        a->winner_seat != b->winner_seat || strcmp(a->winner_army, b->winner_army) ||
        strcmp(a->ending, b->ending) || a->nlines != b->nlines)
        return false;
    for (int i = 0; i < a->nlines; i++)
        if (a->lines[i].seat != b->lines[i].seat || strcmp(a->lines[i].army, b->lines[i].army) ||
            a->lines[i].strength != b->lines[i].strength ||
            strcmp(a->lines[i].cards, b->lines[i].cards))
            return false;
    return true;
}

struct first_difference {
    char shown[600];
    bool found;
};

static void keep_first(void *ctx, const char *text, const char *shown)
{
    struct first_difference *fd = ctx;
    (void)text;
    if (!fd->found)
        snprintf(fd->shown, sizeof fd->shown, "%s", shown);
    fd->found = true;
}

/* The action after which the record and the replay part: the first
 * battle that differs ends there (the earlier of the two places). */
static int64_t parting_action(const struct record_game *rg, const struct journal_derived *d)
{
    for (size_t k = 0; k < rg->nbattles || k < d->nbattles; k++) {
        const struct store_battle_row *a = k < rg->nbattles ? &rg->battles[k] : NULL;
        const struct store_battle_row *b = k < d->nbattles ? &d->battles[k] : NULL;
        if (a && b && same_battle(a, b))
            continue;
        int64_t at = a ? a->after_action : b->after_action;
        if (a && b && b->after_action < at)
            at = b->after_action;
        return at;
    }
    return 0;
}

/* The reason a replay gave, without its "Game N cannot be rebuilt: ":
 * the game was never stored. */
static const char *bare_reason(const char *failure, int64_t id)
{
    char prefix[200];
    snprintf(prefix, sizeof prefix, _("Game %lld cannot be rebuilt: %s"), (long long)id, "");
    size_t n = strlen(prefix);
    return strncmp(failure, prefix, n) ? failure : failure + n;
}

/* Replays stored game `id` and sets it against the record. */
static int verify_game(struct importing *im, const struct record_game *rg, int64_t id, size_t nth,
                       size_t ngames)
{
    struct store_game g = { 0 };
    struct journal_derived d = { 0 };
    char which[64] = "";
    if (ngames > 1)
        snprintf(which, sizeof which, _("game %zu of the record: "), nth + 1);
    if (store_game_load(im->st, id, &g, &im->err) != STORE_OK)
        return store_failed(im);
    struct session *s = im->s;
    s->journal.collect = &d;
    s->journal.failure[0] = '\0';
    restore_check_local = true;
    int rc = screen_restore(s, &g, RESTORE_CHECK, false);
    restore_check_local = false;
    s->journal.collect = NULL;
    session_end_games(s);
    struct first_difference fd = { .found = false };
    if (rc) {
        snprintf(im->why, im->cap, "%s%s", which, bare_reason(s->journal.failure, id));
    } else if (d.nomem) {
        snprintf(im->why, im->cap, "%s", _("out of memory while replaying it"));
        rc = -1;
    } else if (heal_compare(im->st, &g.header, &d, keep_first, &fd, &im->err) < 0) {
        rc = store_failed(im);
    } else if (fd.found) {
        int64_t at = parting_action(rg, &d);
        if (at > 0 && (size_t)at <= g.nactions)
            snprintf(im->why, im->cap,
                     _("%sthe replay parts from the record at action %lld '%s': %s"), which,
                     (long long)at, g.actions[at - 1].text, fd.shown);
        else
            snprintf(im->why, im->cap, _("%sthe replay does not reach the recorded end: %s"),
                     which, fd.shown);
        rc = -1;
    }
    journal_derived_free(&d);
    store_game_free(&g);
    return rc;
}

static bool same_text(const char *a, const char *b)
{
    return (!a && !b) || (a && b && !strcmp(a, b));
}

/* Whether stored game `id` is the record's game: the same kind, ruleset,
 * seed, scenario and actions. */
static bool same_game(struct importing *im, int64_t id, const struct record_game *rg)
{
    struct store_game g = { 0 };
    if (store_game_load(im->st, id, &g, &im->err) != STORE_OK)
        return false;
    bool same = g.nactions == rg->game.nactions && same_text(g.scenario, rg->game.scenario) &&
                !strcmp(g.header.kind, rg->game.header.kind);
    for (size_t i = 0; same && i < g.nactions; i++)
        same = g.actions[i].seat == rg->game.actions[i].seat &&
               !strcmp(g.actions[i].text, rg->game.actions[i].text);
    store_game_free(&g);
    return same;
}

/* The profile's game that is the record's own game, or 0. */
static int64_t already_stored(struct importing *im, const struct record_game *rg)
{
    const struct store_game_header *h = &rg->game.header;
    struct store_history_filter f = { .profile_id = im->s->journal.profile_id,
                                      .variant = h->variant, .ruleset = h->ruleset };
    struct store_game_list list = { 0 };
    int64_t found = 0;
    if (store_history(im->st, &f, &list, &im->err) == STORE_OK)
        for (size_t i = 0; i < list.n && !found; i++)
            if (list.games[i].seed == h->seed && list.games[i].nactions == h->nactions &&
                same_game(im, list.games[i].id, rg))
                found = list.games[i].id;
    store_game_list_free(&list);
    return found;
}

int record_import(struct session *s, const struct record *r, bool imported, int64_t *first,
                  int64_t *last, char *why, size_t cap)
{
    struct importing im = { .s = s, .st = s->journal.store, .why = why, .cap = cap };
    msg_clear(&im.err);
    int64_t there = already_stored(&im, &r->games[r->ngames - 1]);
    if (there) {
        snprintf(why, cap, _("the game is already stored, as game %lld"), (long long)there);
        return -1;
    }
    if (store_transaction_begin(im.st, &im.err) != STORE_OK)
        return store_failed(&im);
    int64_t campaign = 0;
    int rc = 0;
    if (r->campaign && store_campaign_create(im.st, s->journal.profile_id, r->campaign_kind,
                                             r->campaign_name, r->target, &campaign,
                                             &im.err) != STORE_OK)
        rc = store_failed(&im);
    for (size_t i = 0; rc == 0 && i < r->ngames; i++) {
        int64_t id = 0;
        struct store_game_marks marks = r->games[i].marks;
        if (imported)
            utc_now(marks.imported_at);
        rc = write_game(&im, &r->games[i], campaign, &id);
        if (rc == 0 && store_game_marks_set(im.st, id, &marks, &im.err) != STORE_OK)
            rc = store_failed(&im);
        if (rc == 0)
            rc = verify_game(&im, &r->games[i], id, i, r->ngames);
        if (i == 0)
            *first = id;
        *last = id;
    }
    if (rc == 0 && r->campaign && r->campaign_finished &&
        store_campaign_finish(im.st, campaign, &im.err) != STORE_OK)
        rc = store_failed(&im);
    if (rc == 0 && store_transaction_commit(im.st, &im.err) != STORE_OK)
        rc = store_failed(&im);
    if (rc)
        store_transaction_rollback(im.st);
    return rc;
}

/* ---- a scratch database ---- */

int record_scratch_open(struct session *s, char *dir, size_t cap, char *why, size_t whycap)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, cap, "%s/condottiere-replay-XXXXXX", tmp && *tmp == '/' ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        snprintf(why, whycap, _("cannot make a scratch folder in %s: %s"),
                 tmp && *tmp == '/' ? tmp : "/tmp", strerror(errno));
        return -1;
    }
    char path[4200];
    struct msg err = { 0 };
    snprintf(path, sizeof path, "%s/replay.db", dir);
    struct store_options o = { .mode = STORE_MODE_WRITE, .create = STORE_CREATE_FILE };
    if (store_open(path, &o, &s->journal.store, &err) != STORE_OK ||
        store_profile_ensure(s->journal.store, db_profile_name(), &s->journal.profile_id,
                             &err) != STORE_OK) {
        snprintf(why, whycap, "%s", db_say(&err));
        record_scratch_close(s, dir);
        return -1;
    }
    s->journal.tried = true;
    return 0;
}

void record_scratch_close(struct session *s, const char *dir)
{
    if (s->journal.store)
        store_close(s->journal.store);
    s->journal.store = NULL;
    static const char *const files[] = { "replay.db", "replay.db-wal", "replay.db-shm" };
    char path[4200];
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        unlink(path);
    }
    rmdir(dir);
}
