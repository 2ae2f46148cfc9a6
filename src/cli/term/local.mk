# src/cli/term/ — terminal output: styles (colour, block characters), the colour decision (--color, NO_COLOR), the output's width, word wrapping, tables that fit it and the screens' stdout wrapped to it, stored text made safe to show (term_safe).
condottiere_SOURCES += \
	src/cli/term/term_color.c \
	src/cli/term/term_color.h \
	src/cli/term/term_safe.c \
	src/cli/term/term_safe.h \
	src/cli/term/term_style.c \
	src/cli/term/term_style.h \
	src/cli/term/term_table.c \
	src/cli/term/term_table.h \
	src/cli/term/term_width.c \
	src/cli/term/term_wrapout.c \
	src/cli/term/term_wrapout.h \
	src/cli/term/term_width.h \
	src/cli/term/term_thinking.c src/cli/term/term_thinking.h
