/* journal.c — the game in progress, written to the database as it goes. */
#include "cli/record/journal.h"

#include <stdio.h>
#include <string.h>

#include "cli/record/db.h"
#include "engine/game.h"
#include "engine/map.h"

bool journal_ready(struct journal *j)
{
    if (!j->tried) {
        j->tried = true;
        if (db_open(STORE_MODE_WRITE, &j->store, &j->profile_id) != STORE_OK) {
            j->store = NULL;
            fprintf(stderr, "condottiere: games will not be saved in this session.\n");
        }
    }
    return j->store != NULL;
}

void journal_close(struct journal *j)
{
    if (j->store)
        store_close(j->store);
    memset(j, 0, sizeof *j);
}

void journal_begin(struct journal *j, const struct store_new_game *g)
{
    char err[512];
    j->game_id = 0;
    memset(j->line, 0, sizeof j->line);
    if (!journal_ready(j))
        return;
    struct store_new_game copy = *g;
    copy.profile_id = j->profile_id;
    if (store_game_start(j->store, &copy, &j->game_id, err, sizeof err) != STORE_OK) {
        j->game_id = 0;
        fprintf(stderr, "condottiere: %s\ncondottiere: this game will not be saved.\n", err);
    }
}

bool journal_action(struct journal *j, int seat, const char *text)
{
    char err[512];
    if (j->replaying || !j->game_id)
        return true;
    if (store_action_append(j->store, j->game_id, seat, text, NULL, err, sizeof err) != STORE_OK) {
        printf("Could not save '%s', so it was not played: %s\n", text, err);
        return false;
    }
    return true;
}

static void warn(const char *what, const char *err)
{
    fprintf(stderr, "condottiere: could not record %s: %s\n", what, err);
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
    char err[512];
    struct store_game_end end = { result, reason, winner_seat, winner, j->scores };
    if (!j->replaying && j->game_id &&
        store_game_finish(j->store, j->game_id, &end, err, sizeof err) != STORE_OK)
        warn("the end of the game", err);
    j->game_id = 0;
}

static void record_battle(struct journal *j, struct store_battle *b)
{
    char err[512];
    if (!j->replaying && j->game_id &&
        store_battle_record(j->store, j->game_id, b, NULL, err, sizeof err) != STORE_OK)
        warn("the battle", err);
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
void journal_table_events(struct journal *j, const struct event_log *log, int nseats)
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
            enum store_result r = !(e->seats & 1u) ? STORE_RESULT_LOSS
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
    char err[512];
    if (j->game_id && store_game_abandon(j->store, j->game_id, "abandoned at the prompt", err,
                                         sizeof err) != STORE_OK)
        warn("the abandoned game", err);
    j->game_id = 0;
}

int64_t journal_campaign_begin(struct journal *j, const char *kind, const char *name, int target)
{
    char err[512];
    int64_t id = 0;
    if (j->replaying || !journal_ready(j))
        return 0;
    if (store_campaign_create(j->store, j->profile_id, kind, name, target, &id, err,
                              sizeof err) != STORE_OK) {
        warn("the campaign", err);
        return 0;
    }
    return id;
}

void journal_campaign_end(struct journal *j, int64_t campaign_id)
{
    char err[512];
    if (!j->replaying && campaign_id &&
        store_campaign_finish(j->store, campaign_id, err, sizeof err) != STORE_OK)
        warn("the end of the campaign", err);
}
