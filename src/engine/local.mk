# src/engine/local.mk — the pure rules engine, a library linked by the program,
# the tests and the benchmarks. No printing, no exit, no I/O in here.
noinst_LIBRARIES += libcondottiere.a
libcondottiere_a_SOURCES = \
	src/engine/card.c src/engine/card.h \
	src/engine/rng.c src/engine/rng.h \
	src/engine/map.c src/engine/map.h \
	src/engine/strength.c src/engine/strength.h \
	src/engine/variant.c src/engine/variant.h
nodist_libcondottiere_a_SOURCES = src/engine/variants_embedded.c
