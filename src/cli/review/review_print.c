/* review_print.c — a review on the screen, in the player's language: the
 * summary first, then every decision of the player with the chance of
 * winning of the move played and of the best move found, the costliest
 * with the better move in the prompt's words and hint's reason, and the
 * cards that were hidden during the game. Long lines are wrapped by the
 * screen's stream (term_wrapout.h), so each is one sentence. */
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/prompt/hint_print.h"
#include "cli/review/review_show.h"
#include "cli/term/term_safe.h"
#include "engine/card.h"
#include "engine/map.h"
#include "i18n.h"

#define SHOWN_CARDS 12 /* the solitaire's decks: the next cards shown */

/* "battle 4 (Milano)", "before battle 3", "battle 2 (army B)" */
static const char *place(const struct review *r, int battle, int region, char *buf, size_t cap)
{
    if (r->solitaire)
        snprintf(buf, cap, _("battle %d (army %s)"), battle, solo_mark_name(region + 1));
    else if (region >= 0)
        snprintf(buf, cap, _("battle %d (%s)"), battle, region_name_local(region));
    else
        snprintf(buf, cap, _("before battle %d"), battle);
    return buf;
}

/* A move in the prompt's words of the player's language; a text planted
 * in the stored row by hand is shown harmless (term_safe.h). */
static const char *move(const struct review_move *m, char *buf, size_t cap)
{
    char local[REVIEW_MOVE_MAX * 2];
    hint_local_command(m->command, local, sizeof local);
    return term_safe(buf, cap, local);
}

static const char *card_word(int kind)
{
    return card_is_mercenary(kind) ? card_info((enum card_kind)kind)->name
                                   : card_title_local(kind);
}

/* A hand as counts, the strongest first; "nothing" when empty. */
static const char *counts_text(const uint8_t *counts, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int k = CARD_KINDS - 1; k >= 0; k--)
        for (int n = 0; n < counts[k] && len < cap; n++) {
            int w = snprintf(buf + len, cap - len, "%s%s", len ? " " : "", card_word(k));
            len += w > 0 ? (size_t)w : 0;
        }
    if (!len)
        snprintf(buf, cap, "%s", _("nothing"));
    return buf;
}

static const char *pile_text(const uint8_t *cards, int n, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && i < SHOWN_CARDS && len < cap; i++) {
        int w = snprintf(buf + len, cap - len, "%s%s", i ? " " : "", card_word(cards[i]));
        len += w > 0 ? (size_t)w : 0;
    }
    if (n > SHOWN_CARDS && len < cap)
        snprintf(buf + len, cap - len, _(" (and %d more)"), n - SHOWN_CARDS);
    if (!n)
        snprintf(buf, cap, "%s", _("nothing"));
    return buf;
}

static void print_summary(const struct review *r)
{
    if (r->costliest < 0) {
        printf("%s", _("No decision cost you winning chance by the search's figures: each move "
                       "you played was its best, or as good.\n"));
        return;
    }
    const struct review_decision *d = &r->decisions[r->costliest];
    char where[96], played[64], best[64];
    /* TRANSLATORS: review's summary: the decisions marked, the points of
     * winning chance they cost in all, then the costliest: where, the move
     * played (in the prompt's words) and its chance, the best move and its
     * chance. */
    printf(ngettext("%d decision cost you %d points of winning chance; the costliest: %s, `%s` "
                    "at %d %% where `%s` kept %d %%.\n",
                    "%d decisions cost you %d points of winning chance; the costliest: %s, `%s` "
                    "at %d %% where `%s` kept %d %%.\n",
                    (unsigned long)r->nmarked),
           r->nmarked, r->points_lost, place(r, d->battle, d->region, where, sizeof where),
           move(&d->played, played, sizeof played), d->played.percent,
           move(&d->best, best, sizeof best), d->best.percent);
}

static void print_decision(const struct review *r, const struct review_decision *d)
{
    char where[96], played[64], best[64];
    place(r, d->battle, d->region, where, sizeof where);
    move(&d->played, played, sizeof played);
    move(&d->best, best, sizeof best);
    if (d->iterations == 0 || d->best.percent < 0)
        printf(_("%3d. %s: %s (the only move)"), d->number, where, played);
    else if (d->played.act == d->best.act)
        printf(_("%3d. %s: %s %d %% (the best found)"), d->number, where, played,
               d->played.percent);
    else if (d->played.percent >= d->best.percent) /* the search kept another, no better */
        printf(_("%3d. %s: %s %d %% (as good as the search's choice, %s %d %%)"), d->number,
               where, played, d->played.percent, best, d->best.percent);
    else if (d->played.percent < 0)
        printf(_("%3d. %s: %s (too weak to be sampled); best: %s %d %%"), d->number, where,
               played, best, d->best.percent);
    else
        printf(_("%3d. %s: %s %d %%; best: %s %d %%"), d->number, where, played,
               d->played.percent, best, d->best.percent);
    if (d->marked)
        printf(" (-%d) *", d->loss);
    printf("\n");
}

