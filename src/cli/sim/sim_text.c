/* sim_text.c — the text report of `condottiere simulate`: the run's
 * parameters, a table per ruleset (win rate per seat with its 95% interval,
 * the first token holder's advantage, battles, rounds, cards, how games end,
 * regions never contested; in the solitaire the player's win rate and the
 * end conditions), and a side-by-side summary when rulesets are compared.
 * Its prose lines wrap to a terminal's width, its tables fit it (as rows
 * of blocks when the columns do not); into a pipe, never. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/history/history_render.h"
#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "cli/sim/sim_render.h"
#include "i18n.h"

#define LABEL_WIDTH 27
#include "cli/term/term_table.h"
#include "cli/term/term_wrapout.h"
#include "cli/term/term_width.h"

/* room for the text of a figure in a table's cell: "46.4% - 57.6%" */
#define FIGURE_SIZE 48

/* a share of games as shown: rounded once, the same way in every table */
static double pct(int64_t part, int64_t whole)
{
    return sim_percent_of(part, whole);
}

/* A line of prose, indented by 2: as it is into a pipe or a file (the same
 * everywhere), wrapped at word boundaries to a terminal's width (4 spaces
 * before the lines that follow). Runs of spaces print as one. */
static void wrapped(FILE *f, const char *text)
{
    int width = term_table_width(f);
    if (width <= 0) {
        fprintf(f, "  %s\n", text);
        return;
    }
    fputs("  ", f);
    term_wrap(f, text, width, 2, 4);
}

/* "  label:" padded to the column of the figures, in letters */
static void label(FILE *f, const char *what)
{
    fputs("  ", f);
    fput_left(f, what, LABEL_WIDTH);
}

static void sample_line(FILE *f, const char *what, const struct sim_sample *s, int64_t games)
{
    double mean, sd;
    sim_sample_stats(s, games, &mean, &sd);
    label(f, what);
    fputc(' ', f);
    fprintf(f, _("mean %.2f, sd %.2f, min %lld, max %lld"), mean, sd, (long long)s->min,
            (long long)s->max);
    fputc('\n', f);
}

static void figure_line(FILE *f, const char *what, double value)
{
    label(f, what);
    fprintf(f, " %.2f\n", value);
}

/* a number in a column of at least width letters, right-aligned */
static void cell(FILE *f, const char *text, int width)
{
    fput_right(f, text, width);
}

static double cards_per_battle(const struct sim_agg *a)
{
    return a->battles.sum > 0 ? (double)a->cards_played / (double)a->battles.sum : 0;
}

static double sample_mean(const struct sim_sample *s, int64_t games)
{
    double mean, sd;
    sim_sample_stats(s, games, &mean, &sd);
    return mean;
}

/* wins out of games as the tables show them: the win rate ("52.0%") and
 * its 95% interval ("46.4% - 57.6%") */
static void rate_texts(int64_t wins, int64_t games, char rate[FIGURE_SIZE],
                       char interval[FIGURE_SIZE])
{
    double r, lo, hi;
    sim_rate(wins, games, &r, &lo, &hi);
    snprintf(rate, FIGURE_SIZE, "%.1f%%", sim_percent(r));
    snprintf(interval, FIGURE_SIZE, "%.1f%% - %.1f%%", sim_percent(lo), sim_percent(hi));
}

/* The tables of wins (of the seats, of the campaigns' seats, of the first
 * moves) end alike: the wins and the win rate, right-aligned in columns of
 * at least 8 letters, then the 95% interval, which each table prints its
 * own way (padded to a column or last on the line). */
struct wins_cols {
    int wins, rate; /* widths, in letters */
};

static struct wins_cols wins_cols(const char *h_wins, const char *h_rate)
{
    return (struct wins_cols){ width_at_least(8, h_wins), width_at_least(8, h_rate) };
}

/* the headings' or a row's wins and win rate, up to the interval */
static void wins_cells(FILE *f, const struct wins_cols *c, const char *wins, const char *rate)
{
    fputc(' ', f);
    cell(f, wins, c->wins);
    fputs("  ", f);
    cell(f, rate, c->rate);
    fputs("  ", f);
}

