# src/ai/standard.mk — the standard game's bots (random, heuristic, search)
# and the advisor behind `hint`: a library above the engine. They see only their
# seat's observation and the legal actions.
noinst_LIBRARIES += libcondottiere_bots.a
libcondottiere_bots_a_SOURCES = \
	src/ai/standard_bot.c src/ai/standard_bot.h \
	src/ai/random_bot.c src/ai/random_bot.h \
	src/ai/heuristic_bot.c src/ai/heuristic_bot.h src/ai/heuristic_internal.h \
	src/ai/heuristic_kinds.h \
	src/ai/heuristic_region.c \
	src/ai/heuristic_hand.c \
	src/ai/heuristic_battle.c \
	src/ai/heuristic_lines.c \
	src/ai/heuristic_hidden.c \
	src/ai/advisor.c src/ai/advisor.h \
	src/ai/search_bot.h src/ai/search_tree.c src/ai/search_tree.h \
	src/ai/search_threads.c src/ai/search_threads.h \
	src/ai/search_standard.c src/ai/search_solo.c \
	src/ai/hand_model.c src/ai/hand_model.h src/ai/hand_model_data.c \
	src/ai/hand_model_fit.c \
	src/ai/value_model.c src/ai/value_model.h src/ai/value_model_data.c \
	src/ai/value_model_fit.c \
	src/ai/advisor_search.c src/ai/advisor_search.h \
	src/ai/review.c src/ai/review.h \
	src/ai/review_json.c src/ai/review_json_read.c
# the search bot thinks on several threads (search_threads.c): every
# program that links this library links with -pthread (AM_LDFLAGS)
libcondottiere_bots_a_CFLAGS = $(AM_CFLAGS) -pthread
CONDOTTIERE_LIBS += libcondottiere_bots.a
# the search bot's solitaire side plays out with the solitaire bot (above)
CONDOTTIERE_LIBS += libcondottiere_ai.a