static void print_costliest(const struct review *r, const struct review_setup *in,
                            int64_t game_id)
{
    if (r->nmarked == 0)
        return;
    printf("%s", _("\nThe costliest decisions (*):\n"));
    for (int i = 0; i < r->ndecisions; i++) {
        const struct review_decision *d = &r->decisions[i];
        if (!d->marked)
            continue;
        char where[96], played[64], best[64], reason[400];
        review_reason(in, d, reason, sizeof reason);
        /* TRANSLATORS: a costly decision: its number, where, the move
         * played and its chance, the better move and its chance, then
         * hint's reason for the better move. */
        printf(_("Decision %d, %s: `%s` kept %d %%, `%s` %d %%: %s.\n"), d->number,
               place(r, d->battle, d->region, where, sizeof where),
               move(&d->played, played, sizeof played), d->played.percent < 0 ? 0 : d->played.percent,
               move(&d->best, best, sizeof best), d->best.percent, reason);
        /* TRANSLATORS: `try GAME:N` is a command, typed as it is. */
        printf(_("  `try %lld:%d` to practice from here\n"), (long long)game_id, d->number);
    }
}

static void print_standard_cards(const struct review *r, const struct review_battle *b)
{
    char where[96], cards[512];
    printf("%s:\n", place(r, b->number, b->region, where, sizeof where));
    for (int i = 0; i < r->nseats; i++) {
        if (i == r->seat)
            continue;
        char name[sizeof r->names[i] * 4];
        term_safe(name, sizeof name, r->names[i][0] ? r->names[i] : "?");
        /* TRANSLATORS: a bot's name and the cards it held when the battle began */
        printf(_("  %s held %s\n"), name, counts_text(b->hand[i], cards, sizeof cards));
        bool down = false;
        for (int k = 0; k < CARD_KINDS; k++)
            down |= b->face_down[i][k] > 0;
        if (down)
            printf(_("  %s's face-down cards: %s\n"), name,
                   counts_text(b->face_down[i], cards, sizeof cards));
    }
}

static void print_hidden(const struct review *r)
{
    char where[96], cards[512];
    printf("%s", r->solitaire ? _("\nThe cards hidden during the game (the decks top first, at "
                                  "each battle's start):\n")
                              : _("\nThe cards hidden during the game (each hand at the "
                                  "battle's start):\n"));
    for (int i = 0; i < r->nbattles; i++) {
        const struct review_battle *b = &r->battles[i];
        if (!r->solitaire) {
            print_standard_cards(r, b);
            continue;
        }
        printf("%s:\n", place(r, b->number, b->region, where, sizeof where));
        printf(_("  the enemy deck: %s\n"), pile_text(b->enemy, b->enemy_n, cards, sizeof cards));
        printf(_("  your deck: %s\n"), pile_text(b->deck, b->deck_n, cards, sizeof cards));
    }
}

void review_print(const struct review *r, const struct review_setup *in, int64_t game_id)
{
    /* TRANSLATORS: review's first line: the game and its decisions; the
     * search's sampled games and threads follow. */
    printf(ngettext("Review of game %lld: %d decision of yours, each searched from what you saw "
                    "then",
                    "Review of game %lld: %d decisions of yours, each searched from what you saw "
                    "then",
                    (unsigned long)r->ndecisions),
           (long long)game_id, r->ndecisions);
    printf(ngettext(" (%d sampled games on %d thread, as hint does).\n",
                    " (%d sampled games on each of %d threads, as hint does).\n",
                    (unsigned long)r->threads),
           r->budget, r->threads);
    print_summary(r);
    printf("%s", _("\nYour decisions, with your chance of winning by the move played and by the "
                   "best move found:\n"));
    for (int i = 0; i < r->ndecisions; i++)
        print_decision(r, &r->decisions[i]);
    print_costliest(r, in, game_id);
    print_hidden(r);
}
