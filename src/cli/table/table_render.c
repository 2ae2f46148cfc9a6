/* table_render.c — the standard game in words: events as sentences (or
 * key=value lines with --events), the battle lines, the hand, the status
 * and what the human is asked now; with colour on, the seats in their
 * colours (term_seat_color), the winners and the player's own line bold. */
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "cli/prompt/session.h"
#include "i18n.h"
#include "cli/table/table_screen.h"
#include "cli/term/term_color.h"
#include "rules/rules.h"

static const char *title(int kind)
{
    const struct card_info *c = card_info((enum card_kind)kind);
    /* a special card by its name in the screen's language */
    return c ? (c->mercenary ? c->name : card_title_local(kind)) : "?";
}

static const char *who(int seat)
{
    return table_seat_name(seat);
}

static bool you(int seat)
{
    return seat == TABLE_HUMAN;
}

/* The colour a winner's name is printed in, and its reset ("" when colour
 * is off). */
static const char *win_on(const struct session *s, int seat)
{
    static char sgr[32];
    if (!s->color)
        return "";
    snprintf(sgr, sizeof sgr, "%s%s", TERM_BOLD, term_seat_color(seat));
    return sgr;
}

static const char *off(const struct session *s)
{
    return term_sgr(s->color, TERM_RESET);
}

/* A winner's name in its colour, bold (as is when colour is off). */
static const char *win_name(const struct session *s, int seat)
{
    static char name[96];
    snprintf(name, sizeof name, "%s%s%s", win_on(s, seat), who(seat), off(s));
    return name;
}

/* hand-sizes=private: the other players' hand sizes are not shown. */
static bool hand_sizes_private(const struct session *s)
{
    return table_of(s)->game.rules.reading[READING_HAND_SIZES] == HAND_SIZES_PRIVATE;
}

static void print_multiset(const uint8_t *cards)
{
    bool any = false;
    for (int k = CARD_KINDS - 1; k >= 0; k--)
        for (int i = 0; i < cards[k]; i++) {
            printf(" %s", title(k));
            any = true;
        }
    if (!any)
        printf(" -");
}

static const char *token_reason(int reason)
{
    switch (reason) {
    /* TRANSLATORS: why the Condottiere token goes to a player, in brackets
     * after "The Condottiere token goes to NAME". */
    case TOKEN_FIRST:
        return _("first holder");
    case TOKEN_WON:
        return _("won the battle");
    case TOKEN_TIE:
        return _("tie: to the left of the last holder");
    case TOKEN_COURTESAN:
        return _("most Courtesans");
    case TOKEN_DECLINED:
        return _("the holder declined to designate: to his left");
    case TOKEN_TRUCE:
        return _("the Bishop's truce: to the left of the holder");
    case TOKEN_DEFENDER:
        return _("a tie: the defender keeps it");
    case TOKEN_FINAL:
        return _("passed left to a player of the final battle");
    default:
        return "";
    }
}

static void render_ask(const struct session *s, bool context);

/* How a game ended, for the screen (result_reason_name's words are the
 * machine's). */
static const char *result_words(int reason)
{
    switch (reason) {
    /* TRANSLATORS: how a game was won, in "*** Game over (...)": the
     * English screen shows the machine's word; translate its meaning
     * (total: regions in total; adjacency: connected regions; battle-cap:
     * the cap on the number of battles; declined: every player declined to
     * designate a battle). */
    case RESULT_TOTAL: return _("total");
    case RESULT_ADJACENT: return _("adjacency");
    case RESULT_MOST_REGIONS: return _("most-regions");
    case RESULT_FINAL_BATTLE: return _("final-battle");
    case RESULT_SHARED: return _("shared");
    case RESULT_BATTLE_CAP: return _("battle-cap");
    case RESULT_DECLINED: return _("declined");
    default: return result_reason_name(reason);
    }
}

