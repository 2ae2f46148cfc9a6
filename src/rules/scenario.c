/* scenario.c — the scenario file parser (doc/scenario.md): a fixed position
 * of the standard game, from a string, with errors that name the line. Its
 * `variant`, `set`, `module` and `rules` lines build the ruleset, so it
 * lives with the rule modules, above the engine. */
#include "engine/message.h"
#include "rules/scenario.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game_rules.h"
#include "rules/rules.h"

#define TEXT_LINE_MAX 1024
#define NO_LINE 0

/* What the file says, before it becomes a state. */
struct draft {
    int players, players_line;
    uint64_t seed;
    int token, token_line;
    int pope, pope_line;         /* region, -1 off */
    int region, region_line;     /* contested, -1 none */
    int turn, turn_line;         /* -1: default */
    int battles, round;
    int rest_discard;            /* unlisted cards go to the discard pile */
    uint8_t final_seats;         /* final battle participants, 0: none */
    int final_line;
    uint8_t passed;
    int passed_line;
    int owner[REGION_COUNT];     /* seat or -1 */
    int owner_line[REGION_COUNT];
    uint8_t hand[GAME_MAX_SEATS][CARD_KINDS];
    int hand_seen[GAME_MAX_SEATS];
    uint8_t line[GAME_MAX_SEATS][STATE_LINE_MAX];
    int line_len[GAME_MAX_SEATS], line_seen[GAME_MAX_SEATS];
    uint8_t deck[STATE_DECK_MAX];
    int deck_len, deck_seen;
    uint8_t discard[CARD_KINDS];
    int discard_seen;
    uint8_t placed[CARD_KINDS];  /* every card placed so far */
    int nplaced;
    int down[GAME_MAX_SEATS];    /* a face-down card's kind, or -1 */
    int down_line[GAME_MAX_SEATS];
    uint8_t played;              /* seats that played in this battle */
    int played_line;
    int declines;
    int rules_line;              /* the last line that changed the rules */
    struct ruleset rules;
};

static char *next_word(char **p)
{
    char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    if (!*s)
        return NULL;
    char *w = s;
    while (*s && *s != ' ' && *s != '\t')
        s++;
    if (*s)
        *s++ = '\0';
    *p = s;
    return w;
}