/* A row's wins out of games and its win rate; the 95% interval is left in
 * interval for the caller to print. */
static void wins_row(FILE *f, const struct wins_cols *c, int64_t wins, int64_t games,
                     char interval[FIGURE_SIZE])
{
    char count[FIGURE_SIZE], rate[FIGURE_SIZE];
    snprintf(count, sizeof count, "%lld", (long long)wins);
    rate_texts(wins, games, rate, interval);
    wins_cells(f, c, count, rate);
}

/* The tables of seats (the games', the campaigns'): the seat's number and
 * its bot, then the wins' columns. */
struct seat_cols {
    int seat, bot; /* widths, in letters */
    struct wins_cols wins;
};

static void seat_cells(FILE *f, const struct seat_cols *c, const char *seat, const char *bot)
{
    fputs("  ", f);
    cell(f, seat, c->seat);
    fputs("  ", f);
    fput_left(f, bot, c->bot);
}

/* Prints the headings of a table of seats up to the interval's and returns
 * the widths of its columns. */
static struct seat_cols seat_heads(FILE *f, const char *h_seat, const char *h_bot,
                                   const char *h_wins, const char *h_rate)
{
    struct seat_cols c = { width_at_least(4, h_seat), width_at_least(10, h_bot),
                           wins_cols(h_wins, h_rate) };
    seat_cells(f, &c, h_seat, h_bot);
    wins_cells(f, &c.wins, h_wins, h_rate);
    return c;
}

/* Prints the row of seat i (from 0), its wins out of games, up to the
 * interval, left in interval. */
static void seat_row(FILE *f, const struct sim_report *r, const struct seat_cols *c, int i,
                     int64_t wins, int64_t games, char interval[FIGURE_SIZE])
{
    char seat[16];
    snprintf(seat, sizeof seat, "%d", i + 1);
    seat_cells(f, c, seat, i < r->nseat_bots ? r->seat_bots[i] : "?");
    wins_row(f, &c->wins, wins, games, interval);
}

