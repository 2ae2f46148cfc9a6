# src/cli/prompt/ — the prompt: line input (readline or plain lines), the session it runs in and its one screen (screen.h: the operations the solitaire and the table implement), the between-games commands.
condottiere_SOURCES += \
	src/cli/prompt/hint_print.c \
	src/cli/prompt/hint_print.h \
	src/cli/prompt/line_input.c \
	src/cli/prompt/line_input.h \
	src/cli/prompt/prompt.c \
	src/cli/prompt/prompt.h \
	src/cli/prompt/prompt_cards.c \
	src/cli/prompt/prompt_commands.c \
	src/cli/prompt/prompt_rules.c \
	src/cli/prompt/prompt_terms.c \
	src/cli/prompt/prompt_words.c \
	src/cli/prompt/screen.h \
	src/cli/prompt/session.c \
	src/cli/prompt/session.h
