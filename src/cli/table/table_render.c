/* table_render.c — the standard game in words: events as sentences (or
 * key=value lines with --events), the battle lines, the hand, the status
 * and what the human is asked now; with colour on, the seats in their
 * colours (term_seat_color), the winners and the player's own line bold. */
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_names.h"
#include "cli/prompt/session.h"
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

/* "You" at the start of a sentence. */
static const char *Who(int seat)
{
    return seat == TABLE_HUMAN ? "You" : table_seat_name(seat);
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

static const char *verb(int seat, const char *you, const char *other)
{
    return seat == TABLE_HUMAN ? you : other;
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
    case TOKEN_FIRST:
        return "first holder";
    case TOKEN_WON:
        return "won the battle";
    case TOKEN_TIE:
        return "tie: to the left of the last holder";
    case TOKEN_COURTESAN:
        return "most Courtesans";
    case TOKEN_DECLINED:
        return "the holder declined to designate: to his left";
    case TOKEN_TRUCE:
        return "the Bishop's truce: to the left of the holder";
    case TOKEN_DEFENDER:
        return "a tie: the defender keeps it";
    case TOKEN_FINAL:
        return "passed left to a player of the final battle";
    default:
        return "";
    }
}

static void render_ask(const struct session *s, bool context);

static void battle_end_words(const struct session *s, const struct event *e)
{
    int n = s->table->game.nseats;
    printf("The %s%s ends (%s):", e->region == EVENT_NONE ? "final battle" : "battle for ",
           e->region == EVENT_NONE ? "" : region_name(e->region),
           e->reason == BATTLE_BY_SURRENDER ? "Surrender"
           : e->reason == BATTLE_BY_BISHOP  ? "the Bishop's truce"
                                            : "everyone passed");
    for (int i = 0; i < n; i++)
        printf("%s %s %d", i ? "," : "", who(i), e->strength[i]);
    if (e->seat == EVENT_NONE)
        printf(". A tie: nobody conquers.\n");
    else if (e->region == EVENT_NONE)
        printf(". %s%s%s %s the final battle.\n", win_on(s, e->seat), Who(e->seat), off(s),
               verb(e->seat, "win", "wins"));
    else
        printf(". %s%s%s %s %s!\n", win_on(s, e->seat), Who(e->seat), off(s),
               verb(e->seat, "conquer", "conquers"), region_name(e->region));
}

