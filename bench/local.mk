# bench/local.mk — the benchmark programs: figures printed, never asserted,
# and never part of `make check`; bench/toy.c is its bare playout loop, the
# speed anchor each rate is compared with; bench/solo_upper.c the solitaire's
# upper bound (the search given the true deck orders); bench/review_bench.c the
# time of `review` on a 4-player game of 60+ decisions; tools/train_hand_model
# makes the search's hand model (src/ai/hand_model.h), tools/train_value its learned
# evaluation (src/ai/value_model.h). EXTRA_PROGRAMS: built only by
#   make bench          (then run bench/bench, or bench/callgrind.sh)
# See doc/simulate.md, "Benchmarks".
EXTRA_PROGRAMS = bench/bench bench/search_bench bench/solo_upper bench/review_bench \
	tools/train_hand_model tools/train_value
bench_bench_SOURCES = bench/bench.c bench/toy.c bench/toy.h
bench_bench_CFLAGS = $(AM_CFLAGS) $(SIM_PTHREAD)
bench_bench_LDFLAGS = $(SIM_PTHREAD)
bench_bench_LDADD = libcondottiere_sim.a libcondottiere_ai.a libcondottiere_bots.a $(CONDOTTIERE_BASE)
bench_search_bench_SOURCES = bench/search_bench.c
bench_search_bench_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(CONDOTTIERE_BASE)
bench_solo_upper_SOURCES = bench/solo_upper.c
bench_solo_upper_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(CONDOTTIERE_BASE)
tools_train_hand_model_SOURCES = tools/train_hand_model.c
tools_train_hand_model_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(CONDOTTIERE_BASE)
tools_train_value_SOURCES = tools/train_value.c
tools_train_value_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(CONDOTTIERE_BASE)
bench_review_bench_SOURCES = bench/review_bench.c
bench_review_bench_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(CONDOTTIERE_BASE)
CLEANFILES += bench/bench$(EXEEXT) bench/search_bench$(EXEEXT) bench/solo_upper$(EXEEXT) \
	bench/review_bench$(EXEEXT) bench/callgrind.out tools/train_hand_model$(EXEEXT) \
	tools/train_value$(EXEEXT)
EXTRA_DIST += bench/callgrind.sh

.PHONY: bench
bench: bench/bench$(EXEEXT) bench/search_bench$(EXEEXT) bench/solo_upper$(EXEEXT) \
	bench/review_bench$(EXEEXT) tools/train_hand_model$(EXEEXT) tools/train_value$(EXEEXT)
