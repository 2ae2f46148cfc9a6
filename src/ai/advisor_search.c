/* advisor_search.c — `hint` on the search bot: the search's report turned
 * into the prompt's words with win shares, and a reason from the
 * heuristic bot's advice when it agrees on the best move. */
#include "ai/advisor_search.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ai/advisor.h"
#include "ai/search_bot.h"
#include "ai/solo_bot.h"
#include "i18n.h"

/* The hint's own seed: a hash of what the player sees. */
static uint64_t seed_of(const void *view, size_t size)
{
    const unsigned char *p = view;
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < size; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

size_t advisor_command_text(action a, char *buf, size_t cap)
{
    char text[ACTION_TEXT_MAX];
    action_to_text(a, text, sizeof text);
    if (!strncmp(text, "discard-hand", 12))
        return (size_t)snprintf(buf, cap, "discard%s", text + 12);
    return (size_t)snprintf(buf, cap, "%s", text);
}

void advisor_share_text(double share, char *buf, size_t cap)
{
    if (share > 0.99)
        /* TRANSLATORS: a chance above 99 percent */
        snprintf(buf, cap, "%s", _("> 99%"));
    else if (share < 0.01)
        /* TRANSLATORS: a chance below 1 percent */
        snprintf(buf, cap, "%s", _("< 1%"));
    else
        /* TRANSLATORS: a chance in percent */
        snprintf(buf, cap, _("%d%%"), (int)lround(100 * share));
}

const char *advisor_order_text(const struct advisor_advice *a)
{
    if (a->order == ADVISOR_BY_GAME)
        return _("First the search's move (the solitaire bot's, unless another won clearly more "
                 "often on the same samples), then by the chance to win the game:\n");
    return _("First the search's move (the one it tried most), then by how often it tried "
             "each; the chances come from its sampled games:\n");
}

/* "82% ± 3", or "> 99%" alone. */
static void game_text(const struct advisor_move *m, char *buf, size_t cap)
{
    char share[32];
    advisor_share_text(m->game, share, sizeof share);
    if (m->game > 0.99 || m->game < 0.01 || m->margin < 1)
        snprintf(buf, cap, "%s", share);
    else
        snprintf(buf, cap, "%s \xc2\xb1 %d", share, m->margin);
}

size_t advisor_format(const struct advisor_advice *a, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    for (int i = 0; i < a->nmoves; i++) {
        const struct advisor_move *m = &a->moves[i];
        int w;
        char *at = len < cap ? buf + len : NULL;
        size_t room = len < cap ? cap - len : 0;
        char game[48], battle[32];
        const char *reason = i == 0 ? a->reason : "";
        game_text(m, game, sizeof game);
        if (m->percent < 0) {
            w = snprintf(at, room, "%-20s %s\n", m->command, reason);
        } else if (m->battle >= 0) {
            advisor_share_text(m->battle, battle, sizeof battle);
            /* TRANSLATORS: a move, its chance to win this battle, its
             * chance to win the game (with its 95% margin), then the
             * reason; keep the %-20s column. */
            w = snprintf(at, room, _("%-20s this battle %s, the game %s   %s\n"), m->command,
                         battle, game, reason);
        } else {
            /* TRANSLATORS: a move, its chance to win the game (with its
             * 95% margin), then the reason; keep the %-20s column. */
            w = snprintf(at, room, _("%-20s the game %s   %s\n"), m->command, game, reason);
        }
        if (w > 0)
            len += (size_t)w;
    }
    return len;
}

static void fill_moves(const struct search_report *rep, struct advisor_advice *out,
                       size_t (*format)(uint16_t, char *, size_t))
{
    out->iterations = rep->iterations;
    out->nmoves = 0;
    for (int i = 0; i < rep->nmoves && out->nmoves < ADVISOR_MOVES; i++) {
        struct advisor_move *m = &out->moves[out->nmoves++];
        format(rep->moves[i].act, m->command, sizeof m->command);
        m->percent = (int)lround(100 * rep->moves[i].mean);
        m->margin = (int)ceil(100 * rep->moves[i].margin);
        m->game = rep->moves[i].mean;
        m->battle = rep->battles ? rep->moves[i].battle : -1;
        m->visits = rep->moves[i].visits;
        m->act = rep->moves[i].act;
    }
}

static size_t standard_format(uint16_t a, char *buf, size_t cap)
{
    return advisor_command_text((action)a, buf, cap);
}

static size_t solo_format(uint16_t a, char *buf, size_t cap)
{
    return solo_action_format((solo_action)a, buf, cap);
}

size_t advisor_search_reason(const struct game *g, const struct observation *obs,
                             const action *legal, int nlegal, const char *const *names,
                             action best, int iterations, char *buf, size_t cap)
{
    action h;
    char because[400];
    advisor_hint_named(g, obs, legal, nlegal, names, &h, because, sizeof because);
    const char *colon = strstr(because, ": ");
    if (nlegal == 1)
        return (size_t)snprintf(buf, cap, "%s", _("the only legal move"));
    if (h == best && colon) /* the heuristic bot's, when it plays the same move */
        return (size_t)snprintf(buf, cap, "%s", colon + 2);
    return (size_t)snprintf(buf, cap,
                            ngettext("it won the most of %d sampled game",
                                     "it won the most of %d sampled games",
                                     (unsigned long)iterations),
                            iterations);
}

void advisor_search_params(const struct game *g, int budget, int threads,
                           unsigned heuristic_seats, struct search_params *p)
{
    search_default_params(p, budget != 0 ? budget : ADVISOR_ITERATIONS);
    /* the level hard's search (search-v6) */
    p->pass_weight = search_v2_pass_weight(g->nseats);
    p->region_heuristic = search_v3_region_heuristic(g);
    p->seen_moves = search_v4_seen_moves(g);
    p->opponent_model = search_v5_opponent_model(g);
    p->modelled_seats = heuristic_seats;
    p->stop_early = 0; /* every iteration: the three moves' estimates */
    p->threads = threads > 1 ? threads : 1;
}

int advisor_search_report(const struct game *g, const struct observation *obs,
                          const action *legal, int nlegal, const char *const *names,
                          int budget, int threads, unsigned heuristic_seats,
                          struct advisor_advice *out, struct search_report *rep)
{
    memset(out, 0, sizeof *out);
    memset(rep, 0, sizeof *rep);
    if (nlegal <= 0)
        return -1;
    struct search_params p;
    advisor_search_params(g, budget, threads, heuristic_seats, &p);
    struct rng r;
    rng_seed(&r, seed_of(obs, sizeof *obs));
    action best = nlegal == 1 ? legal[0] : search_choose(&p, g, obs, legal, nlegal, &r, rep);
    fill_moves(rep, out, standard_format);
    if (out->nmoves == 0) { /* one legal action, nothing searched */
        out->nmoves = 1;
        advisor_command_text(best, out->moves[0].command, sizeof out->moves[0].command);
        out->moves[0].percent = -1;
        out->moves[0].act = best;
    }
    out->order = ADVISOR_BY_VISITS;
    advisor_search_reason(g, obs, legal, nlegal, names, best, rep->iterations, out->reason,
                          sizeof out->reason);
    return 0;
}

int advisor_search_hint(const struct game *g, const struct observation *obs,
                        const action *legal, int nlegal, const char *const *names,
                        int budget, int threads, unsigned heuristic_seats,
                        struct advisor_advice *out)
{
    struct search_report rep;
    return advisor_search_report(g, obs, legal, nlegal, names, budget, threads,
                                 heuristic_seats, out, &rep);
}

size_t advisor_solo_reason(const struct solo_state *s, solo_action best, int iterations,
                           char *buf, size_t cap)
{
    solo_action legal[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, legal, SOLO_MAX_ACTIONS);
    struct solo_view v;
    solo_view(s, &v);
    if (n <= 1)
        return (size_t)snprintf(buf, cap, "%s", _("the only move"));
    solo_action b = solo_bot_choose(&v, legal, n);
    if (b == best) /* the search keeps the bot's move unless another clearly beats it */
        return (size_t)snprintf(buf, cap,
                                ngettext("the solitaire bot's move; no other won clearly more "
                                         "often in %d sampled game",
                                         "the solitaire bot's move; no other won clearly more "
                                         "often in %d sampled games",
                                         (unsigned long)iterations),
                                iterations);
    char bot_move[32]; /* named in the prompt's words, as the moves are */
    solo_format(b, bot_move, sizeof bot_move);
    return (size_t)snprintf(buf, cap,
                            ngettext("it won clearly more often than %s (the solitaire bot's "
                                     "move) in %d sampled game",
                                     "it won clearly more often than %s (the solitaire bot's "
                                     "move) in %d sampled games",
                                     (unsigned long)iterations),
                            bot_move, iterations);
}

int advisor_solo_report(const struct solo_state *s, int budget, int threads,
                        struct advisor_advice *out, struct search_report *rep)
{
    memset(out, 0, sizeof *out);
    memset(rep, 0, sizeof *rep);
    solo_action legal[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, legal, SOLO_MAX_ACTIONS);
    if (n <= 0)
        return -1;
    struct solo_view v;
    solo_view(s, &v);
    struct search_params p;
    search_solo_default_params(&p, budget != 0 ? budget : ADVISOR_SOLO_ITERATIONS);
    p.stop_early = 0;
    p.threads = threads > 1 ? threads : 1;
    struct rng r;
    rng_seed(&r, seed_of(&v, sizeof v));
    solo_action best = n == 1 ? legal[0] : search_solo_choose(&p, s, &r, rep);
    fill_moves(rep, out, solo_format);
    out->order = ADVISOR_BY_GAME;
    if (out->nmoves == 0) {
        out->nmoves = 1;
        solo_action_format(best, out->moves[0].command, sizeof out->moves[0].command);
        out->moves[0].percent = -1;
        out->moves[0].act = best;
    }
    advisor_solo_reason(s, best, rep->iterations, out->reason, sizeof out->reason);
    return 0;
}

int advisor_solo_hint(const struct solo_state *s, int budget, int threads,
                      struct advisor_advice *out)
{
    struct search_report rep;
    return advisor_solo_report(s, budget, threads, out, &rep);
}