static void event_words(const struct session *s, const struct event *e)
{
    switch (e->type) {
    case EVENT_DEAL:
        if (e->seat == TABLE_HUMAN) {
            printf(e->count == 1 ? "You are dealt %d card:"
                : "You are dealt %d cards:", e->count);
            print_multiset(e->cards);
            printf(" (%d in hand)\n", e->value);
        } else {
            printf(e->count == 1 ? "%s is dealt %d card (%d in hand).\n"
                : "%s is dealt %d cards (%d in hand).\n",
                   who(e->seat), e->count, e->value);
        }
        break;
    case EVENT_TOKEN:
        printf("The Condottiere token goes to %s (%s).\n", who(e->seat), token_reason(e->reason));
        break;
    case EVENT_REGION:
        printf("%s %s %s for the next battle.\n", Who(e->seat), verb(e->seat, "choose", "chooses"),
               region_name(e->region));
        break;
    case EVENT_BATTLE_START:
        if (e->flag)
            printf("\n--- The final battle begins: %s %s first.\n", who(e->seat),
                   verb(e->seat, "play", "plays"));
        else
            printf("\n--- Battle %d for %s: %s %s first.\n", e->count, region_name(e->region),
                   who(e->seat), verb(e->seat, "play", "plays"));
        if (e->other != EVENT_NONE)
            printf("%s %s %s: until %s first card, passing does not end %s part.\n",
                   Who(e->other), verb(e->other, "defend", "defends"), region_name(e->region),
                   e->other == TABLE_HUMAN ? "your" : "his",
                   e->other == TABLE_HUMAN ? "your" : "his");
        break;
    case EVENT_PLAY:
        if (e->flag && e->card == EVENT_NONE)
            printf("%s %s a card face down   (line shows %d)\n", Who(e->seat),
                   verb(e->seat, "play", "plays"), e->value);
        else
            printf("%s %s %s%s   (line %s%d)\n", Who(e->seat), verb(e->seat, "play", "plays"),
                   title(e->card), e->flag ? " face down" : "", e->flag ? "shows " : "",
                   e->value);
        break;
    case EVENT_REVEAL:
        printf("%s %s up %s   (line %d)\n", Who(e->seat), verb(e->seat, "turn", "turns"),
               title(e->card), e->value);
        break;
    case EVENT_DECLINE:
        printf("%s %s to designate a battle.\n", Who(e->seat),
               verb(e->seat, "decline", "declines"));
        break;
    case EVENT_PASS:
        printf("%s %s%s.\n", Who(e->seat), verb(e->seat, "pass", "passes"),
               e->flag == 2 ? " for now (a defender stays in the battle until his first card)"
               : e->flag    ? " (no card to play)"
                            : "");
        break;
    case EVENT_SEASON_DISCARD:
        printf("  The %s discards %d x %s from %s%s line.\n",
               e->card == CARD_WINTER ? "Spring" : "Winter", e->count, title(e->card),
               e->seat == TABLE_HUMAN ? "your" : who(e->seat), e->seat == TABLE_HUMAN ? "" : "'s");
        break;
    case EVENT_BISHOP_DISCARD:
        printf("  The Bishop discards %d x %s from %s%s line.\n", e->count, title(e->card),
               e->seat == TABLE_HUMAN ? "your" : who(e->seat), e->seat == TABLE_HUMAN ? "" : "'s");
        break;
    case EVENT_POPE:
        if (e->region == EVENT_NONE)
            printf("%s %s the Pope off the board.\n", Who(e->seat), verb(e->seat, "take", "takes"));
        else
            printf("%s %s the Pope on %s.\n", Who(e->seat), verb(e->seat, "place", "places"),
                   region_name(e->region));
        break;
    case EVENT_SCARECROW:
        if (e->card == EVENT_NONE)
            printf("  The Scarecrow takes nothing back.\n");
        else
            printf("  The Scarecrow takes %s back to %s%s hand (line %d).\n", title(e->card),
                   e->seat == TABLE_HUMAN ? "your" : who(e->seat),
                   e->seat == TABLE_HUMAN ? "" : "'s", e->value);
        break;
    case EVENT_BATTLE_END:
        battle_end_words(s, e);
        break;
    case EVENT_HAND_DISCARD:
        if (e->flag) {
            printf("%s %s a hand without mercenaries:", Who(e->seat),
                   verb(e->seat, "discard", "discards"));
            print_multiset(e->cards);
            printf("\n");
        }
        break;
    case EVENT_ROUND_END:
        if (e->seat == EVENT_NONE)
            printf("\nThe round is over.\n");
        else if (e->seat == TABLE_HUMAN) {
            printf("\nThe round is over. You keep %d card%s:", e->count, e->count == 1 ? "" : "s");
            print_multiset(e->cards);
            printf("\n");
        } else {
            printf("\nThe round is over. %s keeps %d card%s.\n", who(e->seat), e->count,
                   e->count == 1 ? "" : "s");
        }
        break;
    case EVENT_SHUFFLE:
        printf("The deck is shuffled (%d cards).\n", e->count);
        break;
    case EVENT_FINAL_BATTLE:
        printf("\nTie for the most regions: a final battle among");
        for (int i = 0; i < GAME_MAX_SEATS; i++)
            if (e->seats & (1u << i))
                printf(" %s", who(i));
        printf("!\n");
        break;
    case EVENT_GAME_END: {
        printf("\n*** Game over (%s):", result_reason_name(e->reason));
        for (int i = 0; i < GAME_MAX_SEATS; i++)
            if (e->seats & (1u << i))
                printf(" %s%s%s", win_on(s, i), who(i), off(s));
        printf(" %s. ***\n", __builtin_popcount(e->seats) > 1 ? "share the victory"
                             : (e->seats & 1u)               ? "win"
                                                             : "wins");
        break;
    }
    default:
        break;
    }
}

