/* test_solo_questions.c — the solitaire's question lines (the line that
 * tells the player what he may type now: "Before the enemy's next card:
 * next (or Enter), or special CARD.") name exactly the commands the rules
 * accept there. Walks seeded solitaires under each option that changes
 * what is accepted at a pause (concede-when, concede-after, surrender-card,
 * scarecrow-special, special-timing, special-before-enemy, blind-view...),
 * and at every decision compares the line with the legal actions: each of
 * play, blind, next, fight, special CARD, special none and concede is in
 * the line if and only if it is legal. The moves are drawn among the legal
 * ones. Fails on any difference, or when some pause was never met with
 * concede among its answers under concede-when=any. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands/variant_file.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "engine/variant.h"

#define MAX_DECISIONS 400

static long positions, wrong;
static long conceding[SOLO_DECIDE_SCARECROW + 1]; /* decisions with concede legal */
static long none_only;                        /* a Scarecrow answered only by none */
static uint64_t rng = 0x9e3779b97f4a7c15ull;
static FILE *capture;

static unsigned next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (unsigned)(rng >> 32);
}

/* The question line of the position, as the player reads it. */
static void question(const struct session *s, char *buf, size_t cap)
{
    fflush(stdout);
    int saved = dup(1);
    if (ftruncate(fileno(capture), 0) != 0 || saved < 0 || dup2(fileno(capture), 1) < 0)
        exit(99);
    rewind(capture);
    solo_render_turn(s);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    rewind(capture);
    size_t n = fread(buf, 1, cap - 1, capture);
    buf[n] = '\0';
}

struct word {
    const char *text;        /* in the line */
    int type;                /* SOLO_ACT_... */
    int card;                /* -1: any card; CARD_NONE: none; else no card */
};

static const struct word words[] = {
    { "play a mercenary", SOLO_ACT_PLAY, -1 },
    { "blind", SOLO_ACT_BLIND, -2 },
    { "next (or Enter)", SOLO_ACT_NEXT, -2 },
    { "fight (or Enter)", SOLO_ACT_FIGHT, -2 },
    { "special CARD", SOLO_ACT_SPECIAL, -1 },
    { "special none", SOLO_ACT_SPECIAL, CARD_NONE },
    { "concede", SOLO_ACT_CONCEDE, -2 },
};

static bool legal_word(const solo_action *legal, int n, const struct word *w)
{
    for (int i = 0; i < n; i++) {
        if (solo_action_type(legal[i]) != w->type)
            continue;
        int card = solo_action_card(legal[i]);
        if (w->card == -2 || (w->card == -1 && card != CARD_NONE) ||
            (w->card == CARD_NONE && card == CARD_NONE))
            return true;
    }
    return false;
}

static void check_position(const struct session *s, const char *what, int d)
{
    const struct solo_state *st = &solo_of(s)->state;
    solo_action legal[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(st, legal, SOLO_MAX_ACTIONS);
    char line[1024];
    question(s, line, sizeof line);
    positions++;
    enum solo_decision dec = solo_decision(st);
    bool has_concede = false, has_card = false;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        bool legal_now = legal_word(legal, n, &words[i]);
        bool said = strstr(line, words[i].text) != NULL;
        if (words[i].type == SOLO_ACT_CONCEDE)
            has_concede = legal_now;
        if (words[i].type == SOLO_ACT_SPECIAL && words[i].card == -1)
            has_card = legal_now;
        if (legal_now != said && wrong++ < 12)
            fprintf(stderr, "%s, decision %d: '%s' is %s but the line %s it: %s", what, d,
                    words[i].text, legal_now ? "accepted" : "refused",
                    said ? "names" : "omits", line);
    }
    if (has_concede)
        conceding[dec]++;
    if (dec == SOLO_DECIDE_SCARECROW && !has_card)
        none_only++;
}

static void walk(const char *options, uint64_t seed)
{
    struct variant v;
    struct solo_options o;
    char what[160];
    struct msg err;
    struct msg err_m;
    if (variant_load_embedded("solitaire", &v, &err_m))
        exit(99);
    solo_options_default(&o);
    if (*options && solo_options_parse(&o, options, &err) != SOLO_OK) {
        fprintf(stderr, "solitaire %s: %s\n", options, msg_s(&err));
        exit(99);
    }
    struct session s = { 0 };
    s.journal.tried = true; /* no database: nothing is recorded */
    if (solo_screen_start(&s, &v, &o, seed))
        exit(99);
    snprintf(what, sizeof what, "solitaire %s, seed %llu", options, (unsigned long long)seed);
    struct solo_event buf[64];
    for (int d = 0; d < MAX_DECISIONS && !solo_is_terminal(&solo_of(&s)->state); d++) {
        check_position(&s, what, d);
        solo_action legal[SOLO_MAX_ACTIONS];
        int n = solo_legal_actions(&solo_of(&s)->state, legal, SOLO_MAX_ACTIONS);
        /* concede seldom, so that battles go on to their later pauses */
        solo_action a = legal[next_random() % (unsigned)n];
        if (solo_action_type(a) == SOLO_ACT_CONCEDE && next_random() % 8)
            a = legal[0];
        struct solo_events ev = { buf, 64, 0, 0 };
        if (solo_apply(&solo_of(&s)->state, a, &ev, &err) != SOLO_OK) {
            fprintf(stderr, "%s: a legal action refused: %s\n", what, msg_s(&err));
            exit(1);
        }
    }
    session_end_games(&s);
}

int main(void)
{
    capture = tmpfile();
    if (!capture || !freopen("/dev/null", "w", stdout))
        return 99;
    static const char *const sets[] = {
        "", "concede-when=own-turn", "concede-after=0", "concede-after=0,concede-when=own-turn",
        "surrender-card=after-two-cards", "surrender-card=after-two-cards,concede-after=3",
        "scarecrow-special=may", "scarecrow-special=may,concede-when=own-turn",
        "special-timing=turn", "special-before-enemy=no", "blind-view=seen", "armies=3",
        "reserve=0", "reserve=1,surrender-card=after-two-cards",
    };
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++)
        for (uint64_t seed = 1; seed <= 12; seed++)
            walk(sets[i], seed);
    fprintf(stderr, "%ld positions, %ld lines that differ from the accepted commands; concede "
            "accepted at %ld turns, %ld pauses before an enemy card, %ld before the comparison, "
            "%ld Scarecrows; %ld Scarecrows answered by special none alone\n", positions, wrong,
            conceding[SOLO_DECIDE_CARD], conceding[SOLO_DECIDE_RESPOND],
            conceding[SOLO_DECIDE_CONCLUDE], conceding[SOLO_DECIDE_SCARECROW], none_only);
    bool met = conceding[SOLO_DECIDE_CARD] && conceding[SOLO_DECIDE_RESPOND] &&
               conceding[SOLO_DECIDE_CONCLUDE] && conceding[SOLO_DECIDE_SCARECROW] && none_only;
    return wrong == 0 && met && positions >= 1000 ? 0 : 1;
}
