/* bench.c — the benchmarks (not a test: figures printed, never asserted).
 *
 *   bench/bench              every figure: the toy anchor's games per second
 *                            (bench/toy.c, a bare playout loop), then
 *                            random-bot games per second per core
 *                            (standard, 2/4/6 players), heuristic-bot games
 *                            (4 players), solitaire games (bot), each with
 *                            its ratio to the toy's 4-player rate measured
 *                            in the same run; a 6-line strength evaluation
 *                            and a state clone (ns), the state's size,
 *                            --jobs 2 against --jobs 1, and the peak memory
 *                            of a 1,000,000-game simulation (a child process)
 *   bench/bench --quick      shorter timings, a 100,000-game memory run
 *   bench/bench --workload   one fixed seeded workload and a checksum, for
 *                            instruction counts (bench/callgrind.sh)
 *   bench/bench --games KIND N   plays N games of KIND (toy, random,
 *                            heuristic: 4 players; solitaire: its bot;
 *                            engine: random's games without the driver) and
 *                            nothing else: bench/callgrind.sh counts the
 *                            instructions per game of each from it
 *
 * Games are played by the simulation driver (src/sim), as `condottiere
 * simulate` plays them. One-thread rates are on the process's CPU time (the
 * machine may be shared), the --jobs figures on wall-clock time, each over
 * at least --seconds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine/strength.h"
#include "rules/rules.h"
#include "sim/sim.h"
#include "toy.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void die(const char *what, const char *err)
{
    fprintf(stderr, "bench: %s: %s\n", what, err);
    exit(1);
}

static void standard(struct sim_config *c, int players, const char *bots)
{
    struct msg m;
    sim_config_init(c);
    c->players = players;
    if (sim_parse_bots(bots, players, c->bots, &m) ||
        variant_load_embedded("standard", &c->variant, &m) ||
        ruleset_standard(&c->arms[0].rules, &m))
        die("setup", msg_s(&m));
    c->narms = 1;
    snprintf(c->arms[0].label, sizeof c->arms[0].label, "standard");
}

static void solitaire(struct sim_config *c, enum solo_policy p)
{
    struct msg m;
    sim_config_init(c);
    c->kind = SIM_SOLITAIRE;
    c->players = 1;
    if (variant_load_embedded("solitaire", &c->variant, &m))
        die("setup", msg_s(&m));
    c->narms = 1;
    solo_options_default(&c->arms[0].solo);
    c->arms[0].policy = p;
    snprintf(c->arms[0].label, sizeof c->arms[0].label, "solitaire");
}

/* Plays batches of games (new seeds each time) for at least `seconds`;
 * returns games per second. */
static double rate(struct sim_config *c, int jobs, double seconds, struct sim_agg *last)
{
    char err[512];
    struct sim_agg agg[SIM_MAX_ARMS];
    uint64_t total = 0;
    double (*clk)(void) = jobs == 1 ? cpu_now : now;
    c->games = 200;
    c->seed = 1;
    double t0 = clk(), t;
    do {
        if (sim_run(c, jobs, NULL, NULL, agg, err, sizeof err))
            die("run", err);
        total += c->games;
        c->seed++;
        t = clk() - t0;
        if (t < seconds / 8 && c->games < 1000000)
            c->games *= 2;
    } while (t < seconds);
    if (last)
        *last = agg[0];
    return (double)total / t;
}

/* The toy anchor's games per second (CPU time), 4 players. */
static double toy_rate(double seconds)
{
    struct rng r;
    rng_seed(&r, 12345);
    long sink = 0;
    uint64_t n = 0, batch = 1000;
    double t0 = cpu_now(), t;
    do {
        for (uint64_t i = 0; i < batch; i++)
            sink += toy_play_game(&r, 4);
        n += batch;
        t = cpu_now() - t0;
    } while (t < seconds);
    if (sink == 42)
        printf(" ");
    return (double)n / t;
}

/* A rate and its ratio to the toy's. */
static void figure(const char *what, double games_per_s, double toy)
{
    printf("%-52s %12.0f  %6.3fx toy\n", what, games_per_s, games_per_s / toy);
}

/* --games engine N: the games of `--games random N` (the same seeds, the
 * same bots' seeds, the same moves) played by the engine alone, without
 * the simulation driver (no sim_config, no bots' structs, no aggregate):
 * its instructions, subtracted from random's, are the driver's. */
