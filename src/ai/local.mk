# src/ai/local.mk — bots and the advisor: they see only their seat's observation.
# One static library for every bot, linked above the engine.
noinst_LIBRARIES += libcondottiere_ai.a
CONDOTTIERE_LIBS += libcondottiere_ai.a
libcondottiere_ai_a_SOURCES = \
	src/ai/solo_bot.c src/ai/solo_bot.h