static void header(FILE *f, const struct sim_report *r)
{
    /* TRANSLATORS: the kind of game simulated, in "Simulation 3: standard
     * game, variant standard, 4 players, seed 1" */
    const char *kind = r->kind == SIM_SOLITAIRE   ? _("solitaire")
                       : r->kind == SIM_CAMPAIGN ? _("standard game, points campaigns")
                                                 : _("standard game");
    unsigned long np = (unsigned long)r->players;
    if (r->id)
        fprintf(f,
                ngettext("Simulation %lld: %s, variant %s, %d player, seed %llu\n",
                         "Simulation %lld: %s, variant %s, %d players, seed %llu\n", np),
                (long long)r->id, kind, r->variant, r->players, (unsigned long long)r->seed);
    else
        fprintf(f,
                ngettext("Simulation (not stored): %s, variant %s, %d player, seed %llu\n",
                         "Simulation (not stored): %s, variant %s, %d players, seed %llu\n", np),
                kind, r->variant, r->players, (unsigned long long)r->seed);
    if (r->kind != SIM_SOLITAIRE && r->rotated) {
        /* TRANSLATORS: then the bots numbered: " 1 search, 2 heuristic, ..."; the
         * table's "seat" column then gives that number */
        fputs(_("bots, moved one seat on each game (game i puts bot k in seat k+i; "
                "the table counts each bot's wins wherever it sat):"), f);
        for (int i = 0; i < r->nseat_bots; i++)
            fprintf(f, "%s%d %s", i ? ", " : " ", i + 1, r->seat_bots[i]);
        fprintf(f, "\n");
    } else if (r->kind != SIM_SOLITAIRE) {
        fputs(_("bots:"), f);
        for (int i = 0; i < r->nseat_bots; i++) {
            fputs(i ? ", " : " ", f);
            /* TRANSLATORS: a seat and the bot that plays it: "seat 2 heuristic" */
            fprintf(f, _("seat %d %s"), i + 1, r->seat_bots[i]);
        }
        fprintf(f, "\n");
    } else {
        fprintf(f, _("player: %s\n"), r->bots);
    }
    long long played = (long long)r->games_played, games = (long long)r->games;
    unsigned long ns = (unsigned long)r->nshards;
    if (r->kind == SIM_CAMPAIGN) {
        if (r->shard_count == 1 && r->nshards == 1)
            fprintf(f, _("campaigns: %lld of %lld"), played, games);
        else if (r->nshards < r->shard_count)
            fprintf(f,
                    ngettext("campaigns: %lld of %lld (shard %s of %d: incomplete)",
                             "campaigns: %lld of %lld (shards %s of %d: incomplete)", ns),
                    played, games, r->shards, r->shard_count);
        else
            fprintf(f,
                    ngettext("campaigns: %lld of %lld (shard %s of %d)",
                             "campaigns: %lld of %lld (shards %s of %d)", ns),
                    played, games, r->shards, r->shard_count);
    } else if (r->shard_count == 1 && r->nshards == 1)
        fprintf(f, _("games: %lld of %lld"), played, games);
    else if (r->nshards < r->shard_count)
        fprintf(f,
                ngettext("games: %lld of %lld (shard %s of %d: incomplete)",
                         "games: %lld of %lld (shards %s of %d: incomplete)", ns),
                played, games, r->shards, r->shard_count);
    else
        fprintf(f,
                ngettext("games: %lld of %lld (shard %s of %d)",
                         "games: %lld of %lld (shards %s of %d)", ns),
                played, games, r->shards, r->shard_count);
    if (r->seconds >= 0) {
        /* TRANSLATORS: the run's duration after the games: ", 1.25 s" */
        fprintf(f, _(", %.2f s"), r->seconds);
        if (r->jobs > 0)
            fprintf(f, ngettext(" on %d job", " on %d jobs", (unsigned long)r->jobs), r->jobs);
        if (r->seconds > 0)
            fprintf(f, r->kind == SIM_CAMPAIGN ? _(" (%.0f campaigns/s)") : _(" (%.0f games/s)"),
                    (double)r->games_played / r->seconds);
    }
    fprintf(f, "\n");
}

