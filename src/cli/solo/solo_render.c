/* solo_render.c — the solitaire game in words: events as sentences (or as
 * key=value lines with --events), the status screen, the hand, the rules;
 * with colour on, the battle's and the game's winner (you green, the
 * armies in the others' colours) and the player's own line bold. */
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/term/term_color.h"
#include "engine/strength.h"

static const char *card_title(int kind)
{
    const struct card_info *c = card_info((enum card_kind)kind);
    /* a special card by its name in the screen's language */
    return c ? (c->mercenary ? c->name : card_title_local(kind)) : "?";
}

static void army_name(int army, char *buf, size_t cap)
{
    snprintf(buf, cap, "army %s", solo_mark_name(army + 1));
}

static const char *side_name(int side, int army, char *buf, size_t cap)
{
    if (side == SOLO_SIDE_PLAYER)
        return "you";
    army_name(army, buf, cap);
    return buf;
}

static void effect_words(const struct solo_event *e)
{
    char a[16];
    const char *who = side_name(e->side, e->army, a, sizeof a);
    switch (e->effect) {
    case SOLO_EFFECT_DISCARD:
        if (e->value)
            printf("  Bishop: every %d is discarded (%d of yours, %d of the enemy's).\n", e->value,
                   e->player_count, e->enemy_count);
        else
            printf("  Bishop: no mercenary to discard.\n");
        break;
    case SOLO_EFFECT_WINTER:
        printf("  Winter: every mercenary counts 1.\n");
        break;
    case SOLO_EFFECT_SPRING:
        if (e->value)
            printf("  Spring: +3 to every %d in play.\n", e->value);
        else
            printf("  Spring: no mercenary in play, no effect.\n");
        break;
    case SOLO_EFFECT_CANCELLED:
        if (e->side == SOLO_SIDE_PLAYER) /* reported for both sides: say it once */
            printf("  Winter and Spring cancel each other: neither applies.\n");
        break;
    case SOLO_EFFECT_DOUBLE:
        printf("  Drummer: %s mercenaries count double.\n",
               e->side == SOLO_SIDE_PLAYER ? "your" : "the enemy's");
        break;
    case SOLO_EFFECT_TEN:
        printf("  Heroine: +10 for %s.\n", who);
        break;
    case SOLO_EFFECT_SURRENDER:
        printf("  Surrender: %s %s the battle.\n", who, e->side == SOLO_SIDE_PLAYER ? "win" : "wins");
        break;
    default:
        break;
    }
}

/* The winner's colour (mark: SOLO_MARK_PLAYER or an army's mark), bold. */
static const char *win_on(const struct session *s, int mark)
{
    static char sgr[32];
    if (!s->color)
        return "";
    snprintf(sgr, sizeof sgr, "%s%s", TERM_BOLD, term_seat_color(mark - SOLO_MARK_PLAYER));
    return sgr;
}

static void result_words(const struct session *s, const struct solo_event *e)
{
    bool you = e->winner == SOLO_MARK_PLAYER;
    bool decided = e->how == SOLO_HOW_SURRENDER || e->how == SOLO_HOW_CONCEDE;
    char who[24], score[96], tally[48];
    const char *plural = e->victories == 1 ? "victory" : "victories";
    if (you)
        snprintf(who, sizeof who, "You win");
    else
        snprintf(who, sizeof who, "Army %s wins", solo_mark_name(e->winner));
    if (decided)
        snprintf(score, sizeof score, " %s (strengths: you %d, army %s %d)",
                 e->how == SOLO_HOW_SURRENDER ? "by Surrender" : "(you conceded)",
                 e->player_strength, solo_mark_name(e->army + 1), e->enemy_strength);
    else
        snprintf(score, sizeof score, "%s, %d to %d%s",
                 e->how == SOLO_HOW_DUEL ? " after the duel" : "",
                 you ? e->player_strength : e->enemy_strength,
                 you ? e->enemy_strength : e->player_strength,
                 e->player_strength == e->enemy_strength ? ": ties go to the enemy" : "");
    if (you)
        snprintf(tally, sizeof tally, "(%d %s)", e->victories, plural);
    else
        snprintf(tally, sizeof tally, "(%d %s, %d in a row)", e->victories, plural, e->streak);
    printf("=> %s%s%s battle %d%s. %s\n", win_on(s, e->winner), who,
           term_sgr(s->color, TERM_RESET), e->battle, score, tally);
}

