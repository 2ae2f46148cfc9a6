/* hidden_cards.c — the `hidden-cards` module, optional rule E
 * [R-OPT-HIDDEN]: Mercenaries, Drummers, Heroines and Courtesans are
 * played face down; the next time that player plays any card he turns his
 * face-down card up (so at most one is ever face down); a player who
 * passes keeps it hidden; every card is turned up when the battle ends,
 * before strength is compared. Announced strength counts face-up cards
 * only; the Scarecrow cannot take back, and the Bishop neither sees nor
 * discards, a face-down card (battle.c keeps to the face-up counts).
 * flip-timing: a Bishop's or a Scarecrow's player turns his own card up
 * before its effect (`before`: the Bishop may then discard it, the
 * Scarecrow take it back) or once the effect is done (`after`, the
 * reading of the games stored before the option). Other seats see only
 * that a face-down card is there (observation.c, event_format). */
#include "rules/modules.h"

enum { OPT_PASS_REVEAL = HIDDEN_PASS_REVEAL, OPT_FLIP = HIDDEN_FLIP,
       OPT_FLIP_TIMING = HIDDEN_FLIP_TIMING };

static bool ignores_face_down(int kind)
{
    return kind == CARD_BISHOP || kind == CARD_SCARECROW;
}

/* flip=line-card: only a card added to the line turns the face-down card
 * up; the Bishop, the Scarecrow and the Surrender leave it down. */
static bool line_card_only(const struct game *g)
{
    return game_option(g, RULE_HIDDEN_CARDS, OPT_FLIP) == HIDDEN_FLIP_LINE_CARD;
}

/* flip-timing=after: a Bishop or a Scarecrow turns its player's card up
 * once its effect is done (flip=any-card; with line-card it never does). */
static bool flips_after(const struct game *g)
{
    return game_option(g, RULE_HIDDEN_CARDS, OPT_FLIP_TIMING) == HIDDEN_FLIP_TIMING_AFTER;
}

static void before_play(const struct game *g, struct state *s, int seat, int kind,
                        struct event_log *log)
{
    if (line_card_only(g) ? !ignores_face_down(kind) && kind != CARD_SURRENDER
                          : !ignores_face_down(kind) || !flips_after(g))
        line_reveal(g, s, seat, log);
}

static void after_play(const struct game *g, struct state *s, int seat, int kind,
                       struct event_log *log)
{
    if (ignores_face_down(kind) && !line_card_only(g) && flips_after(g))
        line_reveal(g, s, seat, log);
}

static bool face_down(const struct game *g, const struct state *s, int seat, int kind)
{
    (void)g;
    (void)s;
    (void)seat;
    return card_info((enum card_kind)kind)->hideable;
}

static void before_strength(const struct game *g, struct state *s, struct event_log *log)
{
    (void)g;
    for (int seat = 0; seat < s->nseats; seat++)
        line_reveal(g, s, seat, log);
}

static const char *const pass_reveals[] = {"choice", "never", NULL};
static const char *const flips[] = {"any-card", "line-card", NULL};
static const char *const flip_timings[] = {"before", "after", NULL};

static const struct rule_option options[] = {
    {"pass-reveal", N_("a player who passes with a face-down card: choice = he may turn it up "
                    "('pass reveal') or keep it hidden, never = it stays hidden"),
     RULE_OPTION_CHOICE, 0, 0, 1, pass_reveals},
    {"flip", N_("the play that turns a player's face-down card up: any-card = any card he "
             "plays, line-card = only a card added to his line (not a Bishop, Scarecrow "
             "or Surrender)"),
     RULE_OPTION_CHOICE, HIDDEN_FLIP_ANY_CARD, 0, 1, flips},
    {"flip-timing", N_("with flip=any-card, a Bishop or Scarecrow and its player's face-down "
                    "card: before = the card is turned up first (the Bishop may discard it, "
                    "the Scarecrow take it back), after = once the effect is done"),
     RULE_OPTION_CHOICE, HIDDEN_FLIP_TIMING_BEFORE, 0, 1, flip_timings},
};

/* pass-reveal=choice: "pass reveal" may be legal (battle.c asks the line). */
static void adjust(struct game *g)
{
    g->pass_reveal = game_option(g, RULE_HIDDEN_CARDS, OPT_PASS_REVEAL) == HIDDEN_PASS_REVEAL_CHOICE;
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
    .before_play = before_play,
    .after_play = after_play,
    .face_down = face_down,
    .before_strength = before_strength,
};

const struct rule_module rule_hidden_cards = {
    .name = "hidden-cards",
    .rule_id = "R-OPT-HIDDEN",
    .summary = N_("Mercenaries, Drummers, Heroines and Courtesans are played face down"),
    .description =
        N_("Optional rule E: bluffing. Mercenary, Drummer, Heroine and Courtesan cards are\n"
        "played face down. The next time the same player plays any card, he turns his\n"
        "face-down card up, so at most one of his cards is face down at a time (option\n"
        "flip=line-card: only when the card goes into his line, not with a Bishop,\n"
        "Scarecrow or Surrender). A player who passes may keep his face-down card hidden\n"
        "until the end of the battle; with pass-reveal=choice (the default) he may also\n"
        "turn it up as he passes ('pass reveal'), with pass-reveal=never he may not.\n"
        "Announced strength counts face-up cards only. When the battle ends every card is\n"
        "turned up before strength is compared (a Winter or Spring in play then applies\n"
        "to them too). A Scarecrow cannot take back a face-down mercenary; a Bishop\n"
        "ignores face-down mercenaries, both for \"the highest\" and for the discard. A\n"
        "Bishop or a Scarecrow played by the owner of a face-down card (flip=any-card):\n"
        "with flip-timing=before (the default) his card is turned up first, so the Bishop\n"
        "may discard it and the Scarecrow take it back; with flip-timing=after it is\n"
        "turned up once the card's effect is done. Games stored before an option keep\n"
        "the reading they were played with (pass-reveal=never, flip-timing=after): their\n"
        "ruleset string does not name it. The other players (and the bots) see only that\n"
        "a face-down card is there, never what it is."),
    .source = N_("Italian 3rd-edition rulebook optional rule E; Polish, Portuguese; "
              "doc/rule-modules.md"),
    .options = options,
    .noptions = 3,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST | HOOK_BEFORE_PLAY | HOOK_AFTER_PLAY | HOOK_FACE_DOWN | HOOK_BEFORE_STRENGTH,
    .hooks = &hooks,
};
