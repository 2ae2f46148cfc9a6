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

static bool ignores_face_down(int kind)
{
    return kind == CARD_BISHOP || kind == CARD_SCARECROW;
}

static void before_play(const struct game *g, struct state *s, int seat, int kind,
                        struct event_log *log)
{
    (void)g;
    if (!ignores_face_down(kind))
        line_reveal(s, seat, log);
}

static void after_play(const struct game *g, struct state *s, int seat, int kind,
                       struct event_log *log)
{
    (void)g;
    if (ignores_face_down(kind))
        line_reveal(s, seat, log);
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
        line_reveal(s, seat, log);
}

static const struct rule_hooks hooks = {
    .before_play = before_play,
    .after_play = after_play,
    .face_down = face_down,
    .before_strength = before_strength,
};

const struct rule_module rule_hidden_cards = {
    .name = "hidden-cards",
    .rule_id = "R-OPT-HIDDEN",
    .summary = "Mercenaries, Drummers, Heroines and Courtesans are played face down",
    .description =
        "Optional rule E: bluffing. Mercenary, Drummer, Heroine and Courtesan cards are\n"
        "played face down. The next time the same player plays any card, he first\n"
        "turns his face-down card up, so at most one of his cards is face down at a\n"
        "time. A player who passes may keep his face-down card hidden until the end\n"
        "of the battle. Announced strength counts face-up cards only. When the battle\n"
        "ends every card is turned up before strength is compared (a Winter or Spring\n"
        "in play then applies to them too). A Scarecrow cannot take back a face-down\n"
        "mercenary; a Bishop ignores face-down mercenaries, both for \"the highest\"\n"
        "and for the discard. RULING: that includes the player's own card that was\n"
        "face down when he played the Bishop or Scarecrow: it is turned up once the\n"
        "card's effect is done (otherwise turning it up \"first\" would leave the\n"
        "Scarecrow rule nothing to forbid). The other players (and the bots) see\n"
        "only that a face-down card is there, never what it is.",
    .source = "Italian 3rd-edition rulebook optional rule E; Polish, Portuguese; "
              "doc/rule-modules.md",
    .options = NULL,
    .noptions = 0,
    .refuses = NULL,
    .warns = NULL,
    .hooks_used = HOOK_BEFORE_PLAY | HOOK_AFTER_PLAY | HOOK_FACE_DOWN | HOOK_BEFORE_STRENGTH,
    .hooks = &hooks,
};
