/* cmd_play.c — the `play` subcommand's entry: a standard game against
 * bots at the prompt. Its options are read by table/table_setup.c (also at
 * the prompt). */
#include "cli/commands/subcommands.h"
#include "i18n.h"

static const struct cmd_option options[] = {
    [PLAY_OPT_PLAYERS] = { "players", 0, "N", N_("seats at the table, 2 to 6: you and 1 to 5 bots (default 4)"),
      VALUES_WORDS, "2 3 4 5 6" },
    [PLAY_OPT_SEED] = { "seed", 0, "N", N_("the deal: a whole number from 0 to 2^64-1 (default: a fresh one)"),
      VALUES_NONE, NULL },
    [PLAY_OPT_BOTS] = { "bots", 0, "LEVEL[,LEVEL...]", N_("the bots' level (default heuristic), or one per bot from seat 2 on: hard,easy,normal"), VALUES_BOTS, NULL },
    [PLAY_OPT_VARIANT] = { "variant", 0, "NAME|PATH",
      N_("a variant by name (condottiere variants lists them), or a variant file of your own"),
      VALUES_VARIANTS, NULL },
    [PLAY_OPT_RULES] = { "rules", 0, "SPEC",
      N_("rule modules on top of the variant: +MODULE, -MODULE, MODULE.OPTION=VALUE, "
      "comma-separated (condottiere rules lists them); may be given more than once"),
      VALUES_RULES, NULL },
    [PLAY_OPT_EVENTS] = { "events", 0, NULL, N_("also print each event as a key=value line, for scripts"), VALUES_NONE,
      NULL },
    [PLAY_OPT_SCENARIO] = { "scenario", 0, "FILE",
      N_("start from a scenario file's position (doc/scenario.md): the file sets the players "
         "and the rules; --seed replaces its seed"),
      VALUES_FILES, NULL },
    [PLAY_OPT_SEAT] = { "seat", 0, "N",
      N_("with --scenario: your seat, as the file numbers them from 0 (default 0); the bots "
         "of --bots take the other seats in order"),
      VALUES_NONE, NULL },
    [PLAY_OPT_THREADS] = { "threads", 0, "N",
      N_("threads of the search bot's decisions and of hint (default: the machine's "
         "cores, at most 8); the same seed plays the same game on the same number"),
      VALUES_NONE, NULL },
    [PLAY_OPT_FROM] = { "from", 0, "GAME:N",
      N_("practise from a position of a stored game: before your decision N of game GAME "
         "(doc/practice.md); the game sets the players and the rules"),
      VALUES_NONE, NULL },
    [PLAY_OPT_REDEAL] = { "redeal", 0, NULL,
      N_("with --from: the cards you could not see dealt again from what you could see "
         "(--seed chooses the deal)"),
      VALUES_NONE, NULL },
    [PLAY_OPT_DAILY] = { "daily", 0, NULL,
      N_("the deal of the day: the same cards for everyone on this UTC date with these "
         "players, bots and rules; your first try counts, later tries are practice"),
      VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand play_subcommand = {
    "play", NULL, "", N_("a standard game at the prompt: you against 1 to 5 bots"),
    N_("Starts a standard game at the prompt, you against bots, on the map of Italy. The game "
    "is saved after every move (resume continues it). Type help at the prompt for its "
    "commands. With --scenario the game starts from a position written in a file, and is "
    "saved with it; history marks it, and stats leaves it out unless --include-scenarios. "
    "With --from the game is a practice from a position of a stored game (as try at the "
    "prompt)."),
    options, VALUES_NONE, cmd_play,
};