void table_render_events(const struct session *s, const struct event_log *log)
{
    int n = log->count < log->cap ? log->count : log->cap;
    for (int i = 0; i < n; i++) {
        if (s->events_kv) {
            char line[256];
            event_format(&log->items[i], TABLE_HUMAN, line, sizeof line);
            printf("%s\n", line);
        } else {
            struct event seen; /* what the human may see of it */
            event_view(&log->items[i], TABLE_HUMAN, &seen);
            event_words(s, &seen);
        }
    }
}

void table_render_hand(const struct session *s)
{
    struct observation o;
    table_observe(s, &o);
    printf("Your hand:");
    print_multiset(o.hand);
    printf(o.hand_count[TABLE_HUMAN] == 1 ? "   (%d card)\n"
                : "   (%d cards)\n",
           o.hand_count[TABLE_HUMAN]);
}

void table_render_lines(const struct session *s)
{
    struct observation o;
    table_observe(s, &o);
    if (o.contested == SEAT_NONE && !o.final_battle) {
        printf("No battle in progress.\n");
        return;
    }
    printf("Battle for %s:\n", o.final_battle ? "the final victory" : region_name(o.contested));
    for (int i = 0; i < o.nseats; i++) {
        if (!(o.participants & (1u << i)))
            continue;
        /* the player's own line bold, each name in its seat's colour */
        printf("%s  %s%-12s%s%s %3d  ", term_sgr(s->color && i == TABLE_HUMAN, TERM_BOLD),
               term_sgr(s->color, term_seat_color(i)), who(i), off(s),
               term_sgr(s->color && i == TABLE_HUMAN, TERM_BOLD), o.strength[i]);
        if (o.line_len[i] == 0)
            printf(" -");
        for (int j = 0; j < o.line_len[i]; j++) {
            uint8_t c = o.line[i][j];
            if (c == LINE_HIDDEN)
                printf(" [face down]");
            else if (c & LINE_FACE_DOWN)
                printf(" (%s)", title(c & ~LINE_FACE_DOWN));
            else
                printf(" %s", title(c));
        }
        printf("%s%s%s%s\n", o.defender == i ? "   (defender)" : "",
               o.passed & (1u << i) ? "   (passed)" : "",
               o.current == i && !(o.passed & (1u << i)) ? "   <- to play" : "",
               term_sgr(s->color && i == TABLE_HUMAN, TERM_RESET));
    }
}

void table_render_status(const struct session *s)
{
    struct observation o;
    table_observe(s, &o);
    printf(o.battles == 1 ? "Round %d, %d battle fought   (seed %llu)\n"
                : "Round %d, %d battles fought   (seed %llu)\n",
           o.round, o.battles, (unsigned long long)s->table->seed);
    printf("Regions:");
    for (int i = 0; i < o.nseats; i++)
        printf("  %s %d%s", who(i), o.regions[i], o.token == i ? " (token)" : "");
    printf("\nCards in hand:");
    for (int i = 0; i < o.nseats; i++)
        printf("  %s %d", who(i), o.hand_count[i]);
    printf("   deck %d\n", o.deck_count);
    /* the 1st edition's Bishop ends the battle (bishop-truce): no Pope */
    if (!ruleset_has_module(&s->table->game.rules, rule_module_find("bishop-truce")))
        printf("Pope: %s.  ", o.pope == SEAT_NONE ? "off the board" : region_name(o.pope));
    printf("To win: ");
    if (s->table->game.win_total != GAME_WIN_NEVER)
        printf("%d regions, or ", s->table->game.win_total);
    printf("%d connected.\n", s->table->game.win_adjacent);
    if (o.contested != SEAT_NONE || o.final_battle)
        table_render_lines(s);
    table_render_hand(s);
    render_ask(s, false);
}

