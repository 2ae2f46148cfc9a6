# src/cli/table/ — the standard game's screens, map and prompt commands (points campaigns included), its struct screen_ops (table_ops.c) and the rebuilding of a stored game (table_restore.c).
condottiere_SOURCES += \
	src/cli/table/table_campaign.c \
	src/cli/table/table_commands.c \
	src/cli/table/table_map.c \
	src/cli/table/table_moves.c \
	src/cli/table/table_moves.h \
	src/cli/table/table_ops.c \
	src/cli/table/table_render.c \
	src/cli/table/table_restore.c \
	src/cli/table/table_scenario.c \
	src/cli/table/table_levels.c \
	src/cli/table/table_levels.h \
	src/cli/table/table_screen.c \
	src/cli/table/table_screen.h \
	src/cli/table/table_seen.c \
	src/cli/table/table_setup.c