static void standard_arm(FILE *f, const struct sim_report *r, const struct sim_report_arm *arm)
{
    const struct sim_agg *a = &arm->agg;
    int n = r->players;
    fputc('\n', f);
    if (r->kind == SIM_CAMPAIGN)
        fprintf(f, ngettext("Ruleset %s, the games of the campaigns: %lld game\n",
                            "Ruleset %s, the games of the campaigns: %lld games\n",
                            (unsigned long)a->games),
                arm->ruleset, (long long)a->games);
    else
        fprintf(f, ngettext("Ruleset %s: %lld game\n", "Ruleset %s: %lld games\n",
                            (unsigned long)a->games),
                arm->ruleset, (long long)a->games);
    /* TRANSLATORS: the headings of the table of seats: the seat's number,
     * the bot playing it, its wins, its win rate */
    struct seat_cols c = seat_heads(f, _("seat"), _("bot"), _("wins"), _("win rate"));
    /* xgettext:no-c-format */
    fprintf(f, "%s\n", _("95% interval"));
    for (int i = 0; i < n; i++) {
        char interval[FIGURE_SIZE];
        seat_row(f, r, &c, i, a->wins[i], a->games, interval);
        fprintf(f, "%s\n", interval);
    }
    int64_t shared = a->endings[RESULT_SHARED];
    fputs("  ", f);
    fprintf(f,
            ngettext("shared victories: %lld game (%.1f%%), counted as a win for each winner\n",
                     "shared victories: %lld games (%.1f%%), counted as a win for each winner\n",
                     (unsigned long)shared),
            (long long)shared, pct(shared, a->games));

    double rate, lo, hi;
    sim_rate(a->order_wins[0], a->games, &rate, &lo, &hi);
    double fair = sim_percent(1.0 / n);
    char line[512];
    size_t used;
    /* the advantage of the figures shown: their difference */
    snprintf(line, sizeof line,
             _("first token holder: wins %.1f%% (%.1f%% - %.1f%%), fair share %.1f%%, "
               "advantage %+.1f points"),
             sim_percent(rate), sim_percent(lo), sim_percent(hi), fair, sim_percent(rate) - fair);
    wrapped(f, line);
    used = (size_t)snprintf(line, sizeof line, "%s", _("win rate by place after the first token holder:"));
    for (int k = 0; k < n && used < sizeof line; k++)
        used += (size_t)snprintf(line + used, sizeof line - used, " %.1f%%",
                                 pct(a->order_wins[k], a->games));
    wrapped(f, line);

    sample_line(f, _("battles per game:"), &a->battles, a->games);
    sample_line(f, _("rounds per game:"), &a->rounds, a->games);
    sample_line(f, _("actions per game:"), &a->actions, a->games);
    figure_line(f, _("cards per battle:"), cards_per_battle(a));

    /* TRANSLATORS: the heading of the endings' table; "games" ends at
     * column 27 and "share" at column 37 over the figures below it */
    fputs(_("  how games end:      games     share\n"), f);
    for (int e = RESULT_TOTAL; e < SIM_ENDINGS; e++)
        fprintf(f, "    %-15s %8lld  %7.1f%%\n", sim_ending_name(e), (long long)a->endings[e],
                pct(a->endings[e], a->games));
    if (a->capped != a->endings[RESULT_BATTLE_CAP])
        fprintf(f,
                ngettext("    (the battle cap ended %lld game in all, final battles included)\n",
                         "    (the battle cap ended %lld games in all, final battles included)\n",
                         (unsigned long)a->capped),
                (long long)a->capped);

    sample_line(f, _("regions never contested:"), &a->uncontested, a->games);
    /* the five regions most often left alone, most first */
    bool shown[REGION_COUNT] = { false };
    const char *never = _("most often never contested:");
    used = (size_t)snprintf(line, sizeof line, "%s%*s", never,
                            LABEL_WIDTH - text_width(never) > 0 ? LABEL_WIDTH - text_width(never) : 0,
                            "");
    for (int k = 0; k < 5 && used < sizeof line; k++) {
        int best = -1;
        for (int reg = 0; reg < REGION_COUNT; reg++)
            if (!shown[reg] && (best < 0 || a->never_contested[reg] > a->never_contested[best]))
                best = reg;
        shown[best] = true;
        used += (size_t)snprintf(line + used, sizeof line - used, "%s %s %.1f%%", k ? "," : "",
                                 region_name_local(best), pct(a->never_contested[best], a->games));
    }
    wrapped(f, line);
}

/* A run of points campaigns: each seat's campaign wins, points per game,
 * games per campaign and the final battles, before the games' figures. */
