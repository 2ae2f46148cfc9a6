# src/cli/term/ — terminal output: styles (colour) and what the terminal can show.
condottiere_SOURCES += \
	src/cli/term/term_style.c \
	src/cli/term/term_style.h
