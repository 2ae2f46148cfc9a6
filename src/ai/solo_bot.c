/* solo_bot.c — the solitaire bots. The heuristic bot weighs each legal
 * action in "battles won" from the player's view only:
 *   - a special now: the exact chance of winning the duel, over the special
 *     deck's composition (known by elimination: all specials minus the
 *     reserve, the used ones and the lines), minus what the special is worth
 *     kept for later (Surrender most);
 *   - going on: the best "plan" (which hand cards to play in this battle)
 *     by its chance of winning against the enemy's remaining cards (drawn
 *     from the mercenaries not yet seen), minus what those cards are worth
 *     kept; it plays the lowest card of that plan first (a probe);
 *   - conceding (when allowed): 0, keeping the hand for later battles.
 * A battle that can end the game (an army one victory or one streak win
 * from the end, or the player one victory from winning) weighs more.
 * The duel's chances are worked out in solo_bot_duel.c, the chances of the
 * sums drawn in solo_bot_draws.c. They and the outlooks of going on are kept in
 * small memos per thread (a search's play-outs ask for the same ones again
 * and again); a memo gives exactly what computing again would. */
#include <stddef.h>
#include <string.h>

#include "ai/solo_bot.h"
#include "ai/solo_bot_draws.h"
#include "ai/solo_bot_duel.h"

static _Thread_local bool memos_off; /* solo_bot_use_memos(false) */

void solo_bot_use_memos(bool on)
{
    memos_off = !on;
}

bool solo_bot_memos_used(void)
{
    return !memos_off;
}

void solo_bot_default_params(struct solo_bot_params *p)
{
    /* tuned on seeds 1000000.. and 2000000.. (not those of the test) */
    p->card_base = 0.01;
    p->card_per_point = 0.005;
    p->special_value = 0.30;
    p->surrender_value = 1.0;
    p->decisive_stakes = 1.5;
}

/* ---- what the player knows */

static int printed(int kind)
{
    return card_info((enum card_kind)kind)->printed;
}

/* The cards of both lines, counted by kind. */
static void lines_counted(const struct solo_view *v, int c[CARD_KINDS])
{
    memset(c, 0, sizeof(int) * CARD_KINDS);
    for (int i = 0; i < v->player_line_n; i++)
        c[v->player_line[i]]++;
    for (int i = 0; i < v->enemy_line_n; i++)
        c[v->enemy_line[i]]++;
}

/* The mercenaries not yet seen (in one of the two decks), by kind: the
 * weights of one such card's distribution (all of them when every one
 * has been seen). */
static void unseen_counts(const struct solo_view *v, const int lines[CARD_KINDS],
                          int u[CARD_MERCENARY_KINDS])
{
    int sum = 0;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        int n = v->total[k] - v->hand[k] - v->player_discard[k] - v->enemy_discard[k] - v->out[k] -
                lines[k] - (v->deck_top == k);
        u[k] = n > 0 ? n : 0;
        sum += u[k];
    }
    if (sum == 0)
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            u[k] = v->total[k];
}

/* Distribution of one mercenary not yet seen, from its weights. */
static void unseen_mercenaries(const int u[CARD_MERCENARY_KINDS], double p[CARD_MERCENARY_KINDS])
{
    double sum = 0;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        p[k] = u[k];
        sum += p[k];
    }
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        p[k] = sum ? p[k] / sum : 0;
}

/* ---- going on to the end of the battle */

/* The printed values of the mercenaries, read once. */
static void printed_values(int pr[CARD_MERCENARY_KINDS])
{
    for (int m = 0; m < CARD_MERCENARY_KINDS; m++)
        pr[m] = printed(m);
}

/* The fields before `enemy` start at zero (outlook); the arrays from
 * `enemy` on are written whole before they are read. */
struct battle_outlook {
    const struct solo_view *v;
    const struct solo_bot_params *prm;
    double stakes;      /* what winning this battle is worth */
    double card_factor; /* how much cards kept still matter */
    int slots;          /* cards the player still plays if the battle goes on */
    int blind;          /* of which drawn blind from the deck */
    int from_hand;      /* of which from the hand */
    double blind_cost;  /* expected cost of a card drawn blind */
    int seen;           /* blind-view=seen: the first blind card is known */
    double seen_cost;   /* then its cost */
    int nenemy, nmine;
    int printed[CARD_MERCENARY_KINDS];
    double cost[CARD_MERCENARY_KINDS]; /* card_cost of each kind */
    /* best plan found */
    double best;
    uint8_t plan[CARD_MERCENARY_KINDS], best_plan[CARD_MERCENARY_KINDS];
    uint64_t win_known[SOLO_BOT_MAX_SUM / 64]; /* which win_by_sum[] are worked out */
    double enemy[SOLO_BOT_MAX_SUM], mine_blind[SOLO_BOT_MAX_SUM];
    /* the sums of non-zero chance, in increasing order */
    uint8_t enemy_at[SOLO_BOT_MAX_SUM], mine_at[SOLO_BOT_MAX_SUM];
    double win_by_sum[SOLO_BOT_MAX_SUM]; /* cache, where win_known says so */
};