static void battle_end_words(const struct session *s, const struct event *e)
{
    int n = table_of(s)->game.nseats;
    const char *how = e->reason == BATTLE_BY_SURRENDER ? _("Surrender")
                      : e->reason == BATTLE_BY_BISHOP  ? _("the Bishop's truce")
                                                       : _("everyone passed");
    if (e->region == EVENT_NONE)
        /* TRANSLATORS: %s says how it ended: "Surrender", "the Bishop's
         * truce" or "everyone passed"; the strengths follow. */
        printf(_("The final battle ends (%s):"), how);
    else
        /* TRANSLATORS: the region, then how it ended; the strengths follow. */
        printf(_("The battle for %s ends (%s):"), region_name_local(e->region), how);
    for (int i = 0; i < n; i++)
        printf("%s %s %d", i ? "," : "", who(i), e->strength[i]);
    if (e->seat == EVENT_NONE)
        printf(_(". A tie: nobody conquers.\n"));
    else if (e->region == EVENT_NONE && you(e->seat))
        printf(_(". You win the final battle.\n"));
    else if (e->region == EVENT_NONE)
        printf(_(". %s wins the final battle.\n"), win_name(s, e->seat));
    else if (you(e->seat))
        printf(_(". You conquer %s!\n"), region_name_local(e->region));
    else
        printf(_(". %s conquers %s!\n"), win_name(s, e->seat), region_name_local(e->region));
}
/* "your line", "Sforza's line": whose line the Winter, Spring or Bishop
 * discards from, in a whole sentence. */
static void line_discard_words(const struct event *e, bool bishop)
{
    const char *card = title(e->card);
    if (bishop && you(e->seat))
        printf(_("  The Bishop discards %d x %s from your line.\n"), e->count, card);
    else if (bishop)
        printf(_("  The Bishop discards %d x %s from %s's line.\n"), e->count, card, who(e->seat));
    else if (e->card == CARD_WINTER && you(e->seat))
        printf(_("  The Spring discards %d x %s from your line.\n"), e->count, card);
    else if (e->card == CARD_WINTER)
        printf(_("  The Spring discards %d x %s from %s's line.\n"), e->count, card, who(e->seat));
    else if (you(e->seat))
        printf(_("  The Winter discards %d x %s from your line.\n"), e->count, card);
    else
        printf(_("  The Winter discards %d x %s from %s's line.\n"), e->count, card, who(e->seat));
}

static void play_words(const struct event *e)
{
    if (e->flag && e->card == EVENT_NONE) {
        if (you(e->seat))
            printf(_("You play a card face down   (line shows %d)\n"), e->value);
        else
            printf(_("%s plays a card face down   (line shows %d)\n"), who(e->seat), e->value);
    } else if (e->flag) {
        if (you(e->seat))
            printf(_("You play %s face down   (line shows %d)\n"), title(e->card), e->value);
        else
            printf(_("%s plays %s face down   (line shows %d)\n"), who(e->seat), title(e->card),
                   e->value);
    } else if (you(e->seat)) {
        printf(_("You play %s   (line %d)\n"), title(e->card), e->value);
    } else {
        printf(_("%s plays %s   (line %d)\n"), who(e->seat), title(e->card), e->value);
    }
}

static void battle_start_words(const struct event *e)
{
    if (e->flag && you(e->seat))
        printf(_("\n--- The final battle begins: you play first.\n"));
    else if (e->flag)
        printf(_("\n--- The final battle begins: %s plays first.\n"), who(e->seat));
    else if (you(e->seat))
        printf(_("\n--- Battle %d for %s: you play first.\n"), e->count,
               region_name_local(e->region));
    else
        printf(_("\n--- Battle %d for %s: %s plays first.\n"), e->count,
               region_name_local(e->region), who(e->seat));
    if (e->other == EVENT_NONE)
        return;
    if (you(e->other))
        printf(_("You defend %s: until your first card, passing does not end your part.\n"),
               region_name_local(e->region));
    else
        printf(_("%s defends %s: until his first card, passing does not end his part.\n"),
               who(e->other), region_name_local(e->region));
}

static void pass_words(const struct event *e)
{
    if (e->flag == 2 && you(e->seat))
        printf(_("You pass for now (a defender stays in the battle until his first card).\n"));
    else if (e->flag == 2)
        printf(_("%s passes for now (a defender stays in the battle until his first card).\n"),
               who(e->seat));
    else if (e->flag && you(e->seat))
        printf(_("You pass (no card to play).\n"));
    else if (e->flag)
        printf(_("%s passes (no card to play).\n"), who(e->seat));
    else if (you(e->seat))
        printf(_("You pass.\n"));
    else
        printf(_("%s passes.\n"), who(e->seat));
}

