/* solo_scenario.c — a solitaire game from a scenario text that fixes the
 * piles (top first), the battle number, the score, the streaks and the next
 * coin flips: for tests, and for players studying a position. The format is
 * documented in doc/rules-solitaire.md ("Scenarios"): items on lines or
 * separated by ';', '#' starts a comment to the end of the line; an error
 * in an item names its line ("line 3: ..."). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solo/solo_internal.h"

enum key {
    K_HAND,
    K_DECK,
    K_ENEMY,
    K_SPECIALS,
    K_RESERVE,
    K_ENEMY_DISCARD,
    K_PLAYER_DISCARD,
    K_USED,
    K_BATTLE,
    K_SCORE,
    K_STREAK,
    K_COINS,
    K_COUNT
};

static const char *const key_names[K_COUNT] = {
    "hand", "deck",  "enemy", "specials", "reserve", "enemy-discard", "player-discard",
    "used", "battle", "score", "streak",  "coins",
};

enum allowed { MERC = 1, SPECIAL = 2, SCARECROW = 4 };

struct scenario {
    struct solo_state *s;
    uint8_t avail[CARD_KINDS];
    bool given[K_COUNT];
    struct msg *err;
};

static int take_card(struct scenario *sc, const char *token, unsigned allowed, const char *pile,
                     int *kind)
{
    int k = card_parse(token);
    if (k < 0)
        return solo_fail(sc->err, "%s: unknown card '%s'", pile, token);
    bool ok = (card_is_mercenary(k) && (allowed & MERC)) ||
              (solo_is_special_kind(k) && (allowed & SPECIAL)) ||
              (k == CARD_SCARECROW && (allowed & SCARECROW));
    if (!ok)
        return solo_fail(sc->err, "%s: a %s cannot be there", pile,
                         card_info((enum card_kind)k)->name);
    if (!sc->avail[k])
        return solo_fail(sc->err, "%s: no %s left (the variant has %d)", pile,
                         card_info((enum card_kind)k)->name, sc->s->total[k]);
    sc->avail[k]--;
    *kind = k;
    return SOLO_OK;
}

static int number(struct scenario *sc, const char *token, int lo, int hi, const char *what)
{
    char *end;
    errno = 0;
    long n = strtol(token, &end, 10);
    if (!*token || *end || errno || n < lo || n > hi) {
        solo_fail(sc->err, "%s: '%s' is not a number from %d to %d", what, token, lo, hi);
        return -1;
    }
    return (int)n;
}

static int value(struct scenario *sc, enum key key, const char *token, int index)
{
    struct solo_state *s = sc->s;
    const char *name = key_names[key];
    int k, n;
    switch (key) {
    case K_HAND:
    case K_DECK:
    case K_PLAYER_DISCARD:
        if (take_card(sc, token, MERC, name, &k))
            return SOLO_ERR_INPUT;
        if (key == K_HAND)
            s->hand[k]++;
        else if (key == K_DECK)
            solo_pile_push(&s->player_deck, (uint8_t)k);
        else
            s->player_discard[k]++;
        return SOLO_OK;
    case K_ENEMY:
    case K_ENEMY_DISCARD:
        if (take_card(sc, token, MERC | SCARECROW, name, &k))
            return SOLO_ERR_INPUT;
        if (key == K_ENEMY)
            solo_pile_push(&s->enemy_deck, (uint8_t)k);
        else
            s->enemy_discard[k]++;
        return SOLO_OK;
    case K_SPECIALS:
    case K_RESERVE:
    case K_USED:
        if (take_card(sc, token, SPECIAL, name, &k))
            return SOLO_ERR_INPUT;
        if (key == K_SPECIALS)
            solo_pile_push(&s->special_deck, (uint8_t)k);
        else if (key == K_RESERVE)
            s->reserve[k]++;
        else
            s->used_specials[k]++;
        return SOLO_OK;
    case K_BATTLE:
        if (index || (n = number(sc, token, 1, 200, name)) < 0)
            return index ? solo_fail(sc->err, "battle: one number") : SOLO_ERR_INPUT;
        s->battle = (uint8_t)(n - 1);
        return SOLO_OK;
    case K_SCORE:
        if (index > s->opt.armies)
            return solo_fail(sc->err, "score: the player then %d armies", s->opt.armies);
        if ((n = number(sc, token, 0, 99, name)) < 0)
            return SOLO_ERR_INPUT;
        s->victories[index] = (uint8_t)n;
        return SOLO_OK;
    case K_STREAK:
        if (index >= s->opt.armies)
            return solo_fail(sc->err, "streak: one number per army (%d)", s->opt.armies);
        if ((n = number(sc, token, 0, 99, name)) < 0)
            return SOLO_ERR_INPUT;
        s->streak[index] = (uint8_t)n;
        return SOLO_OK;
    case K_COINS:
        if (index >= SOLO_MAX_COINS)
            return solo_fail(sc->err, "coins: at most %d", SOLO_MAX_COINS);
        n = (token[0] | 0x20) - 'a';
        if (token[1] || n < 0 || n >= s->opt.armies)
            return solo_fail(sc->err, "coins: '%s' is not an army (A..%c)", token,
                             'A' + s->opt.armies - 1);
        s->coins[s->ncoins++] = (uint8_t)n;
        return SOLO_OK;
    default:
        return SOLO_ERR_INPUT;
    }
}

static int parse_item(struct scenario *sc, char *item)
{
    char *colon = strchr(item, ':');
    item += strspn(item, " \t\r");
    if (!*item)
        return SOLO_OK;
    if (!colon)
        return solo_fail(sc->err, "'%s' is not 'key: values'", item);
    *colon = '\0';
    size_t klen = strcspn(item, " \t");
    item[klen] = '\0';
    int key = -1;
    for (int i = 0; i < K_COUNT; i++)
        if (!strcmp(item, key_names[i]))
            key = i;
    if (key < 0)
        return solo_fail(sc->err, "unknown scenario key '%s' (valid: hand, deck, enemy, "
                         "specials, reserve, enemy-discard, player-discard, used, battle, score, "
                         "streak, coins)", item);
    if (sc->given[key])
        return solo_fail(sc->err, "'%s' given twice", item);
    sc->given[key] = true;
    char *p = colon + 1;
    for (int index = 0;; index++) {
        p += strspn(p, " \t\r,");
        if (!*p)
            break;
        size_t len = strcspn(p, " \t\r,");
        char save = p[len];
        p[len] = '\0';
        int rc = value(sc, (enum key)key, p, index);
        p[len] = save;
        if (rc)
            return rc;
        p += len;
    }
    return SOLO_OK;
}

/* The piles the scenario does not give are dealt as usual from what is left. */
static void deal_the_rest(struct scenario *sc)
{
    struct solo_state *s = sc->s;
    uint8_t counts[CARD_KINDS];
    if (!sc->given[K_SPECIALS]) {
        memset(counts, 0, sizeof counts);
        for (int k = 0; k < CARD_KINDS; k++)
            if (solo_is_special_kind(k)) {
                counts[k] = sc->avail[k];
                sc->avail[k] = 0;
            }
        solo_pile_take_counts(&s->special_deck, counts);
        rng_shuffle(&s->rng, s->special_deck.card, s->special_deck.n);
    }
    if (!sc->given[K_RESERVE])
        for (int i = 0; i < s->opt.reserve && s->special_deck.n; i++)
            s->reserve[solo_pile_pop(&s->special_deck)]++;
    if (!sc->given[K_DECK] || !sc->given[K_ENEMY]) {
        struct solo_pile mercs;
        memset(&mercs, 0, sizeof mercs);
        memset(counts, 0, sizeof counts);
        memcpy(counts, sc->avail, CARD_MERCENARY_KINDS);
        memset(sc->avail, 0, CARD_MERCENARY_KINDS);
        solo_pile_take_counts(&mercs, counts);
        rng_shuffle(&s->rng, mercs.card, mercs.n);
        int for_player = 0;
        if (!sc->given[K_DECK]) {
            for_player = s->opt.player_deck - (sc->given[K_HAND] ? solo_count_sum(s->hand) : 0);
            if (for_player < 0)
                for_player = 0;
        }
        for (int i = 0; i < mercs.n; i++) {
            if (i < for_player)
                solo_pile_push(&s->player_deck, mercs.card[i]);
            else if (!sc->given[K_ENEMY])
                solo_pile_push(&s->enemy_deck, mercs.card[i]);
            else
                sc->avail[mercs.card[i]]++;
        }
        if (!sc->given[K_ENEMY]) {
            while (sc->avail[CARD_SCARECROW]) {
                solo_pile_push(&s->enemy_deck, CARD_SCARECROW);
                sc->avail[CARD_SCARECROW]--;
            }
            rng_shuffle(&s->rng, s->enemy_deck.card, s->enemy_deck.n);
        }
    }
    if (!sc->given[K_HAND])
        for (int i = 0; i < s->opt.hand_size && s->player_deck.n; i++)
            s->hand[solo_pile_pop(&s->player_deck)]++;
    for (int k = 0; k < CARD_KINDS; k++)
        s->out[k] = (uint8_t)(s->out[k] + sc->avail[k]); /* set aside */
}

