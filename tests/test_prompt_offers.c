/* test_prompt_offers.c — the prompt never offers a move that the rules
 * then refuse. Walks seeded games of the standard game (2 to 6 players),
 * of each rule module, of the 1st edition, of the disputed readings'
 * other values and of the solitaire (with its options and readings); at every position where the player decides, each move command
 * the prompt offers, with each argument its completion offers, is typed
 * into the prompt on a copy of the game and must be accepted (the position
 * changes); every kind of legal move must be offered. Then one of the
 * offered commands, chosen by the seed, is played through the prompt.
 * Prints the number of positions and refusals; fails on any refusal or
 * with fewer than 1,000 positions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/variant_file.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/table/table_screen.h"
#include "engine/variant.h"
#include "rules/rules.h"

#define MAX_OFFERS 512
#define MAX_DECISIONS 300

static long positions, refusals, hidden, fed;
static uint64_t rng = 88172645463325252ull;

static unsigned next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 32);
}

/* The move commands offered now, each with every argument completed. */
static int offers(struct session *s, char out[][64], int cap)
{
    int n = 0;
    for (const struct prompt_command *const *p = prompt_commands; *p; p++) {
        const struct prompt_command *c = *p;
        if (!(c->flags & PROMPT_GAME_ACTION) || !prompt_offered(s, c))
            continue;
        const char *args[128];
        size_t nargs = c->complete ? c->complete(s, args, 128) : 0;
        /* no argument, or only optional ones ("[reveal]", not "[CARD]|none") */
        bool bare = !*c->args || (*c->args == '[' && !strchr(c->args, '|'));
        if (bare && n < cap)
            snprintf(out[n++], 64, "%s", c->name);
        for (size_t i = 0; i < nargs && n < cap; i++)
            snprintf(out[n++], 64, "%s %s", c->name, args[i]);
    }
    return n;
}

static bool changed(const struct session *s, const void *before, size_t size)
{
    const void *now = solo_of(s) ? (const void *)solo_of(s) : (const void *)table_of(s);
    return memcmp(before, now, size) != 0;
}

/* Types `text` on a copy of the game: accepted when the position changed. */
static bool accepted(struct session *s, const char *text)
{
    char line[64];
    snprintf(line, sizeof line, "%s", text);
    if (solo_of(s)) {
        struct solo_screen saved = *solo_of(s);
        prompt_execute(s, line);
        bool ok = changed(s, &saved, sizeof saved);
        *solo_of(s) = saved;
        return ok;
    }
    struct table_screen *saved = malloc(sizeof *saved);
    *saved = *table_of(s);
    prompt_execute(s, line);
    bool ok = changed(s, saved, sizeof *saved);
    *table_of(s) = *saved;
    free(saved);
    return ok;
}

static const char *const table_verbs[] = {
    [ACTION_REGION] = "region", [ACTION_PLAY] = "play",   [ACTION_PASS] = "pass",
    [ACTION_SCARECROW] = "scarecrow", [ACTION_POPE] = "pope", [ACTION_KEEP] = "keep",
    [ACTION_DISCARD_HAND] = "discard", [ACTION_DECLINE] = "decline",
};
static const char *const solo_verbs[] = {
    [SOLO_ACT_PLAY] = "play", [SOLO_ACT_BLIND] = "blind", [SOLO_ACT_SPECIAL] = "special",
    [SOLO_ACT_NEXT] = "next", [SOLO_ACT_FIGHT] = "fight", [SOLO_ACT_CONCEDE] = "concede",
};

/* Every kind of legal move has its command offered. */
static void check_nothing_hidden(struct session *s, const char *what)
{
    int types[32], n = 0;
    if (solo_of(s)) {
        solo_action legal[64];
        int k = solo_legal_actions(&solo_of(s)->state, legal, 64);
        for (int i = 0; i < k; i++)
            types[n < 32 ? n++ : n] = solo_action_type(legal[i]);
    } else {
        action legal[STATE_MAX_ACTIONS];
        int k = state_legal_actions(&table_of(s)->game, &table_of(s)->state, legal, STATE_MAX_ACTIONS);
        for (int i = 0; i < k && n < 32; i++)
            types[n++] = action_type(legal[i]);
    }
    for (int i = 0; i < n; i++) {
        const char *verb = solo_of(s) ? solo_verbs[types[i]] : table_verbs[types[i]];
        bool ambiguous;
        const struct prompt_command *c = prompt_find(s, verb, &ambiguous);
        if (!c || !prompt_offered(s, c)) {
            if (hidden++ < 10)
                fprintf(stderr, "%s: the legal move '%s' is not offered\n", what, verb);
        }
    }
}

