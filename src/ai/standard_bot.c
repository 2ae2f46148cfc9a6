/* standard_bot.c — bot kinds by name, and the dispatch from a bot to its
 * kind's decision function. */
#include "ai/standard_bot.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ai/heuristic_bot.h"
#include "ai/random_bot.h"
#include "ai/search_bot.h"

/* The kinds' names, as typed and stored. */
static const char *const kinds[BOT_KIND_COUNT] = {
    [BOT_RANDOM] = "random",       /* a legal action drawn at random */
    [BOT_HEURISTIC] = "heuristic", /* values regions, plans its hand across the
                                    * round, passes lost battles */
    [BOT_EASY] = "easy",           /* the heuristic bot, but one decision in four
                                    * a random legal action */
    [BOT_SEARCH] = "search",       /* ISMCTS over sampled hands; also search-v1 */
    [BOT_SEARCH_INFER] = "search-infer", /* the other hands dealt by what their
                                          * play shows (hand inference) */
    [BOT_SEARCH_VALUE] = "search-value", /* play-outs stopped after a battle, a
                                          * learned evaluation judging */
    [BOT_SEARCH_V2] = "search-v2", /* play-outs that fight their battles
                                    * heads-up */
    [BOT_SEARCH_V3] = "search-v3", /* search-v2 whose play-outs choose the
                                    * regions as the heuristic does under
                                    * capture-regions */
    [BOT_SEARCH_V4] = "search-v4", /* search-v3 whose tree does not tell
                                    * apart the face-down cards of others
                                    * under hidden-cards */
    [BOT_SEARCH_V5] = "search-v5", /* search-v4 whose tree expects the
                                    * heuristic's moves of the others at a
                                    * table of three or more */
    [BOT_SEARCH_V6] = "search-v6", /* search-v5 expecting them only of the
                                    * seats shown as the heuristic bot: the
                                    * level hard */
};

/* Other names of a kind: the levels offered to players. */
static const struct {
    const char *name;
    enum bot_kind kind;
} aliases[] = {
    {"normal", BOT_HEURISTIC},
    {"hard", BOT_SEARCH_V6}, /* stronger than search-v1 heads-up, under
                              * capture-regions and under hidden-cards, and
                              * at a table of heuristic bots in the
                              * standard game (doc/bots.md) */
    {"search-v1", BOT_SEARCH},
};

int bot_search_version(int kind)
{
    switch (kind) {
    case BOT_SEARCH:
        return 1;
    case BOT_SEARCH_V2:
        return 2;
    case BOT_SEARCH_V3:
        return 3;
    case BOT_SEARCH_V4:
        return 4;
    case BOT_SEARCH_V5:
        return 5;
    case BOT_SEARCH_V6:
        return 6;
    default:
        return 0;
    }
}

bool bot_kind_searches(int kind)
{
    return bot_search_version(kind) > 0 || kind == BOT_SEARCH_INFER ||
           kind == BOT_SEARCH_VALUE;
}

int bot_kind_parse(const char *name)
{
    if (!name)
        return -1;
    for (int k = 0; k < BOT_KIND_COUNT; k++)
        if (strcasecmp(name, kinds[k]) == 0)
            return k;
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (strcasecmp(name, aliases[i].name) == 0)
            return aliases[i].kind;
    return -1;
}

int bot_spec_parse(const char *name, int *budget)
{
    if (budget)
        *budget = 0;
    if (!name)
        return -1;
    const char *colon = strchr(name, ':');
    if (colon) {
        char kind[24];
        int n;
        if ((size_t)(colon - name) >= sizeof kind)
            return -1;
        memcpy(kind, name, (size_t)(colon - name));
        kind[colon - name] = '\0';
        int k = bot_kind_parse(kind);
        if (!bot_kind_searches(k) || search_budget_parse(colon + 1, &n))
            return -1;
        if (budget)
            *budget = n;
        return k;
    }
    return bot_kind_parse(name);
}

size_t bot_spec_text(enum bot_kind kind, int budget, char *buf, size_t cap)
{
    if (!bot_kind_searches(kind) || budget == 0)
        return (size_t)snprintf(buf, cap, "%s", bot_kind_name(kind));
    char text[32];
    search_budget_text(budget, text, sizeof text);
    return (size_t)snprintf(buf, cap, "%s:%s", bot_kind_name(kind), text);
}

const char *bot_kind_name(int kind)
{
    return kind >= 0 && kind < BOT_KIND_COUNT ? kinds[kind] : "?";
}

size_t bot_kind_list(char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    for (int k = 0; k < BOT_KIND_COUNT; k++) {
        int n = snprintf(len < cap ? buf + len : NULL, len < cap ? cap - len : 0, "%s%s",
                         k ? ", " : "", kinds[k]);
        if (n > 0)
            len += (size_t)n;
    }
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++) {
        int n = snprintf(len < cap ? buf + len : NULL, len < cap ? cap - len : 0, ", %s",
                         aliases[i].name);
        if (n > 0)
            len += (size_t)n;
    }
    return len;
}