static void round_end_words(const struct session *s, const struct event *e)
{
    if (e->seat == EVENT_NONE) {
        printf(_("\nThe round is over.\n"));
    } else if (e->sizes_hidden && table_of(s)->game.keep_at_round_end > 0) {
        /* TRANSLATORS: hand-sizes=private: how many cards another player
         * keeps is not shown; %d is the most he may keep. */
        printf(_("\nThe round is over. %s keeps up to %d of his cards (how many is private).\n"),
               who(e->seat), table_of(s)->game.keep_at_round_end);
    } else if (you(e->seat)) {
        printf(ngettext("\nThe round is over. You keep %d card:",
                        "\nThe round is over. You keep %d cards:", e->count),
               e->count);
        print_multiset(e->cards);
        printf("\n");
    } else {
        printf(ngettext("\nThe round is over. %s keeps %d card.\n",
                        "\nThe round is over. %s keeps %d cards.\n", e->count),
               who(e->seat), e->count);
    }
}

static void game_end_words(const struct session *s, const struct event *e)
{
    /* TRANSLATORS: how the game was won; the winners follow, then
     * "win.", "wins." or "share the victory." */
    printf(_("\n*** Game over (%s):"), result_words(e->reason));
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        if (e->seats & (1u << i))
            printf(" %s", win_name(s, i));
    printf(" %s ***\n", __builtin_popcount(e->seats) > 1 ? _("share the victory.")
                        : (e->seats >> TABLE_HUMAN & 1u) ? _("win.")
                                                        : _("wins."));
}

static void event_words(const struct session *s, const struct event *e)
{
    switch (e->type) {
    case EVENT_DEAL:
        if (you(e->seat)) {
            printf(ngettext("You are dealt %d card:", "You are dealt %d cards:", e->count),
                   e->count);
            print_multiset(e->cards);
            printf(_(" (%d in hand)\n"), e->value);
        } else if (e->sizes_hidden) {
            /* TRANSLATORS: hand-sizes=private: how many is not shown. */
            printf(_("%s is dealt cards.\n"), who(e->seat));
        } else {
            printf(ngettext("%s is dealt %d card (%d in hand).\n",
                            "%s is dealt %d cards (%d in hand).\n", e->count),
                   who(e->seat), e->count, e->value);
        }
        break;
    case EVENT_TOKEN:
        /* TRANSLATORS: the player, then why (see the reasons). */
        printf(_("The Condottiere token goes to %s (%s).\n"), who(e->seat),
               token_reason(e->reason));
        break;
    case EVENT_REGION:
        if (you(e->seat))
            printf(_("You choose %s for the next battle.\n"), region_name_local(e->region));
        else
            printf(_("%s chooses %s for the next battle.\n"), who(e->seat),
                   region_name_local(e->region));
        break;
    case EVENT_BATTLE_START:
        battle_start_words(e);
        break;
    case EVENT_PLAY:
        play_words(e);
        break;
    case EVENT_REVEAL:
        if (you(e->seat))
            printf(_("You turn up %s   (line %d)\n"), title(e->card), e->value);
        else
            printf(_("%s turns up %s   (line %d)\n"), who(e->seat), title(e->card), e->value);
        break;
    case EVENT_DECLINE:
        if (you(e->seat))
            printf(_("You decline to designate a battle.\n"));
        else
            printf(_("%s declines to designate a battle.\n"), who(e->seat));
        break;
    case EVENT_PASS:
        pass_words(e);
        break;
    case EVENT_SEASON_DISCARD:
        line_discard_words(e, false);
        break;
    case EVENT_BISHOP_DISCARD:
        line_discard_words(e, true);
        break;
    case EVENT_POPE:
        if (e->region == EVENT_NONE && you(e->seat))
            printf(_("You take the Pope off the board.\n"));
        else if (e->region == EVENT_NONE)
            printf(_("%s takes the Pope off the board.\n"), who(e->seat));
        else if (you(e->seat))
            printf(_("You place the Pope on %s.\n"), region_name_local(e->region));
        else
            printf(_("%s places the Pope on %s.\n"), who(e->seat), region_name_local(e->region));
        break;
    case EVENT_SCARECROW:
        if (e->card == EVENT_NONE)
            printf(_("  The Scarecrow takes nothing back.\n"));
        else if (you(e->seat))
            printf(_("  The Scarecrow takes %s back to your hand (line %d).\n"), title(e->card),
                   e->value);
        else
            printf(_("  The Scarecrow takes %s back to %s's hand (line %d).\n"), title(e->card),
                   who(e->seat), e->value);
        break;
    case EVENT_BATTLE_END:
        battle_end_words(s, e);
        break;
    case EVENT_HAND_DISCARD:
        if (e->flag) {
            if (you(e->seat))
                printf(_("You discard a hand without mercenaries:"));
            else
                printf(_("%s discards a hand without mercenaries:"), who(e->seat));
            print_multiset(e->cards);
            printf("\n");
        } else if (you(e->seat)) {
            printf(_("You keep your hand without mercenaries.\n"));
        } else {
            printf(_("%s keeps a hand without mercenaries.\n"), who(e->seat));
        }
        break;
    case EVENT_ROUND_END:
        round_end_words(s, e);
        break;
    case EVENT_SHUFFLE:
        if (e->sizes_hidden) /* hand-sizes=private: it tells what another kept */
            printf(_("The deck is shuffled.\n"));
        else
            printf(ngettext("The deck is shuffled (%d card).\n",
                            "The deck is shuffled (%d cards).\n", e->count),
                   e->count);
        break;
    case EVENT_FINAL_BATTLE:
        /* TRANSLATORS: the players of the final battle follow, then "!". */
        printf(_("\nTie for the most regions: a final battle among"));
        for (int i = 0; i < GAME_MAX_SEATS; i++)
            if (e->seats & (1u << i))
                printf(" %s", who(i));
        printf("!\n");
        break;
    case EVENT_GAME_END:
        game_end_words(s, e);
        break;
    default:
        break;
    }
}

