/* test_replay_fixture.c — recorded games must replay identically.
 *
 * tests/replay/games.txt holds journals as the database stores them: for a
 * standard game the ruleset string, the player count, the seed and the
 * action texts; for a solitaire game the ruleset string ("solitaire" and its
 * options), the seed and the action texts. Each game ends with what the
 * program gave when it was recorded: the number of events and a hash of
 * their text (every seat's view), a digest of the final position (its
 * meaning, not its bytes: the layout of struct state may change) and the
 * result. Every engine change must replay them all to the same figures; a
 * change that would not is a new ruleset version stored with the game, never a
 * silent one.
 *
 * The games cover the standard game with 2 to 6 players, every rule module
 * (some with options), combinations, the 1st edition and the solitaire with
 * options. They were played by the bots, but the bots are not involved in
 * the replay: only the stored actions are. At every position the compact
 * legal moves of the playouts' fast path are checked against the list.
 *
 *   test_replay_fixture            checks $TESTS_SRCDIR/replay/games.txt
 *   test_replay_fixture --record F writes a new fixture F (only for new
 *                                  games: the old ones must never change) */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/solo_bot.h"
#include "ai/standard_bot.h"
#include "engine/game.h"
#include "rules/rules.h"
#include "solo/solo.h"

#define LINE_MAX_LEN 2048

static void fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "test_replay_fixture: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    exit(1);
}

/* FNV-1a, 64 bits. */
static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= UINT64_C(0x100000001b3);
    }
    return h;
}
#define FNV0 UINT64_C(0xcbf29ce484222325)

static uint64_t fnv_int(uint64_t h, long v)
{
    char buf[32];
    int n = snprintf(buf, sizeof buf, "%ld,", v);
    return fnv(h, buf, (size_t)n);
}

/* ------------------------------------------------------------ the standard game */

struct tally {
    uint64_t hash;
    long events;
};

static void std_events(struct tally *t, const struct event_log *log, int nseats)
{
    if (log->count > log->cap)
        fail("more events than the buffer holds (%d)", log->count);
    char line[512];
    for (int i = 0; i < log->count; i++) {
        for (int v = EVENT_VIEW_ALL; v < nseats; v++) {
            event_format(&log->items[i], v, line, sizeof line);
            t->hash = fnv(t->hash, line, strlen(line) + 1);
        }
        t->events++;
    }
}

/* The position's meaning: everything a rule reads, and the generator. */
static uint64_t std_digest(const struct state *s)
{
    uint64_t h = FNV0;
    h = fnv(h, &s->rng, sizeof s->rng);
    long fields[] = { s->battles,    s->round,        s->actions,      s->nseats,
                      s->phase,      s->current,      s->token,        s->pope,
                      s->contested,  s->after_battle, s->final_battle, s->passed,
                      s->participants, s->discard_pending, s->winners, s->reason,
                      s->capped,     s->played,       s->defender,     s->declines };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        h = fnv_int(h, fields[i]);
    for (int p = 0; p < s->nseats; p++) {
        h = fnv_int(h, (long)s->owned[p]);
        h = fnv_int(h, s->hand_count[p]);
        for (int k = 0; k < CARD_KINDS; k++)
            h = fnv_int(h, s->hand[p][k]);
        for (int i = 0; i < s->line_len[p]; i++)
            h = fnv_int(h, s->line[p][i]);
        h = fnv_int(h, -1);
    }
    for (int r = 0; r < REGION_COUNT; r++)
        h = fnv_int(h, s->owner[r]);
    for (int k = 0; k < CARD_KINDS; k++)
        h = fnv_int(h, s->discard[k]);
    for (int i = s->deck_top; i < s->deck_size; i++)
        h = fnv_int(h, s->deck[i]);
    return h;
}

/* ------------------------------------------------------------ the solitaire */

static void solo_tally(struct tally *t, const struct solo_events *ev)
{
    if (ev->lost)
        fail("solitaire events lost (%d)", ev->lost);
    char line[512];
    for (int i = 0; i < ev->n; i++) {
        solo_event_format(&ev->ev[i], line, sizeof line);
        t->hash = fnv(t->hash, line, strlen(line) + 1);
        t->events++;
    }
}