int solo_new_scenario(struct solo_state *s, const struct variant *v, const struct solo_options *o,
                      uint64_t seed, const char *text, struct solo_events *ev, struct msg *err)
{
    int rc = solo_init(s, v, o, seed, err);
    if (rc)
        return rc;
    struct scenario sc;
    memset(&sc, 0, sizeof sc);
    sc.s = s;
    sc.err = err;
    memcpy(sc.avail, s->total, sizeof sc.avail);
    sc.avail[CARD_COURTESAN] = 0;

    char item[1024];
    unsigned line = 1;
    while (*text) {
        size_t len = strcspn(text, ";\n#");
        if (len >= sizeof item) {
            solo_fail(err, "scenario line too long");
            msg_at_line(err, (int)line);
            return SOLO_ERR_INPUT;
        }
        memcpy(item, text, len);
        item[len] = '\0';
        if (text[len] == '#') /* a comment: the rest of the line */
            len += strcspn(text + len, "\n");
        bool newline = text[len] == '\n';
        text += len + (text[len] != '\0');
        if ((rc = parse_item(&sc, item))) {
            msg_at_line(err, (int)line);
            return rc;
        }
        line += newline;
    }
    deal_the_rest(&sc);

    int enemy_cards = s->enemy_deck.n + solo_count_sum(s->enemy_discard);
    bool enemy_mercenary = false;
    for (int i = 0; i < s->enemy_deck.n; i++)
        enemy_mercenary |= card_is_mercenary(s->enemy_deck.card[i]);
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        enemy_mercenary |= s->enemy_discard[k] > 0;
    if (enemy_cards < s->opt.cards_per_side || !enemy_mercenary)
        return solo_fail(err, "the enemy needs at least %d cards (deck and discard) with a "
                         "mercenary among them", s->opt.cards_per_side);
    solo_begin(s, ev);
    return SOLO_OK;
}
