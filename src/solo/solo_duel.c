/* solo_duel.c — the special-card duel [R-SOLO-DUEL]: the player's special
 * (or none), then the enemy's from the special deck, their effects (Surrender
 * wins for whoever plays it, Winter against Spring cancel, Bishop without the
 * Pope, Drummer and Heroine as usual), strengths compared, the battle over. */
#include <string.h>

#include "solo/solo_internal.h"

/* [R-SOLO-SPECIAL-DECK] An empty special deck is rebuilt from the used
 * specials when the option allows it; otherwise the enemy plays none. */
static uint8_t enemy_special(struct solo_state *s, struct solo_events *ev)
{
    if (s->special_deck.n == 0 && s->opt.special_reshuffle && solo_count_sum(s->used_specials)) {
        struct solo_event e = solo_event_make(s, SOLO_EV_SPECIAL_RESHUFFLE);
        solo_pile_take_counts(&s->special_deck, s->used_specials);
        rng_shuffle(&s->rng, s->special_deck.card, s->special_deck.n);
        e.count = s->special_deck.n;
        solo_event_push(ev, &e);
    }
    return solo_pile_pop(&s->special_deck);
}

struct bishop_record {
    uint8_t value, player_lost, enemy_lost;
};

static int remove_printed(uint8_t *line, uint8_t *n, int printed, uint8_t *discard)
{
    int kept = 0, lost = 0;
    for (int i = 0; i < *n; i++) {
        uint8_t c = line[i];
        if (card_is_mercenary(c) && card_info((enum card_kind)c)->printed == printed) {
            discard[c]++;
            lost++;
        } else {
            line[kept++] = c;
        }
    }
    memset(line + kept, 0, (size_t)(*n - kept));
    *n = (uint8_t)kept;
    return lost;
}

static int highest_printed(const struct solo_state *s)
{
    int top = 0;
    for (int i = 0; i < s->player_line_n; i++)
        if (card_is_mercenary(s->player_line[i]) &&
            card_info((enum card_kind)s->player_line[i])->printed > top)
            top = card_info((enum card_kind)s->player_line[i])->printed;
    for (int i = 0; i < s->enemy_line_n; i++)
        if (card_is_mercenary(s->enemy_line[i]) &&
            card_info((enum card_kind)s->enemy_line[i])->printed > top)
            top = card_info((enum card_kind)s->enemy_line[i])->printed;
    return top;
}

/* [R-SOLO-BISHOP] every mercenary of the highest printed value, in both
 * lines, is discarded; no Pope. */
static struct bishop_record bishop(struct solo_state *s)
{
    struct bishop_record r = { 0, 0, 0 };
    int top = highest_printed(s);
    if (top) {
        r.value = (uint8_t)top;
        r.player_lost =
            (uint8_t)remove_printed(s->player_line, &s->player_line_n, top, s->player_discard);
        r.enemy_lost =
            (uint8_t)remove_printed(s->enemy_line, &s->enemy_line_n, top, s->enemy_discard);
    }
    return r;
}

static void report_effect(struct solo_state *s, struct solo_events *ev, enum solo_side side,
                          int card, const struct bishop_record *b, bool cancelled)
{
    if (card == CARD_NONE)
        return;
    struct solo_event e = solo_event_make(s, SOLO_EV_EFFECT);
    e.side = (uint8_t)side;
    e.card = (uint8_t)card;
    switch (card) {
    case CARD_BISHOP:
        e.effect = SOLO_EFFECT_DISCARD;
        e.value = b->value;
        e.player_count = b->player_lost;
        e.enemy_count = b->enemy_lost;
        e.count = (uint8_t)(b->player_lost + b->enemy_lost);
        break;
    case CARD_WINTER:
        e.effect = cancelled ? SOLO_EFFECT_CANCELLED : SOLO_EFFECT_WINTER;
        break;
    case CARD_SPRING:
        e.effect = cancelled ? SOLO_EFFECT_CANCELLED : SOLO_EFFECT_SPRING;
        e.value = cancelled ? 0 : (uint8_t)highest_printed(s);
        break;
    case CARD_DRUMMER:
        e.effect = SOLO_EFFECT_DOUBLE;
        break;
    case CARD_HEROINE:
        e.effect = SOLO_EFFECT_TEN;
        break;
    case CARD_SURRENDER:
        e.effect = SOLO_EFFECT_SURRENDER;
        break;
    default:
        e.effect = SOLO_EFFECT_NOTHING;
        break;
    }
    solo_event_push(ev, &e);
}

void solo_duel(struct solo_state *s, int player_card, struct solo_events *ev)
{
    struct solo_event e = solo_event_make(s, SOLO_EV_PLAYER_SPECIAL);
    e.card = (uint8_t)player_card;
    if (player_card != CARD_NONE) {
        s->reserve[player_card]--;
        s->player_line[s->player_line_n++] = (uint8_t)player_card;
    }
    solo_event_push(ev, &e);
    /* [R-SOLO-SURRENDER] the player's Surrender wins: the enemy draws nothing. */
    if (player_card == CARD_SURRENDER) {
        report_effect(s, ev, SOLO_SIDE_PLAYER, player_card, NULL, false);
        solo_end_battle(s, SOLO_MARK_PLAYER, SOLO_HOW_SURRENDER, ev);
        return;
    }
    uint8_t enemy_card = enemy_special(s, ev);
    e = solo_event_make(s, SOLO_EV_ENEMY_SPECIAL);
    e.card = enemy_card;
    if (enemy_card != CARD_NONE)
        s->enemy_line[s->enemy_line_n++] = enemy_card;
    solo_event_push(ev, &e);
    if (enemy_card == CARD_SURRENDER) {
        report_effect(s, ev, SOLO_SIDE_ENEMY, enemy_card, NULL, false);
        solo_end_battle(s, 1 + s->army, SOLO_HOW_SURRENDER, ev);
        return;
    }
    /* Bishops act in the order played (the player's first); the other
     * cards' effects hold on the lines as they are left. */
    struct bishop_record pb = { 0, 0, 0 }, eb = { 0, 0, 0 };
    if (player_card == CARD_BISHOP)
        pb = bishop(s);
    if (enemy_card == CARD_BISHOP)
        eb = bishop(s);
    /* [R-SOLO-SEASONS] Winter against Spring: neither applies. */
    bool cancelled = (player_card == CARD_WINTER && enemy_card == CARD_SPRING) ||
                     (player_card == CARD_SPRING && enemy_card == CARD_WINTER);
    report_effect(s, ev, SOLO_SIDE_PLAYER, player_card, &pb, cancelled);
    report_effect(s, ev, SOLO_SIDE_ENEMY, enemy_card, &eb, cancelled);
    int ps, es;
    solo_strengths(s, &ps, &es);
    solo_end_battle(s, ps > es ? SOLO_MARK_PLAYER : 1 + s->army, SOLO_HOW_DUEL, ev);
}
