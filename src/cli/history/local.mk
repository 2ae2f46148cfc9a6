# src/cli/history/ — `history`: the list of recorded games.
condottiere_SOURCES += \
	src/cli/history/history_render.c \
	src/cli/history/history_render.h
