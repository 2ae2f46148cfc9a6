# tests/store.mk — tests of the SQLite store: opening and migrating, faults,
# the journal, history and statistics against known content.
if HAVE_CMOCKA
STORE_TESTS = \
	tests/test_store_open \
	tests/test_store_journal \
	tests/test_store_derived \
	tests/test_store_stats \
	tests/test_store_bishop \
	tests/test_store_scenario \
	tests/test_store_trends

check_PROGRAMS += $(STORE_TESTS)
TESTS += $(STORE_TESTS)

STORE_TEST_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS) $(CMOCKA_CFLAGS)
STORE_TEST_LDADD = libcondottiere_store.a $(CONDOTTIERE_BASE) $(SQLITE3_LIBS) $(CMOCKA_LIBS)
STORE_TEST_FIXTURE = tests/test_store_fixture.c tests/test_store_fixture.h tests/test_msg.h

tests_test_store_open_SOURCES = tests/test_store_open.c $(STORE_TEST_FIXTURE)
tests_test_store_open_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_store_open_LDADD = $(STORE_TEST_LDADD)
tests_test_store_journal_SOURCES = tests/test_store_journal.c $(STORE_TEST_FIXTURE)
tests_test_store_journal_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_store_journal_LDADD = $(STORE_TEST_LDADD)
tests_test_store_derived_SOURCES = tests/test_store_derived.c $(STORE_TEST_FIXTURE)
tests_test_store_derived_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_store_derived_LDADD = $(STORE_TEST_LDADD)
tests_test_store_stats_SOURCES = tests/test_store_stats.c $(STORE_TEST_FIXTURE)
tests_test_store_stats_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_store_stats_LDADD = $(STORE_TEST_LDADD)
tests_test_store_bishop_SOURCES = tests/test_store_bishop.c $(STORE_TEST_FIXTURE)
tests_test_store_bishop_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_store_bishop_LDADD = $(STORE_TEST_LDADD)
tests_test_store_scenario_SOURCES = tests/test_store_scenario.c $(STORE_TEST_FIXTURE)
tests_test_store_scenario_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_store_scenario_LDADD = $(STORE_TEST_LDADD)
tests_test_store_trends_SOURCES = tests/test_store_trends.c
tests_test_store_trends_CFLAGS = $(STORE_TEST_CFLAGS)
tests_test_store_trends_LDADD = $(STORE_TEST_LDADD)
endif
