/* heal.c — a game's stored battles and end compared with its replay, and
 * rewritten from it. */
#include "record/heal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"

static void say_f(heal_say say, void *ctx, int *n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* One difference: fmt (marked N_()) in English for check --json, and in
 * the screen's language for the people who read it. */
static void say_f(heal_say say, void *ctx, int *n, const char *fmt, ...)
{
    char text[768], shown[768];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    vsnprintf(shown, sizeof shown, gettext(fmt), ap);
    va_end(ap);
    (*n)++;
    if (say)
        say(ctx, text, shown);
}

/* The first field in which two battles differ, described in English (buf)
 * and in the screen's language (shown); NULL if none. */
static const char *battle_diff(const struct store_battle_row *a, const struct store_battle_row *b,
                               char *buf, char *shown, size_t cap)
{
#define TEXT(field, name, local)                                                                \
    if (strcmp(a->field, b->field)) {                                                          \
        snprintf(buf, cap, "%s: stored '%s', replayed '%s'", name, a->field, b->field);       \
        snprintf(shown, cap, _("%s: stored '%s', replayed '%s'"), local, a->field, b->field); \
        return buf;                                                                            \
    }
#define NUM(field, name, local)                                                                 \
    if (a->field != b->field) {                                                                \
        snprintf(buf, cap, "%s: stored %lld, replayed %lld", name, (long long)a->field,       \
                 (long long)b->field);                                                         \
        snprintf(shown, cap, _("%s: stored %lld, replayed %lld"), local, (long long)a->field, \
                 (long long)b->field);                                                         \
        return buf;                                                                            \
    }
    NUM(after_action, "after action", _("after action"))
    TEXT(region, "region", _("region"))
    TEXT(enemy_army, "enemy army", _("enemy army"))
    NUM(winner_seat, "winning seat", _("winning seat"))
    TEXT(winner_army, "winning army", _("winning army"))
    TEXT(ending, "ending", _("ending"))
    NUM(nlines, "lines", _("lines"))
    for (int i = 0; i < a->nlines && i < STORE_MAX_LINES; i++) {
        char seat[32], army[32], strength[32], cards[32];
        char lseat[96], larmy[96], lstrength[96], lcards[96];
        snprintf(seat, sizeof seat, "line %d's seat", i + 1);
        snprintf(army, sizeof army, "line %d's army", i + 1);
        snprintf(strength, sizeof strength, "line %d's strength", i + 1);
        snprintf(cards, sizeof cards, "line %d's cards", i + 1);
        snprintf(lseat, sizeof lseat, _("line %d's seat"), i + 1);
        snprintf(larmy, sizeof larmy, _("line %d's army"), i + 1);
        snprintf(lstrength, sizeof lstrength, _("line %d's strength"), i + 1);
        snprintf(lcards, sizeof lcards, _("line %d's cards"), i + 1);
        NUM(lines[i].seat, seat, lseat)
        TEXT(lines[i].army, army, larmy)
        NUM(lines[i].strength, strength, lstrength)
        TEXT(lines[i].cards, cards, lcards)
    }
#undef TEXT
#undef NUM
    return NULL;
}

static void compare_end(const struct store_game_header *h, const struct journal_derived *d,
                        heal_say say, void *ctx, int *n)
{
    if (h->status == STORE_GAME_ABANDONED)
        return; /* the player's decision, not the journal's */
    if (!d->has_end) {
        if (h->status == STORE_GAME_FINISHED)
            say_f(say, ctx, n, N_("stored as finished, but its actions do not end it"));
        return;
    }
    if (h->status == STORE_GAME_IN_PROGRESS) {
        say_f(say, ctx, n, N_("its actions end it (%s), but it is stored in progress"),
              store_result_name(d->result));
        return;
    }
    if (h->result != d->result)
        say_f(say, ctx, n, N_("result: stored %s, replayed %s"), store_result_name(h->result),
              store_result_name(d->result));
    else if (strcmp(h->reason, d->reason))
        say_f(say, ctx, n, N_("reason: stored '%s', replayed '%s'"), h->reason, d->reason);
    else if (h->winner_seat != d->winner_seat)
        say_f(say, ctx, n, N_("winning seat: stored %d, replayed %d"), h->winner_seat, d->winner_seat);
    else if (strcmp(h->winner, d->winner))
        say_f(say, ctx, n, N_("winner: stored '%s', replayed '%s'"), h->winner, d->winner);
    for (int i = 0; d->has_scores && i < h->nseats; i++) {
        const struct store_seat *s = &h->seats[i];
        if (s->seat < 0 || s->seat >= STORE_MAX_SEATS)
            continue;
        if (!s->has_score || s->score != d->scores[s->seat]) {
            if (s->has_score)
                say_f(say, ctx, n, N_("seat %d's score: stored %d, replayed %d"), s->seat + 1,
                      s->score, d->scores[s->seat]);
            else
                say_f(say, ctx, n, N_("seat %d's score: stored none, replayed %d"), s->seat + 1,
                      d->scores[s->seat]);
            break;
        }
    }
}

int heal_compare(struct store *st, const struct store_game_header *h,
                 const struct journal_derived *d, heal_say say, void *ctx, struct msg *err)
{
    struct store_battle_row *rows = NULL;
    size_t nrows = 0;
    int n = 0;
    if (store_battles_load(st, h->id, &rows, &nrows, err) != STORE_OK)
        return -1;
    size_t i = 0, k = 0;
    while (i < nrows || k < d->nbattles) {
        int stored = i < nrows ? rows[i].number : 0;
        int replayed = k < d->nbattles ? d->battles[k].number : 0;
        if (k >= d->nbattles || (i < nrows && stored < replayed)) {
            say_f(say, ctx, &n, N_("battle %d is stored, but its actions make no such battle"),
                  stored);
            i++;
        } else if (i >= nrows || replayed < stored) {
            say_f(say, ctx, &n, N_("battle %d is missing"), replayed);
            k++;
        } else {
            char buf[600], shown[600];
            if (battle_diff(&rows[i], &d->battles[k], buf, shown, sizeof buf)) {
                char text[768], local[768];
                snprintf(text, sizeof text, "battle %d differs, %s", stored, buf);
                snprintf(local, sizeof local, _("battle %d differs, %s"), stored, shown);
                n++;
                if (say)
                    say(ctx, text, local);
            }
            i++;
            k++;
        }
    }
    free(rows);
    compare_end(h, d, say, ctx, &n);
    return n;
}

enum store_status heal_write(struct store *st, const struct store_game_header *h,
                             const struct journal_derived *d, struct msg *err)
{
    struct store_game_end end = { d->result, d->reason, d->winner_seat,
                                  *d->winner ? d->winner : NULL, d->has_scores ? d->scores : NULL };
    if (!*end.reason)
        end.reason = NULL;
    return store_game_rewrite(st, h->id, d->battles, d->nbattles, d->has_end ? &end : NULL,
                              !d->has_end, err);
}
