# src/cli/commands/ — the subcommands of `condottiere` (one file each: its table entry, in the shape of tmux's cmd_entry, and its handler), the table and the dispatch (subcommands.c), options by getopt_long from the table (cmd_args.c); may include any cli folder.
condottiere_SOURCES += \
	src/cli/commands/cmd_args.c \
	src/cli/commands/cmd_args.h \
	src/cli/commands/cmd_check.c \
	src/cli/commands/cmd_export.c \
	src/cli/commands/cmd_help.c \
	src/cli/commands/cmd_history.c \
	src/cli/commands/cmd_import.c \
	src/cli/commands/cmd_play.c \
	src/cli/commands/cmd_prompt.c \
	src/cli/commands/cmd_resume.c \
	src/cli/commands/cmd_review.c \
	src/cli/commands/cmd_rules.c \
	src/cli/commands/cmd_simulate.c \
	src/cli/commands/cmd_solo.c \
	src/cli/commands/cmd_stats.c \
	src/cli/commands/cmd_strength.c \
	src/cli/commands/daily.c \
	src/cli/commands/daily.h \
	src/cli/commands/cmd_variants.c \
	src/cli/commands/scenario_file.c \
	src/cli/commands/scenario_file.h \
	src/cli/commands/search_options.c \
	src/cli/commands/search_options.h \
	src/cli/commands/subcommands.c \
	src/cli/commands/subcommands.h \
	src/cli/commands/variant_file.c \
	src/cli/commands/variant_file.h