static int engine_only(long n)
{
    struct msg m;
    struct ruleset rules;
    struct game g;
    if (ruleset_standard(&rules, &m) || game_init(&g, &rules, 4, &m))
        die("setup", msg_s(&m));
    long long battles = 0;
    for (long i = 0; i < n; i++) {
        uint64_t seed = sim_game_seed(1, (uint64_t)i);
        struct state s;
        struct rng bots[4];
        for (int seat = 0; seat < 4; seat++)
            rng_seed(&bots[seat], bot_seed(seed, seat));
        state_init(&g, &s, seed, NULL);
        while (!state_is_terminal(&s))
            state_random_step(&g, &s, &bots[s.current]);
        battles += s.battles;
    }
    printf("engine: %ld games, %lld battles\n", n, battles);
    return 0;
}

/* --games KIND N: only N games of KIND, for callgrind's counts per game. */
static int games_only(const char *kind, long n)
{
    struct sim_config c;
    struct sim_agg agg[1];
    char err[512];
    if (!strcmp(kind, "toy")) {
        struct rng r;
        long actions = 0;
        rng_seed(&r, 12345);
        for (long i = 0; i < n; i++)
            actions += toy_play_game(&r, 4);
        printf("toy: %ld games, %ld actions\n", n, actions);
        return 0;
    }
    if (!strcmp(kind, "engine"))
        return engine_only(n);
    if (!strcmp(kind, "random") || !strcmp(kind, "heuristic"))
        standard(&c, 4, kind);
    else if (!strcmp(kind, "solitaire"))
        solitaire(&c, SOLO_POLICY_BOT);
    else
        die("--games", "KIND is toy, engine, random, heuristic or solitaire");
    c.games = (uint64_t)n;
    c.seed = 1;
    if (sim_run(&c, 1, NULL, NULL, agg, err, sizeof err))
        die("run", err);
    printf("%s: %ld games, %lld battles\n", kind, n, (long long)agg[0].battles.sum);
    return 0;
}

/* Ten different 6-line battles, cycled, so no single line is learnt. */
static double strength_ns(double seconds)
{
    struct strength_line lines[10][6];
    struct rng r;
    rng_seed(&r, 99);
    memset(lines, 0, sizeof lines);
    for (int b = 0; b < 10; b++)
        for (int l = 0; l < 6; l++)
            for (int k = 0; k < 5; k++) {
                int kind = (int)rng_below(&r, CARD_KINDS);
                if (kind == CARD_WINTER || kind == CARD_SPRING)
                    kind = b % 2 ? CARD_WINTER : CARD_DRUMMER; /* never both seasons */
                lines[b][l].up[kind]++;
            }
    int out[6];
    long sink = 0;
    uint64_t n = 0, batch = 1 << 16;
    double t0 = now(), t;
    do {
        for (uint64_t i = 0; i < batch; i++) {
            strength_compute(lines[i % 10], 6, STRENGTH_FINAL, SEASONS_EXCLUSIVE, out);
            sink += out[i % 6];
        }
        n += batch;
        t = now() - t0;
    } while (t < seconds);
    if (sink == 42)
        printf(" ");
    return t * 1e9 / (double)n;
}

static double clone_ns(double seconds)
{
    struct game g;
    struct ruleset rules;
    struct msg m;
    if (ruleset_standard(&rules, &m) || game_init(&g, &rules, 4, &m))
        die("setup", msg_s(&m));
    static struct state src[8], dst;
    for (int i = 0; i < 8; i++)
        state_init(&g, &src[i], (uint64_t)i + 1, NULL);
    long sink = 0;
    uint64_t n = 0, batch = 1 << 16;
    double t0 = now(), t;
    do {
        for (uint64_t i = 0; i < batch; i++) {
            state_clone(&dst, &src[i & 7]);
            __asm__ volatile("" : : "r"(&dst) : "memory"); /* the copy must happen */
            sink += dst.hand_count[i & 3];
        }
        n += batch;
        t = now() - t0;
    } while (t < seconds);
    if (sink == 42)
        printf(" ");
    return t * 1e9 / (double)n;
}

/* The peak memory of a child process that plays `games` random 4-player
 * games through the driver on `jobs` threads (aggregates streamed). */
static void memory(uint64_t games, int jobs)
{
    double t0 = now();
    pid_t pid = fork();
    if (pid < 0)
        die("fork", "cannot start the child");
    if (pid == 0) {
        struct sim_config c;
        standard(&c, 4, "random");
        c.games = games;
        c.seed = 7;
        struct sim_agg agg[1];
        char err[512];
        _exit(sim_run(&c, jobs, NULL, NULL, agg, err, sizeof err) ? 1 : 0);
    }
    int status;
    struct rusage ru;
    /* the only child: its peak is the children's peak (POSIX getrusage) */
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) ||
        getrusage(RUSAGE_CHILDREN, &ru) != 0)
        die("memory run", "the child failed");
    double t = now() - t0;
    printf("%-52s %10.1f MB  (%llu games, %d jobs, %.1f s, %.0f games/s)\n",
           "peak memory (max RSS) of the simulation", (double)ru.ru_maxrss / 1024.0,
           (unsigned long long)games, jobs, t, (double)games / t);
}

