# tests/rules.mk — tests of the rule modules (src/rules/): the registry,
# specs and canonical strings, every module from scenario files, and the
# conformance of every combination of the optional rules and the 1st edition.
# Scenario files live in tests/scenarios/ (format: doc/scenario.md).
RULES_SCENARIOS = \
	tests/scenarios/first-bishop-truce.scenario \
	tests/scenarios/first-decline.scenario \
	tests/scenarios/first-final-battle.scenario \
	tests/scenarios/first-round-deal.scenario \
	tests/scenarios/opt-capture-choose.scenario \
	tests/scenarios/opt-capture-courtesans.scenario \
	tests/scenarios/opt-capture-defender.scenario \
	tests/scenarios/opt-draw-after-battle.scenario \
	tests/scenarios/opt-draw-exhausted.scenario \
	tests/scenarios/opt-hidden-bishop.scenario \
	tests/scenarios/opt-hidden-play.scenario \
	tests/scenarios/opt-hidden-scarecrow.scenario \
	tests/scenarios/opt-hidden-spring.scenario \
	tests/scenarios/opt-hidden-winter-pass.scenario \
	tests/scenarios/opt-points-adjacency.scenario \
	tests/scenarios/opt-points-adjacency-seat1.scenario \
	tests/scenarios/reading-round-deal-up-to-10.scenario \
	tests/scenarios/reading-round-deal-ten-more.scenario \
	tests/scenarios/reading-pope-contested-allowed.scenario \
	tests/scenarios/reading-pope-contested-forbidden.scenario \
	tests/scenarios/reading-pope-contested-truce.scenario \
	tests/scenarios/reading-points-target-reach.scenario \
	tests/scenarios/reading-points-target-exceed.scenario \
	tests/scenarios/reading-hidden-pass-reveal-choice.scenario \
	tests/scenarios/reading-hidden-pass-reveal-never.scenario \
	tests/scenarios/reading-hidden-flip-any-card.scenario \
	tests/scenarios/reading-hidden-flip-line-card.scenario \
	tests/scenarios/reading-hidden-flip-timing-before.scenario \
	tests/scenarios/reading-hidden-flip-timing-after.scenario \
	tests/scenarios/reading-bishop-highest-printed.scenario \
	tests/scenarios/reading-bishop-highest-effective.scenario \
	tests/scenarios/reading-bishop-winter-printed.scenario \
	tests/scenarios/reading-bishop-winter-all.scenario \
	tests/scenarios/reading-capture-game-end-no-target.scenario \
	tests/scenarios/reading-capture-game-end-all-conquered.scenario \
	tests/scenarios/reading-spring-highest-printed.scenario \
	tests/scenarios/reading-spring-highest-effective.scenario \
	tests/scenarios/reading-draw-choice-automatic.scenario \
	tests/scenarios/reading-draw-choice-optional.scenario \
	tests/scenarios/reading-hand-sizes-public.scenario \
	tests/scenarios/reading-hand-sizes-private.scenario \
	tests/scenarios/reading-hand-sizes-private-ten-more.scenario

EXTRA_DIST += $(RULES_SCENARIOS)

if HAVE_CMOCKA
RULES_TESTS = \
	tests/test_rules_hidden \
	tests/test_rules_capture \
	tests/test_rules_draw \
	tests/test_rules_points \
	tests/test_rules_first \
	tests/test_rules_spec \
	tests/test_rules_readings \
	tests/test_rules_hand_sizes \
	tests/test_rules_conformance_1 \
	tests/test_rules_conformance_2

check_PROGRAMS += $(RULES_TESTS)
TESTS += $(RULES_TESTS)

RULES_TEST_UTIL = tests/test_game_util.c tests/test_game_util.h

tests_test_rules_hidden_SOURCES = tests/test_rules_hidden.c $(RULES_TEST_UTIL)
tests_test_rules_hidden_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_rules_hidden_LDADD = $(TEST_LDADD)
tests_test_rules_capture_SOURCES = tests/test_rules_capture.c $(RULES_TEST_UTIL)
tests_test_rules_capture_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_rules_capture_LDADD = $(TEST_LDADD)
tests_test_rules_draw_SOURCES = tests/test_rules_draw.c $(RULES_TEST_UTIL)
tests_test_rules_draw_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_rules_draw_LDADD = $(TEST_LDADD)
tests_test_rules_points_SOURCES = tests/test_rules_points.c $(RULES_TEST_UTIL)
tests_test_rules_points_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_rules_points_LDADD = $(TEST_LDADD)
tests_test_rules_first_SOURCES = tests/test_rules_first.c $(RULES_TEST_UTIL)
tests_test_rules_first_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_rules_first_LDADD = $(TEST_LDADD)
tests_test_rules_readings_SOURCES = tests/test_rules_readings.c $(RULES_TEST_UTIL)
tests_test_rules_readings_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_rules_readings_LDADD = $(TEST_LDADD)
tests_test_rules_hand_sizes_SOURCES = tests/test_rules_hand_sizes.c $(RULES_TEST_UTIL)
tests_test_rules_hand_sizes_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_rules_hand_sizes_LDADD = libcondottiere_bots.a $(TEST_LDADD)
tests_test_rules_spec_SOURCES = tests/test_rules_spec.c
tests_test_rules_spec_CFLAGS = $(TEST_CFLAGS)
tests_test_rules_spec_LDADD = $(TEST_LDADD)
# CONDOTTIERE_RULES_GAMES sets the games per ruleset (default 1000): lower
# it for slow builds (sanitizers).
tests_test_rules_conformance_1_SOURCES = tests/test_rules_conformance.c $(RULES_TEST_UTIL) \
	tests/test_conformance_checks.c tests/test_conformance_checks.h
tests_test_rules_conformance_1_CFLAGS = $(GAME_TEST_CFLAGS) -DCONFORMANCE_PART=1
tests_test_rules_conformance_1_LDADD = $(TEST_LDADD)
tests_test_rules_conformance_2_SOURCES = tests/test_rules_conformance.c $(RULES_TEST_UTIL) \
	tests/test_conformance_checks.c tests/test_conformance_checks.h
tests_test_rules_conformance_2_CFLAGS = $(GAME_TEST_CFLAGS) -DCONFORMANCE_PART=2
tests_test_rules_conformance_2_LDADD = $(TEST_LDADD)
endif
