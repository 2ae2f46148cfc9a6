/* stats_text.c — the text report of `condottiere stats`: totals, the win
 * rate with its 95% interval, win rates by variant, rules and player count,
 * streaks, battles, the solitaire record and endings, the cards of won
 * battles and the strip of the last results. Plain ASCII unless the style
 * allows blocks and colour (the strip only). On a terminal too narrow for
 * the table of win rates, each key goes on a line above its figures, and
 * when still too narrow the interval goes on a line below them; sentences
 * wrap at word boundaries and the last column of the other tables goes on
 * a line of its own. Into a pipe or a file (no COLUMNS) nothing changes. */
#include <stdarg.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "cli/stats/stats_render.h"
#include "cli/term/term_width.h"
#include "engine/card.h"
#include "i18n.h"

#define KEY_MIN_WIDTH 20
#define WRAP_INDENT 4 /* a last column that wrapped starts here */

void stats_say(FILE *f, int col, int hang, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    int room = term_table_width(f);
    size_t n = strlen(buf);
    if (room <= 0 || n == 0 || buf[n - 1] != '\n') {
        fputs(buf, f);
        return;
    }
    buf[n - 1] = '\0';
    const char *text = buf;
    while (*text == '\n') /* blank lines before the sentence */
        fputc(*text++, f);
    term_wrap(f, text, room, col, hang);
}


/* Before the last column of a row, at column col, width wide: a space, or
 * a new line indented when the column would not fit the width of f. */
static void last_column(FILE *f, int col, int width)
{
    int room = term_table_width(f);
    if (room > 0 && col + 1 + width > room)
        fprintf(f, "\n%*s", WRAP_INDENT, "");
    else
        fputc(' ', f);
}

/* The columns of the table by variant, rules and number of players: each as
 * wide as its English default or its translated heading. */
enum { COL_GAMES, COL_WINS, COL_LOSSES, COL_DRAWS, COL_RATE, COLS };
struct columns {
    int key;
    int w[COLS];
    bool key_alone; /* too wide for the terminal: each key on a line of its own */
    int interval_at; /* still too wide: the interval on a line below, ending here (else 0) */
};

static void player_count_label(const struct store_group_tally *g, char *buf, size_t cap)
{
    snprintf(buf, cap, ngettext("%d player", "%d players", (unsigned long)g->player_count),
             g->player_count);
}

static int key_width(const struct store_stats *st)
{
    int w = KEY_MIN_WIDTH;
    char label[64];
    for (size_t i = 0; i < st->nvariants; i++)
        w = width_at_least(w, st->by_variant[i].key);
    for (size_t i = 0; i < st->nrulesets; i++)
        w = width_at_least(w, st->by_ruleset[i].key);
    for (size_t i = 0; i < st->nplayer_counts; i++) {
        player_count_label(&st->by_player_count[i], label, sizeof label);
        w = width_at_least(w, label);
    }
    return w;
}

static void number(FILE *f, long long n, int width)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", n);
    fputc(' ', f);
    fput_right(f, buf, width);
}

static void tally_row(FILE *f, const struct columns *c, const char *key, const struct store_tally *t)
{
    char buf[64];
    fputs("  ", f);
    if (c->key_alone) {
        fputs(key, f);
        fputs("\n  ", f);
    }
    fput_left(f, c->key_alone ? "" : key, c->key);
    number(f, (long long)t->games, c->w[COL_GAMES]);
    number(f, (long long)t->wins, c->w[COL_WINS]);
    number(f, (long long)t->losses, c->w[COL_LOSSES]);
    number(f, (long long)t->draws, c->w[COL_DRAWS]);
    snprintf(buf, sizeof buf, "%.1f%%", 100.0 * t->win_rate);
    fputc(' ', f);
    fput_right(f, buf, c->w[COL_RATE]);
    /* TRANSLATORS: a 95% interval of a win rate, "15.0% to 85.0%" */
    snprintf(buf, sizeof buf, _("%5.1f%% to %5.1f%%"), 100.0 * t->ci_low, 100.0 * t->ci_high);
    if (c->interval_at) {
        fputc('\n', f);
        fput_right(f, buf, c->interval_at);
    } else {
        fputs("  ", f);
        fputs(buf, f);
    }
    fputc('\n', f);
}

