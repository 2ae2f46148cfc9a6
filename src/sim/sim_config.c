/* sim_config.c — a simulation's configuration: defaults, the checks made
 * before a run, and reading the --bots lists of the front ends. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ai/search_bot.h"
#include "rules/rules.h"
#include "sim/sim.h"

void sim_config_init(struct sim_config *c)
{
    memset(c, 0, sizeof *c);
    c->kind = SIM_STANDARD;
    c->players = 4;
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        c->bots[i] = BOT_HEURISTIC;
    c->games = 1000;
    c->shard = 1;
    c->shards = 1;
}

int sim_config_check(const struct sim_config *c, struct msg *err)
{
    if (c->kind != SIM_STANDARD && c->kind != SIM_SOLITAIRE && c->kind != SIM_CAMPAIGN)
        return msg_fail(err, SIM_E_ARGS, "unknown kind of game");
    if (c->kind != SIM_SOLITAIRE && (c->players < GAME_MIN_SEATS || c->players > GAME_MAX_SEATS))
        return msg_fail(err, SIM_E_ARGS,
                        "the standard game needs 2 to 6 players, not %d", c->players);
    if (c->kind == SIM_SOLITAIRE && c->players != 1)
        return msg_fail(err, SIM_E_ARGS, "the solitaire has 1 player, not %d", c->players);
    if (c->kind != SIM_SOLITAIRE)
        for (int i = 0; i < c->players; i++)
            if ((int)c->bots[i] < 0 || c->bots[i] >= BOT_KIND_COUNT)
                return msg_fail(err, SIM_E_ARGS, "seat %d has no bot", i);
    if (c->narms < 1 || c->narms > SIM_MAX_ARMS)
        return msg_fail(err, SIM_E_ARGS,
                        "between 1 and %d rulesets (times policies) may be compared, not %d",
                        SIM_MAX_ARMS, c->narms);
    if (c->games < 1)
        return msg_fail(err, SIM_E_ARGS, "a run needs at least 1 game");
    if (c->rotate && c->kind == SIM_SOLITAIRE)
        return msg_fail(err, SIM_E_ARGS, "the solitaire has one seat: nothing to rotate");
    if (c->shards < 1 || c->shard < 1 || c->shard > c->shards)
        return msg_fail(err, SIM_E_ARGS, "shard %d of %d does not exist", c->shard, c->shards);
    for (int a = 0; a < c->narms; a++) {
        if (c->kind != SIM_SOLITAIRE && ruleset_validate(&c->arms[a].rules, err)) {
            if (err)
                err->code = SIM_E_ARGS;
            return msg_wrap(err, "ruleset '%s': %s", c->arms[a].label, MSG_CAUSE);
        }
        if (c->kind == SIM_CAMPAIGN && !ruleset_has_module(&c->arms[a].rules, RULE_POINTS_GAME))
            return msg_fail(err, SIM_E_ARGS,
                            "ruleset '%s' has no points-game module: campaigns are played "
                            "for points (add +points-game)", c->arms[a].label);
    }
    return 0;
}

/* Splits a comma list into words (at most max, each cut to SIM_WORD_MAX - 1
 * bytes). Returns how many, or -1 with a message (an empty word, too many). */
#define SIM_WORD_MAX 32
static int split_list(const char *text, char words[][SIM_WORD_MAX], int max, struct msg *err)
{
    int n = 0;
    const char *p = text;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        if (len == 0)
            return msg_fail(err, SIM_E_ARGS, "--bots '%s' has an empty name", text);
        if (n == max)
            return msg_fail(err, SIM_E_ARGS, "--bots '%s' names more than %d", text, max);
        size_t keep = len < SIM_WORD_MAX - 1 ? len : SIM_WORD_MAX - 1;
        memcpy(words[n], p, keep);
        words[n][keep] = '\0';
        n++;
        if (!comma)
            return n;
        p = comma + 1;
    }
}