void bot_init(struct bot *b, enum bot_kind kind, uint64_t seed)
{
    memset(b, 0, sizeof *b);
    b->kind = kind;
    rng_seed(&b->rng, seed);
}

unsigned bot_table_seats(const int *seat_kinds, int nseats, int self)
{
    unsigned seats = 0;
    for (int s = 0; s < nseats && s < GAME_MAX_SEATS; s++)
        if (s != self && (seat_kinds[s] == BOT_HEURISTIC || seat_kinds[s] == BOT_EASY))
            seats |= 1u << s;
    return seats;
}

uint64_t bot_seed(uint64_t game_seed, int seat)
{
    /* Distinct odd multipliers keep the seats' streams apart from each
     * other and from the game's own rng (seeded with game_seed itself). */
    return game_seed * 0x9e3779b97f4a7c15ull + (uint64_t)(seat + 1) * 0xbf58476d1ce4e5b9ull;
}

/* The board the heuristic bots read last (heuristic_memory): who holds
 * which region, the Pope, the victory targets and what each seat makes of
 * them, read from the observation's public part and keyed by it, so the
 * same for every seat. Shared by the bots of a thread (one game at a time
 * or not: a board is read again whenever its key differs), it is read once
 * a board instead of once a bot; the decisions are those of a board read
 * afresh (tests/test_bots_tables.c). */
static _Thread_local struct heuristic_memory shared_board;

/* A search bot's parameters: its kind's at a table of g's seats, its
 * budget and threads. */
static void bot_search_params(const struct bot *b, const struct game *g,
                              struct search_params *p)
{
    search_default_params(p, b->budget);
    p->threads = b->threads > 1 ? b->threads : 1;
    p->inference = b->kind == BOT_SEARCH_INFER;
    p->value = b->kind == BOT_SEARCH_VALUE;
    /* each version keeps the changes of the ones before it */
    int version = bot_search_version(b->kind);
    if (version >= 2)
        p->pass_weight = search_v2_pass_weight(g->nseats);
    if (version >= 3)
        p->region_heuristic = search_v3_region_heuristic(g);
    if (version >= 4)
        p->seen_moves = search_v4_seen_moves(g);
    if (version >= 5)
        p->opponent_model = search_v5_opponent_model(g);
    if (version >= 6)
        p->modelled_seats = b->heuristic_seats;
}

action bot_choose(struct bot *b, const struct game *g, const struct observation *obs,
                  const action *legal, int nlegal)
{
    if (nlegal <= 0)
        return 0;
    switch (b->kind) {
    case BOT_HEURISTIC:
        return heuristic_choose_remembering(g, obs, legal, nlegal, &shared_board, NULL);
    case BOT_EASY: {
        action a = heuristic_choose_remembering(g, obs, legal, nlegal, &shared_board, NULL);
        /* A mistake: another legal action, drawn at random. */
        if (nlegal > 1 && rng_below(&b->rng, BOT_EASY_MISTAKES) == 0) {
            action other = legal[rng_below(&b->rng, (uint32_t)(nlegal - 1))];
            return other == a ? legal[nlegal - 1] : other;
        }
        return a;
    }
    case BOT_SEARCH:
    case BOT_SEARCH_INFER:
    case BOT_SEARCH_VALUE:
    case BOT_SEARCH_V2:
    case BOT_SEARCH_V3:
    case BOT_SEARCH_V4:
    case BOT_SEARCH_V5:
    case BOT_SEARCH_V6: {
        struct search_params p;
        bot_search_params(b, g, &p);
        return search_choose(&p, g, obs, legal, nlegal, &b->rng, NULL);
    }
    case BOT_RANDOM:
    default:
        return random_bot_choose(&b->rng, legal, nlegal);
    }
}

action bot_act(struct bot *b, const struct game *g, const struct state *s)
{
    int seat = state_current_seat(s);
    if (seat < 0)
        return 0;
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(g, s, seat, &obs);
    int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
    return bot_choose(b, g, &obs, legal, n);
}

void bot_replay(struct bot *b, const struct game *g, const struct state *s)
{
    if (bot_kind_searches(b->kind) && state_current_seat(s) >= 0) {
        struct search_params p;
        bot_search_params(b, g, &p);
        action legal[STATE_MAX_ACTIONS];
        if (search_skip(&p, state_legal_actions(g, s, legal, STATE_MAX_ACTIONS), &b->rng))
            return;
    }
    bot_act(b, g, s);
}

action bot_act_listed(struct bot *b, const struct game *g, const struct state *s, bool *listed)
{
    *listed = false;
    int seat = state_current_seat(s);
    if (seat < 0)
        return 0;
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    state_observe(g, s, seat, &obs);
    int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
    action a = bot_choose(b, g, &obs, legal, n);
    for (int i = 0; i < n; i++)
        if (legal[i] == a) {
            *listed = true;
            break;
        }
    return a;
}