static uint64_t solo_digest(const struct solo_state *s)
{
    int counts[SOLO_PLACES][CARD_KINDS];
    struct solo_result r;
    uint64_t h = FNV0;
    h = fnv(h, &s->rng, sizeof s->rng);
    solo_count_places(s, counts);
    for (int p = 0; p < SOLO_PLACES; p++)
        for (int k = 0; k < CARD_KINDS; k++)
            h = fnv_int(h, counts[p][k]);
    solo_result(s, &r);
    h = fnv_int(h, r.outcome);
    h = fnv_int(h, r.end);
    h = fnv_int(h, r.mark);
    h = fnv_int(h, r.battles);
    for (int m = 0; m < SOLO_MARKS; m++)
        h = fnv_int(h, r.victories[m]);
    h = fnv_int(h, s->actions);
    return h;
}

/* "solitaire armies=3 streak=own" as stored: the variant, then options. */
static void solo_setup(const char *ruleset, struct variant *v, struct solo_options *o)
{
    char name[64];
    struct msg err;
    struct msg err_m;
    const char *sp = strchr(ruleset, ' ');
    size_t n = sp ? (size_t)(sp - ruleset) : strlen(ruleset);
    if (n >= sizeof name)
        fail("ruleset '%s': bad variant", ruleset);
    memcpy(name, ruleset, n);
    name[n] = 0;
    solo_options_stored(o); /* what a stored string means */
    if (variant_load_embedded(name, v, &err_m) ||
        (sp && solo_options_parse(o, sp + 1, &err) != SOLO_OK))
        fail("ruleset '%s': %s", ruleset, msg_s(&err));
}

/* ------------------------------------------------------------ one game */

struct journal {
    int solo;
    char ruleset[RULESET_CANONICAL_MAX];
    int players;
    uint64_t seed;
    int nactions;
    char (*actions)[ACTION_TEXT_MAX];
};

struct outcome {
    long events;
    uint64_t hash, digest;
    int winners, reason;
};

/* A draw over the legal list with a battle's passes weighted `w` against
 * PLAYOUT_PASS_UNIFORM for every other action (what
 * state_random_step_weighted promises), the walk written out. */
static action weighted_draw(const struct state *s, const action *legal, int n, int w,
                            struct rng *r)
{
    if (n <= 0)
        return 0;
    unsigned weight[STATE_MAX_ACTIONS], total = 0;
    for (int i = 0; i < n; i++) {
        bool pass = s->phase == PHASE_BATTLE && action_type(legal[i]) == ACTION_PASS;
        weight[i] = pass ? (unsigned)w : PLAYOUT_PASS_UNIFORM;
        total += weight[i];
    }
    if (s->phase != PHASE_BATTLE) /* the random bot's draw */
        return legal[rng_below(r, (uint32_t)n)];
    if (total == 0)
        return legal[n - 1];
    unsigned x = rng_below(r, total);
    for (int i = 0; i < n; i++) {
        if (x < weight[i])
            return legal[i];
        x -= weight[i];
    }
    return legal[n - 1];
}

/* state_random_step_weighted: the weighted draw applied, the same
 * position and rng, for a pass never drawn, drawn rarely, uniformly and
 * often. */
static void check_weighted(const struct game *g, const struct state *s, const action *legal,
                           int n)
{
    static const int weights[] = {0, 10, PLAYOUT_PASS_UNIFORM, 250};
    for (size_t k = 0; k < sizeof weights / sizeof weights[0]; k++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            struct rng a, b;
            rng_seed(&a, seed * 104729 + (uint64_t)s->actions);
            b = a;
            action want = weighted_draw(s, legal, n, weights[k], &a);
            struct state x, y;
            state_clone(&x, s);
            state_clone(&y, s);
            if (want)
                state_apply_legal(g, &x, want, NULL);
            action got = state_random_step_weighted(g, &y, &b, weights[k]);
            if (got != want || memcmp(&a, &b, sizeof a) || memcmp(&x, &y, sizeof x))
                fail("state_random_step_weighted(%d): %#x (the list's draw: %#x of %d)%s%s",
                     weights[k], got, want, n, memcmp(&a, &b, sizeof a) ? ", the rng differs" : "",
                     memcmp(&x, &y, sizeof x) ? ", the position differs" : "");
        }
}