int sim_parse_bots(const char *text, int players, enum bot_kind out[GAME_MAX_SEATS],
                   struct msg *err)
{
    char words[GAME_MAX_SEATS][SIM_WORD_MAX];
    int n = split_list(text, words, GAME_MAX_SEATS, err);
    if (n < 0)
        return -1;
    enum bot_kind kinds[GAME_MAX_SEATS] = { 0 };
    for (int i = 0; i < n; i++) {
        int k = bot_spec_parse(words[i], NULL);
        if (k < 0) {
            char names[BOT_KIND_LIST_MAX];
            bot_kind_list(names, sizeof names);
            return msg_fail(err, SIM_E_ARGS,
                            "unknown bot '%s' (valid: %s, search:N, search:TIME (2s, 500ms))",
                            words[i],
                            names);
        }
        kinds[i] = (enum bot_kind)k;
    }
    if (n != 1 && n != players)
        return msg_fail(err, SIM_E_ARGS,
                        "--bots names %d bots for %d players: name one kind for every seat, or one "
                        "per seat", n, players);
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        out[i] = kinds[n == 1 || i >= n ? 0 : i];
    return 0;
}

int sim_config_set_bots(struct sim_config *c, const char *text, struct msg *err)
{
    if (sim_parse_bots(text, c->players, c->bots, err))
        return -1;
    char words[GAME_MAX_SEATS][SIM_WORD_MAX];
    int n = split_list(text, words, GAME_MAX_SEATS, err);
    for (int i = 0; i < GAME_MAX_SEATS; i++) {
        const char *w = words[n == 1 || i >= n ? 0 : i];
        bot_spec_parse(w, &c->budgets[i]);
        snprintf(c->bot_names[i], sizeof c->bot_names[i], "%.*s", SIM_BOT_NAME_MAX - 1, w);
    }
    return 0;
}

/* Appends "@T" to a label: "search:5000@2". */
static void label_threads(char *name, size_t cap, const char *given, int threads)
{
    char base[SIM_BOT_NAME_MAX];
    snprintf(base, sizeof base, "%s", given);
    /* at most SEARCH_MAX_THREADS: "@" and two digits fit the 4 left */
    snprintf(name, cap, "%.*s@%d", (int)cap - 5, base, threads > 99 ? 99 : threads);
}

/* Reads one thread count, 1 to SEARCH_MAX_THREADS; -1 if it is not one. */
static int thread_count(const char *w)
{
    long t = 0;
    if (!*w)
        return -1;
    for (; *w; w++) {
        if (*w < '0' || *w > '9' || t > SEARCH_MAX_THREADS)
            return -1;
        t = t * 10 + (*w - '0');
    }
    return t >= 1 && t <= SEARCH_MAX_THREADS ? (int)t : -1;
}

int sim_config_set_search_threads(struct sim_config *c, const char *text, struct msg *err)
{
    char words[GAME_MAX_SEATS][SIM_WORD_MAX];
    int n = split_list(text, words, GAME_MAX_SEATS, err);
    if (n < 0)
        return -1;
    int seats = c->kind == SIM_SOLITAIRE ? 1 : c->players;
    if (n != 1 && n != seats)
        return msg_fail(err, SIM_E_ARGS,
                        "--search-threads names %d counts for %d seats: one for every "
                        "search bot, or one per seat", n, seats);
    for (int i = 0; i < n; i++)
        if (thread_count(words[i]) < 0)
            return msg_fail(err, SIM_E_ARGS,
                            "--search-threads: '%s' is not a number of threads from 1 "
                            "to %d", words[i], SEARCH_MAX_THREADS);
    if (c->kind == SIM_SOLITAIRE) { /* every search policy's arms */
        int t = thread_count(words[0]);
        for (int a = 0; a < c->narms && t > 1; a++)
            if (c->arms[a].search.budget != 0) {
                c->arms[a].search.threads = t;
                label_threads(c->arms[a].policy_name, sizeof c->arms[a].policy_name,
                              sim_arm_policy_name(&c->arms[a]), t);
            }
        return 0;
    }
    for (int i = 0; i < c->players; i++) {
        int t = thread_count(words[n == 1 ? 0 : i]);
        if (!bot_kind_searches(c->bots[i])) {
            if (n > 1 && t > 1)
                return msg_fail(err, SIM_E_ARGS,
                                "--search-threads: seat %d is not a search bot", i + 1);
            continue;
        }
        c->threads[i] = t;
        if (t > 1)
            label_threads(c->bot_names[i], sizeof c->bot_names[i],
                          c->bot_names[i][0] ? c->bot_names[i] : bot_kind_name(c->bots[i]), t);
    }
    return 0;
}

bool sim_config_by_time(const struct sim_config *c)
{
    if (c->kind == SIM_SOLITAIRE) {
        for (int a = 0; a < c->narms; a++)
            if (c->arms[a].search.budget < 0)
                return true;
        return false;
    }
    for (int i = 0; i < c->players && i < GAME_MAX_SEATS; i++)
        if (bot_kind_searches(c->bots[i]) && c->budgets[i] < 0)
            return true;
    return false;
}

