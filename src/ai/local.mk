# src/ai/local.mk — the solitaire bot (with its duel's and draws' odds): a
# static library linked above the engine; it sees only the player's view.
# The standard game's bots and the advisor are in standard.mk.
noinst_LIBRARIES += libcondottiere_ai.a
CONDOTTIERE_LIBS += libcondottiere_ai.a
libcondottiere_ai_a_SOURCES = \
	src/ai/solo_bot.c src/ai/solo_bot.h \
	src/ai/solo_bot_duel.c src/ai/solo_bot_duel.h \
	src/ai/solo_bot_draws.c src/ai/solo_bot_draws.h