/* The play-outs' fast path: state_random_action draws what the random bot
 * draws over the list of state_legal_actions (the same action, the rng
 * left the same), and state_random_step leaves the position that action
 * applied leaves, at every position of every recorded game, for a few
 * generators (and state_random_step_weighted its weighted draw's);
 * state_hand_kinds is the hand's kinds. */
static void check_compact(const struct game *g, const struct state *s)
{
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
    unsigned mask = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        mask |= (unsigned)(s->hand[s->current][k] != 0) << k;
    if (s->phase != PHASE_OVER && state_hand_kinds(s, s->current) != mask)
        fail("state_hand_kinds %#x, the hand holds %#x", state_hand_kinds(s, s->current), mask);
    if (s->phase != PHASE_OVER && state_kind_count(mask) != __builtin_popcount(mask))
        fail("state_kind_count %d for %#x", state_kind_count(mask), mask);
    for (uint64_t seed = 1; seed <= 8; seed++) {
        struct rng a, b;
        rng_seed(&a, seed * 7919 + (uint64_t)s->actions);
        b = a;
        action want = n > 0 ? legal[rng_below(&a, (uint32_t)n)] : 0;
        action got = state_random_action(g, s, &b);
        if (got != want || memcmp(&a, &b, sizeof a))
            fail("state_random_action: %#x (the list's draw: %#x of %d)%s", got, want, n,
                 memcmp(&a, &b, sizeof a) ? ", the rng differs" : "");
        /* the step: that draw applied, the same position */
        struct state x, y;
        state_clone(&x, s);
        state_clone(&y, s);
        if (want)
            state_apply_legal(g, &x, want, NULL);
        rng_seed(&b, seed * 7919 + (uint64_t)s->actions);
        got = state_random_step(g, &y, &b);
        if (got != want || memcmp(&a, &b, sizeof a) || memcmp(&x, &y, sizeof x))
            fail("state_random_step: %#x (the list's draw: %#x of %d)%s%s", got, want, n,
                 memcmp(&a, &b, sizeof a) ? ", the rng differs" : "",
                 memcmp(&x, &y, sizeof x) ? ", the position differs" : "");
    }
    check_weighted(g, s, legal, n);
}

static void replay(const struct journal *j, struct outcome *out)
{
    char warn[256];
    struct msg err;
    struct msg err_m;
    struct tally t = { FNV0, 0 };
    if (!j->solo) {
        struct ruleset r;
        struct game g;
        struct state s;
        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        if (ruleset_from_string(&r, j->ruleset, warn, sizeof warn, &err_m) ||
            game_init(&g, &r, j->players, &err_m))
            fail("ruleset '%s': %s", j->ruleset, msg_s(&err));
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        state_init(&g, &s, j->seed, &log);
        std_events(&t, &log, j->players);
        for (int i = 0; i < j->nactions; i++) {
            check_compact(&g, &s);
            event_log_init(&log, items, EVENT_MAX_PER_APPLY);
            if (state_apply_text(&g, &s, j->actions[i], &log, &err) != STATE_OK)
                fail("'%s' seed %" PRIu64 ": action %d '%s' refused: %s", j->ruleset, j->seed,
                     i + 1, j->actions[i], msg_s(&err));
            std_events(&t, &log, j->players);
        }
        out->digest = std_digest(&s);
        out->winners = s.winners;
        out->reason = s.reason;
    } else {
        struct variant v;
        struct solo_options o;
        struct solo_state s;
        struct solo_event buf[256];
        struct solo_events ev = { buf, 256, 0, 0 };
        solo_setup(j->ruleset, &v, &o);
        if (solo_new(&s, &v, &o, j->seed, &ev, &err_m) != SOLO_OK)
            fail("'%s': %s", j->ruleset, msg_s(&err));
        solo_tally(&t, &ev);
        for (int i = 0; i < j->nactions; i++) {
            solo_action a = 0;
            ev.n = ev.lost = 0;
            if (solo_action_parse(j->actions[i], &a, &err_m) != SOLO_OK ||
                solo_apply(&s, a, &ev, &err_m) != SOLO_OK)
                fail("'%s' seed %" PRIu64 ": action %d '%s' refused: %s", j->ruleset, j->seed,
                     i + 1, j->actions[i], msg_s(&err));
            solo_tally(&t, &ev);
        }
        struct solo_result r;
        solo_result(&s, &r);
        out->digest = solo_digest(&s);
        out->winners = r.outcome;
        out->reason = r.end;
    }
    out->events = t.events;
    out->hash = t.hash;
}

