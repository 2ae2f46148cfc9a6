# src/cli/solo/ — the solitaire's screens and prompt commands, its struct screen_ops (solo_ops.c) and the rebuilding of a stored game (solo_restore.c).
condottiere_SOURCES += \
	src/cli/solo/solo_commands.c \
	src/cli/solo/solo_levels_render.c \
	src/cli/solo/solo_ops.c \
	src/cli/solo/solo_question.c \
	src/cli/solo/solo_render.c \
	src/cli/solo/solo_restore.c \
	src/cli/solo/solo_screen.c \
	src/cli/solo/solo_screen.h \
	src/cli/solo/solo_seen.c \
	src/cli/solo/solo_setup.c \
	src/cli/solo/solo_summary.c