/* Plays one game through the prompt, checking every position. */
static void walk(struct session *s, const char *what)
{
    static char offered[MAX_OFFERS][64];
    for (int d = 0; d < MAX_DECISIONS && session_mode(s) != MODE_IDLE; d++) {
        bool human = solo_of(s) || state_current_seat(&table_of(s)->state) == TABLE_HUMAN;
        if (!human)
            break;
        positions++;
        int n = offers(s, offered, MAX_OFFERS);
        check_nothing_hidden(s, what);
        fed += n;
        for (int i = 0; i < n; i++)
            if (!accepted(s, offered[i]) && refusals++ < 10)
                fprintf(stderr, "%s, decision %d: '%s' offered, then refused\n", what, d,
                        offered[i]);
        if (n == 0) {
            fprintf(stderr, "%s, decision %d: nothing offered\n", what, d);
            refusals++;
            return;
        }
        char line[64];
        snprintf(line, sizeof line, "%s", offered[next_random() % (unsigned)n]);
        prompt_execute(s, line);
    }
}

static void standard(const char *variant, const char *spec, int players, uint64_t seed)
{
    struct variant v;
    struct ruleset r;
    char warn[256];
    struct msg err;
    if (variant_load_embedded(variant, &v, &err) ||
        ruleset_from_variant_spec(&r, &v, spec, warn, sizeof warn, &err)) {
        fprintf(stderr, "%s %s: %s\n", variant, spec, msg_s(&err));
        exit(1);
    }
    struct session s = { 0 };
    s.journal.tried = true; /* no database: nothing is recorded */
    if (table_screen_start(&s, &r, players, BOT_HEURISTIC, seed))
        exit(1);
    char what[160];
    snprintf(what, sizeof what, "%s %s, %d players, seed %llu", variant, spec, players,
             (unsigned long long)seed);
    walk(&s, what);
    session_end_games(&s);
}

static void solitaire(const char *options, uint64_t seed)
{
    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    if (variant_load_embedded("solitaire", &v, &err_m))
        exit(1);
    solo_options_default(&o);
    if (*options && solo_options_parse(&o, options, &err) != SOLO_OK) {
        fprintf(stderr, "solitaire %s: %s\n", options, msg_s(&err));
        exit(1);
    }
    struct session s = { 0 };
    s.journal.tried = true;
    if (solo_screen_start(&s, &v, &o, seed))
        exit(1);
    char what[160];
    snprintf(what, sizeof what, "solitaire %s, seed %llu", options, (unsigned long long)seed);
    walk(&s, what);
    session_end_games(&s);
}

int main(void)
{
    if (!freopen("/dev/null", "w", stdout))
        return 99;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        for (int players = 2; players <= 6; players++)
            standard("standard", "", players, seed);
        for (int m = 0; m < rule_module_count(); m++) {
            char spec[64];
            snprintf(spec, sizeof spec, "+%s", rule_module_at(m)->name);
            standard("standard", spec, 3, seed);
        }
        standard("first-edition", "", 4, seed);
        /* the disputed readings and module options that change what is
         * legal: their other values */
        static const char *const readings[] = {
            "pope-contested=forbidden",
            "pope-contested=truce",
            "round-deal=ten-more",
            "bishop-highest=effective,bishop-winter=all,spring-highest=effective",
            "+hidden-cards,hidden-cards.pass-reveal=never",
            "+hidden-cards,hidden-cards.flip=line-card",
            "+hidden-cards,hidden-cards.flip-timing=after",
            "+capture-regions,capture-regions.tie-token=defender,capture-regions.game-end=all-conquered",
            "+points-game,points-game.bonus-to=controls,points-game.target-mode=exceed",
        };
        for (size_t i = 0; i < sizeof readings / sizeof readings[0]; i++)
            standard("standard", readings[i], 4, seed);
    }
    static const char *const solo_options[] = {
        "", "armies=3", "special-timing=turn", "special-before-enemy=no", "armies=4",
        "concede-when=own-turn", "surrender-card=after-two-cards", "deck-end-win=combined",
        "scarecrow-special=may", "streak=own", "refill=up-to",
    };
    for (uint64_t seed = 1; seed <= 6; seed++)
        for (size_t i = 0; i < sizeof solo_options / sizeof solo_options[0]; i++)
            solitaire(solo_options[i], seed);
    fprintf(stderr, "%ld positions, %ld offered commands fed back, %ld refusals, %ld legal moves "
            "not offered\n", positions, fed, refusals, hidden);
    return refusals == 0 && hidden == 0 && positions >= 1000 ? 0 : 1;
}