static double card_cost(const struct battle_outlook *o, int kind)
{
    return o->card_factor * (o->prm->card_base + o->prm->card_per_point * printed(kind));
}

/* The sum over the sums i (mine) and j (the enemy's) with a positive
 * difference, i then j in increasing order, of the products of their
 * chances: only the non-zero chances are visited (the others add nothing),
 * and j stops at the first difference that is not positive. */
static double win_chance(struct battle_outlook *o, int planned)
{
    if (planned >= SOLO_BOT_MAX_SUM)
        planned = SOLO_BOT_MAX_SUM - 1;
    uint64_t bit = (uint64_t)1 << (planned & 63);
    if (o->win_known[planned >> 6] & bit)
        return o->win_by_sum[planned];
    o->win_known[planned >> 6] |= bit;
    int diff = o->v->player_strength + planned - o->v->enemy_strength;
    double p = 0;
    for (int a = 0; a < o->nmine; a++) {
        int i = o->mine_at[a];
        for (int b = 0; b < o->nenemy; b++) {
            int j = o->enemy_at[b];
            if (diff + i - j <= 0)
                break;
            p += o->mine_blind[i] * o->enemy[j];
        }
    }
    return o->win_by_sum[planned] = p;
}

/* Every plan of `left` more cards from kinds `kind`..0, highest counts of
 * the highest kinds first; the first plan of the best value is kept. A
 * branch is skipped when none of its plans can beat the best so far: its
 * greatest sum (the highest cards it may take) bounds its chance, as the
 * chance never falls as the sum grows (more non-negative terms, added in
 * the same order), and its cost only grows; the bound is computed with the
 * same operations as a plan's value, so a skipped plan could at most have
 * equalled the best, never replaced it. The mercenary kinds go up with
 * their printed values (card.h), so the highest kinds are the highest cards. */
static void search_plans(struct battle_outlook *o, int kind, int left, int sum, double cost)
{
    if (left == 0 || kind < 0) {
        if (left)
            return;
        double value = o->stakes * win_chance(o, sum) - cost;
        if (value > o->best) {
            o->best = value;
            memcpy(o->best_plan, o->plan, sizeof o->plan);
        }
        return;
    }
    int top = sum, need = left;
    for (int k = kind; k >= 0 && need; k--) {
        int c = o->v->hand[k] < need ? o->v->hand[k] : need;
        top += c * o->printed[k];
        need -= c;
    }
    if (need || o->stakes * win_chance(o, top) - cost <= o->best)
        return;
    int most = o->v->hand[kind] < left ? o->v->hand[kind] : left;
    for (int c = most; c >= 0; c--) {
        o->plan[kind] = (uint8_t)c;
        search_plans(o, kind - 1, left - c, sum + c * o->printed[kind], cost + c * o->cost[kind]);
    }
    o->plan[kind] = 0;
}

static double stakes(const struct solo_view *v, const struct solo_bot_params *prm)
{
    int a = 1 + v->army, target = v->options.victories, run = v->options.streak_length;
    bool decisive = v->victories[a] + 1 >= target || v->victories[SOLO_MARK_PLAYER] + 1 >= target ||
                    (run && v->streak[v->army] + 1 >= run);
    return decisive ? prm->decisive_stakes : 1.0;
}

/* The head of an outlook: the stakes, the cards still to play and how. */
static void outlook_head(struct battle_outlook *o, const struct solo_view *v,
                         const struct solo_bot_params *prm)
{
    memset(o, 0, offsetof(struct battle_outlook, enemy));
    o->v = v;
    o->prm = prm;
    o->stakes = stakes(v, prm);
    int left = v->hand_n + v->player_deck_n;
    o->card_factor = left >= 10 ? 1.0 : left / 10.0;
    o->slots = v->options.cards_per_side - v->player_played;
    if (o->slots > left)
        o->slots = left;
    o->from_hand = o->slots < v->hand_n ? o->slots : v->hand_n;
    o->blind = o->slots - o->from_hand;
    o->seen = o->blind > 0 && v->deck_top < CARD_MERCENARY_KINDS;
}

/* The rest, after outlook_head: the sums the enemy and the blind cards may
 * bring (the unseen mercenaries' weights u), and the best plan. */
