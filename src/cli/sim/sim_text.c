/* sim_text.c — the text report of `condottiere simulate`: the run's
 * parameters, a table per ruleset (win rate per seat with its 95% interval,
 * the first token holder's advantage, battles, rounds, cards, how games end,
 * regions never contested; in the solitaire the player's win rate and the
 * end conditions), and a side-by-side summary when rulesets are compared.
 * Its prose lines wrap to a terminal's width; into a pipe, never. */
#include <stdio.h>
#include <string.h>

#include "cli/history/history_render.h"
#include "cli/sim/sim_render.h"
#include "cli/term/term_width.h"

static double pct(int64_t part, int64_t whole)
{
    return whole > 0 ? 100.0 * (double)part / (double)whole : 0;
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

static void sample_line(FILE *f, const char *what, const struct sim_sample *s, int64_t games)
{
    double mean, sd;
    sim_sample_stats(s, games, &mean, &sd);
    fprintf(f, "  %-27s mean %.2f, sd %.2f, min %lld, max %lld\n", what, mean, sd,
            (long long)s->min, (long long)s->max);
}

static void header(FILE *f, const struct sim_report *r)
{
    if (r->id)
        fprintf(f, "Simulation %lld: ", (long long)r->id);
    else
        fprintf(f, "Simulation (not stored): ");
    fprintf(f, "%s, variant %s, %d player%s, seed %llu\n",
            r->kind == SIM_SOLITAIRE ? "solitaire" : "standard game", r->variant, r->players,
            r->players == 1 ? "" : "s", (unsigned long long)r->seed);
    if (r->kind == SIM_STANDARD) {
        fprintf(f, "bots: ");
        for (int i = 0; i < r->nseat_bots; i++)
            fprintf(f, "%sseat %d %s", i ? ", " : "", i + 1, r->seat_bots[i]);
        fprintf(f, "\n");
    } else {
        fprintf(f, "player: %s\n", r->bots);
    }
    fprintf(f, "games: %lld", (long long)r->games_played);
    if (r->shard_count == 1 && r->nshards == 1)
        fprintf(f, " of %lld", (long long)r->games);
    else
        fprintf(f, " of %lld (shard%s %s of %d%s)", (long long)r->games,
                r->nshards == 1 ? "" : "s", r->shards, r->shard_count,
                r->nshards < r->shard_count ? ": incomplete" : "");
    if (r->seconds >= 0) {
        fprintf(f, ", %.2f s", r->seconds);
        if (r->jobs > 0)
            fprintf(f, " on %d job%s", r->jobs, r->jobs == 1 ? "" : "s");
        if (r->seconds > 0)
            fprintf(f, " (%.0f games/s)", (double)r->games_played / r->seconds);
    }
    fprintf(f, "\n");
}

static void standard_arm(FILE *f, const struct sim_report *r, const struct sim_report_arm *arm)
{
    const struct sim_agg *a = &arm->agg;
    int n = r->players;
    fprintf(f, "\nRuleset %s: %lld games\n", arm->ruleset, (long long)a->games);
    fprintf(f, "  %4s  %-10s %8s  %8s  %s\n", "seat", "bot", "wins", "win rate", "95% interval");
    for (int i = 0; i < n; i++) {
        double rate, lo, hi;
        sim_rate(a->wins[i], a->games, &rate, &lo, &hi);
        fprintf(f, "  %4d  %-10s %8lld  %7.1f%%  %.1f%% - %.1f%%\n", i + 1,
                i < r->nseat_bots ? r->seat_bots[i] : "?", (long long)a->wins[i], 100 * rate,
                100 * lo, 100 * hi);
    }
    int64_t shared = a->endings[RESULT_SHARED];
    fprintf(f, "  shared victories: %lld games (%.1f%%), counted as a win for each winner\n",
            (long long)shared, pct(shared, a->games));

    double rate, lo, hi;
    sim_rate(a->order_wins[0], a->games, &rate, &lo, &hi);
    double fair = 100.0 / n;
    char line[512];
    size_t used;
    snprintf(line, sizeof line, "first token holder: wins %.1f%% (%.1f%% - %.1f%%), fair share "
             "%.1f%%, advantage %+.1f points",
             100 * rate, 100 * lo, 100 * hi, fair, 100 * rate - fair);
    wrapped(f, line);
    used = (size_t)snprintf(line, sizeof line, "win rate by place after the first token holder:");
    for (int k = 0; k < n && used < sizeof line; k++)
        used += (size_t)snprintf(line + used, sizeof line - used, " %.1f%%",
                                 pct(a->order_wins[k], a->games));
    wrapped(f, line);

    sample_line(f, "battles per game:", &a->battles, a->games);
    sample_line(f, "rounds per game:", &a->rounds, a->games);
    sample_line(f, "actions per game:", &a->actions, a->games);
    fprintf(f, "  %-27s %.2f\n", "cards per battle:",
            a->battles.sum > 0 ? (double)a->cards_played / (double)a->battles.sum : 0);

    fprintf(f, "  how games end:      games     share\n");
    for (int e = RESULT_TOTAL; e < SIM_ENDINGS; e++)
        fprintf(f, "    %-15s %8lld  %7.1f%%\n", sim_ending_name(e), (long long)a->endings[e],
                pct(a->endings[e], a->games));
    if (a->capped != a->endings[RESULT_BATTLE_CAP])
        fprintf(f, "    (the battle cap ended %lld games in all, final battles included)\n",
                (long long)a->capped);

    sample_line(f, "regions never contested:", &a->uncontested, a->games);
    /* the five regions most often left alone, most first */
    bool shown[REGION_COUNT] = { false };
    used = (size_t)snprintf(line, sizeof line, "%-27s", "most often never contested:");
    for (int k = 0; k < 5 && used < sizeof line; k++) {
        int best = -1;
        for (int reg = 0; reg < REGION_COUNT; reg++)
            if (!shown[reg] && (best < 0 || a->never_contested[reg] > a->never_contested[best]))
                best = reg;
        shown[best] = true;
        used += (size_t)snprintf(line + used, sizeof line - used, "%s %s %.1f%%", k ? "," : "",
                                 region_name(best), pct(a->never_contested[best], a->games));
    }
    wrapped(f, line);
}

static void solo_arm(FILE *f, const struct sim_report_arm *arm)
{
    const struct sim_agg *a = &arm->agg;
    fprintf(f, "\nRuleset %s, player %s: %lld games\n", arm->ruleset, arm->policy,
            (long long)a->games);
    double rate, lo, hi;
    sim_rate(a->wins[0], a->games, &rate, &lo, &hi);
    fprintf(f, "  player wins: %lld (%.1f%%, 95%% interval %.1f%% - %.1f%%)\n",
            (long long)a->wins[0], 100 * rate, 100 * lo, 100 * hi);
    fprintf(f, "  how games end:      games     share   player won\n");
    for (int e = SOLO_END_VICTORIES; e < SIM_SOLO_ENDS; e++)
        fprintf(f, "    %-15s %8lld  %7.1f%%  %8lld (%.1f%%)\n", sim_solo_end_name(e),
                (long long)a->solo_ends[e], pct(a->solo_ends[e], a->games),
                (long long)a->solo_end_wins[e], pct(a->solo_end_wins[e], a->solo_ends[e]));
    sample_line(f, "battles per game:", &a->battles, a->games);
    sample_line(f, "player victories per game:", &a->solo_victories, a->games);
    fprintf(f, "  %-27s %.2f\n", "player cards per battle:",
            a->battles.sum > 0 ? (double)a->cards_played / (double)a->battles.sum : 0);
}

static void side_by_side(FILE *f, const struct sim_report *r)
{
    int w = 7;
    for (int i = 0; i < r->narms; i++)
        if ((int)strlen(r->arms[i].ruleset) > w)
            w = (int)strlen(r->arms[i].ruleset);
    fprintf(f, "\nSide by side (the same seeds):\n");
    if (r->kind == SIM_STANDARD) {
        fprintf(f, "  %-*s  %11s  %12s  %12s  %12s\n", w, "ruleset", "seat 1 wins",
                "first holder", "battles/game", "cards/battle");
        for (int i = 0; i < r->narms; i++) {
            const struct sim_agg *a = &r->arms[i].agg;
            double mean, sd;
            sim_sample_stats(&a->battles, a->games, &mean, &sd);
            fprintf(f, "  %-*s  %10.1f%%  %+12.1f  %12.2f  %12.2f\n", w, r->arms[i].ruleset,
                    pct(a->wins[0], a->games),
                    pct(a->order_wins[0], a->games) - 100.0 / r->players, mean,
                    a->battles.sum > 0 ? (double)a->cards_played / (double)a->battles.sum : 0);
        }
        fprintf(f, "  (first holder: the first token holder's win rate minus the fair share, "
                   "in points)\n");
    } else {
        fprintf(f, "  %-*s  %-8s  %8s  %-15s  %12s\n", w, "ruleset", "player", "win rate",
                "95% interval", "battles/game");
        for (int i = 0; i < r->narms; i++) {
            const struct sim_agg *a = &r->arms[i].agg;
            double rate, lo, hi, mean, sd;
            sim_rate(a->wins[0], a->games, &rate, &lo, &hi);
            sim_sample_stats(&a->battles, a->games, &mean, &sd);
            char ci[32];
            snprintf(ci, sizeof ci, "%.1f%% - %.1f%%", 100 * lo, 100 * hi);
            fprintf(f, "  %-*s  %-8s  %7.1f%%  %-15s  %12.2f\n", w, r->arms[i].ruleset,
                    r->arms[i].policy, 100 * rate, ci, mean);
        }
    }
}

void sim_render_text(FILE *f, const struct sim_report *r)
{
    header(f, r);
    for (int i = 0; i < r->narms; i++) {
        if (r->kind == SIM_STANDARD)
            standard_arm(f, r, &r->arms[i]);
        else
            solo_arm(f, &r->arms[i]);
    }
    if (r->narms > 1)
        side_by_side(f, r);
}

void sim_render_list(FILE *f, const struct store_sim_list *list)
{
    if (!list->n) {
        fprintf(f, "No simulations stored.\n");
        return;
    }
    fprintf(f, "%5s  %-16s  %-9s  %-7s  %-32s  %-21s  %-8s  %s\n", "id", "date", "kind",
            "players", "bots", "games", "shards", "rulesets");
    for (size_t i = 0; i < list->n; i++) {
        const struct store_sim_header *h = &list->runs[i];
        char date[32], games[48], shards[32];
        history_local_time(h->created_at, date, sizeof date);
        if (h->games_stored == h->games)
            snprintf(games, sizeof games, "%lld", (long long)h->games);
        else
            snprintf(games, sizeof games, "%lld of %lld", (long long)h->games_stored,
                     (long long)h->games);
        snprintf(shards, sizeof shards, "%d of %d", h->nshards, h->shard_count);
        fprintf(f, "%5lld  %-16s  %-9s  %-7d  %-32s  %-21s  %-8s  ", (long long)h->id, date,
                h->kind, h->players, h->bots, games, shards);
        for (int a = 0; a < h->narms; a++) {
            bool again = false;
            for (int b = 0; b < a; b++)
                again = again || !strcmp(h->arms[a].ruleset, h->arms[b].ruleset);
            if (!again)
                fprintf(f, "%s%s", a ? " | " : "", h->arms[a].ruleset);
        }
        fprintf(f, "\n");
    }
}
