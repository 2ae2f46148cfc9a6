# tests/game.mk — tests of the standard game engine (scenarios, conformance).
# Scenario files live in tests/scenarios/ (format: doc/scenario.md); the
# tests find them through SCENARIO_DIR.
GAME_SCENARIOS = \
	tests/scenarios/battle-cap.scenario \
	tests/scenarios/bishop.scenario \
	tests/scenarios/play-position.scenario \
	tests/scenarios/solo-position.scenario \
	tests/scenarios/simulate-battle.scenario \
	tests/scenarios/simulate-last-region.scenario \
	tests/scenarios/courtesan-in-tie.scenario \
	tests/scenarios/courtesan-majority.scenario \
	tests/scenarios/courtesan-tie.scenario \
	tests/scenarios/drummer-spring-example.scenario \
	tests/scenarios/final-battle-tie.scenario \
	tests/scenarios/final-battle.scenario \
	tests/scenarios/hand-discard.scenario \
	tests/scenarios/last-card.scenario \
	tests/scenarios/most-regions-pope.scenario \
	tests/scenarios/most-regions.scenario \
	tests/scenarios/round-end.scenario \
	tests/scenarios/scarecrow.scenario \
	tests/scenarios/seasons.scenario \
	tests/scenarios/small-table-four-adjacent.scenario \
	tests/scenarios/small-table-three-adjacent.scenario \
	tests/scenarios/spring-example.scenario \
	tests/scenarios/surrender.scenario \
	tests/scenarios/tie.scenario \
	tests/scenarios/two-players-total.scenario \
	tests/scenarios/win-adjacent.scenario \
	tests/scenarios/win-total.scenario \
	tests/scenarios/winter-drummer-examples.scenario

EXTRA_DIST += $(GAME_SCENARIOS) tests/test_game_util.h

if HAVE_CMOCKA
GAME_TESTS = \
	tests/test_game_action \
	tests/test_game_cards \
	tests/test_game_battle \
	tests/test_game_win \
	tests/test_game_scenario \
	tests/test_game_events \
	tests/test_game_conformance

check_PROGRAMS += $(GAME_TESTS)
TESTS += $(GAME_TESTS)

GAME_TEST_CFLAGS = $(TEST_CFLAGS) -DSCENARIO_DIR='"$(abs_top_srcdir)/tests/scenarios"'
GAME_TEST_UTIL = tests/test_game_util.c tests/test_game_util.h

tests_test_game_action_SOURCES = tests/test_game_action.c $(GAME_TEST_UTIL)
tests_test_game_action_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_game_action_LDADD = $(TEST_LDADD)
tests_test_game_cards_SOURCES = tests/test_game_cards.c $(GAME_TEST_UTIL)
tests_test_game_cards_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_game_cards_LDADD = $(TEST_LDADD)
tests_test_game_battle_SOURCES = tests/test_game_battle.c $(GAME_TEST_UTIL)
tests_test_game_battle_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_game_battle_LDADD = $(TEST_LDADD)
tests_test_game_win_SOURCES = tests/test_game_win.c $(GAME_TEST_UTIL)
tests_test_game_win_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_game_win_LDADD = $(TEST_LDADD)
tests_test_game_conformance_SOURCES = tests/test_game_conformance.c $(GAME_TEST_UTIL) \
	tests/test_conformance_checks.c tests/test_conformance_checks.h
tests_test_game_conformance_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_game_conformance_LDADD = $(TEST_LDADD)
tests_test_game_scenario_SOURCES = tests/test_game_scenario.c $(GAME_TEST_UTIL)
tests_test_game_scenario_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_game_scenario_LDADD = $(TEST_LDADD)
tests_test_game_events_SOURCES = tests/test_game_events.c $(GAME_TEST_UTIL)
tests_test_game_events_CFLAGS = $(GAME_TEST_CFLAGS)
tests_test_game_events_LDADD = $(TEST_LDADD)
endif
