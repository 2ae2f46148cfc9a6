/* solo_battle.c — the course of a solitaire battle [R-SOLO-BATTLE]: the coin
 * flip, alternating initiative, the enemy's cards (with the Scarecrow's
 * redraw and its forced duel), the player's turns and pauses, the end of a
 * battle (cards to their places, victories and streaks, the refill after a
 * blind battle) and the end of the game. */
#include <string.h>

#include "solo/solo_internal.h"

bool solo_player_can_play(const struct solo_state *s)
{
    return solo_count_sum(s->hand) > 0 || s->player_deck.n > 0;
}

static bool player_done(const struct solo_state *s)
{
    return s->player_played >= s->opt.cards_per_side || !solo_player_can_play(s);
}

static bool enemy_done(const struct solo_state *s)
{
    return s->enemy_played >= s->opt.cards_per_side;
}

/* [R-SOLO-DUEL] A special may be played once a mercenary of this battle is
 * on the table (with special-before-enemy=no: once the enemy has one). */
bool solo_special_allowed(const struct solo_state *s)
{
    if (solo_count_sum(s->reserve) == 0)
        return false;
    if (s->player_played + s->enemy_played == 0)
        return false;
    return s->opt.special_before_enemy || s->enemy_played > 0;
}

/* The player who has nothing left to play plays no more in this battle. */
static void note_player_out(struct solo_state *s, struct solo_events *ev)
{
    if (s->player_out || s->player_played >= s->opt.cards_per_side || solo_player_can_play(s))
        return;
    s->player_out = 1;
    struct solo_event e = solo_event_make(s, SOLO_EV_PLAYER_OUT);
    solo_event_push(ev, &e);
}

/* The enemy is about to turn up a card: with special-timing=any the player
 * may first start the duel. */
static void to_enemy(struct solo_state *s)
{
    bool pause = s->opt.special_timing == SOLO_TIMING_ANY && solo_special_allowed(s);
    s->phase = pause ? PH_RESPOND : PH_ENEMY;
}

void solo_after_player_move(struct solo_state *s, struct solo_events *ev)
{
    note_player_out(s, ev);
    if (!enemy_done(s))
        to_enemy(s);
    else if (!player_done(s))
        s->phase = PH_CARD;
    else
        s->phase = PH_CONCLUDE;
}

static void after_enemy_move(struct solo_state *s, struct solo_events *ev)
{
    note_player_out(s, ev);
    if (!player_done(s))
        s->phase = PH_CARD;
    else if (!enemy_done(s))
        to_enemy(s);
    else
        s->phase = PH_CONCLUDE;
}

static uint8_t coin_flip(struct solo_state *s)
{
    if (s->coin_pos < s->ncoins)
        return s->coins[s->coin_pos++];
    return (uint8_t)rng_below(&s->rng, s->opt.armies);
}

void solo_start_battle(struct solo_state *s, struct solo_events *ev)
{
    s->battle++;
    s->army = coin_flip(s);
    /* [R-SOLO-INITIATIVE] the enemy opens battle 1, then it alternates. */
    s->initiative = (s->battle % 2) ? SOLO_SIDE_ENEMY : SOLO_SIDE_PLAYER;
    s->player_played = s->enemy_played = 0;
    s->blind = solo_count_sum(s->hand) < s->opt.blind_below; /* [R-SOLO-BLIND] */
    s->blind_drawn = 0;
    s->player_out = 0;
    struct solo_event e = solo_event_make(s, SOLO_EV_BATTLE);
    e.side = s->initiative;
    e.blind = s->blind;
    solo_event_push(ev, &e);
    note_player_out(s, ev);
    s->phase = (s->initiative == SOLO_SIDE_PLAYER && !player_done(s)) ? PH_CARD : PH_ENEMY;
}

/* [R-SOLO-RESHUFFLE] The enemy's used cards become its new deck. */
static void enemy_reshuffle(struct solo_state *s, struct solo_events *ev)
{
    struct solo_event e = solo_event_make(s, SOLO_EV_ENEMY_RESHUFFLE);
    solo_pile_take_counts(&s->enemy_deck, s->enemy_discard);
    rng_shuffle(&s->rng, s->enemy_deck.card, s->enemy_deck.n);
    e.count = s->enemy_deck.n;
    solo_event_push(ev, &e);
}

static uint8_t enemy_draw(struct solo_state *s, struct solo_events *ev)
{
    if (s->enemy_deck.n == 0)
        enemy_reshuffle(s, ev);
    return solo_pile_pop(&s->enemy_deck);
}

