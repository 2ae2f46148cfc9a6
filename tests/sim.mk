# tests/sim.mk — tests of `simulate`: the driver (seeds, shards, threads,
# merging, the counters), the sweep's statistics, the shards of several
# files put together, the store's simulation tables, and the command
# line (tests/simulate-cli.sh), and the fast strength sums against the card values;
# the speed safety net: recorded games that must replay identically
# (tests/replay/games.txt) and a fixed simulate workload's checksum
# (tests/simulate-checksum.sh). CONDOTTIERE_SIM_GAMES lowers the number of
# games (the sanitizer build). The benchmarks (bench/) are not tests.
TESTS += tests/simulate-cli.sh tests/simulate-campaigns.sh tests/simulate-scenario.sh tests/simulate-sweep.sh tests/simulate-sweep-solitaire.sh tests/simulate-checksum.sh tests/simulate-checksum-heuristic.sh tests/simulate-jobs.sh tests/simulate-progress.sh
EXTRA_DIST += tests/simulate-cli.sh tests/simulate-campaigns.sh tests/simulate-scenario.sh tests/simulate-sweep.sh tests/simulate-sweep-solitaire.sh tests/simulate-checksum.sh tests/simulate-checksum-heuristic.sh tests/simulate-jobs.sh tests/simulate-progress.sh tests/replay/games.txt

if HAVE_CMOCKA
SIM_TESTS = \
	tests/test_sim_driver \
	tests/test_sim_threads \
	tests/test_sim_store \
	tests/test_sim_stats \
	tests/test_sim_merge \
	tests/test_strength_fast \
	tests/test_replay_fixture

check_PROGRAMS += $(SIM_TESTS)
TESTS += $(SIM_TESTS)

tests_test_sim_driver_SOURCES = tests/test_sim_driver.c
tests_test_sim_driver_CFLAGS = $(TEST_CFLAGS) $(SIM_PTHREAD)
tests_test_sim_driver_LDFLAGS = $(SIM_PTHREAD)
tests_test_sim_driver_LDADD = libcondottiere_sim.a libcondottiere_ai.a libcondottiere_bots.a \
	$(TEST_LDADD)

tests_test_sim_threads_SOURCES = tests/test_sim_threads.c
tests_test_sim_threads_CFLAGS = $(TEST_CFLAGS) $(SIM_PTHREAD)
tests_test_sim_threads_LDFLAGS = $(SIM_PTHREAD)
tests_test_sim_threads_LDADD = libcondottiere_sim.a libcondottiere_ai.a libcondottiere_bots.a \
	$(TEST_LDADD)

tests_test_sim_store_SOURCES = tests/test_sim_store.c $(STORE_TEST_FIXTURE)
tests_test_sim_store_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_sim_store_LDADD = $(STORE_TEST_LDADD)

tests_test_sim_stats_SOURCES = tests/test_sim_stats.c
tests_test_sim_stats_CFLAGS = $(TEST_CFLAGS)
tests_test_sim_stats_LDADD = libcondottiere_sim.a $(TEST_LDADD)

tests_test_sim_merge_SOURCES = tests/test_sim_merge.c
tests_test_sim_merge_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_sim_merge_LDADD = libcondottiere_sim.a libcondottiere_ai.a libcondottiere_bots.a \
	$(STORE_TEST_LDADD) $(TEST_LDADD)

tests_test_strength_fast_SOURCES = tests/test_strength_fast.c
tests_test_strength_fast_CFLAGS = $(TEST_CFLAGS)
tests_test_strength_fast_LDADD = $(TEST_LDADD)
tests_test_replay_fixture_SOURCES = tests/test_replay_fixture.c
tests_test_replay_fixture_CFLAGS = $(TEST_CFLAGS)
tests_test_replay_fixture_LDADD = libcondottiere_ai.a libcondottiere_bots.a $(TEST_LDADD)
endif