void table_render_events(const struct session *s, const struct event_log *log)
{
    int n = log->count < log->cap ? log->count : log->cap;
    bool private_sizes = hand_sizes_private(s);
    for (int i = 0; i < n; i++) {
        struct event seen; /* what the human may see of it */
        if (s->events_kv) {
            char line[256];
            seen = log->items[i];
            if (private_sizes)
                event_hide_sizes(&seen, TABLE_HUMAN);
            event_format(&seen, TABLE_HUMAN, line, sizeof line);
            printf("%s\n", line);
        } else {
            event_view(&log->items[i], TABLE_HUMAN, &seen);
            if (private_sizes)
                event_hide_sizes(&seen, TABLE_HUMAN);
            event_words(s, &seen);
        }
    }
}

void table_render_hand(const struct session *s)
{
    struct observation o;
    table_observe(s, &o);
    /* TRANSLATORS: the cards follow. */
    printf(_("Your hand:"));
    print_multiset(o.hand);
    printf(ngettext("   (%d card)\n", "   (%d cards)\n", o.hand_count[TABLE_HUMAN]),
           o.hand_count[TABLE_HUMAN]);
}

void table_render_lines(const struct session *s)
{
    struct observation o;
    table_observe(s, &o);
    if (o.contested == SEAT_NONE && !o.final_battle) {
        printf(_("No battle in progress.\n"));
        return;
    }
    /* After a battle, its lines discarded: the region chosen waits for
     * the hands without mercenaries, or for the round's new deal. */
    if (o.after_battle && o.phase == PHASE_DISCARD_HAND) {
        printf(_("Next battle: %s, once the hands without mercenaries are settled.\n"),
               region_name_local(o.contested));
        return;
    }
    if (o.after_battle && o.phase == PHASE_KEEP) {
        printf(_("Next battle: %s, after the round's new deal.\n"),
               region_name_local(o.contested));
        return;
    }
    if (o.final_battle)
        printf(_("Battle for the final victory:\n"));
    else
        printf(_("Battle for %s:\n"), region_name_local(o.contested));
    for (int i = 0; i < o.nseats; i++) {
        if (!(o.participants & (1u << i)))
            continue;
        /* the player's own line bold, each name in its seat's colour */
        printf("%s  %s", term_sgr(s->color && i == TABLE_HUMAN, TERM_BOLD),
               term_sgr(s->color, term_seat_color(i)));
        fput_left(stdout, who(i), 12);
        printf("%s%s %3d  ", off(s), term_sgr(s->color && i == TABLE_HUMAN, TERM_BOLD),
               o.strength[i]);
        if (o.line_len[i] == 0)
            printf(" -");
        for (int j = 0; j < o.line_len[i]; j++) {
            uint8_t c = o.line[i][j];
            if (c == LINE_HIDDEN)
                printf(_(" [face down]"));
            else if (c & LINE_FACE_DOWN)
                printf(" (%s)", title(c & ~LINE_FACE_DOWN));
            else
                printf(" %s", title(c));
        }
        printf("%s%s%s%s\n", o.defender == i ? _("   (defender)") : "",
               o.passed & (1u << i) ? _("   (passed)") : "",
               o.current == i && !(o.passed & (1u << i)) ? _("   <- to play") : "",
               term_sgr(s->color && i == TABLE_HUMAN, TERM_RESET));
    }
}

