/* solo_view.c — what the player sees of a solitaire game (the view that the
 * prompt shows and a bot reads), the game's result, and where every card is
 * (for the conservation check). */
#include <string.h>

#include "solo/solo_internal.h"

bool solo_deck_top_seen(const struct solo_state *s)
{
    return s->opt.blind_view == SOLO_BLIND_SEEN && s->phase == PH_CARD &&
           !solo_count_sum(s->hand) && s->player_deck.n > 0;
}

void solo_view(const struct solo_state *s, struct solo_view *v)
{
    solo_action buf[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, buf, SOLO_MAX_ACTIONS);
    solo_view_legal(s, buf, n, v);
}

void solo_view_legal(const struct solo_state *s, const solo_action *buf, int n,
                     struct solo_view *v)
{
    memset(v, 0, sizeof *v);
    v->decision = solo_decision(s);
    v->battle = s->battle;
    v->army = s->army;
    v->armies = s->opt.armies;
    v->initiative = (enum solo_side)s->initiative;
    v->blind = s->blind;
    v->deck_top = solo_deck_top_seen(s) ? s->player_deck.card[0] : CARD_NONE;
    v->player_played = s->player_played;
    v->enemy_played = s->enemy_played;
    for (int i = 0; i < n && i < SOLO_MAX_ACTIONS; i++) {
        if (solo_action_type(buf[i]) == SOLO_ACT_SPECIAL && solo_action_card(buf[i]) != CARD_NONE)
            v->special_allowed = true;
        if (solo_action_type(buf[i]) == SOLO_ACT_CONCEDE)
            v->concede_allowed = true;
    }
    for (int m = 0; m < SOLO_MARKS; m++)
        v->victories[m] = s->victories[m];
    for (int a = 0; a < SOLO_MAX_ARMIES; a++)
        v->streak[a] = s->streak[a];
    v->player_line_n = s->player_line_n;
    v->enemy_line_n = s->enemy_line_n;
    memcpy(v->player_line, s->player_line, sizeof v->player_line);
    memcpy(v->enemy_line, s->enemy_line, sizeof v->enemy_line);
    solo_strengths(s, &v->player_strength, &v->enemy_strength);
    memcpy(v->hand, s->hand, sizeof v->hand);
    v->hand_n = solo_count_sum(s->hand);
    memcpy(v->reserve, s->reserve, sizeof v->reserve);
    v->reserve_n = solo_count_sum(s->reserve);
    v->player_deck_n = s->player_deck.n;
    v->enemy_deck_n = s->enemy_deck.n;
    v->special_deck_n = s->special_deck.n;
    memcpy(v->player_discard, s->player_discard, sizeof v->player_discard);
    memcpy(v->enemy_discard, s->enemy_discard, sizeof v->enemy_discard);
    memcpy(v->used_specials, s->used_specials, sizeof v->used_specials);
    memcpy(v->out, s->out, sizeof v->out);
    memcpy(v->total, s->total, sizeof v->total);
    v->options = s->opt;
    v->outcome = (enum solo_outcome)s->outcome;
    v->end = (enum solo_end)s->end;
}

void solo_result(const struct solo_state *s, struct solo_result *r)
{
    memset(r, 0, sizeof *r);
    r->outcome = (enum solo_outcome)s->outcome;
    r->end = (enum solo_end)s->end;
    r->mark = s->end_mark == SOLO_NO_MARK ? -1 : s->end_mark;
    r->battles = s->battle;
    for (int m = 0; m < SOLO_MARKS; m++)
        r->victories[m] = s->victories[m];
}

static const char *const place_names[SOLO_PLACES] = {
    [SOLO_AT_PLAYER_DECK] = "player-deck",       [SOLO_AT_HAND] = "hand",
    [SOLO_AT_PLAYER_LINE] = "player-line",       [SOLO_AT_PLAYER_DISCARD] = "player-discard",
    [SOLO_AT_ENEMY_DECK] = "enemy-deck",         [SOLO_AT_ENEMY_LINE] = "enemy-line",
    [SOLO_AT_ENEMY_DISCARD] = "enemy-discard",   [SOLO_AT_SPECIAL_DECK] = "special-deck",
    [SOLO_AT_RESERVE] = "reserve",               [SOLO_AT_USED_SPECIALS] = "used-specials",
    [SOLO_AT_OUT] = "out",
};

const char *solo_place_name(enum solo_place p)
{
    return (unsigned)p < SOLO_PLACES ? place_names[p] : "?";
}

static void add_cards(int *counts, const uint8_t *cards, int n)
{
    for (int i = 0; i < n; i++)
        if (cards[i] < CARD_KINDS)
            counts[cards[i]]++;
}

static void add_counts(int *counts, const uint8_t *by_kind)
{
    for (int k = 0; k < CARD_KINDS; k++)
        counts[k] += by_kind[k];
}

void solo_count_places(const struct solo_state *s, int counts[SOLO_PLACES][CARD_KINDS])
{
    memset(counts, 0, sizeof(int) * SOLO_PLACES * CARD_KINDS);
    add_cards(counts[SOLO_AT_PLAYER_DECK], s->player_deck.card, s->player_deck.n);
    add_counts(counts[SOLO_AT_HAND], s->hand);
    add_cards(counts[SOLO_AT_PLAYER_LINE], s->player_line, s->player_line_n);
    add_counts(counts[SOLO_AT_PLAYER_DISCARD], s->player_discard);
    add_cards(counts[SOLO_AT_ENEMY_DECK], s->enemy_deck.card, s->enemy_deck.n);
    add_cards(counts[SOLO_AT_ENEMY_LINE], s->enemy_line, s->enemy_line_n);
    add_counts(counts[SOLO_AT_ENEMY_DISCARD], s->enemy_discard);
    add_cards(counts[SOLO_AT_SPECIAL_DECK], s->special_deck.card, s->special_deck.n);
    add_counts(counts[SOLO_AT_RESERVE], s->reserve);
    add_counts(counts[SOLO_AT_USED_SPECIALS], s->used_specials);
    add_counts(counts[SOLO_AT_OUT], s->out);
}
