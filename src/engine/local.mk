# src/engine/local.mk — the pure rules engine, the lowest layer: a library
# (libcondottiere_engine.a, last in CONDOTTIERE_BASE) linked by the program,
# the tests and the benchmarks. No printing, no exit, no I/O in here; it
# knows no rule module and includes no other folder of src/ (tests/layers.sh).
noinst_LIBRARIES += libcondottiere_engine.a
libcondottiere_engine_a_SOURCES = \
	src/engine/card.c src/engine/card.h \
	src/engine/message.c src/engine/message.h \
	src/engine/rng.c src/engine/rng.h \
	src/engine/map.c src/engine/map.h \
	src/engine/strength.c src/engine/strength.h \
	src/engine/variant.c src/engine/variant.h \
	src/engine/ruleset.c src/engine/ruleset.h \
	src/engine/action.c src/engine/action.h \
	src/engine/event.c src/engine/event.h \
	src/engine/game.c src/engine/game.h src/engine/game_rules.h \
	src/engine/apply.c src/engine/playout.c src/engine/playout.h src/engine/kind_bits.h src/engine/kind_counts.h src/engine/describe.c \
	src/engine/deal.c src/engine/line.c src/engine/battle.c \
	src/engine/conclude.c src/engine/round.c src/engine/victory.c \
	src/engine/observation.c src/engine/observation.h \
	src/engine/action_seen.c src/engine/action_seen.h \
	src/engine/determinize.c src/engine/determinize.h \
	src/engine/campaign.c src/engine/campaign.h
nodist_libcondottiere_engine_a_SOURCES = src/engine/variants_embedded.c