void table_render_status(const struct session *s)
{
    struct observation o;
    table_observe(s, &o);
    printf(ngettext("Round %d, %d battle fought   (seed %llu)\n",
                    "Round %d, %d battles fought   (seed %llu)\n", (unsigned long)o.battles),
           o.round, o.battles, (unsigned long long)table_of(s)->seed);
    /* TRANSLATORS: each bot's name and level follow (the level a word
     * typed in English: heuristic, easy, search:N...). */
    printf(_("Bots:"));
    for (int i = 0; i < o.nseats; i++) {
        char level[24];
        if (i != TABLE_HUMAN)
            printf("  %s %s", who(i), table_bot_name(table_of(s), i, level, sizeof level));
    }
    printf("\n");
    /* TRANSLATORS: each player's count of regions follows. */
    printf(_("Regions:"));
    for (int i = 0; i < o.nseats; i++)
        printf("  %s %d%s", who(i), o.regions[i], o.token == i ? _(" (token)") : "");
    if (o.sizes_private) {
        /* TRANSLATORS: hand-sizes=private: each player's count of cards
         * follows, "?" for another player who holds cards (how many is
         * not shown), 0 for one who holds none. */
        printf(_("\nCards in hand (the others' are private: ? = holds cards):"));
        for (int i = 0; i < o.nseats; i++)
            if (i == TABLE_HUMAN || !(o.holding >> i & 1u))
                printf("  %s %d", who(i), o.hand_count[i]);
            else
                printf("  %s ?", who(i));
    } else {
        /* TRANSLATORS: each player's count of cards follows. */
        printf(_("\nCards in hand:"));
        for (int i = 0; i < o.nseats; i++)
            printf("  %s %d", who(i), o.hand_count[i]);
    }
    if (o.deck_private)
        /* TRANSLATORS: hand-sizes=private where the deck's count would tell
         * another player's: not shown. */
        printf(_("   deck ?\n"));
    else
        printf(_("   deck %d\n"), o.deck_count);
    /* the 1st edition's Bishop ends the battle (bishop-truce): no Pope */
    if (!ruleset_has_module(&table_of(s)->game.rules, rule_module_find("bishop-truce")))
    {
        if (o.pope == SEAT_NONE)
            printf(_("Pope: off the board.  "));
        else
            printf(_("Pope: %s.  "), region_name_local(o.pope));
    }
    if (table_of(s)->game.win_total != GAME_WIN_NEVER)
        printf(_("To win: %d regions, or %d connected.\n"), table_of(s)->game.win_total,
               table_of(s)->game.win_adjacent);
    else
        printf(_("To win: %d connected.\n"), table_of(s)->game.win_adjacent);
    if (o.contested != SEAT_NONE || o.final_battle)
        table_render_lines(s);
    table_render_hand(s);
    render_ask(s, false);
}

