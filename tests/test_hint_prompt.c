/* test_hint_prompt.c — every move `hint` names is typed into the prompt's
 * own parser and plays that very move. Walks seeded games at the prompt
 * (the standard game at 2 to 6 players, each rule module, the 1st edition
 * with and without hidden cards, a points campaign, and the solitaire
 * under several option sets); at each of the player's decisions it asks
 * the advisor what `hint` asks it (the same call, a small search budget),
 * checks that each printed line starts with the move's words, types those
 * words into the prompt (prompt_execute) on a copy of the game and
 * requires the position to become exactly the one the hinted move gives
 * when played directly (the bots' replies included); then plays one of
 * the hinted moves through the prompt. A few positions also go through
 * the `hint` command itself at its default budget: its printed first line
 * typed back is accepted. Fails on any refusal, any difference, or fewer
 * than 1,000 positions. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/advisor_search.h"
#include "cli/commands/search_options.h"
#include "cli/commands/variant_file.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/table/table_screen.h"
#include "engine/variant.h"
#include "rules/rules.h"

#define HINT_ITERATIONS 24
#define MAX_DECISIONS 400

static long positions, moves_fed, failures, end_to_end;
static uint64_t rng = 0x9e3779b97f4a7c15ull;

static unsigned next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 32);
}

__attribute__((format(printf, 2, 3))) static void failed(const char *what, const char *fmt, ...)
{
    if (failures++ < 20) {
        va_list ap;
        va_start(ap, fmt);
        fprintf(stderr, "%s: ", what);
        vfprintf(stderr, fmt, ap);
        fputc('\n', stderr);
        va_end(ap);
    }
}

/* The advice `hint` gives here (what run_hint asks, at a small budget). */
static int advise(struct session *s, int iterations, struct advisor_advice *adv)
{
    if (solo_of(s))
        return advisor_solo_hint(&solo_of(s)->state, iterations, search_option_threads(), adv);
    struct table_screen *t = table_of(s);
    struct observation o;
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(&t->game, &t->state, legal, STATE_MAX_ACTIONS);
    table_observe(s, &o);
    const char *names[GAME_MAX_SEATS];
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        names[i] = table_seat_name(i);
    return advisor_search_hint(&t->game, &o, legal, n, names, iterations,
                               search_option_threads(), table_heuristic_seats(t, TABLE_HUMAN),
                               adv);
}

/* Types `words` into the prompt on a copy of the game, plays `act`
 * directly on another: both must give the same position. */
static bool plays_the_move(struct session *s, const char *words, uint16_t act, const char *what)
{
    char line[96];
    snprintf(line, sizeof line, "%s", words);
    if (solo_of(s)) {
        struct solo_screen saved = *solo_of(s);
        prompt_execute(s, line);
        struct solo_state typed = solo_of(s)->state;
        *solo_of(s) = saved;
        struct solo_state direct = saved.state;
        struct solo_events none = {NULL, 0, 0, 0};
        struct msg err_m;
        if (solo_apply(&direct, (solo_action)act, &none, &err_m) != SOLO_OK) {
            failed(what, "the hinted move '%s' is illegal", words);
            return false;
        }
        if (memcmp(&typed, &saved.state, sizeof typed) == 0) {
            failed(what, "'%s' typed at the prompt was refused", words);
            return false;
        }
        if (memcmp(&typed, &direct, sizeof typed) != 0) {
            failed(what, "'%s' typed at the prompt played another move", words);
            return false;
        }
        return true;
    }
    struct table_screen *saved = malloc(sizeof *saved), *typed = malloc(sizeof *typed);
    if (!saved || !typed)
        exit(99);
    *saved = *table_of(s);
    prompt_execute(s, line);
    *typed = *table_of(s);
    *table_of(s) = *saved;
    struct msg err;
    int rc = table_screen_apply(s, (action)act, false, &err);
    if (rc == STATE_OK)
        table_screen_continue(s);
    bool ok = true;
    const struct table_screen *played = table_of(s);
    if (!played)
        exit(99);
    if (rc != STATE_OK) {
        failed(what, "the hinted move '%s' is illegal", words);
        ok = false;
    } else if (memcmp(&typed->state, &saved->state, sizeof typed->state) == 0 &&
               typed->in_campaign == saved->in_campaign &&
               memcmp(&typed->campaign, &saved->campaign, sizeof typed->campaign) == 0) {
        failed(what, "'%s' typed at the prompt was refused", words);
        ok = false;
    } else if (memcmp(&typed->state, &played->state, sizeof typed->state) != 0 ||
               memcmp(&typed->campaign, &played->campaign, sizeof typed->campaign) != 0) {
        failed(what, "'%s' typed at the prompt played another move", words);
        ok = false;
    }
    *table_of(s) = *saved;
    free(saved);
    free(typed);
    return ok;
}