static void groups(FILE *f, const struct store_stats *st)
{
    static const int least[COLS] = { 5, 5, 6, 5, 9 };
    /* TRANSLATORS: the headings of the table of win rates, one column each
     * (games played, won, lost, drawn, the share won, its 95% interval). */
    const char *heads[COLS] = { _("games"), _("wins"), _("losses"), _("draws"), _("win rate") };
    struct columns c;
    char label[64];
    c.key = key_width(st);
    c.key_alone = false;
    c.interval_at = 0;
    int figures = 0;
    for (int i = 0; i < COLS; i++) {
        c.w[i] = width_at_least(least[i], heads[i]);
        figures += 1 + c.w[i];
    }
    /* xgettext:no-c-format */
    const char *interval_head = _("95% interval");
    int interval = width_at_least(16, interval_head); /* "100.0% to 100.0%" */
    int room = term_table_width(f);
    if (room > 0 && 2 + c.key + figures + 2 + interval > room) {
        /* the keys go above their rows, indented */
        c.key_alone = true;
        c.key = 2;
        if (2 + c.key + figures + 2 + interval > room) /* the interval below */
            c.interval_at = 2 + c.key + figures;
    }
    fprintf(f, "  %*s", c.key, "");
    for (int i = 0; i < COLS; i++) {
        fputc(' ', f);
        fput_right(f, heads[i], c.w[i]);
    }
    if (c.interval_at) {
        fputc('\n', f);
        fput_right(f, interval_head, c.interval_at);
        fputc('\n', f);
    } else {
        fprintf(f, "  %s\n", interval_head);
    }
    fprintf(f, "%s\n", _("By variant"));
    for (size_t i = 0; i < st->nvariants; i++)
        tally_row(f, &c, st->by_variant[i].key, &st->by_variant[i].tally);
    fprintf(f, "%s\n", _("By rules"));
    for (size_t i = 0; i < st->nrulesets; i++)
        tally_row(f, &c, st->by_ruleset[i].key, &st->by_ruleset[i].tally);
    fprintf(f, "%s\n", _("By number of players"));
    for (size_t i = 0; i < st->nplayer_counts; i++) {
        player_count_label(&st->by_player_count[i], label, sizeof label);
        tally_row(f, &c, label, &st->by_player_count[i].tally);
    }
}

static void overall(FILE *f, const struct store_tally *t)
{
    stats_say(f, 0, 2,
            ngettext("Won %lld of %lld finished game: %.1f%% (95%% interval %.1f%% to %.1f%%); "
                     "%lld lost, %lld drawn.\n",
                     "Won %lld of %lld finished games: %.1f%% (95%% interval %.1f%% to %.1f%%); "
                     "%lld lost, %lld drawn.\n",
                     (unsigned long)t->games),
            (long long)t->wins, (long long)t->games, 100.0 * t->win_rate, 100.0 * t->ci_low,
            100.0 * t->ci_high, (long long)t->losses, (long long)t->draws);
}

static void streaks(FILE *f, const struct store_stats *st)
{
    long long n = (long long)st->current_streak;
    unsigned long un = (unsigned long)n;
    char line[512];
    switch (st->current_streak_result) {
    case STORE_RESULT_WIN:
        snprintf(line, sizeof line, ngettext("Current streak: %lld win in a row.",
                            "Current streak: %lld wins in a row.", un), n);
        break;
    case STORE_RESULT_LOSS:
        snprintf(line, sizeof line, ngettext("Current streak: %lld loss in a row.",
                            "Current streak: %lld losses in a row.", un), n);
        break;
    case STORE_RESULT_DRAW:
        snprintf(line, sizeof line, ngettext("Current streak: %lld draw in a row.",
                            "Current streak: %lld draws in a row.", un), n);
        break;
    default:
        return;
    }
    char wins[64], losses[64];
    snprintf(wins, sizeof wins, ngettext("%lld win", "%lld wins", (unsigned long)st->best_win_streak),
             (long long)st->best_win_streak);
    snprintf(losses, sizeof losses,
             ngettext("%lld loss", "%lld losses", (unsigned long)st->best_loss_streak),
             (long long)st->best_loss_streak);
    char longest[256];
    /* TRANSLATORS: the longest streaks: "2 wins", "2 losses" */
    snprintf(longest, sizeof longest, _("Longest: %s, %s.\n"), wins, losses);
    stats_say(f, 0, 2, "%s %s", line, longest);
}

static void battles(FILE *f, const struct store_stats *st)
{
    if (st->battles == 0) {
        stats_say(f, 0, 2, "%s\n", _("Battles: none recorded."));
        return;
    }
    stats_say(f, 0, 2,
            ngettext("Battles: %lld fought, %lld won (%.1f%%); %.2f per finished game.\n",
                     "Battles: %lld fought, %lld won (%.1f%%); %.2f per finished game.\n",
                     (unsigned long)st->battles),
            (long long)st->battles, (long long)st->battles_won,
            100.0 * (double)st->battles_won / (double)st->battles, st->battles_per_game);
}

