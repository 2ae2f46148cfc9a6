/* solo_apply.c — the player's decisions: the legal actions of each, playing
 * one (refusing an illegal one with a reason that says what is allowed,
 * leaving the state as it was) and replaying a game from its action texts. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "solo/solo_internal.h"

enum solo_decision solo_decision(const struct solo_state *s)
{
    return s->phase <= PH_SCARECROW ? (enum solo_decision)s->phase : SOLO_DECIDE_NONE;
}

bool solo_is_terminal(const struct solo_state *s)
{
    return s->phase == PH_OVER;
}

struct list {
    solo_action *buf;
    int cap, n;
};

static void add(struct list *l, enum solo_action_type type, int card)
{
    if (l->n < l->cap)
        l->buf[l->n] = solo_action_make(type, card);
    l->n++;
}

static void add_specials(struct list *l, const struct solo_state *s)
{
    for (int k = 0; k < CARD_KINDS; k++)
        if (s->reserve[k] && (k != CARD_SURRENDER || s->opt.surrender_card == SOLO_SURRENDER_ANY ||
                              s->player_played >= s->opt.concede_after))
            add(l, SOLO_ACT_SPECIAL, k);
}

/* concede-when=any: conceding is offered at every decision he is asked
 * (`asked`: the question has two answers or more without it), and
 * against an enemy Scarecrow instead of the forced duel. */
static void add_concede_any(struct list *l, const struct solo_state *s, bool asked)
{
    if (asked && s->opt.concede_when == SOLO_CONCEDE_ANY &&
        s->player_played >= s->opt.concede_after)
        add(l, SOLO_ACT_CONCEDE, CARD_NONE);
}

int solo_legal_actions(const struct solo_state *s, solo_action *buf, int cap)
{
    struct list l = { buf, cap, 0 };
    switch (s->phase) {
    case PH_CARD:
        if (solo_count_sum(s->hand)) {
            for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
                if (s->hand[k])
                    add(&l, SOLO_ACT_PLAY, k);
        } else if (s->player_deck.n) {
            add(&l, SOLO_ACT_BLIND, CARD_NONE);
        }
        if (solo_special_allowed(s))
            add_specials(&l, s);
        if (s->player_played >= s->opt.concede_after)
            add(&l, SOLO_ACT_CONCEDE, CARD_NONE);
        break;
    case PH_RESPOND:
        add_specials(&l, s);
        add(&l, SOLO_ACT_NEXT, CARD_NONE);
        add_concede_any(&l, s, l.n >= 2);
        break;
    case PH_CONCLUDE:
        if (solo_special_allowed(s))
            add_specials(&l, s);
        add(&l, SOLO_ACT_FIGHT, CARD_NONE);
        add_concede_any(&l, s, l.n >= 2);
        break;
    case PH_SCARECROW:
        add_specials(&l, s);
        if (l.n == 0 || s->opt.scarecrow_special == SOLO_SCARECROW_MAY)
            add(&l, SOLO_ACT_SPECIAL, CARD_NONE);
        add_concede_any(&l, s, true);
        break;
    default:
        break;
    }
    return l.n;
}

bool solo_is_legal(const struct solo_state *s, solo_action a)
{
    solo_action buf[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, buf, SOLO_MAX_ACTIONS);
    for (int i = 0; i < n && i < SOLO_MAX_ACTIONS; i++)
        if (buf[i] == a)
            return true;
    return false;
}

/* ---- explanations of a refusal */

struct text {
    char *buf;
    size_t cap, len;
};

static void say(struct text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void say(struct text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->len < t->cap ? t->buf + t->len : NULL, t->len < t->cap ? t->cap - t->len : 0,
                      fmt, ap);
    va_end(ap);
    if (n > 0)
        t->len += (size_t)n;
}

static void say_counts(struct text *t, const uint8_t counts[CARD_KINDS])
{
    bool any = false;
    for (int k = 0; k < CARD_KINDS; k++)
        for (int i = 0; i < counts[k]; i++) {
            say(t, "%s%s", any ? " " : "", card_info((enum card_kind)k)->name);
            any = true;
        }
    if (!any)
        say(t, "empty");
}

/* "allowed: play 1|3|10, special winter|bishop, concede" */
static void say_allowed(struct text *t, const struct solo_state *s)
{
    solo_action buf[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, buf, SOLO_MAX_ACTIONS);
    int last_type = 0;
    say(t, "; allowed: ");
    for (int i = 0; i < n && i < SOLO_MAX_ACTIONS; i++) {
        int type = solo_action_type(buf[i]);
        char one[32];
        solo_action_format(buf[i], one, sizeof one);
        if (type == last_type && (type == SOLO_ACT_PLAY || type == SOLO_ACT_SPECIAL))
            say(t, "|%s", strchr(one, ' ') + 1);
        else
            say(t, "%s%s", i ? ", " : "", one);
        last_type = type;
    }
}