void solo_enemy_turn(struct solo_state *s, struct solo_events *ev)
{
    for (;;) {
        uint8_t c = enemy_draw(s, ev);
        if (c == CARD_NONE) { /* cannot happen with a checked setup */
            s->enemy_played = s->opt.cards_per_side;
            after_enemy_move(s, ev);
            return;
        }
        if (c == CARD_SCARECROW) {
            /* [R-SOLO-SCARECROW-REDRAW] the enemy's first card of a battle. */
            bool first = s->enemy_played == 0 &&
                         (s->opt.scarecrow_redraw == SOLO_REDRAW_ENEMY_FIRST ||
                          s->player_played == 0);
            struct solo_event e = solo_event_make(s, first ? SOLO_EV_SCARECROW_REDRAW
                                                           : SOLO_EV_SCARECROW);
            e.card = c;
            if (first) {
                s->enemy_discard[c]++;
                solo_event_push(ev, &e);
                continue;
            }
            /* [R-SOLO-SCARECROW] it forces the duel at once. */
            s->enemy_line[s->enemy_line_n++] = c;
            solo_event_push(ev, &e);
            s->phase = PH_SCARECROW;
            return;
        }
        s->enemy_line[s->enemy_line_n++] = c;
        s->enemy_played++;
        solo_event_card(s, ev, SOLO_EV_ENEMY_CARD, c);
        after_enemy_move(s, ev);
        return;
    }
}

/* [R-SOLO-STREAK] */
static void update_streaks(struct solo_state *s, int winner)
{
    int fought = s->army;
    for (int a = 0; a < s->opt.armies; a++) {
        int won = winner == 1 + a;
        switch (s->opt.streak) {
        case SOLO_STREAK_GAME:
            s->streak[a] = won ? (uint8_t)(s->streak[a] + 1) : 0;
            break;
        case SOLO_STREAK_OWN:
            if (won)
                s->streak[a]++;
            else if (a == fought)
                s->streak[a] = 0;
            break;
        default: /* SOLO_STREAK_PLAYER_BREAKS */
            if (won)
                s->streak[a]++;
            else if (winner == SOLO_MARK_PLAYER)
                s->streak[a] = 0;
            break;
        }
    }
}

/* [R-SOLO-PLACES] Lines are cleared: the player's mercenaries to his
 * discard (never to return), the enemy's cards to the enemy's discard, the
 * specials of both sides to the used specials. */
static void clear_lines(struct solo_state *s)
{
    for (int i = 0; i < s->player_line_n; i++) {
        uint8_t c = s->player_line[i];
        if (card_is_mercenary(c))
            s->player_discard[c]++;
        else
            s->used_specials[c]++;
    }
    for (int i = 0; i < s->enemy_line_n; i++) {
        uint8_t c = s->enemy_line[i];
        if (solo_is_special_kind(c))
            s->used_specials[c]++;
        else
            s->enemy_discard[c]++;
    }
    memset(s->player_line, 0, sizeof s->player_line);
    memset(s->enemy_line, 0, sizeof s->enemy_line);
    s->player_line_n = s->enemy_line_n = 0;
}

/* [R-SOLO-BLIND] After a blind battle the player draws a new hand. */
static void refill(struct solo_state *s, struct solo_events *ev)
{
    int in_hand = solo_count_sum(s->hand);
    int want = s->opt.hand_size;
    if (s->opt.refill == SOLO_REFILL_UP_TO)
        want = want > in_hand ? want - in_hand : 0;
    int drawn = 0;
    while (drawn < want && s->player_deck.n) {
        s->hand[solo_pile_pop(&s->player_deck)]++;
        drawn++;
    }
    struct solo_event e = solo_event_make(s, SOLO_EV_NEW_HAND);
    e.count = (uint8_t)drawn;
    e.player_count = (uint8_t)solo_count_sum(s->hand);
    e.enemy_count = s->player_deck.n;
    solo_event_push(ev, &e);
}

static void game_over(struct solo_state *s, enum solo_outcome outcome, enum solo_end end, int mark,
                      struct solo_events *ev)
{
    s->outcome = (uint8_t)outcome;
    s->end = (uint8_t)end;
    s->end_mark = (uint8_t)mark;
    s->phase = PH_OVER;
    struct solo_event e = solo_event_make(s, SOLO_EV_GAME_END);
    e.outcome = (uint8_t)outcome;
    e.end = (uint8_t)end;
    e.winner = (uint8_t)mark;
    e.victories = s->victories[SOLO_MARK_PLAYER];
    solo_event_push(ev, &e);
}

/* [R-SOLO-END-DECK] */
static bool deck_exhausted(const struct solo_state *s)
{
    if (s->opt.deck_end == SOLO_DECK_END_EMPTY)
        return s->player_deck.n == 0;
    return s->player_deck.n == 0 && solo_count_sum(s->hand) == 0;
}

