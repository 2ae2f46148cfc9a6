/* round.c — after the region is chosen (R-CONCLUDE steps 3-4) and rounds
 * (R-ROUND): discard the lines, offer each player without mercenaries to
 * discard his hand, end the round when at most one player holds cards (he
 * keeps up to 2), reshuffle and deal, and start the next battle; a holder
 * declining to designate (decline-designation) is handed to its module. */
#include <string.h>

#include "engine/game_rules.h"
#include "engine/kind_counts.h"

void round_begin_battle(const struct game *g, struct state *s, struct event_log *log)
{
    s->after_battle = 0;
    s->participants = (uint8_t)((1u << s->nseats) - 1);
    battle_start(g, s, s->token, log);
}

/* Any mercenary in seat's hand: its first seven counts as one word. */
static bool hand_has_mercenary(const struct state *s, int seat)
{
    return kind_counts_mercenaries(s->hand[seat]) != 0;
}

/* Steps 3-4 are over: the battle on the region chosen begins, or (the
 * 1st edition) the token holder designates it now. */
static void next_battle(const struct game *g, struct state *s, struct event_log *log)
{
    if (g->designation == DESIGNATE_AFTER_REDEAL) {
        s->after_battle = 0;
        s->contested = SEAT_NONE;
        s->phase = PHASE_CHOOSE_REGION;
        s->current = s->token;
        return;
    }
    round_begin_battle(g, s, log);
}

/* The round's end: the deck is rebuilt from every card not in a hand,
 * shuffled, and dealt; then the next battle. `keeper`: the seat that kept
 * cards, or EVENT_NONE; the shuffle's count tells how many he kept, and
 * names him (event_hide_sizes hides it from the others). */
static void end_round(const struct game *g, struct state *s, int keeper, struct event_log *log)
{
    s->round++;
    struct event *e = deal_rebuild_deck(g, s, log);
    if (e)
        e->seat = (uint8_t)keeper;
    deal_round(g, s, log);
    next_battle(g, s, log);
}

/* The last seat with cards keeps kept[] and discards the rest. */
static void keep_cards(const struct game *g, struct state *s, int seat,
                       const uint8_t kept[CARD_KINDS], struct event_log *log)
{
    int nkept = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        nkept += kept[k];
    int ndiscarded = s->hand_count[seat] - nkept;
    for (int k = 0; k < CARD_KINDS; k++)
        s->discard[k] = (uint8_t)(s->discard[k] + s->hand[seat][k] - kept[k]);
    memcpy(s->hand[seat], kept, CARD_KINDS);
    s->hand_count[seat] = (uint8_t)nkept;
    struct event *e = event_add(log, EVENT_ROUND_END, seat);
    if (e) {
        e->value = (int16_t)s->round;
        e->count = (uint16_t)nkept;
        e->flag = (uint8_t)ndiscarded;
        memcpy(e->cards, kept, sizeof e->cards);
    }
    end_round(g, s, seat, log);
}

/* The next pending decision of step 4, else the round-end check, else the
 * next battle. */
static void next_step(const struct game *g, struct state *s, struct event_log *log)
{
    if (s->discard_pending) {
        /* RULING: the token holder decides first, then clockwise. */
        int seat = s->token;
        while (!(s->discard_pending & (1u << seat)))
            seat = next_seat(s, seat);
        s->phase = PHASE_DISCARD_HAND;
        s->current = (uint8_t)seat;
        return;
    }
    int holders = 0, holder = -1;
    for (int seat = 0; seat < s->nseats; seat++) {
        int has = s->hand_count[seat] != 0;
        holders += has;
        holder = has ? seat : holder;
    }
    if (holders > 1) {
        next_battle(g, s, log);
        return;
    }
    if (holders == 1) {
        if (g->keep_at_round_end == 0) {
            /* Nothing may be kept: no question (the 1st edition's round end). */
            static const uint8_t none[CARD_KINDS];
            keep_cards(g, s, holder, none, log);
            return;
        }
        s->phase = PHASE_KEEP;
        s->current = (uint8_t)holder;
        return;
    }
    struct event *e = event_add(log, EVENT_ROUND_END, EVENT_NONE);
    if (e)
        e->value = (int16_t)s->round;
    end_round(g, s, EVENT_NONE, log);
}

void round_region_chosen(const struct game *g, struct state *s, struct event_log *log)
{
    struct event *e = event_add(log, EVENT_REGION, s->current);
    if (e)
        e->region = s->contested;
    s->declines = 0;
    if (!s->after_battle) {
        round_begin_battle(g, s, log);
        return;
    }
    round_after_battle(g, s, log);
}

void round_after_battle(const struct game *g, struct state *s, struct event_log *log)
{
    /* Step 3: the lines are discarded (mandatory). */
    int n = lines_discard(s);
    struct event *e = event_add(log, EVENT_LINES_DISCARDED, EVENT_NONE);
    if (e)
        e->count = (uint16_t)n;
    if (g->hooked & HOOK_AFTER_LINES)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->after_lines && g->hooks[i]->after_lines(g, s, log))
                return;
    /* Step 4: who may discard his hand (holding cards, no mercenary). */
    unsigned pending = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        pending |= (unsigned)((s->hand_count[seat] != 0) & !hand_has_mercenary(s, seat)) << seat;
    s->discard_pending = (uint8_t)pending;
    next_step(g, s, log);
}

void round_decline(const struct game *g, struct state *s, struct event_log *log)
{
    HOOKS_EACH(g, HOOK_ON_DECLINE, on_decline, g, s, log);
}

void round_discard_hand(const struct game *g, struct state *s, bool yes, struct event_log *log)
{
    int seat = s->current;
    s->discard_pending &= (uint8_t)~(1u << seat);
    struct event *e = event_add(log, EVENT_HAND_DISCARD, seat);
    if (e) {
        e->flag = yes;
        if (yes) {
            e->count = s->hand_count[seat];
            memcpy(e->cards, s->hand[seat], sizeof e->cards);
        }
    }
    if (yes) {
        for (int k = 0; k < CARD_KINDS; k++)
            s->discard[k] = (uint8_t)(s->discard[k] + s->hand[seat][k]);
        memset(s->hand[seat], 0, sizeof s->hand[seat]);
        s->hand_count[seat] = 0;
    }
    next_step(g, s, log);
}

void round_keep(const struct game *g, struct state *s, int kind1, int kind2,
                struct event_log *log)
{
    uint8_t kept[CARD_KINDS] = {0};
    if (kind1 >= 0)
        kept[kind1]++;
    if (kind2 >= 0)
        kept[kind2]++;
    keep_cards(g, s, s->current, kept, log);
}