static void outlook_plan(struct battle_outlook *o, const int u[CARD_MERCENARY_KINDS])
{
    const struct solo_view *v = o->v;
    double p[CARD_MERCENARY_KINDS];
    unseen_mercenaries(u, p);
    printed_values(o->printed);
    int enemy_draws = v->options.cards_per_side - v->enemy_played;
    int enemy_top = solo_bot_draws_sum(p, o->printed, enemy_draws, o->enemy, !memos_off);
    int mine_top = solo_bot_draws_sum(p, o->printed, o->blind - o->seen, o->mine_blind, !memos_off);
    if (o->seen) { /* the seen card adds its value to every sum */
        int add = o->printed[v->deck_top];
        memmove(o->mine_blind + add, o->mine_blind,
                sizeof(double) * (size_t)(SOLO_BOT_MAX_SUM - add));
        memset(o->mine_blind, 0, sizeof(double) * (size_t)add);
        mine_top = mine_top + add < SOLO_BOT_MAX_SUM - 1 ? mine_top + add : SOLO_BOT_MAX_SUM - 1;
    }
    /* beyond its top a distribution is zero */
    for (int i = 0; i <= enemy_top; i++)
        if (o->enemy[i] != 0)
            o->enemy_at[o->nenemy++] = (uint8_t)i;
    for (int i = 0; i <= mine_top; i++)
        if (o->mine_blind[i] != 0)
            o->mine_at[o->nmine++] = (uint8_t)i;
    o->best = -1e9;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        o->cost[k] = card_cost(o, k);
        o->blind_cost += p[k] * o->cost[k];
    }
    if (o->seen)
        o->seen_cost = o->cost[v->deck_top];
    search_plans(o, CARD_MERCENARY_KINDS - 1, o->from_hand, 0,
                 o->seen ? o->seen_cost + (o->blind - 1) * o->blind_cost
                         : o->blind * o->blind_cost);
}

/* A memo of the outlooks, per thread. A search's play-outs meet the same
 * battle as the player sees it again and again (his hand, the mercenaries
 * he has not seen, the strengths), whatever the decks hold. The key holds
 * everything outlook_plan reads (the weights of the unseen mercenaries
 * stand for their distribution, the strengths' difference for the two
 * strengths, the figures of stakes and costs themselves), and an entry
 * what solo_bot_choose_with reads of the result; so a hit gives exactly
 * what planning again would. */
#define OUTLOOK_MEMO 1024

struct outlook_key {
    double stakes, card_factor, card_base, card_per_point;
    int16_t diff;       /* the player's strength less the enemy's */
    uint8_t unseen[CARD_MERCENARY_KINDS], hand[CARD_MERCENARY_KINDS];
    uint8_t from_hand, blind, seen_top, enemy_draws;
};
_Static_assert(sizeof(struct outlook_key) % 8 == 0, "the key hashes as whole words");

struct outlook_memo_entry {
    struct outlook_key key;
    bool used;
    double best, blind_cost, seen_cost;
    uint8_t best_plan[CARD_MERCENARY_KINDS];
};

static _Thread_local struct outlook_memo_entry outlook_memo[OUTLOOK_MEMO];

static void outlook(struct battle_outlook *o, const struct solo_view *v,
                    const struct solo_bot_params *prm, const int lines[CARD_KINDS])
{
    int u[CARD_MERCENARY_KINDS];
    outlook_head(o, v, prm);
    unseen_counts(v, lines, u);
    if (memos_off) {
        outlook_plan(o, u);
        return;
    }
    struct outlook_key key;
    memset(&key, 0, sizeof key); /* the padding too: keys are compared whole */
    key.stakes = o->stakes;
    key.card_factor = o->card_factor;
    key.card_base = prm->card_base;
    key.card_per_point = prm->card_per_point;
    key.diff = (int16_t)(v->player_strength - v->enemy_strength);
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        key.unseen[k] = (uint8_t)u[k];
        key.hand[k] = v->hand[k];
    }
    int draws = v->options.cards_per_side - v->enemy_played;
    key.from_hand = (uint8_t)o->from_hand;
    key.blind = (uint8_t)o->blind;
    key.seen_top = o->seen ? v->deck_top : CARD_NONE;
    key.enemy_draws = (uint8_t)(draws > 0 ? draws : 0);
    uint64_t words[sizeof key / 8], h = 0;
    memcpy(words, &key, sizeof words);
    for (size_t i = 0; i < sizeof words / 8; i++)
        h = (h ^ words[i]) * 0x9e3779b97f4a7c15u;
    struct outlook_memo_entry *e = &outlook_memo[(h >> 40) % OUTLOOK_MEMO];
    if (e->used && memcmp(&e->key, &key, sizeof key) == 0) {
        o->best = e->best;
        o->blind_cost = e->blind_cost;
        o->seen_cost = e->seen_cost;
        memcpy(o->best_plan, e->best_plan, sizeof o->best_plan);
        return;
    }
    outlook_plan(o, u);
    memcpy(&e->key, &key, sizeof key);
    e->used = true;
    e->best = o->best;
    e->blind_cost = o->blind_cost;
    e->seen_cost = o->seen_cost;
    memcpy(e->best_plan, o->best_plan, sizeof e->best_plan);
}