static int parse_number(const char *w, long lo, long hi, long *out)
{
    char *end;
    if (!w || !*w) /* a key at the end of its line with no value */
        return -1;
    errno = 0;
    long v = strtol(w, &end, 10);
    if (*end || errno || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static int need_players(struct draft *d, int ln, const char *key, struct msg *err)
{
    if (!d->players)
        return msg_fail_at(err, -1, ln, "'%s' needs the 'players' line first", key);
    return 0;
}

static int parse_seat(struct draft *d, const char *w, int ln, struct msg *err)
{
    long v;
    if (!w)
        return msg_fail_at(err, -1, ln, "a seat number is missing");
    if (parse_number(w, 0, d->players - 1, &v) < 0)
        return msg_fail_at(err, -1, ln, "'%s' is not a seat (0 to %d)", w, d->players - 1);
    return (int)v;
}

/* One card placed somewhere: checks the deck holds that many. */
static int place(struct draft *d, const char *w, int ln, struct msg *err)
{
    int k = card_parse(w);
    if (k < 0)
        return msg_fail_at(err, -1, ln, "unknown card '%s'", w);
    if (d->placed[k] >= d->rules.deck[k])
        return msg_fail_at(err, -1, ln, "too many '%s' cards: the deck holds %d",
                    card_info((enum card_kind)k)->name, d->rules.deck[k]);
    d->placed[k]++;
    d->nplaced++;
    return k;
}

static int parse_region(const char *w, int ln, struct msg *err)
{
    if (!w)
        return msg_fail_at(err, -1, ln, "a region name is missing");
    int r = region_parse(w);
    if (r < 0)
        return msg_fail_at(err, -1, ln, "unknown region '%s'", w);
    return r;
}

static int no_more(char **p, int ln, struct msg *err)
{
    char *w = next_word(p);
    if (w)
        return msg_fail_at(err, -1, ln, "unexpected '%s'", w);
    return 0;
}

/* One handler a key: the rest of the line in *s, the key for messages. */
typedef int directive_fn(struct draft *d, const char *key, char **s, int ln, struct msg *err);

static int dir_players(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    long v;
    (void)key;
    if (d->players)
        return msg_fail_at(err, -1, ln, "'players' is given twice");
    if (parse_number(next_word(s), GAME_MIN_SEATS, GAME_MAX_SEATS, &v) < 0)
        return msg_fail_at(err, -1, ln, "players: a number from 2 to 6 is needed");
    d->players = (int)v;
    d->players_line = ln;
    return no_more(s, ln, err);
}

static int dir_seed(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    char *end;
    char *w = next_word(s);
    (void)key;
    errno = 0;
    unsigned long long seed = w ? strtoull(w, &end, 10) : 0;
    if (!w || *end || errno || *w == '-')
        return msg_fail_at(err, -1, ln, "seed: a number from 0 to 2^64-1 is needed");
    d->seed = (uint64_t)seed;
    return no_more(s, ln, err);
}

static int dir_set(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    char *name = next_word(s), *value = next_word(s);
    (void)key;
    if (!name || !value)
        return msg_fail_at(err, -1, ln, "usage: set OPTION VALUE");
    if (ruleset_set(&d->rules, name, value, err) < 0)
        return msg_at_line(err, ln);
    d->rules_line = ln;
    return no_more(s, ln, err);
}

static int dir_variant(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    struct variant var;
    char *w = next_word(s);
    (void)key;
    if (!w)
        return msg_fail_at(err, -1, ln, "usage: variant NAME (a shipped variant)");
    if (d->nplaced || d->rules_line)
        return msg_fail_at(err, -1, ln, "'variant' must come before any card, set, module or "
                                  "rules line");
    if (variant_load_embedded(w, &var, err) < 0 || ruleset_from_variant(&d->rules, &var, err) < 0)
        return msg_at_line(err, ln);
    d->rules_line = ln;
    return no_more(s, ln, err);
}

/* "module NAME" and "rules SPEC". */
static int dir_rules(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    char warn[512];
    char *w = next_word(s);
    if (!w)
        return msg_fail_at(err, -1, ln, "usage: %s", !strcmp(key, "module") ? "module NAME"
                                                                      : "rules SPEC");
    if (!strcmp(key, "module") ? ruleset_enable_module(&d->rules, w, true, err)
                               : ruleset_apply_spec(&d->rules, w, warn, sizeof warn, err))
        return msg_at_line(err, ln);
    d->rules_line = ln;
    return no_more(s, ln, err);
}

static int dir_declines(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    long v;
    (void)key;
    if (parse_number(next_word(s), 0, GAME_MAX_SEATS - 1, &v) < 0)
        return msg_fail_at(err, -1, ln, "declines: a number from 0 to 5 is needed");
    d->declines = (int)v;
    return no_more(s, ln, err);
}

/* "battles N" and "round N". */
static int dir_count(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    long v;
    int is_round = !strcmp(key, "round");
    if (parse_number(next_word(s), is_round, 60000, &v) < 0)
        return msg_fail_at(err, -1, ln, "%s: a number is needed", key);
    *(is_round ? &d->round : &d->battles) = (int)v;
    return no_more(s, ln, err);
}

static int dir_rest(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    char *w = next_word(s);
    (void)key;
    if (!w || (strcmp(w, "deck") && strcmp(w, "discard")))
        return msg_fail_at(err, -1, ln, "usage: rest deck | rest discard");
    d->rest_discard = !strcmp(w, "discard");
    return no_more(s, ln, err);
}

static int dir_pope(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    char *w = next_word(s);
    int r;
    (void)key;
    if (w && !strcmp(w, "off")) {
        d->pope = -1;
    } else {
        if ((r = parse_region(w, ln, err)) < 0)
            return -1;
        d->pope = r;
    }
    d->pope_line = ln;
    return no_more(s, ln, err);
}

static int dir_region(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    int r;
    (void)key;
    if ((r = parse_region(next_word(s), ln, err)) < 0)
        return -1;
    d->region = r;
    d->region_line = ln;
    return no_more(s, ln, err);
}

/* "deck CARD..." and "discard CARD...". */
static int dir_pile(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    int is_deck = !strcmp(key, "deck");
    int *seen = is_deck ? &d->deck_seen : &d->discard_seen;
    char *w;
    int k;
    if (*seen)
        return msg_fail_at(err, -1, ln, "'%s' is given twice", key);
    *seen = ln;
    while ((w = next_word(s))) {
        if ((k = place(d, w, ln, err)) < 0)
            return -1;
        if (is_deck)
            d->deck[d->deck_len++] = (uint8_t)k;
        else
            d->discard[k]++;
    }
    return 0;
}

/* "token SEAT" and "turn SEAT". */
static int dir_seat(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    int seat;
    if ((seat = parse_seat(d, next_word(s), ln, err)) < 0)
        return -1;
    if (!strcmp(key, "token")) {
        d->token = seat;
        d->token_line = ln;
    } else {
        d->turn = seat;
        d->turn_line = ln;
    }
    return no_more(s, ln, err);
}

/* "passed SEAT...", "final SEAT..." and "played SEAT...". */
static int dir_seats(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    uint8_t *mask = !strcmp(key, "passed")   ? &d->passed
                    : !strcmp(key, "played") ? &d->played
                                             : &d->final_seats;
    char *w;
    int seat;
    *(!strcmp(key, "passed")   ? &d->passed_line
      : !strcmp(key, "played") ? &d->played_line
                               : &d->final_line) = ln;
    while ((w = next_word(s))) {
        if ((seat = parse_seat(d, w, ln, err)) < 0)
            return -1;
        *mask |= (uint8_t)(1u << seat);
    }
    return 0;
}

static int dir_down(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    int seat, k;
    char *w;
    (void)key;
    if ((seat = parse_seat(d, next_word(s), ln, err)) < 0)
        return -1;
    w = next_word(s);
    if (!w)
        return msg_fail_at(err, -1, ln, "usage: down SEAT CARD");
    if (d->down[seat] >= 0)
        return msg_fail_at(err, -1, ln, "seat %d already has a face-down card (line %d)", seat,
                    d->down_line[seat]);
    if ((k = place(d, w, ln, err)) < 0)
        return -1;
    if (!card_info((enum card_kind)k)->hideable)
        return msg_fail_at(err, -1, ln, "a %s is never played face down",
                    card_info((enum card_kind)k)->name);
    d->down[seat] = k;
    d->down_line[seat] = ln;
    return no_more(s, ln, err);
}

static int dir_owner(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    int seat, r;
    char *w;
    (void)key;
    if ((seat = parse_seat(d, next_word(s), ln, err)) < 0)
        return -1;
    while ((w = next_word(s))) {
        if ((r = parse_region(w, ln, err)) < 0)
            return -1;
        if (d->owner[r] >= 0)
            return msg_fail_at(err, -1, ln, "%s is already controlled by seat %d",
                        region_name(r), d->owner[r]);
        d->owner[r] = seat;
        d->owner_line[r] = ln;
    }
    return 0;
}

/* "hand SEAT CARD..." and "line SEAT CARD...". */
static int dir_cards(struct draft *d, const char *key, char **s, int ln, struct msg *err)
{
    int seat, k;
    char *w;
    if ((seat = parse_seat(d, next_word(s), ln, err)) < 0)
        return -1;
    int is_hand = !strcmp(key, "hand");
    int *seen = is_hand ? &d->hand_seen[seat] : &d->line_seen[seat];
    if (*seen)
        return msg_fail_at(err, -1, ln, "seat %d's %s is given twice (line %d)", seat, key, *seen);
    *seen = ln;
    while ((w = next_word(s))) {
        if ((k = place(d, w, ln, err)) < 0)
            return -1;
        if (is_hand) {
            d->hand[seat][k]++;
        } else {
            if (k == CARD_BISHOP || k == CARD_SCARECROW)
                return msg_fail_at(err, -1, ln, "a %s never stays in a line (it is discarded when played)",
                            card_info((enum card_kind)k)->name);
            if (d->line_len[seat] == STATE_LINE_MAX)
                return msg_fail_at(err, -1, ln, "a line holds at most %d cards", STATE_LINE_MAX);
            d->line[seat][d->line_len[seat]++] = (uint8_t)k;
        }
    }
    return 0;
}

/* The keys of a scenario file; those that name seats need 'players' first. */
static const struct directive {
    const char *key;
    bool names_seats;
    directive_fn *parse;
} directives[] = {
    {"players", false, dir_players}, {"seed", false, dir_seed},
    {"set", false, dir_set},         {"variant", false, dir_variant},
    {"module", false, dir_rules},    {"rules", false, dir_rules},
    {"declines", false, dir_declines}, {"battles", false, dir_count},
    {"round", false, dir_count},     {"rest", false, dir_rest},
    {"pope", false, dir_pope},       {"region", false, dir_region},
    {"deck", false, dir_pile},       {"discard", false, dir_pile},
    {"token", true, dir_seat},       {"turn", true, dir_seat},
    {"passed", true, dir_seats},     {"final", true, dir_seats},
    {"played", true, dir_seats},     {"down", true, dir_down},
    {"owner", true, dir_owner},      {"hand", true, dir_cards},
    {"line", true, dir_cards},
};

static int parse_directive(struct draft *d, char *s, int ln, struct msg *err)
{
    char *key = next_word(&s);
    if (!key)
        return 0;
    for (size_t i = 0; i < sizeof directives / sizeof directives[0]; i++) {
        const struct directive *dir = &directives[i];
        if (strcmp(key, dir->key))
            continue;
        if (dir->names_seats && need_players(d, ln, key, err) < 0)
            return -1;
        return dir->parse(d, key, &s, ln, err);
    }
    return msg_fail_at(err, -1, ln, "unknown key '%s'", key);
}

static int hand_count(const struct draft *d, int seat)
{
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        n += d->hand[seat][k];
    return n;
}

/* Checks of the whole position, once every line is read. */
static int check(struct draft *d, struct msg *err)
{
    int battle = d->region >= 0 || d->final_seats;
    int winter = 0, spring = 0;
    if (!d->players)
        return msg_fail_at(err, -1, NO_LINE, "the 'players' line is missing");
    for (int seat = d->players; seat < GAME_MAX_SEATS; seat++)
        if (d->final_seats & (1u << seat))
            return msg_fail_at(err, -1, d->final_line, "no seat %d", seat);
    if (d->region >= 0 && d->final_seats)
        return msg_fail_at(err, -1, d->final_line, "a final battle has no region");
    if (d->final_seats && __builtin_popcount(d->final_seats) < 2)
        return msg_fail_at(err, -1, d->final_line, "a final battle needs at least 2 seats");
    for (int seat = 0; seat < d->players; seat++) {
        if (d->line_len[seat] && !battle)
            return msg_fail_at(err, -1, d->line_seen[seat], "lines need a battle: add 'region NAME'");
        if (d->line_len[seat] && d->final_seats && !(d->final_seats & (1u << seat)))
            return msg_fail_at(err, -1, d->line_seen[seat], "seat %d is not in the final battle",
                        seat);
        if (d->down[seat] >= 0 && !battle)
            return msg_fail_at(err, -1, d->down_line[seat], "lines need a battle: add 'region NAME'");
        if (d->down[seat] >= 0 && d->final_seats && !(d->final_seats & (1u << seat)))
            return msg_fail_at(err, -1, d->down_line[seat], "seat %d is not in the final battle",
                        seat);
        if (d->down[seat] >= 0 && !ruleset_has_module(&d->rules, RULE_HIDDEN_CARDS))
            return msg_fail_at(err, -1, d->down_line[seat],
                        "face-down cards need the hidden-cards module (module hidden-cards)");
        if (d->down[seat] >= 0 && d->line_len[seat] == STATE_LINE_MAX)
            return msg_fail_at(err, -1, d->down_line[seat], "a line holds at most %d cards",
                        STATE_LINE_MAX);
        if (hand_count(d, seat) + d->line_len[seat] > STATE_LINE_MAX)
            return msg_fail_at(err, -1, d->hand_seen[seat], "seat %d holds too many cards (at most %d)",
                        seat, STATE_LINE_MAX);
        for (int i = 0; i < d->line_len[seat]; i++) {
            winter |= d->line[seat][i] == CARD_WINTER;
            spring |= d->line[seat][i] == CARD_SPRING;
        }
    }
    if (winter && spring)
        return msg_fail_at(err, -1, NO_LINE, "Winter and Spring cannot be in play together");
    if (d->passed && !battle)
        return msg_fail_at(err, -1, d->passed_line, "passes need a battle: add 'region NAME'");
    if (d->declines >= d->players)
        return msg_fail_at(err, -1, NO_LINE, "declines: fewer than the %d players are needed",
                    d->players);
    if (d->played && !battle)
        return msg_fail_at(err, -1, d->played_line, "'played' needs a battle: add 'region NAME'");
    for (int seat = d->players; seat < GAME_MAX_SEATS; seat++)
        if ((d->passed | d->played) & (1u << seat))
            return msg_fail_at(err, -1, d->passed_line ? d->passed_line : d->played_line,
                        "no seat %d", seat);
    char warn[256];
    if (rules_check_combination(&d->rules, warn, sizeof warn, err) < 0)
        return msg_at_line(err, d->rules_line);
    if (d->turn >= 0 && !battle)
        return msg_fail_at(err, -1, d->turn_line, "'turn' needs a battle: add 'region NAME'");
    if (battle) {
        uint8_t in = d->final_seats ? d->final_seats : (uint8_t)((1u << d->players) - 1);
        int turn = d->turn;
        if (turn < 0) {
            turn = d->token;
            while (!(in & (1u << turn)))
                turn = (turn + 1) % d->players;
            d->turn = turn;
        }
        int ln = d->turn_line ? d->turn_line : d->token_line;
        if (!(in & (1u << turn)))
            return msg_fail_at(err, -1, ln, "seat %d is not in the final battle", turn);
        if (d->passed & (1u << turn))
            return msg_fail_at(err, -1, ln, "seat %d has passed: it cannot be his turn", turn);
        if (!hand_count(d, turn))
            return msg_fail_at(err, -1, ln, "seat %d has no card: it cannot be his turn", turn);
    }
    return 0;
}

static void build(const struct game *g, const struct draft *d, struct state *s)
{
    memset(s, 0, sizeof *s);
    rng_seed(&s->rng, d->seed);
    s->nseats = (uint8_t)d->players;
    s->battles = (uint16_t)d->battles;
    s->round = (uint16_t)d->round;
    s->token = (uint8_t)d->token;
    s->pope = d->pope < 0 ? SEAT_NONE : (uint8_t)d->pope;
    s->contested = d->region < 0 ? SEAT_NONE : (uint8_t)d->region;
    for (int r = 0; r < REGION_COUNT; r++) {
        s->owner[r] = d->owner[r] < 0 ? SEAT_NONE : (uint8_t)d->owner[r];
        if (d->owner[r] >= 0)
            s->owned[d->owner[r]] |= (region_set)1u << r;
    }
    for (int seat = 0; seat < d->players; seat++) {
        memcpy(s->hand[seat], d->hand[seat], CARD_KINDS);
        s->hand_count[seat] = (uint8_t)hand_count(d, seat);
        int len = d->line_len[seat];
        for (int i = 0; i < len; i++) {
            s->line[seat][i] = d->line[seat][i];
            s->lines[seat].up[d->line[seat][i]]++;
        }
        if (d->down[seat] >= 0) {
            s->line[seat][len++] = (uint8_t)(d->down[seat] | LINE_FACE_DOWN);
            s->lines[seat].down[d->down[seat]]++;
        }
        s->line_len[seat] = (uint8_t)len;
        if (len && !d->played_line)
            s->played |= (uint8_t)(1u << seat);
    }
    if (d->played_line)
        s->played = d->played;
    s->declines = (uint8_t)d->declines;
    s->defender = SEAT_NONE;
    memcpy(s->discard, d->discard, CARD_KINDS);
    int n = d->deck_len;
    memcpy(s->deck, d->deck, (size_t)n);
    int rest_from = n;
    for (int k = 0; k < CARD_KINDS; k++)
        for (int i = d->placed[k]; i < g->rules.deck[k]; i++) {
            if (d->rest_discard)
                s->discard[k]++;
            else
                s->deck[n++] = (uint8_t)k;
        }
    rng_shuffle(&s->rng, s->deck + rest_from, (size_t)(n - rest_from));
    s->deck_top = 0;
    s->deck_size = (uint8_t)n;
    if (d->region >= 0 || d->final_seats) {
        s->phase = PHASE_BATTLE;
        s->final_battle = d->final_seats != 0;
        s->participants = d->final_seats ? d->final_seats : (uint8_t)((1u << d->players) - 1);
        s->passed = d->passed;
        s->current = (uint8_t)d->turn;
        if (!s->final_battle) /* e.g. capture-regions: the defender */
            HOOKS_EACH(g, HOOK_ON_BATTLE_START, on_battle_start, g, s, NULL);
    } else {
        s->phase = PHASE_CHOOSE_REGION;
        s->current = s->token;
    }
}

int scenario_parse(const char *text, struct game *g, struct state *s, struct msg *err)
{
    static const struct draft empty; /* zero */
    struct draft d = empty;
    char buf[TEXT_LINE_MAX];
    d.pope = d.region = d.turn = -1;
    for (int seat = 0; seat < GAME_MAX_SEATS; seat++)
        d.down[seat] = -1;
    d.round = 1;
    for (int r = 0; r < REGION_COUNT; r++)
        d.owner[r] = -1;
    if (ruleset_standard(&d.rules, err) < 0)
        return -1;
    int ln = 0;
    const char *p = text ? text : "";
    while (*p) {
        size_t len = strcspn(p, "\n");
        ln++;
        if (len >= sizeof buf)
            return msg_fail_at(err, -1, ln, "line too long");
        memcpy(buf, p, len);
        buf[len] = '\0';
        p += len + (p[len] == '\n');
        char *hash = strchr(buf, '#');
        if (hash)
            *hash = '\0';
        for (char *c = buf; *c; c++)
            if (*c == '\r')
                *c = ' ';
        if (parse_directive(&d, buf, ln, err) < 0)
            return -1;
    }
    if (check(&d, err) < 0)
        return -1;
    if (d.token >= d.players)
        return msg_fail_at(err, -1, d.token_line, "no seat %d", d.token);
    if (game_init(g, &d.rules, d.players, err) < 0)
        return -1;
    build(g, &d, s);
    if (d.pope >= 0 && !(battle_pope_regions(g, s) >> d.pope & 1u))
        return msg_fail_at(err, -1, d.pope_line, "the Pope cannot be on %s: it is controlled",
                    region_name(d.pope));
    if (d.region >= 0 && !(battle_targetable_regions(g, s) >> d.region & 1u)) {
        if (d.region == d.pope)
            return msg_fail_at(err, -1, d.region_line, "%s has the Pope: no battle there",
                        region_name(d.region));
        return msg_fail_at(err, -1, d.region_line, "%s is controlled%s: no battle there",
                    region_name(d.region),
                    d.owner[d.region] == d.token ? " by the token holder" : "");
    }
    for (int seat = 0; seat < d.players; seat++)
        if (victory_reached(g, s, seat) != RESULT_NONE)
            return msg_fail_at(err, -1, NO_LINE, "seat %d already meets the victory condition",
                        seat);
    if (s->phase == PHASE_CHOOSE_REGION && !state_choosable_regions(g, s))
        return msg_fail_at(err, -1, NO_LINE, "no region is left to choose");
    return 0;
}