/* The standard game's searches that the solitaire knows: search (search-v1)
 * and search-v2 to search-v6 (search-v6 is the level hard), whose changes
 * are to the standard game's tree and play-outs, so are the same search
 * here. */
static bool solo_search_kind(int kind)
{
    return bot_search_version(kind) > 0;
}

int sim_parse_solo_bots(const char *text, struct sim_solo_bot *out, int cap, struct msg *err)
{
    char words[SIM_MAX_ARMS][SIM_WORD_MAX];
    int max = cap < SIM_MAX_ARMS ? cap : SIM_MAX_ARMS;
    int n = split_list(text, words, max, err);
    if (n < 0)
        return -1;
    for (int i = 0; i < n; i++) {
        memset(&out[i], 0, sizeof out[i]);
        int budget = 0;
        if (!strcasecmp(words[i], "bot") || !strcasecmp(words[i], "heuristic")) {
            out[i].policy = SOLO_POLICY_BOT;
        } else if (!strcasecmp(words[i], "random")) {
            out[i].policy = SOLO_POLICY_RANDOM;
        } else if (solo_search_kind(bot_spec_parse(words[i], &budget))) {
            out[i].policy = SOLO_POLICY_BOT;
            out[i].search.budget = budget ? budget : SEARCH_SOLO_DEFAULT_ITERATIONS;
        } else {
            return msg_fail(err, SIM_E_ARGS,
                            "unknown solitaire bot '%s' (valid: bot, random, search, search-v2, "
                            "search-v3, search-v4, search-v5, search-v6, hard, search:N, "
                            "search:TIME (2s, 500ms))",
                            words[i]);
        }
        snprintf(out[i].name, sizeof out[i].name, "%.*s", SIM_BOT_NAME_MAX - 1, words[i]);
        for (int j = 0; j < i; j++)
            if (!strcasecmp(out[j].name, out[i].name))
                return msg_fail(err, SIM_E_ARGS, "--bots names '%s' twice", words[i]);
    }
    return n;
}

const char *sim_arm_policy_name(const struct sim_arm *a)
{
    return a->policy_name[0] ? a->policy_name : solo_policy_name(a->policy);
}

int sim_parse_policies(const char *text, enum solo_policy *out, int cap, struct msg *err)
{
    char words[SIM_MAX_ARMS][SIM_WORD_MAX];
    int max = cap < SIM_MAX_ARMS ? cap : SIM_MAX_ARMS;
    int n = split_list(text, words, max, err);
    if (n < 0)
        return -1;
    for (int i = 0; i < n; i++) {
        if (!strcasecmp(words[i], "bot") || !strcasecmp(words[i], "heuristic")) {
            out[i] = SOLO_POLICY_BOT;
        } else if (!strcasecmp(words[i], "random")) {
            out[i] = SOLO_POLICY_RANDOM;
        } else {
            return msg_fail(err, SIM_E_ARGS,
                            "unknown solitaire bot '%s' (valid: bot, random)", words[i]);
        }
        for (int j = 0; j < i; j++)
            if (out[j] == out[i])
                return msg_fail(err, SIM_E_ARGS, "--bots names '%s' twice", words[i]);
    }
    return n;
}

size_t sim_bots_text(const struct sim_config *c, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    if (c->kind != SIM_SOLITAIRE && c->rotate) {
        int w = snprintf(buf, cap, "rotated:");
        len = w > 0 ? (size_t)w : 0;
    }
    size_t start = len;
    int n = c->kind != SIM_SOLITAIRE ? c->players : c->narms;
    for (int i = 0; i < n; i++) {
        const char *name;
        if (c->kind != SIM_SOLITAIRE) {
            name = c->bot_names[i][0] ? c->bot_names[i] : bot_kind_name(c->bots[i]);
        } else {
            name = sim_arm_policy_name(&c->arms[i]);
            bool seen = false;
            for (int j = 0; j < i; j++)
                seen = seen || !strcmp(sim_arm_policy_name(&c->arms[j]), name);
            if (seen)
                continue;
        }
        int w = snprintf(len < cap ? buf + len : NULL, len < cap ? cap - len : 0, "%s%s",
                         len > start ? "," : "", name);
        if (w > 0)
            len += (size_t)w;
    }
    return len;
}