static bool player_leads_every_army(const struct solo_state *s)
{
    if (s->opt.deck_end_win == SOLO_DECK_WIN_COMBINED) {
        int all = 0;
        for (int a = 0; a < s->opt.armies; a++)
            all += s->victories[1 + a];
        return s->victories[SOLO_MARK_PLAYER] > all;
    }
    for (int a = 0; a < s->opt.armies; a++)
        if (s->victories[SOLO_MARK_PLAYER] <= s->victories[1 + a])
            return false;
    return true;
}

void solo_end_battle(struct solo_state *s, int winner, enum solo_how how, struct solo_events *ev)
{
    int ps, es;
    solo_strengths(s, &ps, &es);
    if (s->victories[winner] < 255)
        s->victories[winner]++;
    update_streaks(s, winner);
    struct solo_event e = solo_event_make(s, SOLO_EV_RESULT);
    e.winner = (uint8_t)winner;
    e.how = (uint8_t)how;
    e.player_strength = (int16_t)ps;
    e.enemy_strength = (int16_t)es;
    e.victories = s->victories[winner];
    e.streak = winner == SOLO_MARK_PLAYER ? 0 : s->streak[winner - 1];
    solo_event_push(ev, &e);
    clear_lines(s);

    /* [R-SOLO-END-VICTORIES] and [R-SOLO-END-STREAK]: at once. */
    if (s->victories[winner] >= s->opt.victories) {
        game_over(s, winner == SOLO_MARK_PLAYER ? SOLO_WIN : SOLO_LOSS, SOLO_END_VICTORIES, winner,
                  ev);
        return;
    }
    if (winner != SOLO_MARK_PLAYER && s->opt.streak_length &&
        s->streak[winner - 1] >= s->opt.streak_length) {
        game_over(s, SOLO_LOSS, SOLO_END_STREAK, winner, ev);
        return;
    }
    if (s->blind || s->blind_drawn)
        refill(s, ev);
    if (deck_exhausted(s)) {
        game_over(s, player_leads_every_army(s) ? SOLO_WIN : SOLO_LOSS, SOLO_END_DECK,
                  SOLO_NO_MARK, ev);
        return;
    }
    s->phase = PH_START;
}

void solo_perform(struct solo_state *s, solo_action a, struct solo_events *ev)
{
    int card = solo_action_card(a);
    switch (solo_action_type(a)) {
    case SOLO_ACT_PLAY:
        s->hand[card]--;
        s->player_line[s->player_line_n++] = (uint8_t)card;
        s->player_played++;
        solo_event_card(s, ev, SOLO_EV_PLAYER_CARD, card);
        solo_after_player_move(s, ev);
        break;
    case SOLO_ACT_BLIND: {
        uint8_t c = solo_pile_pop(&s->player_deck);
        s->player_line[s->player_line_n++] = c;
        s->player_played++;
        s->blind_drawn = 1;
        solo_event_card(s, ev, SOLO_EV_BLIND_CARD, c);
        solo_after_player_move(s, ev);
        break;
    }
    case SOLO_ACT_SPECIAL:
        solo_duel(s, card, ev);
        break;
    case SOLO_ACT_NEXT:
        s->phase = PH_ENEMY;
        break;
    case SOLO_ACT_FIGHT: {
        int ps, es;
        solo_strengths(s, &ps, &es);
        /* [R-SOLO-TIE] ties go to the enemy. */
        solo_end_battle(s, ps > es ? SOLO_MARK_PLAYER : 1 + s->army, SOLO_HOW_STRENGTH, ev);
        break;
    }
    case SOLO_ACT_CONCEDE: {
        struct solo_event e = solo_event_make(s, SOLO_EV_CONCEDE);
        e.count = s->player_played;
        solo_event_push(ev, &e);
        solo_end_battle(s, 1 + s->army, SOLO_HOW_CONCEDE, ev);
        break;
    }
    default:
        break;
    }
}

void solo_advance(struct solo_state *s, struct solo_events *ev)
{
    for (;;) {
        switch (s->phase) {
        case PH_OVER:
            return;
        case PH_START:
            solo_start_battle(s, ev);
            break;
        case PH_ENEMY:
            solo_enemy_turn(s, ev);
            break;
        default: {
            solo_action buf[SOLO_MAX_ACTIONS];
            int n = solo_legal_actions(s, buf, SOLO_MAX_ACTIONS);
            if (n >= 2)
                return;
            if (n == 1) {
                solo_perform(s, buf[0], ev); /* a question with one answer */
            } else { /* cannot happen: nothing to ask, so compare */
                solo_perform(s, solo_action_make(SOLO_ACT_FIGHT, CARD_NONE), ev);
            }
            break;
        }
        }
    }
}