static void campaign_arm(FILE *f, const struct sim_report *r, const struct sim_report_arm *arm)
{
    const struct sim_agg *a = &arm->agg;
    fputc('\n', f);
    fprintf(f, ngettext("Ruleset %s: %lld campaign\n", "Ruleset %s: %lld campaigns\n",
                        (unsigned long)a->campaigns),
            arm->ruleset, (long long)a->campaigns);
    /* TRANSLATORS: the headings of the table of seats in campaigns: the
     * seat, its bot, the campaigns it won, their share, points per game */
    struct seat_cols c = seat_heads(f, _("seat"), _("bot"), _("campaigns won"), _("win rate"));
    const char *h_points = _("points/game");
    /* xgettext:no-c-format */
    const char *h_ci = _("95% interval");
    int w_ci = width_at_least(15, h_ci), w_points = width_at_least(11, h_points);
    fput_left(f, h_ci, w_ci);
    fputs("  ", f);
    cell(f, h_points, w_points);
    fputc('\n', f);
    for (int i = 0; i < r->players; i++) {
        char buf[FIGURE_SIZE];
        seat_row(f, r, &c, i, a->campaign_wins[i], a->campaigns, buf);
        fput_left(f, buf, w_ci);
        fputs("  ", f);
        snprintf(buf, sizeof buf, "%.2f",
                 a->games ? (double)a->campaign_points[i] / (double)a->games : 0);
        cell(f, buf, w_points);
        fputc('\n', f);
    }
    sample_line(f, _("games per campaign:"), &a->campaign_games, a->campaigns);
    fputs("  ", f);
    fprintf(f,
            ngettext("decided by a final battle: %lld campaign (%.1f%%)\n",
                     "decided by a final battle: %lld campaigns (%.1f%%)\n",
                     (unsigned long)a->campaign_final_battles),
            (long long)a->campaign_final_battles, pct(a->campaign_final_battles, a->campaigns));
    fputs("  ", f);
    fprintf(f,
            ngettext("shared victories: %lld campaign (%.1f%%), counted as a win for each "
                     "winner\n",
                     "shared victories: %lld campaigns (%.1f%%), counted as a win for each "
                     "winner\n",
                     (unsigned long)a->campaign_shared),
            (long long)a->campaign_shared, pct(a->campaign_shared, a->campaigns));
}

static void solo_arm(FILE *f, const struct sim_report_arm *arm)
{
    const struct sim_agg *a = &arm->agg;
    fputc('\n', f);
    fprintf(f,
            ngettext("Ruleset %s, player %s: %lld game\n", "Ruleset %s, player %s: %lld games\n",
                     (unsigned long)a->games),
            arm->ruleset, arm->policy, (long long)a->games);
    double rate, lo, hi;
    sim_rate(a->wins[0], a->games, &rate, &lo, &hi);
    fputs("  ", f);
    fprintf(f, _("player wins: %lld (%.1f%%, 95%% interval %.1f%% - %.1f%%)\n"),
            (long long)a->wins[0], sim_percent(rate), sim_percent(lo), sim_percent(hi));
    /* TRANSLATORS: the heading of the solitaire's endings' table; "games"
     * ends at column 27, "share" at 37, "player won" at 50 */
    fputs(_("  how games end:      games     share   player won\n"), f);
    for (int e = SOLO_END_VICTORIES; e < SIM_SOLO_ENDS; e++)
        fprintf(f, "    %-15s %8lld  %7.1f%%  %8lld (%.1f%%)\n", sim_solo_end_name(e),
                (long long)a->solo_ends[e], pct(a->solo_ends[e], a->games),
                (long long)a->solo_end_wins[e], pct(a->solo_end_wins[e], a->solo_ends[e]));
    sample_line(f, _("battles per game:"), &a->battles, a->games);
    sample_line(f, _("player victories per game:"), &a->solo_victories, a->games);
    figure_line(f, _("player cards per battle:"), cards_per_battle(a));
}

/* simulate --scenario: the seat to move's wins by its first move, each on
 * the same deals (arms 1..: policy "seat N: MOVE"), after the bots' own. */
static void scenario_moves(FILE *f, const struct sim_report *r)
{
    int seat = 0;
    if (r->narms < 2 || sscanf(r->arms[1].policy, "seat %d:", &seat) != 1 || seat < 1 ||
        seat > r->players)
        return;
    fputc('\n', f);
    fprintf(f, _("Seat %d to move (seat %d in the file): its wins by first move, on the same "
                 "deals\n"),
            seat, seat - 1);
    const char *h_move = _("move"), *h_wins = _("wins"), *h_rate = _("win rate");
    /* xgettext:no-c-format */
    const char *h_ci = _("95% interval");
    int w_move = width_at_least(width_at_least(12, h_move), _("(the bots' choice)"));
    for (int k = 1; k < r->narms; k++) { /* every move's width before the heading */
        const char *colon = strchr(r->arms[k].policy, ':');
        if (colon)
            w_move = width_at_least(w_move, colon + 2);
    }
    struct wins_cols c = wins_cols(h_wins, h_rate);
    fputs("  ", f);
    fput_left(f, h_move, w_move);
    wins_cells(f, &c, h_wins, h_rate);
    fprintf(f, "%s\n", h_ci);
    for (int i = 0; i < r->narms; i++) {
        const struct sim_agg *a = &r->arms[i].agg;
        const char *colon = strchr(r->arms[i].policy, ':');
        const char *move = i == 0 ? _("(the bots' choice)") : colon ? colon + 2 : "?";
        char interval[FIGURE_SIZE];
        fputs("  ", f);
        fput_left(f, move, w_move);
        wins_row(f, &c, a->wins[seat - 1], a->games, interval);
        fprintf(f, "%s\n", interval);
    }
}

