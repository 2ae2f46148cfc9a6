/* journal.c — the game in progress, written to the database as it goes. */
#include "record/journal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"
#include "engine/map.h"
#include "i18n.h"

/* A store's message as the player reads it (in English without the
 * program's way of saying it). */
static const char *shown(const struct journal *j, struct msg *m)
{
    static _Thread_local char english[1024];
    if (j->local)
        return j->local(m);
    msg_english(m, english, sizeof english);
    return english;
}

bool journal_ready(struct journal *j)
{
    if (!j->tried) {
        j->tried = true;
        if (!j->open || j->open(&j->store, &j->profile_id) != STORE_OK) {
            j->store = NULL;
            fprintf(stderr, "%s", _("condottiere: games will not be saved in this session.\n"));
        }
    }
    return j->store != NULL;
}

void journal_close(struct journal *j)
{
    journal_open_fn *open = j->open;
    journal_local_fn *local = j->local;
    if (j->store)
        store_close(j->store);
    memset(j, 0, sizeof *j);
    j->open = open;
    j->local = local;
}

/* fmt: a whole sentence with the store's message err as its one %s. */
static void warn(struct journal *j, struct msg *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* A try of the deal of the day `date`: marked with it, and as practice
 * when the profile has a try of the same deal before it. A failure leaves
 * the game as a plain one (the database's fault is said by its next write). */
static void mark_daily(struct journal *j, const char *date, uint64_t seed)
{
    struct store_game_marks m;
    int64_t first = 0;
    if (store_daily_first(j->store, j->profile_id, date, seed, j->game_id, &first, NULL) ||
        store_game_marks_get(j->store, j->game_id, &m, NULL))
        return;
    snprintf(m.daily, sizeof m.daily, "%s", date);
    m.practice = first != 0;
    store_game_marks_set(j->store, j->game_id, &m, NULL);
}

void journal_begin(struct journal *j, const struct store_new_game *g)
{
    struct msg err = { 0 };
    char daily[sizeof j->daily];
    snprintf(daily, sizeof daily, "%s", j->daily);
    j->daily[0] = '\0'; /* the first game begun only */
    j->game_id = 0;
    memset(j->line, 0, sizeof j->line);
    if (!journal_ready(j))
        return;
    struct store_new_game copy = *g;
    copy.profile_id = j->profile_id;
    if (store_game_start(j->store, &copy, &j->game_id, &err) == STORE_OK) {
        if (*daily)
            mark_daily(j, daily, copy.seed);
    } else {
        j->game_id = 0;
        if (j->in_step) /* the next game of a campaign: the step fails whole */
            warn(j, &err, _("condottiere: could not record the next game: %s\n"), shown(j, &err));
        else
            fprintf(stderr, "condottiere: %s\n%s", shown(j, &err), _("condottiere: this game will not be saved.\n"));
    }
}

static bool recording(const struct journal *j)
{
    return !j->replaying && j->game_id && j->store;
}

bool journal_step_begin(struct journal *j)
{
    struct msg err = { 0 };
    j->failed = false;
    j->failure[0] = '\0';
    if (!recording(j))
        return true;
    if (store_transaction_begin(j->store, &err) != STORE_OK) {
        printf(_("Could not save the move, so it was not played: %s\n"), shown(j, &err));
        return false;
    }
    j->in_step = true;
    j->saved_game_id = j->game_id;
    memcpy(j->saved_line, j->line, sizeof j->line);
    return true;
}

void journal_step_abort(struct journal *j)
{
    if (!j->in_step)
        return;
    store_transaction_rollback(j->store);
    j->in_step = false;
    j->game_id = j->saved_game_id;
    memcpy(j->line, j->saved_line, sizeof j->line);
}

bool journal_step_end(struct journal *j)
{
    struct msg err = { 0 };
    if (!j->in_step)
        return true;
    if (j->failed) {
        printf(_("Could not save the move and what follows from it, so it was not played: %s\n"),
               j->failure);
        journal_step_abort(j);
        return false;
    }
    j->in_step = false;
    if (store_transaction_commit(j->store, &err) != STORE_OK) {
        printf(_("Could not save the move, so it was not played: %s\n"), shown(j, &err));
        j->game_id = j->saved_game_id;
        memcpy(j->line, j->saved_line, sizeof j->line);
        return false;
    }
    return true;
}

bool journal_action(struct journal *j, int seat, const char *text)
{
    struct msg err = { 0 };
    if (j->replaying)
        j->seq++;
    if (!recording(j))
        return true;
    if (store_action_append(j->store, j->game_id, seat, text, NULL, &err) != STORE_OK) {
        printf(_("Could not save '%s', so it was not played: %s\n"), text, shown(j, &err));
        return false;
    }
    return true;
}

void journal_derived_free(struct journal_derived *d)
{
    free(d->battles);
    memset(d, 0, sizeof *d);
}

void journal_collect(struct journal *j, struct journal_derived *d)
{
    if (d) {
        free(d->battles);
        memset(d, 0, sizeof *d);
        d->winner_seat = STORE_NO_SEAT;
    }
    j->collect = d;
    j->seq = 0;
}

/* A part of the step could not be written: the whole step will be undone. */
static void warn(struct journal *j, struct msg *err, const char *fmt, ...)
{
    va_list ap;
    if (j->in_step) {
        if (!j->failed)
            snprintf(j->failure, sizeof j->failure, "%s", shown(j, err));
        j->failed = true;
        return;
    }
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

static void copy_text(char *dst, size_t cap, const char *src)
{
    snprintf(dst, cap, "%s", src ? src : "");
}

static void collect_battle(struct journal *j, const struct store_battle *b)
{
    struct journal_derived *d = j->collect;
    if (d->nbattles == d->cap) {
        size_t cap = d->cap ? 2 * d->cap : 16;
        struct store_battle_row *grown = realloc(d->battles, cap * sizeof *grown);
        if (!grown) {
            d->nomem = true;
            return;
        }
        d->battles = grown;
        d->cap = cap;
    }
    struct store_battle_row *r = &d->battles[d->nbattles++];
    memset(r, 0, sizeof *r);
    r->number = (int)d->nbattles;
    r->after_action = j->seq;
    copy_text(r->region, sizeof r->region, b->region);
    copy_text(r->enemy_army, sizeof r->enemy_army, b->enemy_army);
    r->winner_seat = b->winner_seat;
    copy_text(r->winner_army, sizeof r->winner_army, b->winner_army);
    copy_text(r->ending, sizeof r->ending, b->ending);
    r->nlines = b->nlines;
    for (int i = 0; i < b->nlines && i < STORE_MAX_LINES; i++) {
        r->lines[i].seat = b->lines[i].seat;
        copy_text(r->lines[i].army, sizeof r->lines[i].army, b->lines[i].army);
        r->lines[i].strength = b->lines[i].strength;
        copy_text(r->lines[i].cards, sizeof r->lines[i].cards, b->lines[i].cards);
    }
}

static void collect_end(struct journal *j, const struct store_game_end *end)
{
    struct journal_derived *d = j->collect;
    d->has_end = true;
    d->result = end->result;
    copy_text(d->reason, sizeof d->reason, end->reason);
    d->winner_seat = end->winner_seat;
    copy_text(d->winner, sizeof d->winner, end->winner);
    d->has_scores = end->scores != NULL;
    for (int i = 0; end->scores && i < GAME_MAX_SEATS && i < STORE_MAX_SEATS; i++)
        d->scores[i] = end->scores[i]; /* the caller's array holds GAME_MAX_SEATS */
}

static void cards_text(const uint8_t *counts, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = 0; k < CARD_KINDS; k++)
        for (int i = 0; i < counts[k] && len < cap; i++) {
            int n = snprintf(buf + len, cap - len, "%s%s", len ? " " : "",
                             card_info((enum card_kind)k)->name);
            if (n > 0)
                len += (size_t)n;
        }
}

static void finish(struct journal *j, enum store_result result, const char *reason,
                   int winner_seat, const char *winner)
{
    struct msg err = { 0 };
    struct store_game_end end = { result, reason, winner_seat, winner, j->scores };
    if (j->replaying && j->collect)
        collect_end(j, &end);
    if (recording(j) && store_game_finish(j->store, j->game_id, &end, &err) != STORE_OK)
        warn(j, &err, _("condottiere: could not record the end of the game: %s\n"), shown(j, &err));
    if (recording(j))
        j->finished_id = j->game_id;
    j->game_id = 0;
}

static void record_battle(struct journal *j, struct store_battle *b)
{
    struct msg err = { 0 };
    if (j->replaying && j->collect)
        collect_battle(j, b);
    if (recording(j) && store_battle_record(j->store, j->game_id, b, NULL, &err) != STORE_OK)
        warn(j, &err, _("condottiere: could not record the battle: %s\n"), shown(j, &err));
    memset(j->line, 0, sizeof j->line);
}

/* Solitaire: line 0 is the player's, line 1 the enemy's. */
void journal_solo_events(struct journal *j, const struct solo_events *ev)
{
    for (int i = 0; i < ev->n && i < ev->cap; i++) {
        const struct solo_event *e = &ev->ev[i];
        switch (e->type) {
        case SOLO_EV_BATTLE:
            memset(j->line, 0, sizeof j->line);
            break;
        case SOLO_EV_PLAYER_CARD:
        case SOLO_EV_BLIND_CARD:
        case SOLO_EV_PLAYER_SPECIAL:
            if (e->card != CARD_NONE)
                j->line[0][e->card]++;
            break;
        case SOLO_EV_ENEMY_CARD:
        case SOLO_EV_ENEMY_SPECIAL:
            if (e->card != CARD_NONE)
                j->line[1][e->card]++;
            break;
        case SOLO_EV_RESULT: {
            char mine[STORE_CARDS_MAX + 1], theirs[STORE_CARDS_MAX + 1];
            const char *army = solo_mark_name(e->army + 1);
            cards_text(j->line[0], mine, sizeof mine);
            cards_text(j->line[1], theirs, sizeof theirs);
            struct store_battle b = {
                .region = NULL,
                .enemy_army = army,
                .winner_seat = e->winner == SOLO_MARK_PLAYER ? 0 : STORE_NO_SEAT,
                .winner_army = e->winner == SOLO_MARK_PLAYER ? NULL : army,
                .ending = solo_how_name((enum solo_how)e->how),
                .nlines = 2,
                .lines = { { 0, NULL, e->player_strength, mine },
                           { STORE_NO_SEAT, army, e->enemy_strength, theirs } },
            };
            record_battle(j, &b);
            break;
        }
        case SOLO_EV_GAME_END: {
            char winner[32];
            if (e->winner == SOLO_MARK_PLAYER)
                snprintf(winner, sizeof winner, "you");
            else
                snprintf(winner, sizeof winner, "army %s", solo_mark_name(e->winner));
            finish(j, e->outcome == SOLO_WIN ? STORE_RESULT_WIN : STORE_RESULT_LOSS,
                   solo_end_name((enum solo_end)e->end),
                   e->winner == SOLO_MARK_PLAYER ? 0 : STORE_NO_SEAT, winner);
            break;
        }
        default:
            break;
        }
    }
}

static void take(uint8_t *line, int card, int count)
{
    if (card >= 0 && card < CARD_KINDS)
        line[card] = (uint8_t)(line[card] > count ? line[card] - count : 0);
}

/* Standard game: the lines are rebuilt from the plays and the discards. */
void journal_table_events(struct journal *j, const struct event_log *log, int nseats, int human)
{
    int n = log->count < log->cap ? log->count : log->cap;
    for (int i = 0; i < n; i++) {
        const struct event *e = &log->items[i];
        int seat = e->seat < JOURNAL_LINES ? e->seat : -1;
        switch (e->type) {
        case EVENT_BATTLE_START:
            memset(j->line, 0, sizeof j->line);
            break;
        case EVENT_PLAY:
            /* the Bishop and the Scarecrow are discarded as soon as played */
            if (seat >= 0 && e->card != CARD_BISHOP && e->card != CARD_SCARECROW)
                j->line[seat][e->card]++;
            break;
        case EVENT_SCARECROW:
            if (seat >= 0 && e->card != EVENT_NONE)
                take(j->line[seat], e->card, 1);
            break;
        case EVENT_BISHOP_DISCARD:
        case EVENT_SEASON_DISCARD:
            if (seat >= 0)
                take(j->line[seat], e->card, e->count);
            break;
        case EVENT_BATTLE_END: {
            char cards[JOURNAL_LINES][STORE_CARDS_MAX + 1];
            struct store_battle b = {
                .region = e->region == EVENT_NONE ? "final battle" : region_name(e->region),
                .winner_seat = e->seat == EVENT_NONE ? STORE_NO_SEAT : e->seat,
                .ending = e->reason == BATTLE_BY_SURRENDER ? "surrender"
                          : e->reason == BATTLE_BY_BISHOP  ? "bishop"
                                                           : "passes",
                .nlines = nseats,
            };
            for (int s = 0; s < nseats && s < JOURNAL_LINES; s++) {
                cards_text(j->line[s], cards[s], sizeof cards[s]);
                b.lines[s] = (struct store_battle_line){ s, NULL, e->strength[s], cards[s] };
            }
            record_battle(j, &b);
            break;
        }
        case EVENT_GAME_END: {
            int winners = __builtin_popcount(e->seats);
            /* the profile's seat: 0, or the one a scenario gave him */
            enum store_result r = !(e->seats >> human & 1u) ? STORE_RESULT_LOSS
                                  : winners > 1    ? STORE_RESULT_DRAW
                                                   : STORE_RESULT_WIN;
            int winner = winners == 1 ? __builtin_ctz(e->seats) : STORE_NO_SEAT;
            finish(j, r, result_reason_name(e->reason), winner, NULL);
            break;
        }
        default:
            break;
        }
    }
}

void journal_abandon(struct journal *j)
{
    struct msg err = { 0 };
    if (j->game_id && store_game_abandon(j->store, j->game_id, "abandoned at the prompt", &err) != STORE_OK)
        warn(j, &err, _("condottiere: could not record the abandoned game: %s\n"), shown(j, &err));
    j->game_id = 0;
}

int64_t journal_campaign_begin(struct journal *j, const char *kind, const char *name, int target)
{
    struct msg err = { 0 };
    int64_t id = 0;
    if (j->replaying || !journal_ready(j))
        return 0;
    if (store_campaign_create(j->store, j->profile_id, kind, name, target, &id, &err) != STORE_OK) {
        warn(j, &err, _("condottiere: could not record the campaign: %s\n"), shown(j, &err));
        return 0;
    }
    return id;
}

void journal_campaign_end(struct journal *j, int64_t campaign_id)
{
    struct msg err = { 0 };
    if (!j->replaying && campaign_id &&
        store_campaign_finish(j->store, campaign_id, &err) != STORE_OK)
        warn(j, &err, _("condottiere: could not record the end of the campaign: %s\n"), shown(j, &err));
}