static void event_words(const struct session *s, const struct solo_event *e)
{
    char a[16];
    army_name(e->army, a, sizeof a);
    (void)s;
    switch (e->type) {
    case SOLO_EV_BATTLE:
        printf("\n--- Battle %d: the coin says %s. %s the initiative.%s\n", e->battle, a,
               e->side == SOLO_SIDE_PLAYER ? "You have" : "The enemy has",
               e->blind ? " Fewer than 5 cards in hand: you play blind (your hand, then the top "
                          "of your deck)."
                        : "");
        break;
    case SOLO_EV_ENEMY_CARD:
        printf("The enemy turns up %s.\n", card_title(e->card));
        break;
    case SOLO_EV_SCARECROW_REDRAW:
        printf("The enemy's first card is a Scarecrow: discarded, it draws again.\n");
        break;
    case SOLO_EV_SCARECROW:
        printf("The enemy turns up a Scarecrow: the special-card duel is forced!\n");
        break;
    case SOLO_EV_PLAYER_CARD:
        printf("You play %s.\n", card_title(e->card));
        break;
    case SOLO_EV_BLIND_CARD:
        printf("You turn up %s from your deck.\n", card_title(e->card));
        break;
    case SOLO_EV_PLAYER_OUT:
        printf("You have no card left: you play no more in this battle.\n");
        break;
    case SOLO_EV_PLAYER_SPECIAL:
        if (e->card == CARD_NONE)
            printf("You play no special.\n");
        else
            printf("You play your %s.\n", card_title(e->card));
        break;
    case SOLO_EV_ENEMY_SPECIAL:
        if (e->card == CARD_NONE)
            printf("The special deck is empty: the enemy plays no special.\n");
        else
            printf("The enemy draws %s from the special deck.\n", card_title(e->card));
        break;
    case SOLO_EV_EFFECT:
        effect_words(e);
        break;
    case SOLO_EV_CONCEDE:
        printf("You concede the battle.\n");
        break;
    case SOLO_EV_RESULT:
        result_words(s, e);
        break;
    case SOLO_EV_NEW_HAND:
        /* count: drawn; player_count: in hand now; enemy_count: deck left */
        if (e->count == 0)
            printf(e->player_count == 1 ? "Your deck is exhausted: you draw nothing (%d card in hand).\n"
                : "Your deck is exhausted: you draw nothing (%d cards in hand).\n",
                   e->player_count);
        else
            printf(e->count == 1 ? "You draw %d card: %d in hand, %d left in your deck.\n"
                : "You draw %d cards: %d in hand, %d left in your deck.\n",
                   e->count, e->player_count, e->enemy_count);
        break;
    case SOLO_EV_ENEMY_RESHUFFLE:
        printf("The enemy deck is empty: its %d used cards are shuffled into a new deck.\n",
               e->count);
        break;
    case SOLO_EV_SPECIAL_RESHUFFLE:
        printf("The special deck is empty: the %d used specials are shuffled into a new one.\n",
               e->count);
        break;
    case SOLO_EV_GAME_END: {
        const char *why = e->end == SOLO_END_VICTORIES ? "victories reached"
                          : e->end == SOLO_END_STREAK  ? "an enemy army won in a row"
                          : e->end == SOLO_END_DECK    ? "your deck is exhausted"
                                                       : "";
        printf("\n*** Game over (%s): %sYOU %s%s. ***\n", why,
               term_sgr(s->color, e->outcome == SOLO_WIN ? TERM_BOLD TERM_GREEN
                                                         : TERM_BOLD TERM_RED),
               e->outcome == SOLO_WIN ? "WIN" : "LOSE", term_sgr(s->color, TERM_RESET));
        break;
    }
    default:
        break;
    }
}

/* Whether some legal action of this type exists now. */
bool solo_can(const struct solo_state *st, int type)
{
    solo_action legal[64];
    int n = solo_legal_actions(st, legal, 64);
    for (int i = 0; i < n; i++)
        if (solo_action_type(legal[i]) == type)
            return true;
    return false;
}

static void final_score(const struct session *s)
{
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    printf("Final score: you %d", v.victories[SOLO_MARK_PLAYER]);
    for (int a = 0; a < v.armies; a++)
        printf(" | army %s %d", solo_mark_name(a + 1), v.victories[a + 1]);
    printf(v.battle == 1 ? "   (%d battle fought)\n"
                : "   (%d battles fought)\n",
           v.battle);
}

void solo_render_events(const struct session *s, const struct solo_events *ev)
{
    for (int i = 0; i < ev->n && i < ev->cap; i++) {
        if (s->events_kv) {
            char line[256];
            solo_event_format(&ev->ev[i], line, sizeof line);
            printf("%s\n", line);
        } else {
            event_words(s, &ev->ev[i]);
            if (ev->ev[i].type == SOLO_EV_GAME_END)
                final_score(s);
        }
    }
    if (ev->lost)
        printf("(%d more events not shown)\n", ev->lost);
}

static void print_cards(const uint8_t *line, int n)
{
    if (n == 0)
        printf(" -");
    for (int i = 0; i < n; i++)
        printf(" %s", card_title(line[i]));
}

static void print_counts(const uint8_t *counts, bool mercenaries)
{
    bool any = false;
    for (int k = CARD_KINDS - 1; k >= 0; k--) {
        if (card_is_mercenary(k) != mercenaries)
            continue;
        for (int i = 0; i < counts[k]; i++) {
            printf(" %s", card_title(k));
            any = true;
        }
    }
    if (!any)
        printf(" -");
}

