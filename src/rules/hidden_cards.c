/* hidden_cards.c — the `hidden-cards` module, optional rule E
 * [R-OPT-HIDDEN]: Mercenaries, Drummers, Heroines and Courtesans are
 * played face down; the next time that player plays any card he first
 * turns his face-down card up (so at most one is ever face down); a
 * player who passes keeps it hidden; every card is turned up when the
 * battle ends, before strength is compared. Announced strength counts
 * face-up cards only; the Scarecrow cannot take back, and the Bishop
 * neither sees nor discards, a face-down card (battle.c keeps to the
 * face-up counts) — RULING: not even its own player's card that was face
 * down when it was played, which is turned up once the effect is done.
 * Other seats see only that a face-down card is there (observation.c,
 * event_format). */
#include "rules/modules.h"

enum { OPT_PASS_REVEAL = HIDDEN_PASS_REVEAL, OPT_FLIP = HIDDEN_FLIP };
enum { FLIP_ANY_CARD, FLIP_LINE_CARD };

static bool ignores_face_down(int kind)
{
    return kind == CARD_BISHOP || kind == CARD_SCARECROW;
}

/* flip=line-card: only a card added to the line turns the face-down card
 * up; the Bishop, the Scarecrow and the Surrender leave it down. */
static bool line_card_only(const struct game *g)
{
    return game_option(g, RULE_HIDDEN_CARDS, OPT_FLIP) == FLIP_LINE_CARD;
}

static void before_play(const struct game *g, struct state *s, int seat, int kind,
                        struct event_log *log)
{
    if (!ignores_face_down(kind) && !(kind == CARD_SURRENDER && line_card_only(g)))
        line_reveal(g, s, seat, log);
}

static void after_play(const struct game *g, struct state *s, int seat, int kind,
                       struct event_log *log)
{
    if (ignores_face_down(kind) && !line_card_only(g))
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

static const struct rule_option options[] = {
    {"pass-reveal", N_("a player who passes with a face-down card: choice = he may turn it up "
                    "('pass reveal') or keep it hidden, never = it stays hidden"),
     RULE_OPTION_CHOICE, 0, 0, 1, pass_reveals},
    {"flip", N_("the play that turns a player's face-down card up: any-card = any card he "
             "plays, line-card = only a card added to his line (not a Bishop, Scarecrow "
             "or Surrender)"),
     RULE_OPTION_CHOICE, FLIP_ANY_CARD, 0, 1, flips},
};

static const struct rule_hooks hooks = {
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
        "played face down. The next time the same player plays any card, he first\n"
        "turns his face-down card up, so at most one of his cards is face down at a\n"
        "time (option flip=line-card: only when the card goes into his line, not\n"
        "with a Bishop, Scarecrow or Surrender). A player who passes may keep his\n"
        "face-down card hidden until the end of the battle; with pass-reveal=choice\n"
        "(the default) he may also turn it up as he passes ('pass reveal'), with\n"
        "pass-reveal=never he may not (games stored before the option keep that\n"
        "reading: their ruleset string does not name it). Announced strength counts face-up cards only. When the battle\n"
        "ends every card is turned up before strength is compared (a Winter or Spring\n"
        "in play then applies to them too). A Scarecrow cannot take back a face-down\n"
        "mercenary; a Bishop ignores face-down mercenaries, both for \"the highest\"\n"
        "and for the discard. RULING: that includes the player's own card that was\n"
        "face down when he played the Bishop or Scarecrow: it is turned up once the\n"
        "card's effect is done (otherwise turning it up \"first\" would leave the\n"
        "Scarecrow rule nothing to forbid). The other players (and the bots) see\n"
        "only that a face-down card is there, never what it is."),
    .source = N_("Italian 3rd-edition rulebook optional rule E; Polish, Portuguese; "
              "doc/rule-modules.md"),
    .options = options,
    .noptions = 2,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_BEFORE_PLAY | HOOK_AFTER_PLAY | HOOK_FACE_DOWN | HOOK_BEFORE_STRENGTH,
    .hooks = &hooks,
};