/* The hint's lines as printed: each starts with its move's words. */
static void check_printed(const struct advisor_advice *adv, const char *what)
{
    char text[1024];
    advisor_format(adv, text, sizeof text);
    const char *line = text;
    for (int i = 0; i < adv->nmoves; i++) {
        size_t len = strlen(adv->moves[i].command);
        if (strncmp(line, adv->moves[i].command, len) || line[len] != ' ')
            failed(what, "a printed line does not start with its move: %s", line);
        const char *nl = strchr(line, '\n');
        if (!nl)
            break;
        line = nl + 1;
    }
}

static bool humans_turn(const struct session *s)
{
    if (session_mode(s) == MODE_IDLE)
        return false;
    return solo_of(s) || state_current_seat(&table_of(s)->state) == TABLE_HUMAN;
}

/* Plays one game through the prompt, every decision hinted. */
static void walk(struct session *s, const char *what)
{
    for (int d = 0; d < MAX_DECISIONS && humans_turn(s); d++) {
        struct advisor_advice adv;
        if (advise(s, HINT_ITERATIONS, &adv) || adv.nmoves < 1) {
            failed(what, "no hint at the player's turn");
            return;
        }
        positions++;
        check_printed(&adv, what);
        for (int i = 0; i < adv.nmoves; i++) {
            moves_fed++;
            plays_the_move(s, adv.moves[i].command, adv.moves[i].act, what);
        }
        char line[96];
        snprintf(line, sizeof line, "%s", adv.moves[next_random() % (unsigned)adv.nmoves].command);
        prompt_execute(s, line);
    }
}

/* `hint` itself, at its default budget: under the line that names the
 * order, the first printed line's move, typed back, is accepted. */
static void through_the_command(struct session *s, const char *what)
{
    if (!humans_turn(s))
        return;
    fflush(stdout);
    FILE *out = tmpfile();
    if (!out)
        exit(99);
    int keep = dup(fileno(stdout));
    dup2(fileno(out), fileno(stdout));
    char line[32] = "hint";
    prompt_execute(s, line);
    fflush(stdout);
    dup2(keep, fileno(stdout));
    close(keep);
    rewind(out);
    char first[512] = "", second[512] = "";
    if (!fgets(first, sizeof first, out))
        first[0] = '\0';
    if (!fgets(second, sizeof second, out))
        second[0] = '\0';
    fclose(out);
    struct advisor_advice adv;
    advise(s, 0, &adv); /* the same hint: its seed is the position's */
    if (!strcmp(first, advisor_order_text(&adv))) /* the header names the order */
        memcpy(first, second, sizeof first);
    size_t len = strlen(adv.moves[0].command);
    if (strncmp(first, adv.moves[0].command, len) || first[len] != ' ') {
        failed(what, "hint printed '%s', not the advisor's first move", first);
        return;
    }
    end_to_end++;
    plays_the_move(s, adv.moves[0].command, adv.moves[0].act, what);
}

static void standard(const char *variant, const char *spec, int players, uint64_t seed,
                     bool command)
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
    if (command)
        through_the_command(&s, what);
    walk(&s, what);
    session_end_games(&s);
}

static void solitaire(const char *options, uint64_t seed, bool command)
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
    if (command)
        through_the_command(&s, what);
    walk(&s, what);
    session_end_games(&s);
}

int main(void)
{
    if (!freopen("/dev/null", "w", stdout))
        return 99;
    for (uint64_t seed = 1; seed <= 2; seed++) {
        for (int players = 2; players <= 6; players++)
            standard("standard", "", players, seed, seed == 1 && players == 4);
        for (int m = 0; m < rule_module_count(); m++) {
            char spec[64];
            snprintf(spec, sizeof spec, "+%s", rule_module_at(m)->name);
            standard("standard", spec, 3, seed, false);
        }
        standard("first-edition", "", 4, seed, seed == 1);
        standard("first-edition", "+hidden-cards", 3, seed, false);
    }
    static const char *const solo_options[] = {
        "", "armies=3", "special-timing=turn", "streak-length=2", "armies=6",
    };
    for (uint64_t seed = 1; seed <= 4; seed++)
        for (size_t i = 0; i < sizeof solo_options / sizeof solo_options[0]; i++)
            solitaire(solo_options[i], seed, i == 0 && seed <= 2);
    fprintf(stderr, "%ld positions hinted, %ld hinted moves typed into the prompt, %ld through "
            "the hint command, %ld failures\n", positions, moves_fed, end_to_end, failures);
    return failures == 0 && positions >= 1000 && end_to_end >= 3 ? 0 : 1;
}
