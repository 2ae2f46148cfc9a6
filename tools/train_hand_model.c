/* train_hand_model.c — makes the search bot's hand model (src/ai/hand_model.h)
 * from self-play: heuristic bots play seeded games of each family (the
 * standard rules or hidden-cards; 2 seats, or 3 to 6 in turn), and at
 * every decision, for every other seat as the deciding seat sees it, the
 * cards of each kind in that seat's true hand are counted against what a
 * uniform deal would have put there (hand_model_count, hand_model_fit).
 *
 *   tools/train_hand_model [--games N] [--seed S] > src/ai/hand_model_data.c
 *
 * writes the tables as C; on stderr, their calibration on as many other
 * games of each family (seeds apart from the training's): the mean
 * log-likelihood per unseen card of where each card really is, uniform
 * against the model (hand_model_score). Reproducible: the same N and S give
 * the same tables. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/hand_model.h"
#include "ai/standard_bot.h"
#include "rules/rules.h"

static struct hand_model_counts counts;
static hand_model_tables table;

/* Plays one game; counts (score NULL) or scores each decision. */
static void play(const char *rules, int nseats, uint64_t seed, struct hand_model_score *score)
{
    struct ruleset r;
    struct game g;
    char warn[256];
    struct msg m;
    if (ruleset_from_string(&r, rules, warn, sizeof warn, &m) || game_init(&g, &r, nseats, &m)) {
        fprintf(stderr, "train_hand_model: %s: %s\n", rules, msg_s(&m));
        exit(1);
    }
    struct state s;
    struct bot b[GAME_MAX_SEATS];
    for (int i = 0; i < nseats; i++)
        bot_init(&b[i], BOT_HEURISTIC, bot_seed(seed, i));
    state_init(&g, &s, seed, NULL);
    while (!state_is_terminal(&s)) {
        if (score)
            hand_model_score(&table, &g, &s, score);
        else
            hand_model_count(&g, &s, &counts);
        struct msg e;
        if (state_apply(&g, &s, bot_act(&b[state_current_seat(&s)], &g, &s), NULL, &e) != STATE_OK)
            break;
    }
}

/* Family f's games from seed on: 2 seats, or 3 to 6 in turn. */
static void games(int family, int count, uint64_t seed, struct hand_model_score *score)
{
    const char *rules = family >= 2 ? "standard+hidden-cards" : "standard";
    for (int i = 0; i < count; i++)
        play(rules, family % 2 ? 3 + i % 4 : 2, seed + (uint64_t)i, score);
}

static void write_tables(unsigned long long seed, int count)
{
    printf("/* hand_model_data.c — the hand model's tables (hand_model.h), version %d:\n"
           " * made by `tools/train_hand_model --games %d --seed %llu` (do not edit). */\n"
           "#include \"ai/hand_model.h\"\n\n"
           "const hand_model_tables hand_model_table = {\n",
           HAND_MODEL_VERSION, count, seed);
    for (int f = 0; f < HAND_MODEL_FAMILIES; f++) {
        printf("    {\n");
        for (int b = 0; b < HAND_MODEL_BUCKETS; b++) {
            printf("        {");
            for (int k = 0; k < CARD_KINDS; k++)
                printf("%s%d", k ? ", " : "", table[f][b][k]);
            printf("},\n");
        }
        printf("    },\n");
    }
    printf("};\n");
}

int main(int argc, char **argv)
{
    int count = 20000;
    unsigned long long seed = 1;
    for (int i = 1; i < argc; i += 2) {
        if (i + 1 < argc && !strcmp(argv[i], "--games")) {
            count = atoi(argv[i + 1]);
        } else if (i + 1 < argc && !strcmp(argv[i], "--seed")) {
            seed = strtoull(argv[i + 1], NULL, 10);
        } else {
            count = 0;
            break;
        }
    }
    if (count < 1) {
        fprintf(stderr, "usage: train_hand_model [--games N] [--seed S]\n");
        return 2;
    }
    /* family f trains on seeds S + f * 10^7 .., is scored on S + f * 10^7 + 5 * 10^6 .. */
    for (int f = 0; f < HAND_MODEL_FAMILIES; f++)
        games(f, count, seed + (uint64_t)f * 10000000u, NULL);
    hand_model_fit(&counts, &table);
    write_tables(seed, count);
    for (int f = 0; f < HAND_MODEL_FAMILIES; f++) {
        struct hand_model_score c = { 0, 0, 0 };
        games(f, count, seed + (uint64_t)f * 10000000u + 5000000u, &c);
        fprintf(stderr,
                "family %d (%s, %s): log-likelihood per unseen card %.5f uniform, %.5f the "
                "model (%+.5f) over %.0f cards\n",
                f, f >= 2 ? "hidden-cards" : "standard", f % 2 ? "3-6 seats" : "2 seats",
                c.uniform / c.cards, c.model / c.cards, (c.model - c.uniform) / c.cards, c.cards);
    }
    return 0;
}
