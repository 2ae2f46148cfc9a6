/* solo_render.c — the solitaire game in words: events as sentences (or as
 * key=value lines with --events), the status screen, the hand, the rules;
 * with colour on, the battle's and the game's winner (you green, the
 * armies in the others' colours) and the player's own line bold. */
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/term/term_color.h"
#include "engine/strength.h"
#include "i18n.h"

static const char *card_title(int kind)
{
    const struct card_info *c = card_info((enum card_kind)kind);
    /* a special card by its name in the screen's language */
    return c ? (c->mercenary ? c->name : card_title_local(kind)) : "?";
}

static void army_name(int army, char *buf, size_t cap)
{
    /* TRANSLATORS: an enemy army of the solitaire, by its letter (A, B...). */
    snprintf(buf, cap, _("army %s"), solo_mark_name(army + 1));
}

/* The effects are named by the cards' local titles (the rulebook's words). */
static void effect_words(const struct solo_event *e)
{
    bool mine = e->side == SOLO_SIDE_PLAYER;
    const char *mark = solo_mark_name(e->army + 1);
    switch (e->effect) {
    case SOLO_EFFECT_DISCARD:
        if (e->value)
            /* TRANSLATORS: the Bishop (its title), then a strength and counts. */
            printf(_("  %s: every %d is discarded (%d of yours, %d of the enemy's).\n"),
                   card_title(CARD_BISHOP), e->value, e->player_count, e->enemy_count);
        else
            printf(_("  %s: no mercenary to discard.\n"), card_title(CARD_BISHOP));
        break;
    case SOLO_EFFECT_WINTER:
        printf(_("  %s: every mercenary counts 1.\n"), card_title(CARD_WINTER));
        break;
    case SOLO_EFFECT_SPRING:
        if (e->value)
            printf(_("  %s: +3 to every %d in play.\n"), card_title(CARD_SPRING), e->value);
        else
            printf(_("  %s: no mercenary in play, no effect.\n"), card_title(CARD_SPRING));
        break;
    case SOLO_EFFECT_CANCELLED:
        if (mine) /* reported for both sides: say it once */
            /* TRANSLATORS: Winter and Spring (their titles). */
            printf(_("  %s and %s cancel each other: neither applies.\n"), card_title(CARD_WINTER),
                   card_title(CARD_SPRING));
        break;
    case SOLO_EFFECT_DOUBLE:
        if (mine)
            printf(_("  %s: your mercenaries count double.\n"), card_title(CARD_DRUMMER));
        else
            printf(_("  %s: the enemy's mercenaries count double.\n"), card_title(CARD_DRUMMER));
        break;
    case SOLO_EFFECT_TEN:
        if (mine)
            printf(_("  %s: +10 for you.\n"), card_title(CARD_HEROINE));
        else
            printf(_("  %s: +10 for army %s.\n"), card_title(CARD_HEROINE), mark);
        break;
    case SOLO_EFFECT_SURRENDER:
        if (mine)
            printf(_("  %s: you win the battle.\n"), card_title(CARD_SURRENDER));
        else
            printf(_("  %s: army %s wins the battle.\n"), card_title(CARD_SURRENDER), mark);
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

/* "=> You win battle 3, 21 to 14. (2 victories)": the sentence (in the
 * winner's colour), then the tally, each whole. */
static void result_words(const struct session *s, const struct solo_event *e)
{
    bool you = e->winner == SOLO_MARK_PLAYER;
    const char *army = solo_mark_name(e->army + 1), *winner = solo_mark_name(e->winner);
    int mine = e->player_strength, theirs = e->enemy_strength;
    bool tie = mine == theirs, duel = e->how == SOLO_HOW_DUEL;
    printf("%s", win_on(s, e->winner));
    if (e->how == SOLO_HOW_SURRENDER && you)
        printf(_("=> You win battle %d by %s (strengths: you %d, army %s %d)."), e->battle,
               card_title(CARD_SURRENDER), mine, army, theirs);
    else if (e->how == SOLO_HOW_SURRENDER)
        printf(_("=> Army %s wins battle %d by %s (strengths: you %d, army %s %d)."), winner,
               e->battle, card_title(CARD_SURRENDER), mine, army, theirs);
    else if (e->how == SOLO_HOW_CONCEDE)
        /* TRANSLATORS: the army's letter, the battle, your strength, the
         * army's strength */
        printf(_("=> Army %s wins battle %d: you conceded with %d against its %d."), winner,
               e->battle, mine, theirs);
    else if (you && duel)
        printf(_("=> You win battle %d after the duel, %d to %d."), e->battle, mine, theirs);
    else if (you)
        printf(_("=> You win battle %d, %d to %d."), e->battle, mine, theirs);
    else if (duel && tie)
        printf(_("=> Army %s wins battle %d after the duel, %d to %d: ties go to the enemy."),
               winner, e->battle, theirs, mine);
    else if (duel)
        printf(_("=> Army %s wins battle %d after the duel, %d to %d."), winner, e->battle, theirs,
               mine);
    else if (tie)
        printf(_("=> Army %s wins battle %d, %d to %d: ties go to the enemy."), winner, e->battle,
               theirs, mine);
    else
        printf(_("=> Army %s wins battle %d, %d to %d."), winner, e->battle, theirs, mine);
    printf("%s", term_sgr(s->color, TERM_RESET));
    unsigned long v = (unsigned long)e->victories;
    if (you)
        printf(ngettext(" (%d victory)\n", " (%d victories)\n", v), e->victories);
    else
        printf(ngettext(" (%d victory, %d in a row)\n", " (%d victories, %d in a row)\n", v),
               e->victories, e->streak);
}

/* "--- Battle 3: the coin says army B.": what drew the army, as the
 * Spanish solitaire text has it: a coin for two armies, a die for more;
 * with one army nothing is drawn. */
static void battle_words(const struct session *s, const struct solo_event *e)
{
    int armies = solo_of(s) ? solo_of(s)->options.armies : 2;
    const char *army = solo_mark_name(e->army + 1);
    bool you = e->side == SOLO_SIDE_PLAYER;
    if (armies == 1)
        /* TRANSLATORS: %s is the army's letter (A); a single enemy army. */
        printf(you ? _("\n--- Battle %d against army %s, the only enemy army. You have the "
                       "initiative.")
                   : _("\n--- Battle %d against army %s, the only enemy army. The enemy has the "
                       "initiative."),
               e->battle, army);
    else if (armies > 2)
        /* TRANSLATORS: %s is the army's letter (A, B...), drawn by a die. */
        printf(you ? _("\n--- Battle %d: the die says army %s. You have the initiative.")
                   : _("\n--- Battle %d: the die says army %s. The enemy has the initiative."),
               e->battle, army);
    else if (you)
        /* TRANSLATORS: %s is the army's letter (A, B...). */
        printf(_("\n--- Battle %d: the coin says army %s. You have the initiative."), e->battle,
               army);
    else
        printf(_("\n--- Battle %d: the coin says army %s. The enemy has the initiative."),
               e->battle, army);
}

static void event_words(const struct session *s, const struct solo_event *e)
{
    switch (e->type) {
    case SOLO_EV_BATTLE:
        battle_words(s, e);
        if (e->blind)
            printf(_(" Fewer than 5 cards in hand: you play blind (your hand, then the top of "
                     "your deck)."));
        printf("\n");
        break;
    case SOLO_EV_ENEMY_CARD:
        printf(_("The enemy turns up %s.\n"), card_title(e->card));
        break;
    case SOLO_EV_SCARECROW_REDRAW:
        printf(_("The enemy's first card is a Scarecrow: discarded, it draws again.\n"));
        break;
    case SOLO_EV_SCARECROW:
        printf(_("The enemy turns up a Scarecrow: the special-card duel is forced!\n"));
        break;
    case SOLO_EV_PLAYER_CARD:
        printf(_("You play %s.\n"), card_title(e->card));
        break;
    case SOLO_EV_BLIND_CARD:
        printf(_("You turn up %s from your deck.\n"), card_title(e->card));
        break;
    case SOLO_EV_PLAYER_OUT:
        printf(_("You have no card left: you play no more in this battle.\n"));
        break;
    case SOLO_EV_PLAYER_SPECIAL:
        if (e->card == CARD_NONE)
            printf(_("You play no special.\n"));
        else
            printf(_("You play your %s.\n"), card_title(e->card));
        break;
    case SOLO_EV_ENEMY_SPECIAL:
        if (e->card == CARD_NONE)
            printf(_("The special deck is empty: the enemy plays no special.\n"));
        else
            printf(_("The enemy draws %s from the special deck.\n"), card_title(e->card));
        break;
    case SOLO_EV_EFFECT:
        effect_words(e);
        break;
    case SOLO_EV_CONCEDE:
        printf(_("You concede the battle.\n"));
        break;
    case SOLO_EV_RESULT:
        result_words(s, e);
        break;
    case SOLO_EV_NEW_HAND:
        /* count: drawn; player_count: in hand now; enemy_count: deck left */
        if (e->count == 0)
            printf(ngettext("Your deck is exhausted: you draw nothing (%d card in hand).\n",
                            "Your deck is exhausted: you draw nothing (%d cards in hand).\n",
                            (unsigned long)e->player_count),
                   e->player_count);
        else
            printf(ngettext("You draw %d card: %d in hand, %d left in your deck.\n",
                            "You draw %d cards: %d in hand, %d left in your deck.\n",
                            (unsigned long)e->count),
                   e->count, e->player_count, e->enemy_count);
        break;
    case SOLO_EV_ENEMY_RESHUFFLE:
        printf(_("The enemy deck is empty: its %d used cards are shuffled into a new deck.\n"),
               e->count);
        break;
    case SOLO_EV_SPECIAL_RESHUFFLE:
        printf(_("The special deck is empty: the %d used specials are shuffled into a new one.\n"),
               e->count);
        break;
    case SOLO_EV_GAME_END: {
        const char *why = e->end == SOLO_END_VICTORIES ? _("victories reached")
                          : e->end == SOLO_END_STREAK  ? _("an enemy army won in a row")
                          : e->end == SOLO_END_DECK    ? _("your deck is exhausted")
                                                       : "";
        printf("%s", term_sgr(s->color, e->outcome == SOLO_WIN ? TERM_BOLD TERM_GREEN
                                                            : TERM_BOLD TERM_RED));
        /* TRANSLATORS: %s says why the solitaire ended. */
        if (e->outcome == SOLO_WIN)
            printf(_("\n*** Game over (%s): YOU WIN. ***\n"), why);
        else
            printf(_("\n*** Game over (%s): YOU LOSE. ***\n"), why);
        printf("%s", term_sgr(s->color, TERM_RESET));
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
    solo_view(&solo_of(s)->state, &v);
    char army[32];
    printf(_("Final score: you %d"), v.victories[SOLO_MARK_PLAYER]);
    for (int a = 0; a < v.armies; a++) {
        army_name(a, army, sizeof army);
        printf(" | %s %d", army, v.victories[a + 1]);
    }
    printf(ngettext("   (%d battle fought)\n", "   (%d battles fought)\n", (unsigned long)v.battle),
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
        printf(ngettext("(%d more event not shown)\n", "(%d more events not shown)\n",
                        (unsigned long)ev->lost),
               ev->lost);
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

/* The width of the status screen's labels: the longest of them, so that
 * the cards start in one column in every language. */
static int label_width(void)
{
    /* TRANSLATORS: the labels of the solitaire's status screen, in a
     * column (Score, Enemy, You, Hand, Specials, Decks); keep them short. */
    const char *labels[] = { _("Score"), _("Enemy"), _("You"), _("Hand"), _("Specials"),
                             _("Decks") };
    int w = 0;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++)
        w = width_at_least(w, labels[i]);
    return w;
}

void solo_render_hand(const struct session *s)
{
    struct solo_view v;
    solo_view(&solo_of(s)->state, &v);
    int w = label_width();
    fput_left(stdout, _("Hand"), w);
    print_counts(v.hand, true);
    printf(ngettext("   (%d card)\n", "   (%d cards)\n", (unsigned long)v.hand_n), v.hand_n);
    fput_left(stdout, _("Specials"), w);
    print_counts(v.reserve, false);
    printf(_("   (%d left for the whole game, one per battle)\n"), v.reserve_n);
}

void solo_render_turn(const struct session *s)
{
    struct solo_view v;
    solo_view(&solo_of(s)->state, &v);
    switch (v.decision) {
    case SOLO_DECIDE_CARD: {
        /* only what the rules allow now: in a blind battle the hand is
         * played first, then the deck */
        const struct solo_state *st = &solo_of(s)->state;
        bool play = solo_can(st, SOLO_ACT_PLAY), blind = solo_can(st, SOLO_ACT_BLIND);
        bool special = solo_can(st, SOLO_ACT_SPECIAL), concede = solo_can(st, SOLO_ACT_CONCEDE);
        /* TRANSLATORS: blind, special CARD, concede, play are commands,
         * typed in English (or their words in your language). %s is the
         * card the player sees on top of his deck (blind-view=seen). */
        if (blind && !play && v.deck_top != CARD_NONE)
            printf(_("Your turn: blind (the top card of your deck, which you see: %s)"),
                   card_title(v.deck_top));
        else if (blind && !play)
            printf(_("Your turn: blind (the top card of your deck)"));
        else if (blind)
            printf(_("Your turn: play a mercenary (or blind)"));
        else
            printf(_("Your turn: play a mercenary"));
        printf("%s%s.\n", special ? _(", special CARD") : "", concede ? _(", concede") : "");
        break;
    }
    case SOLO_DECIDE_RESPOND:
    case SOLO_DECIDE_CONCLUDE:
    case SOLO_DECIDE_SCARECROW:
        solo_render_pause(s); /* solo_question.c */
        break;
    case SOLO_DECIDE_NONE:
        if (!solo_render_ladder(solo_of(s)))
            printf(_("The game is over. Type status to see the end again, solo for another "
                     "game, play for a standard game, or quit.\n"));
        if (s->journal.finished_id)
            printf("%s", _("Type review to see where the game was won or lost.\n"));
        break;
    }
}

void solo_render_brief(const struct session *s)
{
    struct solo_view v;
    solo_view(&solo_of(s)->state, &v);
    printf(_("Army %s"), solo_mark_name(v.army + 1));
    print_cards(v.enemy_line, v.enemy_line_n);
    /* TRANSLATORS: "You" then your line, as in "Army A 5 = 5  |  You 6". */
    printf(" = %d  |  %s", v.enemy_strength, _("You"));
    print_cards(v.player_line, v.player_line_n);
    printf(" = %d  |  %s", v.player_strength, _("Hand"));
    print_counts(v.hand, true);
    printf("\n");
    solo_render_turn(s);
}

void solo_render_status(const struct session *s)
{
    struct solo_view v;
    solo_view(&solo_of(s)->state, &v);
    const char *army = solo_mark_name(v.army + 1);
    unsigned long long seed = (unsigned long long)solo_of(s)->seed;
    if (v.initiative == SOLO_SIDE_PLAYER && v.blind)
        printf(_("Battle %d against army %s, your initiative, blind   (seed %llu)\n"), v.battle,
               army, seed);
    else if (v.initiative == SOLO_SIDE_PLAYER)
        printf(_("Battle %d against army %s, your initiative   (seed %llu)\n"), v.battle, army,
               seed);
    else if (v.blind)
        printf(_("Battle %d against army %s, enemy initiative, blind   (seed %llu)\n"), v.battle,
               army, seed);
    else
        printf(_("Battle %d against army %s, enemy initiative   (seed %llu)\n"), v.battle, army,
               seed);
    int w = label_width();
    fput_left(stdout, _("Score"), w - 1);
    printf(_(" you %d"), v.victories[SOLO_MARK_PLAYER]);
    for (int a = 0; a < v.armies; a++)
        printf(" | %s %d", solo_mark_name(a + 1), v.victories[a + 1]);
    /* TRANSLATORS: each army's victories in a row follow (or "none"). */
    printf(_("   streak:"));
    bool any = false;
    for (int a = 0; a < v.armies; a++)
        if (v.streak[a]) {
            printf(" %s %d", solo_mark_name(a + 1), v.streak[a]);
            any = true;
        }
    if (!any)
        printf(_(" none"));
    printf(_("   (5 victories end the game; %d in a row for an army)\n"), v.options.streak_length);
    fput_left(stdout, _("Enemy"), w - 1);
    print_cards(v.enemy_line, v.enemy_line_n);
    printf(_("   = %d  (%d/%d cards)\n"), v.enemy_strength, v.enemy_played,
           v.options.cards_per_side);
    printf("%s", term_sgr(s->color, TERM_BOLD TERM_GREEN)); /* the player's own line */
    fput_left(stdout, _("You"), w - 1);
    print_cards(v.player_line, v.player_line_n);
    printf(_("   = %d  (%d/%d cards)"), v.player_strength, v.player_played,
           v.options.cards_per_side);
    printf("%s\n", term_sgr(s->color, TERM_RESET));
    solo_render_hand(s);
    fput_left(stdout, _("Decks"), w - 1);
    printf(_(" yours %d | enemy %d | specials %d\n"), v.player_deck_n, v.enemy_deck_n,
           v.special_deck_n);
    solo_render_turn(s);
}

void solo_render_rules(const struct solo_options *o)
{
    solo_render_summary();
    printf("\n");
    solo_render_levels_table();
    printf("\n");
    printf(_("Solitaire (doc/rules-solitaire.md, from the Spanish text). Options of this game:\n"));
    for (int i = 0; i < solo_option_count(); i++) {
        const struct solo_option_info *info = solo_option_info(i);
        char value[32];
        solo_option_value(o, i, value, sizeof value);
        /* TRANSLATORS: an option's name, value, default, allowed values
         * (typed in English), then its description. */
        printf(_("  %s = %s   (default %s; %s)\n      %s\n"), info->name, value,
               info->default_text, info->allowed, gettext(info->description));
    }
    printf(_("Set them when starting: solo --rules armies=3,streak=own\n"));
}
