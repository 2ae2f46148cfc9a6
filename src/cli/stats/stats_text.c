/* stats_text.c — the text report of `condottiere stats`: totals, the win
 * rate with its 95% interval, win rates by variant, rules and player count,
 * streaks, battles, the solitaire record and endings, the cards of won
 * battles and the strip of the last results. Plain ASCII unless the style
 * allows blocks and colour (the strip only). */
#include <string.h>

#include "cli/stats/stats_render.h"

#define KEY_MIN_WIDTH 20

static const char *plural(int64_t n, const char *one, const char *many)
{
    return n == 1 ? one : many;
}

static const char *result_words(enum store_result r, int64_t n)
{
    switch (r) {
    case STORE_RESULT_WIN: return plural(n, "win", "wins");
    case STORE_RESULT_LOSS: return plural(n, "loss", "losses");
    case STORE_RESULT_DRAW: return plural(n, "draw", "draws");
    default: return "";
    }
}

static void player_count_label(const struct store_group_tally *g, char *buf, size_t cap)
{
    snprintf(buf, cap, "%d %s", g->player_count, plural(g->player_count, "player", "players"));
}

static int key_width(const struct store_stats *st)
{
    size_t w = KEY_MIN_WIDTH;
    char label[32];
    for (size_t i = 0; i < st->nvariants; i++)
        if (strlen(st->by_variant[i].key) > w)
            w = strlen(st->by_variant[i].key);
    for (size_t i = 0; i < st->nrulesets; i++)
        if (strlen(st->by_ruleset[i].key) > w)
            w = strlen(st->by_ruleset[i].key);
    for (size_t i = 0; i < st->nplayer_counts; i++) {
        player_count_label(&st->by_player_count[i], label, sizeof label);
        if (strlen(label) > w)
            w = strlen(label);
    }
    return (int)w;
}

static void tally_row(FILE *f, int width, const char *key, const struct store_tally *t)
{
    fprintf(f, "  %-*s %5lld %5lld %6lld %5lld %8.1f%%  %5.1f%% to %5.1f%%\n", width, key,
            (long long)t->games, (long long)t->wins, (long long)t->losses, (long long)t->draws,
            100.0 * t->win_rate, 100.0 * t->ci_low, 100.0 * t->ci_high);
}

static void groups(FILE *f, const struct store_stats *st)
{
    int w = key_width(st);
    char label[32];
    fprintf(f, "  %-*s %5s %5s %6s %5s %9s  %s\n", w, "", "games", "wins", "losses", "draws",
            "win rate", "95% interval");
    fprintf(f, "By variant\n");
    for (size_t i = 0; i < st->nvariants; i++)
        tally_row(f, w, st->by_variant[i].key, &st->by_variant[i].tally);
    fprintf(f, "By rules\n");
    for (size_t i = 0; i < st->nrulesets; i++)
        tally_row(f, w, st->by_ruleset[i].key, &st->by_ruleset[i].tally);
    fprintf(f, "By number of players\n");
    for (size_t i = 0; i < st->nplayer_counts; i++) {
        player_count_label(&st->by_player_count[i], label, sizeof label);
        tally_row(f, w, label, &st->by_player_count[i].tally);
    }
}

static void overall(FILE *f, const struct store_tally *t)
{
    fprintf(f, "Won %lld of %lld finished %s: %.1f%% (95%% interval %.1f%% to %.1f%%); "
               "%lld lost, %lld drawn.\n",
            (long long)t->wins, (long long)t->games, plural(t->games, "game", "games"),
            100.0 * t->win_rate, 100.0 * t->ci_low, 100.0 * t->ci_high, (long long)t->losses,
            (long long)t->draws);
}

static void streaks(FILE *f, const struct store_stats *st)
{
    if (st->current_streak_result == STORE_RESULT_NONE)
        return;
    fprintf(f, "Current streak: %lld %s in a row. Longest: %lld %s, %lld %s.\n",
            (long long)st->current_streak,
            result_words(st->current_streak_result, st->current_streak),
            (long long)st->best_win_streak, plural(st->best_win_streak, "win", "wins"),
            (long long)st->best_loss_streak, plural(st->best_loss_streak, "loss", "losses"));
}