/* ------------------------------------------------------------ recording */

#define REC_MAX 4096

static void record_standard(FILE *f, const char *spec, int players, uint64_t seed,
                            enum bot_kind kind)
{
    char warn[256];
    struct msg err;
    struct msg err_m;
    struct ruleset r;
    struct game g;
    struct state s;
    static char actions[REC_MAX][ACTION_TEXT_MAX];
    struct journal j = { 0 };
    if (ruleset_from_string(&r, spec, warn, sizeof warn, &err_m) ||
        game_init(&g, &r, players, &err_m))
        fail("'%s': %s", spec, msg_s(&err));
    ruleset_canonical(&r, j.ruleset, sizeof j.ruleset);
    j.players = players;
    j.seed = seed;
    j.actions = actions;
    struct bot bots[GAME_MAX_SEATS];
    for (int i = 0; i < players; i++)
        bot_init(&bots[i], i == 0 ? BOT_HEURISTIC : kind, bot_seed(seed, i));
    state_init(&g, &s, seed, NULL);
    while (!state_is_terminal(&s)) {
        if (j.nactions == REC_MAX)
            fail("game too long");
        action a = bot_act(&bots[state_current_seat(&s)], &g, &s);
        action_to_text(a, actions[j.nactions++], ACTION_TEXT_MAX);
        if (state_apply(&g, &s, a, NULL, &err) != STATE_OK)
            fail("recording: %s", msg_s(&err));
    }
    struct outcome o;
    replay(&j, &o);
    fprintf(f, "game %d %" PRIu64 " %s\n", players, seed, j.ruleset);
    for (int i = 0; i < j.nactions; i++)
        fprintf(f, "%s\n", actions[i]);
    fprintf(f, "end %ld %016" PRIx64 " %016" PRIx64 " %d %d\n", o.events, o.hash, o.digest,
            o.winners, o.reason);
}

static void record_solo(FILE *f, const char *ruleset, uint64_t seed, enum solo_policy p)
{
    struct msg err;
    struct variant v;
    struct solo_options o;
    struct solo_state s;
    static char actions[REC_MAX][ACTION_TEXT_MAX];
    struct journal j = { 0 };
    struct solo_events none = { NULL, 0, 0, 0 };
    struct rng rng;
    solo_setup(ruleset, &v, &o);
    j.solo = 1;
    /* as the program stores it: the variant, then the options that differ */
    char opts[256];
    solo_options_format(&o, opts, sizeof opts);
    snprintf(j.ruleset, sizeof j.ruleset, "%s%s%s", v.name, opts[0] ? " " : "", opts);
    j.seed = seed;
    j.actions = actions;
    rng_seed(&rng, seed ^ 0x5eed);
    if (solo_new(&s, &v, &o, seed, &none, &err) != SOLO_OK)
        fail("'%s': %s", ruleset, msg_s(&err));
    while (!solo_is_terminal(&s)) {
        if (j.nactions == REC_MAX)
            fail("game too long");
        solo_action a = solo_policy_choose(p, &s, &rng);
        solo_action_format(a, actions[j.nactions++], ACTION_TEXT_MAX);
        none.n = none.lost = 0;
        if (solo_apply(&s, a, &none, &err) != SOLO_OK)
            fail("recording: %s", msg_s(&err));
    }
    struct outcome out;
    replay(&j, &out);
    fprintf(f, "solo %" PRIu64 " %s\n", seed, j.ruleset);
    for (int i = 0; i < j.nactions; i++)
        fprintf(f, "%s\n", actions[i]);
    fprintf(f, "end %ld %016" PRIx64 " %016" PRIx64 " %d %d\n", out.events, out.hash,
            out.digest, out.winners, out.reason);
}

