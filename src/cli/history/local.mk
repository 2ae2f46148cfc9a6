# src/cli/history/ — `history`: the list of recorded games, as a table (narrow terminals: a block per game), JSON or CSV.
condottiere_SOURCES += \
	src/cli/history/history_formats.c \
	src/cli/history/history_render.c \
	src/cli/history/history_render.h
