# src/solo/local.mk — the solitaire adaptation (doc/rules-solitaire.md), pure
# like the engine: a library of its own (libcondottiere_solo.a) above the
# engine, beside the rules; it includes only src/engine.
noinst_LIBRARIES += libcondottiere_solo.a
libcondottiere_solo_a_SOURCES = \
	src/solo/solo.h src/solo/solo_internal.h \
	src/solo/solo_pile.c \
	src/solo/solo_options.c \
	src/solo/solo_levels.c src/solo/solo_levels.h \
	src/solo/solo_setup.c \
	src/solo/solo_scenario.c \
	src/solo/solo_battle.c \
	src/solo/solo_duel.c \
	src/solo/solo_action.c \
	src/solo/solo_apply.c \
	src/solo/solo_event.c \
	src/solo/solo_view.c \
	src/solo/solo_determinize.c