static void list_regions(const struct session *s)
{
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(&table_of(s)->game, &table_of(s)->state, legal, STATE_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (action_type(legal[i]) == ACTION_REGION) {
            int r = action_arg(legal[i]);
            printf(" %s", region_name_local(r));
            if (table_of(s)->state.owner[r] != SEAT_NONE)
                /* TRANSLATORS: after a region: its owner. */
                printf(_(" (%s's)"), table_seat_name(table_of(s)->state.owner[r]));
        }
}

void table_render_turn(const struct session *s)
{
    render_ask(s, true);
}

void table_render_ask(const struct session *s)
{
    render_ask(s, false);
}

/* What the human is asked now; `context` adds the lines and the hand that
 * the question is about. */
static void render_ask(const struct session *s, bool context)
{
    struct observation o;
    table_observe(s, &o);
    if (o.phase == PHASE_OVER) {
        /* TRANSLATORS: each player's count of regions follows. */
        printf(_("Final regions:"));
        for (int i = 0; i < o.nseats; i++)
            printf("  %s %d", who(i), o.regions[i]);
        printf(_("\nThe game is over. Type play for a new game, solo for solitaire, or quit.\n"));
        if (s->journal.finished_id)
            printf("%s", _("Type review to see where the game was won or lost.\n"));
        return;
    }
    if (o.current != TABLE_HUMAN)
        return;
    switch (o.phase) {
    case PHASE_CHOOSE_REGION:
        /* TRANSLATORS: "region NAME" and "decline" are commands, typed in
         * English; the regions that may be chosen follow. */
        printf(state_is_legal(&table_of(s)->game, &table_of(s)->state, action_decline())
                   ? _("You hold the token: choose the next battle with region NAME (or decline). Possible:")
                   : _("You hold the token: choose the next battle with region NAME. Possible:"));
        list_regions(s);
        printf("\n");
        break;
    case PHASE_BATTLE:
        if (context) {
            table_render_lines(s);
            table_render_hand(s);
        }
        printf(_("Your turn: play CARD or pass.\n"));
        break;
    case PHASE_SCARECROW:
        printf(_("Scarecrow: take back one of your mercenaries (scarecrow CARD) or scarecrow none.\n"));
        break;
    case PHASE_POPE:
        printf(_("Bishop: place the Pope with pope REGION, or pope off.\n"));
        break;
    case PHASE_DISCARD_HAND:
        if (context)
            table_render_hand(s);
        printf(_("You hold no mercenary: discard your hand? discard yes | discard no\n"));
        break;
    case PHASE_DRAW: {
        action legal[STATE_MAX_ACTIONS]; /* draw 0 up to the most */
        int n = state_legal_actions(&table_of(s)->game, &table_of(s)->state, legal, STATE_MAX_ACTIONS);
        if (context)
            table_render_hand(s);
        /* TRANSLATORS: "draw N" is a command, typed in English (or its
         * word in your language); %d is the most cards he may draw. */
        printf(_("After the battle: how many cards do you draw? draw N, from 0 to %d.\n"),
               n > 0 ? action_arg(legal[n - 1]) : 0);
        break;
    }
    case PHASE_KEEP:
        if (context)
            table_render_hand(s);
        printf(_("The round ends and you alone hold cards: keep up to %d (keep CARD CARD, or keep "
                 "none).\n"),
               table_of(s)->game.rules.keep_at_round_end);
        break;
    default:
        break;
    }
}

void table_render_rules(const struct session *s)
{
    const struct game *g = &table_of(s)->game;
    const struct ruleset *r = &g->rules;
    printf(_("Rules of this game: %s, %d players:\n"), table_of(s)->ruleset, g->nseats);
    printf(_("  hand: %d cards at the start; each deal up to %d, +%d per region you control\n"),
           g->first_deal, g->hand_size, g->extra_per_region);
    printf(_("  round end: the last player with cards keeps up to %d\n"), g->keep_at_round_end);
    if (g->win_total != GAME_WIN_NEVER)
        printf(_("  victory: %d regions in total or %d connected\n"), g->win_total,
               g->win_adjacent);
    else
        printf(_("  victory: %d connected regions\n"), g->win_adjacent);
    printf(_("  no region left: most regions wins; a tie: final battle; battle cap %d\n"),
           r->battle_cap);
    for (int i = 0; i < READING_COUNT; i++) {
        const struct rule_option *o = rule_reading_at(i);
        printf("  %s = %s%s\n", o->name, o->choices[r->reading[i]],
               r->reading[i] == o->def ? _(" (default)") : "");
    }
    for (int i = 0; i < rule_module_count(); i++)
        if (ruleset_has_module(r, i)) {
            const struct rule_module *m = rule_module_at(i);
            /* TRANSLATORS: the module's name, then its summary. */
            printf(_("  module %s: %s\n"), m->name, gettext(m->summary));
            for (int o = 0; o < m->noptions; o++) {
                char value[64];
                rule_option_value_text(&m->options[o], r->options[i][o], value, sizeof value);
                printf("    %s.%s = %s%s\n", m->name, m->options[o].name, value,
                       r->options[i][o] == m->options[o].def ? _(" (default)") : "");
            }
        }
    printf(_("rules NAME describes a module or a reading; the rules as implemented: "
             "doc/rules-standard.md and doc/rule-modules.md.\n"));
}
