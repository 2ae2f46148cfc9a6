/* capture_regions.c — the `capture-regions` module, optional rule D
 * [R-OPT-CAPTURE]: the token may go on a region another player controls
 * (never the Pope's, never your own: RULING). That player defends it:
 * until he plays his first card his passes are soft (he stays in the
 * battle and may still play, even after everyone else has passed); the
 * battle ends when all the others have passed and he passes. A winner
 * replaces his marker; a tie leaves the region to him and gives him the
 * token (RULING: a unique Courtesan majority still takes it, unless
 * tie-token=defender). The Bishop's Pope may go on any region. */
#include "rules/modules.h"

enum { OPT_TIE_TOKEN, OPT_GAME_END };
enum { TIE_COURTESANS_FIRST, TIE_DEFENDER };
enum { GAME_END_NO_TARGET, GAME_END_ALL_CONQUERED };

static region_set target_regions(const struct game *g, const struct state *s, region_set set)
{
    /* game-end=all-conquered: no free region left (every one controlled
     * or the Pope's) ends the game, as in the standard game */
    if (!set && game_option(g, RULE_CAPTURE_REGIONS, OPT_GAME_END) == GAME_END_ALL_CONQUERED)
        return 0;
    region_set others = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        if (seat != s->token)
            others |= s->owned[seat];
    if (s->pope != SEAT_NONE)
        others &= ~((region_set)1u << s->pope);
    return set | others;
}

static region_set pope_regions(const struct game *g, const struct state *s, region_set set)
{
    (void)g;
    (void)s;
    (void)set;
    return REGION_ALL; /* controlled or not */
}

static void on_battle_start(const struct game *g, struct state *s, struct event_log *log)
{
    (void)g;
    (void)log;
    if (!s->final_battle && s->contested != SEAT_NONE)
        s->defender = s->owner[s->contested];
}

/* The defender's pass before his first card, while someone else is still
 * in the battle: he stays in. */
static bool on_pass(const struct game *g, struct state *s, int seat, struct event_log *log)
{
    if (seat != s->defender || (s->played & (1u << seat)))
        return false;
    unsigned others = (unsigned)s->participants & ~(unsigned)s->passed & ~(1u << seat);
    if (!others)
        return false; /* everyone else has passed: this pass ends it */
    battle_mark_passed(s, seat, 2, log);
    battle_next_turn(g, s, log);
    return true;
}

static void on_battle_end(const struct game *g, const struct state *s, struct battle_outcome *o)
{
    if (s->defender == SEAT_NONE || o->winner >= 0 || o->reason == BATTLE_BY_BISHOP)
        return;
    /* A tie: the defender keeps the region and takes the token. */
    o->token = s->defender;
    o->token_reason = TOKEN_DEFENDER;
    if (game_option(g, RULE_CAPTURE_REGIONS, OPT_TIE_TOKEN) == TIE_DEFENDER)
        o->courtesans = false;
}

static const struct rule_hooks hooks = {
    .target_regions = target_regions,
    .pope_regions = pope_regions,
    .on_battle_start = on_battle_start,
    .on_pass = on_pass,
    .on_battle_end = on_battle_end,
};

static const char *const tie_token[] = {"courtesans-first", "defender", NULL};
static const char *const game_ends[] = {"no-target", "all-conquered", NULL};

static const struct rule_option options[] = {
    {"tie-token", N_("on a tie the defender takes the token unless a unique Courtesan majority "
                  "takes it (courtesans-first), or always (defender)"),
     RULE_OPTION_CHOICE, TIE_COURTESANS_FIRST, 0, 1, tie_token},
    {"game-end", N_("when the game ends for want of regions: no-target = when the token "
                 "holder can attack no region (controlled ones stay available), "
                 "all-conquered = when every region is controlled (or the Pope's)"),
     RULE_OPTION_CHOICE, GAME_END_NO_TARGET, 0, 1, game_ends},
};

const struct rule_module rule_capture_regions = {
    .name = "capture-regions",
    .rule_id = "R-OPT-CAPTURE",
    .summary = N_("Battles for regions other players control"),
    .description =
        N_("Optional rule D. The token may be placed on a region controlled by another\n"
        "player, who becomes its defender (never on the Pope's region; RULING: never\n"
        "on a region of your own). Until the defender plays his first card, his\n"
        "passes do not take him out of the battle: he may pass and still play later,\n"
        "even after all the others have passed. Once he has played a card, passing\n"
        "works as usual. The battle ends when all the other players have passed and\n"
        "the defender passes (or at a Surrender). The strongest line takes the region\n"
        "and replaces the defender's marker. On a tie the defender keeps the region\n"
        "and takes the token. RULING: a unique Courtesan majority still takes the\n"
        "token (option tie-token=defender: the defender takes it anyway). The\n"
        "Bishop's player may place the Pope on any region, controlled or not, or off\n"
        "the board. The end of the game (option game-end): by default (no-target)\n"
        "when the token holder can choose no region at all (or at the battle cap);\n"
        "with all-conquered when every region is controlled or the Pope's, as in the\n"
        "standard game: the most regions wins."),
    .source = N_("Italian 3rd-edition rulebook optional rule D; Polish, Portuguese; "
              "doc/rule-modules.md"),
    .options = options,
    .noptions = 2,
    .refuses = NULL,
    .warns = NULL, /* points-game warns about the pair */
    .hooks_used = HOOK_TARGET_REGIONS | HOOK_POPE_REGIONS | HOOK_ON_BATTLE_START | HOOK_ON_PASS |
                  HOOK_ON_BATTLE_END,
    .hooks = &hooks,
};