static double special_cost(const struct solo_view *v, const struct solo_bot_params *prm, int kind)
{
    if (kind == CARD_NONE)
        return 0;
    double kept = kind == CARD_SURRENDER ? prm->surrender_value : prm->special_value;
    /* specials that the rest of the game cannot use are worth less */
    double battles_left = (v->hand_n + v->player_deck_n) / 4.0 + 1;
    double share = v->reserve_n ? battles_left / v->reserve_n : 1;
    return kept * (share < 1 ? share : 1);
}

static int lowest_in(const uint8_t counts[CARD_MERCENARY_KINDS])
{
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        if (counts[k])
            return k;
    return -1;
}

solo_action solo_bot_choose_with(const struct solo_bot_params *prm, const struct solo_view *v,
                                 const solo_action *legal, int n)
{
    struct battle_outlook o;
    struct solo_bot_duel duel;
    int lines[CARD_KINDS];
    bool have_outlook = false, have_duel = false, have_lines = false;
    double best = -1e18;
    solo_action choice = legal[0];
    double w = stakes(v, prm);
    for (int i = 0; i < n; i++) {
        solo_action a = legal[i];
        int card = solo_action_card(a);
        double value;
        switch (solo_action_type(a)) {
        case SOLO_ACT_SPECIAL:
            if (!have_duel) {
                if (!have_lines) {
                    lines_counted(v, lines);
                    have_lines = true;
                }
                solo_bot_duel_read(v, lines, &duel);
                have_duel = true;
            }
            value = w * solo_bot_duel_chance(&duel, card, !memos_off) - special_cost(v, prm, card);
            break;
        case SOLO_ACT_CONCEDE:
            value = 0;
            break;
        case SOLO_ACT_FIGHT:
            value = w * (v->player_strength > v->enemy_strength);
            break;
        case SOLO_ACT_PLAY:
        case SOLO_ACT_BLIND:
        case SOLO_ACT_NEXT: {
            if (!have_outlook) {
                if (!have_lines) {
                    lines_counted(v, lines);
                    have_lines = true;
                }
                outlook(&o, v, prm, lines);
                have_outlook = true;
            }
            value = o.best;
            int type = solo_action_type(a);
            int want = o.best >= 0 ? lowest_in(o.best_plan) : lowest_in(v->hand);
            if (want < 0)
                want = lowest_in(v->hand);
            /* going on keeps the right to concede on a later turn, having
             * spent only this card */
            bool can_concede_later =
                v->player_played + (type != SOLO_ACT_NEXT) >= v->options.concede_after;
            if (can_concede_later) {
                double spent = type == SOLO_ACT_NEXT ? 0
                               : type == SOLO_ACT_BLIND ? (o.seen ? o.seen_cost : o.blind_cost)
                                                        : card_cost(&o, want);
                if (value < -spent)
                    value = -spent;
            }
            /* among the cards: the lowest of the best plan (a probe); when
             * the battle looks lost, the lowest of the hand */
            if (type == SOLO_ACT_PLAY && card != want)
                value -= 1e-6 * (1 + card);
            break;
        }
        default:
            value = -1e9;
            break;
        }
        if (value > best) {
            best = value;
            choice = a;
        }
    }
    return choice;
}

solo_action solo_bot_choose(const struct solo_view *v, const solo_action *legal, int n)
{
    struct solo_bot_params p;
    solo_bot_default_params(&p);
    return solo_bot_choose_with(&p, v, legal, n);
}

solo_action solo_random_choose(struct rng *r, const solo_action *legal, int n)
{
    return legal[rng_below(r, (uint32_t)n)];
}

solo_action solo_policy_choose(enum solo_policy p, const struct solo_state *s, struct rng *r)
{
    solo_action legal[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, legal, SOLO_MAX_ACTIONS);
    if (n > SOLO_MAX_ACTIONS)
        n = SOLO_MAX_ACTIONS;
    if (n <= 0)
        return 0;
    if (p == SOLO_POLICY_RANDOM)
        return solo_random_choose(r, legal, n);
    struct solo_view v;
    solo_view_legal(s, legal, n, &v);
    return solo_bot_choose(&v, legal, n);
}

const char *solo_policy_name(enum solo_policy p)
{
    return p == SOLO_POLICY_RANDOM ? "random" : "bot";
}
