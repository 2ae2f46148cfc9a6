/* cmd_solo.c — the `solo` subcommand's entry: a solitaire game at the
 * prompt. Its options are read by solo/solo_setup.c (also at the prompt). */
#include "cli/commands/subcommands.h"
#include "i18n.h"

static const struct cmd_option options[] = {
    [SOLO_OPT_SEED] = { "seed", 0, "N", N_("the deal: a whole number from 0 to 2^64-1 (default: a fresh one)"),
      VALUES_NONE, NULL },
    [SOLO_OPT_RULES] = { "rules", 0, "KEY=VALUE,...",
      N_("solitaire options (condottiere rules solitaire lists them); may be given more than once"),
      VALUES_NONE, NULL },
    [SOLO_OPT_VARIANT] = { "variant", 0, "NAME|PATH",
      N_("a solitaire variant by name, or a variant file of your own (default: solitaire)"),
      VALUES_VARIANTS, NULL },
    [SOLO_OPT_EVENTS] = { "events", 0, NULL, N_("also print each event as a key=value line, for scripts"), VALUES_NONE,
      NULL },
    [SOLO_OPT_SCENARIO] = { "scenario", 0, "FILE",
      N_("start from the piles of a scenario file (doc/rules-solitaire.md, \"Scenarios\"); the "
         "seed shuffles what it does not place"),
      VALUES_FILES, NULL },
    [SOLO_OPT_THREADS] = { "threads", 0, "N",
      N_("threads of the search bot's decisions and of hint (default: the machine's "
         "cores, at most 8); the same seed plays the same game on the same number"),
      VALUES_NONE, NULL },
    [SOLO_OPT_FROM] = { "from", 0, "GAME:N",
      N_("practise from a position of a stored game: before your decision N of game GAME "
         "(doc/practice.md); the game sets the players and the rules"),
      VALUES_NONE, NULL },
    [SOLO_OPT_REDEAL] = { "redeal", 0, NULL,
      N_("with --from: the cards you could not see dealt again from what you could see "
         "(--seed chooses the deal)"),
      VALUES_NONE, NULL },
    [SOLO_OPT_LEVEL] = { "level", 0, "NAME|N",
      N_("a difficulty level by name or number (rules solitaire lists them; default: classic, "
         "the Spanish text's rules); --rules may change its options (a custom game)"),
      VALUES_NONE, NULL },
    [SOLO_OPT_DAILY] = { "daily", 0, NULL,
      N_("the deal of the day: the same cards for everyone on this UTC date at this level "
         "(each level has its own deal) and these options; your first try counts, later "
         "tries are practice"),
      VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand solo_subcommand = {
    "solo", NULL, "", N_("a solitaire game at the prompt (what condottiere alone starts)"),
    N_("Starts a solitaire game at the prompt: your mercenaries against the armies, one battle "
    "after another. The game is saved after every move (resume continues it). Type help at "
    "the prompt for its commands. condottiere with options but no command (condottiere "
    "--seed 7) is solo with those options. --level chooses how hard the game is: each level is a "
    "set of the solitaire's options whose win rate was measured (rules solitaire shows them); "
    "the start of the game names its level. With --scenario the game starts from a position "
    "written in a file, and is saved with it; history marks it, and stats leaves it out "
    "unless --include-scenarios. With --from the game is a practice from a position of a "
    "stored game (as try at the prompt)."),
    options, VALUES_NONE, cmd_solo,
};