static void battles(FILE *f, const struct store_stats *st)
{
    if (st->battles == 0) {
        fprintf(f, "Battles: none recorded.\n");
        return;
    }
    fprintf(f, "Battles: %lld fought, %lld won (%.1f%%); %.2f per finished game.\n",
            (long long)st->battles, (long long)st->battles_won,
            100.0 * (double)st->battles_won / (double)st->battles, st->battles_per_game);
}

static void solitaire(FILE *f, const struct store_stats *st)
{
    if (st->narmies) {
        fprintf(f, "\nSolitaire, battles against each enemy army:\n");
        for (size_t i = 0; i < st->narmies; i++) {
            const struct store_army_record *a = &st->armies[i];
            fprintf(f, "  army %-4s %4lld %-7s %4lld won, %4lld lost (%.1f%% won)\n", a->army,
                    (long long)a->battles, plural(a->battles, "battle", "battles"),
                    (long long)a->won, (long long)a->lost,
                    a->battles ? 100.0 * (double)a->won / (double)a->battles : 0.0);
        }
    }
    if (st->nendings) {
        size_t w = 20;
        for (size_t i = 0; i < st->nendings; i++)
            if (strlen(st->endings[i].reason) > w)
                w = strlen(st->endings[i].reason);
        fprintf(f, "\nSolitaire games, how they ended:\n");
        for (size_t i = 0; i < st->nendings; i++) {
            const struct store_ending *e = &st->endings[i];
            fprintf(f, "  %-9s %-*s %4lld %s\n", e->outcome, (int)w,
                    *e->reason ? e->reason : "(no reason)", (long long)e->games,
                    plural(e->games, "game", "games"));
        }
    }
}

static void cards(FILE *f, const struct store_stats *st)
{
    if (!st->ncards)
        return;
    fprintf(f, "\nCards in your winning lines (won battles that held the card, copies):\n");
    for (size_t i = 0; i < st->ncards; i++) {
        const struct store_card_count *c = &st->cards[i];
        fprintf(f, "  %-10s %4lld %-7s %4lld %s\n", c->card, (long long)c->battles,
                plural(c->battles, "battle", "battles"), (long long)c->copies,
                plural(c->copies, "copy", "copies"));
    }
}

static void recent(FILE *f, const struct store_stats *st, const struct term_style *style)
{
    if (!st->nrecent)
        return;
    fprintf(f, "\nLast %zu %s, oldest first: ", st->nrecent,
            plural((int64_t)st->nrecent, "result", "results"));
    stats_results_strip(f, st->recent, st->nrecent, style);
    if (style->unicode) {
        static const enum store_result key[] = { STORE_RESULT_WIN, STORE_RESULT_DRAW,
                                                 STORE_RESULT_LOSS };
        static const char *const names[] = { "win", "draw", "loss" };
        fputs("  (", f);
        for (int i = 0; i < 3; i++) {
            fputs(i ? ", " : "", f);
            stats_results_strip(f, &key[i], 1, style);
            fprintf(f, " %s", names[i]);
        }
        fputc(')', f);
    } else {
        fputs("  (W win, D draw, L loss)", f);
    }
    fputc('\n', f);
}

void stats_render_text(FILE *f, const char *profile, const struct store_stats *st,
                       const struct term_style *style)
{
    int64_t finished = st->overall.games;
    fprintf(f, "Statistics of %s: %lld %s recorded (%lld finished, %lld in progress, "
               "%lld abandoned).\n",
            profile, (long long)st->games_recorded, plural(st->games_recorded, "game", "games"),
            (long long)finished, (long long)st->in_progress, (long long)st->abandoned);
    if (finished == 0) {
        fprintf(f, "No finished games yet: win rates appear after the first one.\n");
    } else {
        fputc('\n', f);
        overall(f, &st->overall);
        streaks(f, st);
    }
    battles(f, st);
    if (finished > 0) {
        fputc('\n', f);
        groups(f, st);
    }
    solitaire(f, st);
    cards(f, st);
    recent(f, st, style);
}