static const char *question(const struct solo_state *s)
{
    switch (s->phase) {
    case PH_CARD:
        return "it is your turn to play a card";
    case PH_RESPOND:
        return "the enemy is about to turn up a card";
    case PH_CONCLUDE:
        return "every card is down: the battle is about to be decided";
    case PH_SCARECROW:
        return "an enemy Scarecrow forces the duel: answer with a special";
    default:
        return "the game is over";
    }
}

static void explain_special(struct text *t, const struct solo_state *s, int card)
{
    if (card == CARD_NONE) {
        if (s->phase != PH_SCARECROW)
            say(t, "'special none' only answers an enemy Scarecrow");
        else
            say(t, "you must answer the Scarecrow with a special while you have one "
                   "(scarecrow-special=must)");
        return;
    }
    if (s->player_line_n && !card_is_mercenary(s->player_line[s->player_line_n - 1]))
        say(t, "only one special per battle");
    else if (s->phase == PH_CARD || s->phase == PH_CONCLUDE || s->phase == PH_RESPOND ||
             s->phase == PH_SCARECROW) {
        if (!s->reserve[card]) {
            say(t, "no %s in your reserve (reserve: ", card_info((enum card_kind)card)->name);
            say_counts(t, s->reserve);
            say(t, ")");
        } else if (s->player_played + s->enemy_played == 0) {
            say(t, "a special may be played only once a mercenary of this battle is on the table");
        } else if (!s->opt.special_before_enemy && s->enemy_played == 0) {
            say(t, "a special may be played only after the enemy's first card "
                   "(special-before-enemy=no)");
        } else {
            say(t, "no special now: %s", question(s));
        }
    } else {
        say(t, "%s", question(s));
    }
}

static void explain(char *err, size_t cap, const struct solo_state *s, solo_action a)
{
    struct text t = { err, cap, 0 };
    char name[32];
    int card = solo_action_card(a);
    if (cap)
        err[0] = '\0';
    solo_action_format(a, name, sizeof name);
    if (!solo_action_well_formed(a)) {
        say(&t, "not an action (code %u)", (unsigned)a);
        say_allowed(&t, s);
        return;
    }
    say(&t, "'%s' is not allowed: ", name);
    switch (solo_action_type(a)) {
    case SOLO_ACT_PLAY:
        if (s->phase != PH_CARD)
            say(&t, "%s", question(s));
        else if (!solo_count_sum(s->hand))
            say(&t, "your hand is empty: play 'blind', the top card of your deck");
        else {
            say(&t, "you hold no %s (your hand: ", card_info((enum card_kind)card)->name);
            say_counts(&t, s->hand);
            say(&t, ")");
        }
        break;
    case SOLO_ACT_BLIND:
        if (s->phase != PH_CARD)
            say(&t, "%s", question(s));
        else if (solo_count_sum(s->hand))
            say(&t, "you still hold cards: play your hand before your deck");
        else
            say(&t, "your deck is empty");
        break;
    case SOLO_ACT_SPECIAL:
        explain_special(&t, s, card);
        break;
    case SOLO_ACT_NEXT:
        say(&t, "'next' answers only the pause before an enemy card; %s", question(s));
        break;
    case SOLO_ACT_FIGHT:
        say(&t, "'fight' answers only when every card is down; %s", question(s));
        break;
    case SOLO_ACT_CONCEDE:
        if (s->phase != PH_CARD && s->opt.concede_when == SOLO_CONCEDE_OWN_TURN)
            say(&t, "you may concede only on your turn (concede-when=own-turn); %s",
                question(s));
        else
            say(&t, "you may concede only after playing %d cards in this battle (you have played "
                    "%d)", s->opt.concede_after, s->player_played);
        break;
    default:
        break;
    }
    say_allowed(&t, s);
}

int solo_apply(struct solo_state *s, solo_action a, struct solo_events *ev, struct msg *err)
{
    if (solo_is_terminal(s)) {
        msg_fail(err, SOLO_ERR_OVER, "the game is over");
        return SOLO_ERR_OVER;
    }
    if (!solo_is_legal(s, a)) {
        char why[1024];
        explain(why, sizeof why, s, a);
        msg_fail_text(err, SOLO_ERR_ILLEGAL, why);
        return SOLO_ERR_ILLEGAL;
    }
    solo_apply_legal(s, a, ev);
    return SOLO_OK;
}

void solo_apply_legal(struct solo_state *s, solo_action a, struct solo_events *ev)
{
    if (s->actions < UINT16_MAX)
        s->actions++;
    solo_perform(s, a, ev);
    solo_advance(s, ev);
}

int solo_replay(struct solo_state *s, const struct variant *v, const struct solo_options *o,
                uint64_t seed, const char *const *actions, int nactions, struct msg *err)
{
    int rc = solo_new(s, v, o, seed, NULL, err);
    if (rc)
        return rc;
    for (int i = 0; i < nactions; i++) {
        solo_action a;
        rc = solo_action_parse(actions[i], &a, err);
        if (rc == SOLO_OK)
            rc = solo_apply(s, a, NULL, err);
        if (rc) {
            msg_wrap(err, "action %d '%s': %s", i + 1, actions[i], MSG_CAUSE);
            return rc;
        }
    }
    return SOLO_OK;
}