static void list_regions(const struct session *s)
{
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(&s->table->game, &s->table->state, legal, STATE_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (action_type(legal[i]) == ACTION_REGION) {
            int r = action_arg(legal[i]);
            printf(" %s", region_name(r));
            if (s->table->state.owner[r] != SEAT_NONE)
                printf(" (%s's)", table_seat_name(s->table->state.owner[r]));
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
        printf("Final regions:");
        for (int i = 0; i < o.nseats; i++)
            printf("  %s %d", who(i), o.regions[i]);
        printf("\nThe game is over. Type play for a new game, solo for solitaire, or quit.\n");
        return;
    }
    if (o.current != TABLE_HUMAN)
        return;
    switch (o.phase) {
    case PHASE_CHOOSE_REGION:
        printf("You hold the token: choose the next battle with region NAME%s. Possible:",
               state_is_legal(&s->table->game, &s->table->state, action_decline())
                   ? " (or decline)"
                   : "");
        list_regions(s);
        printf("\n");
        break;
    case PHASE_BATTLE:
        if (context) {
            table_render_lines(s);
            table_render_hand(s);
        }
        printf("Your turn: play CARD or pass.\n");
        break;
    case PHASE_SCARECROW:
        printf("Scarecrow: take back one of your mercenaries (scarecrow CARD) or scarecrow none.\n");
        break;
    case PHASE_POPE:
        printf("Bishop: place the Pope with pope REGION, or pope off.\n");
        break;
    case PHASE_DISCARD_HAND:
        if (context)
            table_render_hand(s);
        printf("You hold no mercenary: discard your hand? discard yes | discard no\n");
        break;
    case PHASE_KEEP:
        if (context)
            table_render_hand(s);
        printf("The round ends and you alone hold cards: keep up to %d (keep CARD CARD, or keep "
               "none).\n",
               s->table->game.rules.keep_at_round_end);
        break;
    default:
        break;
    }
}

void table_render_rules(const struct session *s)
{
    const struct game *g = &s->table->game;
    const struct ruleset *r = &g->rules;
    printf("Rules of this game: %s, %d players:\n", s->table->ruleset, g->nseats);
    printf("  hand: %d cards at the start; each deal up to %d, +%d per region you control\n",
           g->first_deal, g->hand_size, g->extra_per_region);
    printf("  round end: the last player with cards keeps up to %d\n", g->keep_at_round_end);
    if (g->win_total != GAME_WIN_NEVER)
        printf("  victory: %d regions in total or %d connected\n", g->win_total, g->win_adjacent);
    else
        printf("  victory: %d connected regions\n", g->win_adjacent);
    printf("  no region left: most regions wins; a tie: final battle; battle cap %d\n",
           r->battle_cap);
    for (int i = 0; i < READING_COUNT; i++) {
        const struct rule_option *o = rule_reading_at(i);
        printf("  %s = %s%s\n", o->name, o->choices[r->reading[i]],
               r->reading[i] == o->def ? " (default)" : "");
    }
    for (int i = 0; i < rule_module_count(); i++)
        if (ruleset_has_module(r, i)) {
            const struct rule_module *m = rule_module_at(i);
            printf("  module %s: %s\n", m->name, m->summary);
            for (int o = 0; o < m->noptions; o++) {
                char value[64];
                rule_option_value_text(&m->options[o], r->options[i][o], value, sizeof value);
                printf("    %s.%s = %s%s\n", m->name, m->options[o].name, value,
                       r->options[i][o] == m->options[o].def ? " (default)" : "");
            }
        }
    printf("rules NAME describes a module or a reading; the rules as implemented: doc/rules-standard.md and "
           "doc/rule-modules.md.\n");
}