/* "   5 battles", the count in four columns, in a column of its own. */
static void count_of_battles(char *buf, size_t cap, int64_t n)
{
    snprintf(buf, cap, ngettext("%4lld battle", "%4lld battles", (unsigned long)n), (long long)n);
}

/* The word a person reads for a stored outcome (win, loss, draw,
 * abandoned); anything else as it is stored. */
static const char *outcome_label(const char *outcome)
{
    static const char *const words[] = { N_("win"), N_("loss"), N_("draw"), N_("abandoned") };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (!strcmp(outcome, words[i]))
            return _(words[i]);
    return outcome;
}

static void armies(FILE *f, const struct store_stats *st)
{
    char label[STORE_NAME_MAX + 64], count[64];
    int wl = 9, wc = 12;
    for (size_t i = 0; i < st->narmies; i++) {
        /* TRANSLATORS: an enemy army of the solitaire game, "army A" */
        snprintf(label, sizeof label, _("army %s"), st->armies[i].army);
        wl = width_at_least(wl, label);
        count_of_battles(count, sizeof count, st->armies[i].battles);
        wc = width_at_least(wc, count);
    }
    stats_say(f, 0, 2, "\n%s\n", _("Solitaire, battles against each enemy army:"));
    for (size_t i = 0; i < st->narmies; i++) {
        const struct store_army_record *a = &st->armies[i];
        snprintf(label, sizeof label, _("army %s"), a->army);
        count_of_battles(count, sizeof count, a->battles);
        fputs("  ", f);
        fput_left(f, label, wl);
        fputc(' ', f);
        fput_left(f, count, wc);
        char tail[128];
        snprintf(tail, sizeof tail, _("%4lld won, %4lld lost (%.1f%% won)"), (long long)a->won,
                 (long long)a->lost,
                 a->battles ? 100.0 * (double)a->won / (double)a->battles : 0.0);
        last_column(f, 2 + wl + 1 + wc, (int)term_text_width(tail, strlen(tail)));
        fputs(tail, f);
        fputc('\n', f);
    }
}

static void endings(FILE *f, const struct store_stats *st)
{
    int wo = 9, wr = 20, used = 1, tailw = 0;
    char games[64];
    for (size_t i = 0; i < st->nendings; i++) {
        const struct store_ending *e = &st->endings[i];
        wo = width_at_least(wo, outcome_label(e->outcome));
        wr = width_at_least(wr, *e->reason ? e->reason : _("(no reason)"));
        used = width_at_least(used, *e->reason ? e->reason : _("(no reason)"));
        snprintf(games, sizeof games,
                 ngettext("%4lld game", "%4lld games", (unsigned long)e->games),
                 (long long)e->games);
        tailw = width_at_least(tailw, games);
    }
    int room = term_table_width(f);
    if (room > 0 && 2 + wo + 1 + wr + 1 + tailw > room) /* no room for padding */
        wr = used;
    stats_say(f, 0, 2, "\n%s\n", _("Solitaire games, how they ended:"));
    for (size_t i = 0; i < st->nendings; i++) {
        const struct store_ending *e = &st->endings[i];
        fputs("  ", f);
        fput_left(f, outcome_label(e->outcome), wo);
        fputc(' ', f);
        /* the reason is stored as the game wrote it */
        fput_left(f, *e->reason ? e->reason : _("(no reason)"), wr);
        char tail[64];
        snprintf(tail, sizeof tail, ngettext("%4lld game", "%4lld games", (unsigned long)e->games),
                 (long long)e->games);
        last_column(f, 2 + wo + 1 + wr, (int)term_text_width(tail, strlen(tail)));
        fputs(tail, f);
        fputc('\n', f);
    }
}

static void solitaire(FILE *f, const struct store_stats *st)
{
    if (st->narmies)
        armies(f, st);
    if (st->nendings)
        endings(f, st);
    stats_render_levels(f, st);
}

/* A stored card name as the screen's language prints it: the rulebook's
 * name once the catalogue has one, else the name as stored ("drummer", "10"). */
const char *stats_card_label(const char *stored)
{
    int kind = card_parse(stored);
    const char *msgid = card_title_msgid(kind);
    if (!msgid || card_is_mercenary(kind))
        return stored;
    const char *local = gettext(msgid);
    return local != msgid ? local : stored;
}

