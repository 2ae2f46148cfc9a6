# src/solo/local.mk — the solitaire adaptation (doc/rules-solitaire.md), part of
# the pure engine library.
libcondottiere_a_SOURCES += \
	src/solo/solo.h src/solo/solo_internal.h \
	src/solo/solo_pile.c \
	src/solo/solo_options.c \
	src/solo/solo_setup.c \
	src/solo/solo_scenario.c \
	src/solo/solo_battle.c \
	src/solo/solo_duel.c \
	src/solo/solo_action.c \
	src/solo/solo_apply.c \
	src/solo/solo_event.c \
	src/solo/solo_view.c \
	src/solo/solo_determinize.c
