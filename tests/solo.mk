# tests/solo.mk — tests of the solitaire adaptation (src/solo) and its bots
# (src/ai/solo_bot.c). Each test names the rule it checks (r_solo_...).
# SOLO_CONFORMANCE_GAMES and SOLO_WINRATE_GAMES lower the number of games
# (default 10000) for slow builds such as the sanitizer one.
if HAVE_CMOCKA
SOLO_TESTS = \
	tests/test_solo_setup \
	tests/test_solo_battle \
	tests/test_solo_duel \
	tests/test_solo_end \
	tests/test_solo_refusal \
	tests/test_solo_conformance \
	tests/test_solo_bot \
	tests/test_solo_readings

check_PROGRAMS += $(SOLO_TESTS)
TESTS += $(SOLO_TESTS)

SOLO_TEST_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
SOLO_TEST_LDADD = libcondottiere_ai.a $(CONDOTTIERE_BASE) $(CMOCKA_LIBS)
SOLO_TEST_UTIL = tests/test_solo_util.c tests/test_solo_util.h

tests_test_solo_setup_SOURCES = tests/test_solo_setup.c $(SOLO_TEST_UTIL)
tests_test_solo_setup_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_setup_LDADD = $(SOLO_TEST_LDADD)
tests_test_solo_battle_SOURCES = tests/test_solo_battle.c $(SOLO_TEST_UTIL)
tests_test_solo_battle_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_battle_LDADD = $(SOLO_TEST_LDADD)
tests_test_solo_duel_SOURCES = tests/test_solo_duel.c $(SOLO_TEST_UTIL)
tests_test_solo_duel_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_duel_LDADD = $(SOLO_TEST_LDADD)
tests_test_solo_end_SOURCES = tests/test_solo_end.c $(SOLO_TEST_UTIL)
tests_test_solo_end_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_end_LDADD = $(SOLO_TEST_LDADD)
tests_test_solo_refusal_SOURCES = tests/test_solo_refusal.c $(SOLO_TEST_UTIL)
tests_test_solo_refusal_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_refusal_LDADD = $(SOLO_TEST_LDADD)
tests_test_solo_conformance_SOURCES = tests/test_solo_conformance.c $(SOLO_TEST_UTIL)
tests_test_solo_conformance_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_conformance_LDADD = $(SOLO_TEST_LDADD)
tests_test_solo_readings_SOURCES = tests/test_solo_readings.c $(SOLO_TEST_UTIL)
tests_test_solo_readings_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_readings_LDADD = $(SOLO_TEST_LDADD)
tests_test_solo_bot_SOURCES = tests/test_solo_bot.c $(SOLO_TEST_UTIL)
tests_test_solo_bot_CFLAGS = $(SOLO_TEST_CFLAGS)
tests_test_solo_bot_LDADD = $(SOLO_TEST_LDADD)
endif

# the solitaire's question lines name exactly the commands accepted at each
# pause (links the program's own sources: libcondottiere_cli.a, tests/local.mk)
check_PROGRAMS += tests/test_solo_questions
TESTS += tests/test_solo_questions
tests_test_solo_questions_SOURCES = tests/test_solo_questions.c
tests_test_solo_questions_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
tests_test_solo_questions_LDADD = libcondottiere_cli.a $(condottiere_LDADD)
# the question lines at the pauses, in a scenario's battle and in the
# five languages
TESTS += tests/solo-questions.sh
EXTRA_DIST += tests/solo-questions.sh
