/* review.c — `review`'s walk through a finished game: the journal's actions
 * played again from the game's start; at each of the player's decisions
 * the hint's search (advisor_search.h) from the player's observation then,
 * the move played and the best one read from its report; at each battle's
 * start and end the cards that were hidden. The costliest decisions are
 * marked afterwards (review_mark). */
#include "ai/review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/advisor_search.h"
#include "ai/search_bot.h"

/* The search's figures for `act` into m, rounded as a hint rounds them
 * (percent -1 when never sampled). */
static void move_from_report(const struct search_report *rep, int act, struct review_move *m)
{
    m->act = act;
    m->percent = m->margin = -1;
    m->visits = 0;
    for (int i = 0; i < rep->nmoves; i++)
        if (rep->moves[i].act == act) {
            m->percent = (int)lround(100 * rep->moves[i].mean);
            m->margin = (int)ceil(100 * rep->moves[i].margin);
            m->visits = rep->moves[i].visits;
            return;
        }
}

static void fill_figures(struct review_decision *d, const struct search_report *rep,
                         const struct advisor_advice *adv)
{
    d->iterations = rep->iterations;
    if (rep->nmoves == 0) { /* forced: nothing searched */
        d->best = d->played;
        return;
    }
    move_from_report(rep, d->played.act, &d->played);
    move_from_report(rep, adv->moves[0].act, &d->best);
    /* the hint's own figures for the moves it lists */
    for (int i = 0; i < adv->nmoves; i++) {
        struct review_move *m = adv->moves[i].act == d->best.act     ? &d->best
                                : adv->moves[i].act == d->played.act ? &d->played
                                                                     : NULL;
        if (m) {
            m->percent = adv->moves[i].percent;
            m->margin = adv->moves[i].margin;
        }
    }
    snprintf(d->best.command, sizeof d->best.command, "%s", adv->moves[0].command);
    int loss = d->best.percent - d->played.percent;
    d->loss = d->played.percent >= 0 && loss > 0 ? loss : 0;
}

static struct review_battle *battle_add(struct review *r, int number, int region)
{
    struct review_battle *b = realloc(r->battles, (size_t)(r->nbattles + 1) * sizeof *b);
    if (!b)
        return NULL;
    r->battles = b;
    b = &r->battles[r->nbattles++];
    memset(b, 0, sizeof *b);
    b->number = number;
    b->region = region;
    return b;
}

static struct review_decision *decision_add(struct review *r)
{
    struct review_decision *d =
        realloc(r->decisions, (size_t)(r->ndecisions + 1) * sizeof *d);
    if (!d)
        return NULL;
    r->decisions = d;
    d = &r->decisions[r->ndecisions++];
    memset(d, 0, sizeof *d);
    d->number = r->ndecisions;
    return d;
}

static int count_player(const struct review_setup *in)
{
    int n = 0;
    for (int i = 0; i < in->nactions; i++)
        n += in->solitaire || in->seats[i] == in->seat;
    return n;
}

/* The standard game: the hands at a battle's start, the face-down cards
 * of the lines `before` its end. */
static void standard_hands(struct review_battle *b, const struct state *s, int seat)
{
    for (int i = 0; i < s->nseats; i++)
        if (i != seat)
            memcpy(b->hand[i], s->hand[i], CARD_KINDS);
}

static void standard_face_down(struct review_battle *b, const struct state *before, int seat)
{
    for (int i = 0; i < before->nseats; i++)
        for (int k = 0; i != seat && k < before->line_len[i]; k++)
            if (before->line[i][k] & LINE_FACE_DOWN)
                b->face_down[i][before->line[i][k] & ~LINE_FACE_DOWN & 0x7f]++;
}

static int standard_decision(const struct review_setup *in, struct review *r,
                             const struct state *s, action a, int seq)
{
    struct review_decision *d = decision_add(r);
    if (!d)
        return -1;
    d->seq = seq;
    d->battle = s->battles + 1;
    d->region = s->contested == SEAT_NONE ? -1 : s->contested;
    struct observation o;
    action legal[STATE_MAX_ACTIONS];
    d->nlegal = state_legal_actions(in->game, s, legal, STATE_MAX_ACTIONS);
    state_observe(in->game, s, in->seat, &o);
    advisor_command_text(a, d->played.command, sizeof d->played.command);
    d->played.act = a;
    d->played.percent = d->best.percent = -1;
    struct advisor_advice adv;
    static _Thread_local struct search_report rep;
    if (advisor_search_report(in->game, &o, legal, d->nlegal, in->names, r->budget,
                              r->threads, in->heuristic_seats, &adv, &rep) == 0)
        fill_figures(d, &rep, &adv);
    return 0;
}

static int run_standard(const struct review_setup *in, struct review *r, struct msg *err)
{
    struct state s;
    state_clone(&s, in->start);
    int total = count_player(in), done = 0, battle_seen = 0;
    for (int i = 0; i < in->nactions; i++) {
        action a = 0;
        if (action_from_text(in->actions[i], &a, err))
            return -1;
        if (s.phase == PHASE_BATTLE && s.battles + 1 > battle_seen) {
            struct review_battle *b = battle_add(r, s.battles + 1, s.contested);
            if (!b)
                return msg_fail(err, 1, "out of memory");
            standard_hands(b, &s, in->seat);
            battle_seen = s.battles + 1;
        }
        if (in->seats[i] == in->seat) {
            if (standard_decision(in, r, &s, a, i + 1))
                return msg_fail(err, 1, "out of memory");
            if (in->progress)
                in->progress(in->ctx, ++done, total);
        }
        struct state before;
        state_clone(&before, &s);
        if (state_apply(in->game, &s, a, NULL, err) != STATE_OK)
            return -1;
        if (s.battles > before.battles && r->nbattles > 0 &&
            r->battles[r->nbattles - 1].number == before.battles + 1)
            standard_face_down(&r->battles[r->nbattles - 1], &before, in->seat);
    }
    return 0;
}

