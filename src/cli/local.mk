# src/cli/local.mk — the `condottiere` program: subcommands and the prompt.
bin_PROGRAMS += condottiere
condottiere_SOURCES = \
	src/cli/main.c \
	src/cli/subcommands.c src/cli/subcommands.h \
	src/cli/cmd_strength.c
condottiere_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
condottiere_LDADD = $(CONDOTTIERE_LIBS) libcondottiere.a $(READLINE_LIBS) $(SQLITE3_LIBS)