static int record(const char *path)
{
    FILE *f = fopen(path, "wx");
    if (!f)
        fail("cannot create %s (it must not exist)", path);
    fprintf(f, "# Recorded games: they must replay identically (tests/test_replay_fixture.c).\n"
               "# game PLAYERS SEED RULESET | solo SEED RULESET, the action texts, then\n"
               "# end EVENTS EVENT-HASH STATE-DIGEST WINNERS REASON (solo: OUTCOME END).\n");
    static const char *const specs[] = {
        "standard",
        "standard+draw-after-battle",
        "standard+points-game",
        "standard+points-game,points-game.bonus-to=controls",
        "standard+bigger-kingdoms",
        "standard+capture-regions",
        "standard+capture-regions,capture-regions.tie-token=defender",
        "standard+hidden-cards",
        "standard+bishop-truce",
        "standard+first-edition-deal",
        "standard+decline-designation",
        "standard+adjacency-only",
        "standard+first-edition-final",
        "standard+designate-after-deal",
        "standard+capture-regions,hidden-cards,draw-after-battle",
        "first-edition",
        "first-edition+hidden-cards",
    };
    uint64_t seed = 1001;
    for (int players = 2; players <= 6; players++) {
        record_standard(f, "standard", players, seed++, BOT_RANDOM);
        record_standard(f, "standard", players, seed++, BOT_HEURISTIC);
    }
    for (size_t i = 1; i < sizeof specs / sizeof specs[0]; i++) {
        int players = 2 + (int)(i % 5);
        record_standard(f, specs[i], players, seed++, BOT_HEURISTIC);
        record_standard(f, specs[i], 6 - (int)(i % 3), seed++, BOT_RANDOM);
    }
    static const char *const solos[] = {
        "solitaire",
        "solitaire armies=3 streak=own",
        "solitaire armies=6 streak=player-breaks special-timing=turn",
        "solitaire scarecrow-special=may refill=up-to deck-end=empty",
        "solitaire special-reshuffle=no victories=7",
    };
    for (size_t i = 0; i < sizeof solos / sizeof solos[0]; i++) {
        record_solo(f, solos[i], seed++, SOLO_POLICY_BOT);
        record_solo(f, solos[i], seed++, SOLO_POLICY_RANDOM);
    }
    /* Added with the disputed readings as options (the games above are
     * unchanged): every reading that is not a default, and the two
     * defaults that changed, named as new games store them. */
    static const char *const readings[] = {
        "standard+round-deal=ten-more",
        "standard+pope-contested=forbidden",
        "standard+pope-contested=truce",
        "standard+bishop-highest=effective,bishop-winter=all",
        "standard+points-game,points-game.target-mode=exceed",
        "standard+capture-regions,capture-regions.game-end=all-conquered",
        "standard+hidden-cards,hidden-cards.pass-reveal=choice",
        "standard+hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip=line-card",
    };
    for (size_t i = 0; i < sizeof readings / sizeof readings[0]; i++) {
        record_standard(f, readings[i], 3 + (int)(i % 3), seed++, BOT_RANDOM);
        record_standard(f, readings[i], 2 + (int)(i % 4), seed++, BOT_RANDOM);
    }
    static const char *const solo_readings[] = {
        "solitaire concede-when=any",
        "solitaire deck-end-win=combined surrender-card=after-two-cards",
    };
    for (size_t i = 0; i < sizeof solo_readings / sizeof solo_readings[0]; i++) {
        record_solo(f, solo_readings[i], seed++, SOLO_POLICY_BOT);
        record_solo(f, solo_readings[i], seed++, SOLO_POLICY_RANDOM);
    }
    /* Added with the readings that came after (the games above are
     * unchanged). */
    static const char *const later_readings[] = {
        "standard+spring-highest=effective",
    };
    for (size_t i = 0; i < sizeof later_readings / sizeof later_readings[0]; i++) {
        record_standard(f, later_readings[i], 3 + (int)(i % 3), seed++, BOT_RANDOM);
        record_standard(f, later_readings[i], 2 + (int)(i % 4), seed++, BOT_RANDOM);
    }
    static const char *const later_solo_readings[] = {
        "solitaire concede-when=any blind-view=seen hand-size=4",
    };
    for (size_t i = 0; i < sizeof later_solo_readings / sizeof later_solo_readings[0]; i++) {
        record_solo(f, later_solo_readings[i], seed++, SOLO_POLICY_BOT);
        record_solo(f, later_solo_readings[i], seed++, SOLO_POLICY_RANDOM);
    }
    static const char *const draw_choice = "standard+draw-after-battle,draw-after-battle.draw-choice=optional";
    record_standard(f, draw_choice, 3, seed++, BOT_RANDOM);
    record_standard(f, draw_choice, 4, seed++, BOT_RANDOM);
    /* hand-sizes=private: the heuristic bots decide on the sizes they
     * guess (the games above are unchanged). */
    static const char *const hand_sizes = "standard+hand-sizes=private";
    record_standard(f, hand_sizes, 3, seed++, BOT_HEURISTIC);
    record_standard(f, hand_sizes, 5, seed++, BOT_HEURISTIC);
    /* hidden-cards.flip-timing=before, the default since the option: a
     * Bishop or Scarecrow turns its player's card up first (the games
     * above, stored without the option, keep after). */
    static const char *const flip_before =
        "standard+hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip-timing=before";
    record_standard(f, flip_before, 3, seed++, BOT_RANDOM);
    record_standard(f, flip_before, 4, seed++, BOT_RANDOM);
    return fclose(f) ? 1 : 0;
}