static void cards(FILE *f, const struct store_stats *st)
{
    if (!st->ncards)
        return;
    char count[64];
    int wn = 10, wc = 12;
    for (size_t i = 0; i < st->ncards; i++) {
        wn = width_at_least(wn, stats_card_label(st->cards[i].card));
        count_of_battles(count, sizeof count, st->cards[i].battles);
        wc = width_at_least(wc, count);
    }
    stats_say(f, 0, 2, "\n%s\n", _("Cards in your winning lines (won battles that held the card, copies):"));
    for (size_t i = 0; i < st->ncards; i++) {
        const struct store_card_count *c = &st->cards[i];
        fputs("  ", f);
        fput_left(f, stats_card_label(c->card), wn);
        fputc(' ', f);
        count_of_battles(count, sizeof count, c->battles);
        fput_left(f, count, wc);
        char tail[64];
        snprintf(tail, sizeof tail, ngettext("%4lld copy", "%4lld copies", (unsigned long)c->copies),
                 (long long)c->copies);
        last_column(f, 2 + wn + 1 + wc, (int)term_text_width(tail, strlen(tail)));
        fputs(tail, f);
        fputc('\n', f);
    }
}

static void recent(FILE *f, const struct store_stats *st, const struct term_style *style)
{
    if (!st->nrecent)
        return;
    fputc('\n', f);
    char head[128];
    snprintf(head, sizeof head,
             ngettext("Last %zu result, oldest first: ", "Last %zu results, oldest first: ",
                      (unsigned long)st->nrecent),
             st->nrecent);
    int room = term_table_width(f);
    int col = (int)term_text_width(head, strlen(head));
    int strip = 2 * (int)st->nrecent - 1;
    int legend = 0; /* the legend's width, as it is printed below */
    if (style->unicode) {
        legend = 2 + 1 + 3 * 2 + 2 * 2 + 1;
        legend += (int)(term_text_width(_("win"), 64) + term_text_width(_("draw"), 64) +
                        term_text_width(_("loss"), 64));
    } else {
        const char *l = _("(W win, D draw, L loss)");
        legend = 2 + (int)term_text_width(l, strlen(l));
    }
    if (room > 0 && col + strip > room) { /* the strip on a line of its own */
        size_t n = strlen(head);
        while (n && head[n - 1] == ' ')
            head[--n] = '\0';
        stats_say(f, 0, 2, "%s\n", head);
        fputs("  ", f);
        col = 2;
    } else {
        fputs(head, f);
    }
    col += strip;
    stats_results_strip(f, st->recent, st->nrecent, style);
    if (room > 0 && col + legend > room) /* the legend too */
        fputs("\n", f);
    if (style->unicode) {
        static const enum store_result key[] = { STORE_RESULT_WIN, STORE_RESULT_DRAW,
                                                 STORE_RESULT_LOSS };
        const char *const names[] = { _("win"), _("draw"), _("loss") };
        fputs("  (", f);
        for (int i = 0; i < 3; i++) {
            fputs(i ? ", " : "", f);
            stats_results_strip(f, &key[i], 1, style);
            fprintf(f, " %s", names[i]);
        }
        fputc(')', f);
    } else {
        /* TRANSLATORS: the legend of the strip of results; W, D and L are
         * the letters printed in it and stay as they are. */
        fprintf(f, "  %s", _("(W win, D draw, L loss)"));
    }
    fputc('\n', f);
}

void stats_render_scenarios(FILE *f, const struct store_stats *st)
{
    if (!st->scenario_games)
        return;
    if (st->scenarios_included)
        fprintf(f, ngettext("Counted: %lld game played from a scenario (--include-scenarios).\n",
                            "Counted: %lld games played from a scenario (--include-scenarios).\n",
                            (unsigned long)st->scenario_games),
                (long long)st->scenario_games);
    else
        fprintf(f, ngettext("Left out: %lld game played from a scenario (stats "
                            "--include-scenarios counts it).\n",
                            "Left out: %lld games played from a scenario (stats "
                            "--include-scenarios counts them).\n",
                            (unsigned long)st->scenario_games),
                (long long)st->scenario_games);
}

void stats_render_text(FILE *f, const char *profile, const struct store_stats *st,
                       const struct term_style *style)
{
    int64_t finished = st->overall.games;
    stats_say(f, 0, 2,
            ngettext("Statistics of %s: %lld game recorded (%lld finished, %lld in progress, "
                     "%lld abandoned).\n",
                     "Statistics of %s: %lld games recorded (%lld finished, %lld in progress, "
                     "%lld abandoned).\n",
                     (unsigned long)st->games_recorded),
            profile, (long long)st->games_recorded, (long long)finished,
            (long long)st->in_progress, (long long)st->abandoned);
    stats_render_scenarios(f, st);
    if (finished == 0) {
        stats_say(f, 0, 2, "%s\n", _("No finished games yet: win rates appear after the first one."));
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