void solo_render_hand(const struct session *s)
{
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    printf("Hand    ");
    print_counts(v.hand, true);
    printf("   (%d card%s)\n", v.hand_n, v.hand_n == 1 ? "" : "s");
    printf("Specials");
    print_counts(v.reserve, false);
    printf("   (%d left for the whole game, one per battle)\n", v.reserve_n);
}

void solo_render_turn(const struct session *s)
{
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    switch (v.decision) {
    case SOLO_DECIDE_CARD: {
        /* only what the rules allow now: in a blind battle the hand is
         * played first, then the deck */
        const struct solo_state *st = &s->solo->state;
        bool play = solo_can(st, SOLO_ACT_PLAY), blind = solo_can(st, SOLO_ACT_BLIND);
        bool special = solo_can(st, SOLO_ACT_SPECIAL), concede = solo_can(st, SOLO_ACT_CONCEDE);
        if (blind && !play)
            printf("Your turn: blind (the top card of your deck)%s%s.\n",
                   special ? ", special CARD" : "", concede ? ", concede" : "");
        else
            printf("Your turn: play a mercenary%s%s%s.\n", blind ? " (or blind)" : "",
                   special ? ", special CARD" : "", concede ? ", concede" : "");
        break;
    }
    case SOLO_DECIDE_RESPOND:
        printf("Before the enemy's next card: next (or Enter), or special CARD.\n");
        break;
    case SOLO_DECIDE_CONCLUDE:
        printf("All cards are down: fight (or Enter) to compare, or special CARD.\n");
        break;
    case SOLO_DECIDE_SCARECROW:
        printf("Scarecrow: answer with special CARD%s.\n",
               v.options.scarecrow_special == SOLO_SCARECROW_MAY || v.reserve_n == 0
                   ? " or special none"
                   : "");
        break;
    case SOLO_DECIDE_NONE:
        printf("The game is over. Type status to see the end again, solo for another game, "
               "play for a standard game, or quit.\n");
        break;
    }
}

void solo_render_brief(const struct session *s)
{
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    printf("Army %s", solo_mark_name(v.army + 1));
    print_cards(v.enemy_line, v.enemy_line_n);
    printf(" = %d  |  You", v.enemy_strength);
    print_cards(v.player_line, v.player_line_n);
    printf(" = %d  |  Hand", v.player_strength);
    print_counts(v.hand, true);
    printf("\n");
    solo_render_turn(s);
}

void solo_render_status(const struct session *s)
{
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    printf("Battle %d against army %s%s%s   (seed %llu)\n", v.battle, solo_mark_name(v.army + 1),
           v.initiative == SOLO_SIDE_PLAYER ? ", your initiative" : ", enemy initiative",
           v.blind ? ", blind" : "", (unsigned long long)s->solo->seed);
    printf("Score   you %d", v.victories[SOLO_MARK_PLAYER]);
    for (int a = 0; a < v.armies; a++)
        printf(" | %s %d", solo_mark_name(a + 1), v.victories[a + 1]);
    printf("   streak:");
    bool any = false;
    for (int a = 0; a < v.armies; a++)
        if (v.streak[a]) {
            printf(" %s %d", solo_mark_name(a + 1), v.streak[a]);
            any = true;
        }
    printf("%s   (5 victories end the game; %d in a row for an army)\n", any ? "" : " none",
           v.options.streak_length);
    printf("Enemy  ");
    print_cards(v.enemy_line, v.enemy_line_n);
    printf("   = %d  (%d/%d cards)\n", v.enemy_strength, v.enemy_played, v.options.cards_per_side);
    printf("%sYou    ", term_sgr(s->color, TERM_BOLD TERM_GREEN)); /* the player's own line */
    print_cards(v.player_line, v.player_line_n);
    printf("   = %d  (%d/%d cards)%s\n", v.player_strength, v.player_played,
           v.options.cards_per_side, term_sgr(s->color, TERM_RESET));
    solo_render_hand(s);
    printf("Decks   yours %d | enemy %d | specials %d\n", v.player_deck_n, v.enemy_deck_n,
           v.special_deck_n);
    solo_render_turn(s);
}

void solo_render_rules(const struct solo_options *o)
{
    printf("Solitaire (doc/rules-solitaire.md, from the Spanish text). Options of this game:\n");
    for (int i = 0; i < solo_option_count(); i++) {
        const struct solo_option_info *info = solo_option_info(i);
        char value[32];
        solo_option_value(o, i, value, sizeof value);
        printf("  %s = %s   (default %s; %s)\n      %s\n", info->name, value, info->default_text,
               info->allowed, info->description);
    }
    printf("Set them when starting: solo --rules armies=3,streak=own\n");
}
