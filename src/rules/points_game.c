/* points_game.c — the `points-game` module, optional rule B
 * [R-OPT-POINTS]: a campaign of games to a target score. Each game scores
 * 1 point per region controlled, +5 to the player who won it by the
 * adjacency condition (or, with bonus-to=controls, to every player who
 * controls that many connected regions: the Italian reading). The
 * campaign itself is driven by engine/campaign.h. */
#include "rules/modules.h"

enum { OPT_TARGET, OPT_BONUS, OPT_BONUS_TO, OPT_TARGET_MODE };
enum { BONUS_WINS_BY, BONUS_CONTROLS };
enum { TARGET_REACH, TARGET_EXCEED };

/* The campaign's target for engine/campaign.h. */
static void adjust(struct game *g)
{
    g->campaign_target = game_option(g, RULE_POINTS_GAME, OPT_TARGET);
    g->campaign_exceed = game_option(g, RULE_POINTS_GAME, OPT_TARGET_MODE) == TARGET_EXCEED;
}

static void score(const struct game *g, const struct state *s, int *points)
{
    int bonus = game_option(g, RULE_POINTS_GAME, OPT_BONUS);
    int to = game_option(g, RULE_POINTS_GAME, OPT_BONUS_TO);
    for (int seat = 0; seat < s->nseats; seat++) {
        points[seat] = region_count(s->owned[seat]);
        bool earned = to == BONUS_CONTROLS
                          ? region_largest_connected(s->owned[seat]) >= g->win_adjacent
                          : s->phase == PHASE_OVER && s->reason == RESULT_ADJACENT &&
                                s->winners == (1u << seat);
        if (earned)
            points[seat] += bonus;
    }
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
    .score = score,
};

static const char *const bonus_to[] = {"wins-by", "controls", NULL};
static const char *const target_modes[] = {"reach", "exceed", NULL};

static const struct rule_option options[] = {
    {"target", N_("the score that ends the campaign (the rulebooks suggest 20 or 30)"),
     RULE_OPTION_NUMBER, 20, 1, 999, NULL},
    {"bonus", N_("points for the adjacency condition"), RULE_OPTION_NUMBER, 5, 0, 99, NULL},
    {"bonus-to", N_("who gets the bonus: the player who wins BY adjacency (wins-by), or every "
                 "player who CONTROLS that many connected regions (controls)"),
     RULE_OPTION_CHOICE, BONUS_WINS_BY, 0, 1, bonus_to},
    {"target-mode", N_("when the campaign ends: reach = a player reaches the target (or more), "
                    "exceed = a player goes beyond it"),
     RULE_OPTION_CHOICE, 0, 0, 1, target_modes},
};

static const struct rule_pairing warns[] = {
    {"capture-regions", N_("the Italian text advises against playing for points with "
                        "capturing regions: the games get too long")},
    {NULL, NULL},
};

const struct rule_module rule_points_game = {
    .name = "points-game",
    .rule_id = "R-OPT-POINTS",
    .summary = N_("A campaign of several games to a target score"),
    .description =
        N_("Optional rule B (also in the 1st edition). Several games are played to a\n"
        "target score fixed beforehand (20 by default). After each game every\n"
        "player scores 1 point per region (city) he controls, and the player who won\n"
        "the game by the adjacency condition scores 5 more. RULING: the English,\n"
        "French, Polish and Portuguese texts say \"wins by\", the Italian says\n"
        "\"controls\": the default is wins-by, and bonus-to=controls gives the bonus\n"
        "to every player controlling that many connected regions (points-game.bonus=\n"
        "wins-by or controls is accepted for it too). Games go on until one or more\n"
        "players reach the target (target-mode=reach: the French, Polish and\n"
        "Portuguese texts, \"reaches or exceeds\"; target-mode=exceed: the Italian\n"
        "text, \"exceed\"); the most points wins the campaign; a\n"
        "tie for the most points is settled by a final battle among the tied players\n"
        "as in the standard game (a tie there: a shared victory). RULING: in that\n"
        "final battle each tied player gets cards as in the game's own final battle,\n"
        "counting the regions he held at the end of the last game, and the last\n"
        "game's token holder (or the tied player nearest his left) plays first."),
    .source = N_("Italian 3rd-edition rulebook optional rule B; French 1st-edition rulebook "
              "'Partie aux points'; Polish, Portuguese; doc/rule-modules.md"),
    .options = options,
    .noptions = 4,
    .refuses = NULL,
    .warns = warns,
    .hooks_used = HOOK_ADJUST | HOOK_SCORE,
    .hooks = &hooks,
};