/* The side-by-side table: a row per arm, its ruleset then its figures. */
enum { SIDE_COLS = 5 };

static void side_table(FILE *f, const struct sim_report *r, int n, const char *const *heads,
                       const bool *right, const int *least,
                       char (*figures)[SIDE_COLS - 1][FIGURE_SIZE])
{
    const char *cells[SIM_MAX_ARMS * SIDE_COLS];
    for (int i = 0; i < n; i++) {
        cells[i * SIDE_COLS] = r->arms[i].ruleset;
        for (int k = 1; k < SIDE_COLS; k++)
            cells[i * SIDE_COLS + k] = figures[i][k - 1];
    }
    struct term_table t = { SIDE_COLS, heads, right, least, 2, n, cells };
    term_table_print(f, &t);
}

static void side_by_side(FILE *f, const struct sim_report *r)
{
    enum { COLS = SIDE_COLS, ROWS = SIM_MAX_ARMS };
    static char text[ROWS][COLS - 1][FIGURE_SIZE];
    int n = r->narms < ROWS ? r->narms : ROWS;
    fprintf(f, "\n%s\n", _("Side by side (the same seeds):"));
    if (r->kind != SIM_SOLITAIRE) {
        bool camp = r->kind == SIM_CAMPAIGN;
        /* TRANSLATORS: the headings of the side-by-side table of rulesets */
        const char *h[COLS] = { _("ruleset"), camp ? _("seat 1 campaigns") : _("seat 1 wins"),
                                camp ? _("games/campaign") : _("first holder"),
                                _("battles/game"), _("cards/battle") };
        static const int least[COLS] = { 7, 11, 12, 12, 12 };
        static const bool right[COLS] = { false, true, true, true, true };
        for (int i = 0; i < n; i++) {
            const struct sim_agg *a = &r->arms[i].agg;
            if (camp) {
                snprintf(text[i][0], sizeof text[i][0], "%.1f%%",
                         pct(a->campaign_wins[0], a->campaigns));
                snprintf(text[i][1], sizeof text[i][1], "%.2f",
                         sample_mean(&a->campaign_games, a->campaigns));
            } else {
                snprintf(text[i][0], sizeof text[i][0], "%.1f%%", pct(a->wins[0], a->games));
                snprintf(text[i][1], sizeof text[i][1], "%+.1f",
                         pct(a->order_wins[0], a->games) - sim_percent(1.0 / r->players));
            }
            snprintf(text[i][2], sizeof text[i][2], "%.2f", sample_mean(&a->battles, a->games));
            snprintf(text[i][3], sizeof text[i][3], "%.2f", cards_per_battle(a));
        }
        side_table(f, r, n, h, right, least, text);
        if (!camp)
            wrapped(f, _("(first holder: the first token holder's win rate minus the fair share, "
                         "in points)"));
    } else {
        const char *h[COLS] = { _("ruleset"), _("player"), _("win rate"),
                                /* xgettext:no-c-format */
                                _("95% interval"), _("battles/game") };
        static const int least[COLS] = { 7, 8, 8, 15, 12 };
        static const bool right[COLS] = { false, false, true, false, true };
        for (int i = 0; i < n; i++) {
            const struct sim_agg *a = &r->arms[i].agg;
            snprintf(text[i][0], sizeof text[i][0], "%s", r->arms[i].policy);
            rate_texts(a->wins[0], a->games, text[i][1], text[i][2]);
            snprintf(text[i][3], sizeof text[i][3], "%.2f", sample_mean(&a->battles, a->games));
        }
        side_table(f, r, n, h, right, least, text);
    }
}