static void solo_piles(struct review_battle *b, const struct solo_state *s)
{
    b->enemy_n = s->enemy_deck.n;
    memcpy(b->enemy, s->enemy_deck.card, s->enemy_deck.n);
    b->deck_n = s->player_deck.n;
    memcpy(b->deck, s->player_deck.card, s->player_deck.n);
}

static int run_solo(const struct review_setup *in, struct review *r, struct msg *err)
{
    struct solo_state s = *in->solo_start;
    struct solo_event buf[64];
    struct solo_events ev = { buf, 64, 0, 0 };
    int total = in->nactions, battle_seen = 0;
    static _Thread_local struct search_report rep;
    for (int i = 0; i < in->nactions; i++) {
        solo_action a = 0;
        if (solo_action_parse(in->actions[i], &a, err) != SOLO_OK)
            return -1;
        if (s.battle > battle_seen) {
            struct review_battle *b = battle_add(r, s.battle, s.army);
            if (!b)
                return msg_fail(err, 1, "out of memory");
            solo_piles(b, &s);
            battle_seen = s.battle;
        }
        struct review_decision *d = decision_add(r);
        if (!d)
            return msg_fail(err, 1, "out of memory");
        d->seq = i + 1;
        d->battle = s.battle;
        d->region = s.army;
        solo_action legal[SOLO_MAX_ACTIONS];
        d->nlegal = solo_legal_actions(&s, legal, SOLO_MAX_ACTIONS);
        solo_action_format(a, d->played.command, sizeof d->played.command);
        d->played.act = a;
        d->played.percent = d->best.percent = -1;
        struct advisor_advice adv;
        if (advisor_solo_report(&s, r->budget, r->threads, &adv, &rep) == 0)
            fill_figures(d, &rep, &adv);
        if (in->progress)
            in->progress(in->ctx, i + 1, total);
        ev.n = ev.lost = 0;
        if (solo_apply(&s, a, &ev, err) != SOLO_OK)
            return -1;
    }
    return 0;
}

int review_run(const struct review_setup *in, struct review *out, struct msg *err)
{
    memset(out, 0, sizeof *out);
    out->solitaire = in->solitaire;
    out->budget = in->budget > 0 ? in->budget
                  : in->solitaire ? ADVISOR_SOLO_ITERATIONS
                                  : ADVISOR_ITERATIONS;
    out->threads = in->threads > 1 ? in->threads : 1;
    out->seat = in->solitaire ? 0 : in->seat;
    out->nseats = in->solitaire ? 1 : in->start->nseats;
    out->costliest = -1;
    for (int i = 0; in->names && i < out->nseats; i++)
        snprintf(out->names[i], sizeof out->names[i], "%s", in->names[i] ? in->names[i] : "");
    int rc = in->solitaire ? run_solo(in, out, err) : run_standard(in, out, err);
    if (rc) {
        review_free(out);
        return -1;
    }
    review_mark(out);
    return 0;
}

void review_free(struct review *r)
{
    free(r->decisions);
    free(r->battles);
    r->decisions = NULL;
    r->battles = NULL;
    r->ndecisions = r->nbattles = 0;
}

void review_mark(struct review *r)
{
    r->nmarked = r->points_lost = 0;
    r->costliest = -1;
    for (int i = 0; i < r->ndecisions; i++) {
        struct review_decision *d = &r->decisions[i];
        int larger = 0; /* decisions that lost more (earlier ones first on a tie) */
        for (int j = 0; j < r->ndecisions; j++)
            larger += r->decisions[j].loss > d->loss || (r->decisions[j].loss == d->loss && j < i);
        d->marked = d->loss > 0 && (d->loss >= REVIEW_MARK_POINTS || larger < REVIEW_MARK_TOP);
        if (!d->marked)
            continue;
        r->nmarked++;
        r->points_lost += d->loss;
        if (r->costliest < 0 || d->loss > r->decisions[r->costliest].loss)
            r->costliest = i;
    }
}

size_t review_reason(const struct review_setup *in, const struct review_decision *d, char *buf,
                     size_t cap)
{
    struct msg err;
    if (cap)
        buf[0] = '\0';
    if (in->solitaire) {
        struct solo_state s = *in->solo_start;
        struct solo_event evb[64];
        struct solo_events ev = { evb, 64, 0, 0 };
        for (int i = 0; i + 1 < d->seq && i < in->nactions; i++) {
            solo_action a = 0;
            ev.n = ev.lost = 0;
            if (solo_action_parse(in->actions[i], &a, &err) != SOLO_OK ||
                solo_apply(&s, a, &ev, &err) != SOLO_OK)
                return 0;
        }
        return advisor_solo_reason(&s, (solo_action)d->best.act, d->iterations, buf, cap);
    }
    struct state s;
    state_clone(&s, in->start);
    for (int i = 0; i + 1 < d->seq && i < in->nactions; i++)
        if (state_apply_text(in->game, &s, in->actions[i], NULL, &err) != STATE_OK)
            return 0;
    struct observation o;
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(in->game, &s, legal, STATE_MAX_ACTIONS);
    state_observe(in->game, &s, in->seat, &o);
    return advisor_search_reason(in->game, &o, legal, n, in->names, (action)d->best.act,
                                 d->iterations, buf, cap);
}
