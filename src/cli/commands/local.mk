# src/cli/commands/ — the subcommands of `condottiere` (one file each) and the dispatch between them; may include any cli folder.
condottiere_SOURCES += \
	src/cli/commands/cmd_check.c \
	src/cli/commands/cmd_history.c \
	src/cli/commands/cmd_prompt.c \
	src/cli/commands/cmd_resume.c \
	src/cli/commands/cmd_rules.c \
	src/cli/commands/cmd_simulate.c \
	src/cli/commands/cmd_stats.c \
	src/cli/commands/cmd_strength.c \
	src/cli/commands/subcommands.c \
	src/cli/commands/subcommands.h \
	src/cli/commands/variant_file.c \
	src/cli/commands/variant_file.h