/* ------------------------------------------------------------ checking */

static void chomp(char *s)
{
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r'))
        s[--n] = 0;
}

static int check(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        fail("cannot open %s", path);
    static char actions[REC_MAX][ACTION_TEXT_MAX];
    char line[LINE_MAX_LEN];
    struct journal j = { 0 };
    int in_game = 0, games = 0, solos = 0, lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        chomp(line);
        if (!line[0] || line[0] == '#')
            continue;
        int used = 0;
        if (!in_game) {
            memset(&j, 0, sizeof j);
            j.actions = actions;
            if (sscanf(line, "game %d %" SCNu64 " %n", &j.players, &j.seed, &used) == 2 && used)
                j.solo = 0;
            else if (sscanf(line, "solo %" SCNu64 " %n", &j.seed, &used) == 1 && used)
                j.solo = 1;
            else
                fail("%s:%d: expected 'game' or 'solo'", path, lineno);
            snprintf(j.ruleset, sizeof j.ruleset, "%s", line + used);
            in_game = 1;
            continue;
        }
        if (!strncmp(line, "end ", 4)) {
            struct outcome want, got;
            if (sscanf(line, "end %ld %" SCNx64 " %" SCNx64 " %d %d", &want.events, &want.hash,
                       &want.digest, &want.winners, &want.reason) != 5)
                fail("%s:%d: bad 'end' line", path, lineno);
            replay(&j, &got);
            if (got.events != want.events || got.hash != want.hash ||
                got.digest != want.digest || got.winners != want.winners ||
                got.reason != want.reason)
                fail("%s:%d: '%s' seed %" PRIu64 " (%d actions) replays differently: events "
                     "%ld/%016" PRIx64 " state %016" PRIx64 " result %d %d, recorded %ld/%016" PRIx64
                     " %016" PRIx64 " %d %d",
                     path, lineno, j.ruleset, j.seed, j.nactions, got.events, got.hash,
                     got.digest, got.winners, got.reason, want.events, want.hash, want.digest,
                     want.winners, want.reason);
            if (j.solo)
                solos++;
            else
                games++;
            in_game = 0;
            continue;
        }
        if (j.nactions == REC_MAX)
            fail("%s:%d: too many actions", path, lineno);
        snprintf(actions[j.nactions++], ACTION_TEXT_MAX, "%.*s", ACTION_TEXT_MAX - 1, line);
    }
    fclose(f);
    if (in_game)
        fail("%s: the last game has no 'end' line", path);
    if (games < 30 || solos < 10)
        fail("%s: only %d standard and %d solitaire games", path, games, solos);
    printf("test_replay_fixture: %d standard and %d solitaire games replay identically\n", games,
           solos);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--record"))
        return record(argv[2]);
    if (argc > 1)
        return check(argv[1]);
    const char *dir = getenv("TESTS_SRCDIR");
    char path[1024];
    snprintf(path, sizeof path, "%s/replay/games.txt", dir ? dir : "tests");
    return check(path);
}