static void render_text(FILE *f, const struct sim_report *r);

void sim_render_text(FILE *f, const struct sim_report *r)
{
    if (f != stdout) {
        render_text(f, r);
        return;
    }
    /* on a terminal (or with COLUMNS set) every line fits the width: what
     * the tables and the prose do not fit themselves breaks at a space */
    term_wrapout_begin();
    render_text(stdout, r);
    term_wrapout_end();
}

static void render_text(FILE *f, const struct sim_report *r)
{
    header(f, r);
    if (r->scenario) {
        standard_arm(f, r, &r->arms[0]);
        scenario_moves(f, r);
        return;
    }
    for (int i = 0; i < r->narms; i++) {
        if (r->kind == SIM_CAMPAIGN)
            campaign_arm(f, r, &r->arms[i]);
        if (r->kind != SIM_SOLITAIRE)
            standard_arm(f, r, &r->arms[i]);
        else
            solo_arm(f, &r->arms[i]);
    }
    if (r->narms > 1)
        side_by_side(f, r);
    if (sim_report_is_sweep(r))
        sim_sweep_text(f, r);
}

void sim_render_list(FILE *f, const struct store_sim_list *list)
{
    if (!list->n) {
        fprintf(f, "%s\n", _("No simulations stored."));
        return;
    }
    enum { COLS = 8 };
    /* TRANSLATORS: the headings of the list of stored simulations */
    const char *h[COLS] = { _("id"),   _("date"),  _("kind"),   _("players"),
                            _("bots"), _("games"), _("shards"), _("rulesets") };
    static const int least[COLS] = { 5, 16, 9, 7, 32, 21, 8, 0 };
    static const bool right[COLS] = { true };
    size_t n = list->n;
    const char **cells = calloc(n * COLS, sizeof *cells);
    char (*text)[6][48] = calloc(n, sizeof *text);
    char (*arms)[1024] = calloc(n, sizeof *arms);
    if (!cells || !text || !arms) {
        fprintf(stderr, "%s\n", _("condottiere: simulate: out of memory"));
        free(cells), free(text), free(arms);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        const struct store_sim_header *h_ = &list->runs[i];
        char(*t)[48] = text[i];
        history_local_time(h_->created_at, t[1], sizeof t[1]);
        if (h_->games_stored == h_->games)
            snprintf(t[3], sizeof t[3], "%lld", (long long)h_->games);
        else
            /* TRANSLATORS: games stored of games asked: "20 of 40" */
            snprintf(t[3], sizeof t[3], _("%lld of %lld"), (long long)h_->games_stored,
                     (long long)h_->games);
        /* TRANSLATORS: shards stored of shards: "1 of 2" */
        snprintf(t[4], sizeof t[4], _("%d of %d"), h_->nshards, h_->shard_count);
        snprintf(t[0], sizeof t[0], "%lld", (long long)h_->id);
        snprintf(t[2], sizeof t[2], "%d", h_->players);
        size_t len = 0;
        arms[i][0] = '\0';
        for (int a = 0; a < h_->narms && len < sizeof arms[i]; a++) {
            bool again = false;
            for (int b = 0; b < a; b++)
                again = again || !strcmp(h_->arms[a].ruleset, h_->arms[b].ruleset);
            if (!again)
                len += (size_t)snprintf(arms[i] + len, sizeof arms[i] - len, "%s%s",
                                        a ? " | " : "", h_->arms[a].ruleset);
        }
        const char *row[COLS] = { t[0], t[1], h_->kind, t[2], h_->bots, t[3], t[4], arms[i] };
        memcpy(cells + i * COLS, row, sizeof row);
    }
    struct term_table t = { COLS, h, right, least, 0, (int)n, cells };
    term_table_print(f, &t);
    free(cells), free(text), free(arms);
}