static int workload(void)
{
    struct sim_config c;
    struct sim_agg agg[1];
    char err[512];
    uint64_t check = 0;
    standard(&c, 4, "random");
    c.games = 2000;
    c.seed = 11;
    if (sim_run(&c, 1, NULL, NULL, agg, err, sizeof err))
        die("workload", err);
    check = check * 31 + (uint64_t)agg[0].battles.sum;
    standard(&c, 4, "heuristic");
    c.games = 300;
    if (sim_run(&c, 1, NULL, NULL, agg, err, sizeof err))
        die("workload", err);
    check = check * 31 + (uint64_t)agg[0].battles.sum;
    solitaire(&c, SOLO_POLICY_BOT);
    c.games = 300;
    if (sim_run(&c, 1, NULL, NULL, agg, err, sizeof err))
        die("workload", err);
    check = check * 31 + (uint64_t)agg[0].battles.sum;
    printf("workload: 2000 random 4-player games, 300 heuristic 4-player games, 300 solitaire "
           "games (bot); checksum %llu\n", (unsigned long long)check);
    return 0;
}

int main(int argc, char **argv)
{
    double seconds = 2.0;
    uint64_t memory_games = 1000000;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--workload"))
            return workload();
        if (!strcmp(argv[i], "--games") && i + 2 < argc)
            return games_only(argv[i + 1], atol(argv[i + 2]));
        if (!strcmp(argv[i], "--quick")) {
            seconds = 0.5;
            memory_games = 100000;
        } else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) {
            seconds = atof(argv[++i]);
        } else {
            fprintf(stderr, "usage: bench [--quick] [--seconds S] | --workload | --games KIND N\n");
            return 2;
        }
    }
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    printf("condottiere benchmarks (%.1f s per figure, %ld cores online)\n", seconds, cores);

    double toy = toy_rate(seconds);
    printf("%-52s %12.0f  (bench/toy.c, CPU time)\n", "toy anchor games/s, 1 core, 4 players", toy);
    struct sim_config c;
    for (int players = 2; players <= 6; players += 2) {
        standard(&c, players, "random");
        char what[64];
        snprintf(what, sizeof what, "random-bot games/s, 1 core, standard, %d players", players);
        figure(what, rate(&c, 1, seconds, NULL), toy);
    }
    standard(&c, 4, "heuristic");
    figure("heuristic-bot games/s, 1 core, 4 players", rate(&c, 1, seconds, NULL), toy);
    standard(&c, 4, "heuristic,random,random,random");
    figure("1 heuristic + 3 random games/s, 1 core", rate(&c, 1, seconds, NULL), toy);
    solitaire(&c, SOLO_POLICY_BOT);
    figure("solitaire games/s, 1 core, the solitaire bot", rate(&c, 1, seconds, NULL), toy);
    solitaire(&c, SOLO_POLICY_RANDOM);
    figure("solitaire games/s, 1 core, random policy", rate(&c, 1, seconds, NULL), toy);
    printf("%-52s %12.1f ns\n", "strength of a 6-line battle", strength_ns(seconds));
    printf("%-52s %12.1f ns\n", "state clone (4 players)", clone_ns(seconds));
    printf("%-52s %12zu bytes\n", "state size (struct state)", sizeof(struct state));
    printf("%-52s %12zu bytes\n", "solitaire state size (struct solo_state)",
           sizeof(struct solo_state));

    const char *kinds[2] = { "random", "heuristic" };
    for (int k = 0; k < 2; k++) {
        struct sim_agg one, two;
        standard(&c, 4, kinds[k]);
        double r1 = rate(&c, 1, seconds, &one);
        standard(&c, 4, kinds[k]);
        double r2 = rate(&c, 2, seconds, &two);
        char what[80];
        snprintf(what, sizeof what, "--jobs 2 / --jobs 1, %s 4 players", kinds[k]);
        printf("%-52s %12.2fx  (%.0f vs %.0f games/s)\n", what, r2 / r1, r2, r1);
    }
    /* the same games on 1 and 2 threads give the same aggregate */
    {
        struct sim_agg a1[1], a2[1];
        char err[512];
        standard(&c, 4, "heuristic,random,random,random");
        c.games = 2000;
        c.seed = 3;
        if (sim_run(&c, 1, NULL, NULL, a1, err, sizeof err) ||
            sim_run(&c, 2, NULL, NULL, a2, err, sizeof err))
            die("run", err);
        printf("%-52s %12s\n", "same aggregates with --jobs 1 and 2 (2000 games)",
               memcmp(a1, a2, sizeof a1) ? "NO" : "yes");
    }
    memory(memory_games, cores > 1 ? 2 : 1);
    return 0;
}
