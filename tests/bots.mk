# tests/bots.mk — tests of the standard game's bots: legal actions in
# seeded games of 2 to 6 players, no hidden information, decisions in
# fixed positions (the rule modules' and the race to victory's too),
# the advisor's hints, the search bot on several threads and by time,
# the race to victory between four heuristic bots
# (printed), the heuristic bot's win rate
# against random bots (printed), and its shortcuts against the engine's
# own facts (card values, connected regions, unseen cards).
# CONDOTTIERE_BOT_GAMES lowers the number of games (the sanitizer build).
EXTRA_DIST += tests/test_bots_util.h tests/tsan.sh tests/search-threads.sh
# the search bot's threads and budgets of time from the command line
TESTS += tests/search-threads.sh

if HAVE_CMOCKA
BOT_TESTS = \
	tests/test_bots_legal \
	tests/test_bots_hidden \
	tests/test_bots_positions \
	tests/test_bots_modules \
	tests/test_bots_odds \
	tests/test_bots_runaway \
	tests/test_bots_winrate \
	tests/test_bots_tables \
	tests/test_determinize \
	tests/test_action_seen \
	tests/test_search \
	tests/test_search_threads \
	tests/test_hand_model \
	tests/test_value_model \
	tests/test_advisor_search \
	tests/test_review

check_PROGRAMS += $(BOT_TESTS)
TESTS += $(BOT_TESTS)

BOT_TEST_UTIL = tests/test_bots_util.c tests/test_bots_util.h
BOT_TEST_LDADD = libcondottiere_bots.a $(TEST_LDADD)

tests_test_bots_legal_SOURCES = tests/test_bots_legal.c $(BOT_TEST_UTIL)
tests_test_bots_legal_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_legal_LDADD = $(BOT_TEST_LDADD)
tests_test_bots_hidden_SOURCES = tests/test_bots_hidden.c $(BOT_TEST_UTIL)
tests_test_bots_hidden_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_hidden_LDADD = $(BOT_TEST_LDADD)
tests_test_bots_positions_SOURCES = tests/test_bots_positions.c $(BOT_TEST_UTIL)
tests_test_bots_positions_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_positions_LDADD = $(BOT_TEST_LDADD)
tests_test_bots_modules_SOURCES = tests/test_bots_modules.c $(BOT_TEST_UTIL)
tests_test_bots_modules_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_modules_LDADD = $(BOT_TEST_LDADD)
tests_test_bots_odds_SOURCES = tests/test_bots_odds.c $(BOT_TEST_UTIL)
tests_test_bots_odds_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_odds_LDADD = $(BOT_TEST_LDADD)
tests_test_bots_runaway_SOURCES = tests/test_bots_runaway.c $(BOT_TEST_UTIL)
tests_test_bots_runaway_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_runaway_LDADD = $(BOT_TEST_LDADD)
tests_test_bots_winrate_SOURCES = tests/test_bots_winrate.c $(BOT_TEST_UTIL)
tests_test_bots_winrate_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_winrate_LDADD = $(BOT_TEST_LDADD)
tests_test_bots_tables_SOURCES = tests/test_bots_tables.c $(BOT_TEST_UTIL)
tests_test_bots_tables_CFLAGS = $(TEST_CFLAGS)
tests_test_bots_tables_LDADD = $(BOT_TEST_LDADD)
tests_test_determinize_SOURCES = tests/test_determinize.c $(BOT_TEST_UTIL)
tests_test_determinize_CFLAGS = $(TEST_CFLAGS)
tests_test_determinize_LDADD = $(BOT_TEST_LDADD)
tests_test_action_seen_SOURCES = tests/test_action_seen.c $(BOT_TEST_UTIL)
tests_test_action_seen_CFLAGS = $(TEST_CFLAGS)
tests_test_action_seen_LDADD = $(BOT_TEST_LDADD)
tests_test_search_SOURCES = tests/test_search.c $(BOT_TEST_UTIL)
tests_test_search_CFLAGS = $(TEST_CFLAGS)
tests_test_search_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(TEST_LDADD)
tests_test_hand_model_SOURCES = tests/test_hand_model.c $(BOT_TEST_UTIL)
tests_test_hand_model_CFLAGS = $(TEST_CFLAGS)
tests_test_hand_model_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(TEST_LDADD)
tests_test_value_model_SOURCES = tests/test_value_model.c $(BOT_TEST_UTIL)
tests_test_value_model_CFLAGS = $(TEST_CFLAGS)
tests_test_value_model_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(TEST_LDADD)
tests_test_search_threads_SOURCES = tests/test_search_threads.c $(BOT_TEST_UTIL)
tests_test_search_threads_CFLAGS = $(TEST_CFLAGS)
tests_test_search_threads_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(TEST_LDADD)
tests_test_advisor_search_SOURCES = tests/test_advisor_search.c
tests_test_advisor_search_CFLAGS = $(TEST_CFLAGS)
tests_test_advisor_search_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(TEST_LDADD)
tests_test_review_SOURCES = tests/test_review.c
tests_test_review_CFLAGS = $(TEST_CFLAGS)
tests_test_review_LDADD = libcondottiere_bots.a libcondottiere_ai.a $(TEST_LDADD)
endif
