/* train_value.c — makes the search bot's learned evaluation
 * (src/ai/value_model.h) from self-play: heuristic bots play seeded games
 * of each ruleset and player count, and after every battle each seat's
 * features are kept with the result to come (value_samples_add): the
 * game's own, or with --rollouts K the mean of K random play-outs from
 * that position (what the search's play-outs would find there, the
 * target the search replaces); a conditional logit is fitted on them
 * (value_model_fit).
 *
 *   tools/train_value [--games N] [--seed S] [--rollouts K] > src/ai/value_model_data.c
 *
 * writes the models as C; on stderr, each model's score on as many other
 * games (seeds apart from the training's): the mean log-likelihood of the
 * result (its winners' shares) after a battle, a uniform guess against
 * the model. Reproducible: the same N, S and K give the same models. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search_bot.h"
#include "ai/standard_bot.h"
#include "ai/value_model.h"
#include "rules/rules.h"

/* The rulesets with a model: every one the bots play whose result is a
 * win (not the points-game's campaign). */
static const char *const rulesets[] = {
    "standard",
    "standard+hidden-cards",
    "standard+draw-after-battle",
    "standard+bigger-kingdoms",
    "standard+capture-regions",
    "first-edition",
};
#define NRULESETS (int)(sizeof rulesets / sizeof rulesets[0])

static void setup(const char *rules, int nseats, struct game *g)
{
    struct ruleset r;
    char warn[256];
    struct msg m;
    if (ruleset_from_string(&r, rules, warn, sizeof warn, &m) || game_init(g, &r, nseats, &m)) {
        fprintf(stderr, "train_value: %s: %s\n", rules, msg_s(&m));
        exit(1);
    }
}

/* Each seat's share of s's result: with `rollouts` 0 the game's own
 * (`winners`), else the mean over that many random play-outs from s
 * (what the search's play-outs would find there). */
static void shares(const struct game *g, const struct state *s, unsigned winners, int rollouts,
                   struct rng *r, double *out)
{
    int n = 0;
    for (int i = 0; i < g->nseats; i++)
        n += winners >> i & 1u;
    for (int i = 0; i < g->nseats; i++)
        out[i] = rollouts ? 0 : (winners >> i & 1u) ? 1.0 / n : 0;
    for (int k = 0; k < rollouts; k++) {
        struct state d = *s;
        double reward[GAME_MAX_SEATS];
        while (state_random_step(g, &d, r))
            ;
        search_rewards(g, &d, reward);
        for (int i = 0; i < g->nseats; i++)
            out[i] += reward[i] / rollouts;
    }
}

/* Plays one game of heuristic bots; keeps its positions after each
 * battle in v. */
static void play(const struct game *g, uint64_t seed, int rollouts, struct value_samples *v)
{
    struct state s;
    struct bot b[GAME_MAX_SEATS];
    struct rng r;
    rng_seed(&r, ~seed);
    for (int i = 0; i < g->nseats; i++)
        bot_init(&b[i], BOT_HEURISTIC, bot_seed(seed, i));
    state_init(g, &s, seed, NULL);
    struct state kept[64];
    int nkept = 0;
    while (!state_is_terminal(&s)) {
        if (value_model_judges(&s, 1) && nkept < 64 &&
            (nkept == 0 || kept[nkept - 1].battles != s.battles))
            kept[nkept++] = s;
        struct msg e;
        if (state_apply(g, &s, bot_act(&b[state_current_seat(&s)], g, &s), NULL, &e) != STATE_OK)
            return;
    }
    for (int i = 0; i < nkept; i++) {
        double share[GAME_MAX_SEATS];
        shares(g, &kept[i], s.winners, rollouts, &r, share);
        if (s.winners && value_samples_add(v, g, &kept[i], share)) {
            fprintf(stderr, "train_value: out of memory\n");
            exit(1);
        }
    }
}

static void games(const struct game *g, int count, uint64_t seed, int rollouts,
                  struct value_samples *v)
{
    for (int i = 0; i < count; i++)
        play(g, seed + (uint64_t)i, rollouts, v);
}

int main(int argc, char **argv)
{
    int count = 10000, rollouts = 0;
    unsigned long long seed = 1;
    for (int i = 1; i < argc; i += 2) {
        if (i + 1 < argc && !strcmp(argv[i], "--games")) {
            count = atoi(argv[i + 1]);
        } else if (i + 1 < argc && !strcmp(argv[i], "--seed")) {
            seed = strtoull(argv[i + 1], NULL, 10);
        } else if (i + 1 < argc && !strcmp(argv[i], "--rollouts")) {
            rollouts = atoi(argv[i + 1]);
        } else {
            count = 0;
            break;
        }
    }
    if (count < 1 || rollouts < 0) {
        fprintf(stderr, "usage: train_value [--games N] [--seed S] [--rollouts K]\n");
        return 2;
    }
    printf("/* value_model_data.c — the learned evaluation's weights (value_model.h),\n"
           " * version %d: made by `tools/train_value --games %d --seed %llu --rollouts %d`\n"
           " * (do not edit). Weights in the order of enum value_feature. */\n"
           "#include \"ai/value_model.h\"\n\n"
           "const struct value_model value_models[] = {\n",
           VALUE_MODEL_VERSION, count, seed, rollouts);
    int models = 0;
    for (int r = 0; r < NRULESETS; r++)
        for (int n = 2; n <= GAME_MAX_SEATS; n++, models++) {
            struct game g;
            setup(rulesets[r], n, &g);
            char canonical[256];
            ruleset_canonical(&g.rules, canonical, sizeof canonical);
            /* model k trains on seeds S + k * 10^7 .., is scored on S + k * 10^7 + 5 * 10^6 .. */
            uint64_t base = seed + (uint64_t)models * 10000000u;
            struct value_samples train = { 0 }, test = { 0 };
            double w[VALUE_FEATURES], model, uniform;
            games(&g, count, base, rollouts, &train);
            int its = value_model_fit(&train, 1e-4, w);
            games(&g, count, base + 5000000u, rollouts, &test);
            value_model_score(&test, w, &model, &uniform);
            fprintf(stderr,
                    "%s, %d seats: %zu positions, %d Newton steps; log-likelihood of the "
                    "result %.4f uniform, %.4f the model (%+.4f) over %zu positions\n",
                    rulesets[r], n, train.n, its, uniform, model, model - uniform, test.n);
            printf("    {\"%s\", %d, %d, {", canonical, n, count);
            for (int k = 0; k < VALUE_FEATURES; k++)
                printf("%s%.6f", k ? ", " : "", w[k]);
            printf("}},\n");
            value_samples_free(&train);
            value_samples_free(&test);
        }
    printf("};\n\nconst int value_model_count = %d;\n", models);
    return 0;
}
