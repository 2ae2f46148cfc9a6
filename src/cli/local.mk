# src/cli/local.mk — the `condottiere` program: subcommands, the prompt and
# the screens, in one folder per screen (each folder's local.mk says what it
# holds). main.c only hands the command line to commands/.
bin_PROGRAMS += condottiere
condottiere_SOURCES = src/cli/main.c
include src/cli/commands/local.mk
include src/cli/prompt/local.mk
include src/cli/record/local.mk
include src/cli/review/local.mk
include src/cli/solo/local.mk
include src/cli/table/local.mk
include src/cli/sim/local.mk
include src/cli/stats/local.mk
include src/cli/history/local.mk
include src/cli/term/local.mk
condottiere_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
condottiere_LDADD = $(CONDOTTIERE_LIBS) $(CONDOTTIERE_BASE) $(READLINE_LIBS) $(SQLITE3_LIBS) $(LIBINTL)
