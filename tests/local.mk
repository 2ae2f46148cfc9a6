# tests/local.mk — the test suite: one cmocka program per engine module, plus
# shell tests of the command line. `make check` runs them all.
AM_TESTS_ENVIRONMENT = \
	CONDOTTIERE='$(abs_top_builddir)/condottiere'; export CONDOTTIERE; \
	HOME='$(abs_top_builddir)/tests/home'; export HOME; \
	XDG_DATA_HOME='$(abs_top_builddir)/tests/home/data'; export XDG_DATA_HOME; \
	XDG_STATE_HOME='$(abs_top_builddir)/tests/home/state'; export XDG_STATE_HOME; \
	unset CONDOTTIERE_DB CONDOTTIERE_PROFILE; \
	TESTS_SRCDIR='$(abs_top_srcdir)/tests'; export TESTS_SRCDIR; \
	MAN_PAGE='$(abs_top_builddir)/man/condottiere.6'; export MAN_PAGE; \
	COMPLETION='$(abs_top_srcdir)/completion/condottiere'; export COMPLETION;

SHELL_TESTS = \
	tests/strength-cli.sh \
	tests/prompt-solo.sh \
	tests/prompt-play.sh \
	tests/prompt-words.sh \
	tests/prompt-messages.sh \
	tests/prompt-terminal.sh \
	tests/prompt-screens.sh \
	tests/resume.sh \
	tests/undo.sh \
	tests/practice.sh \
	tests/scenario-play.sh \
	tests/scenario-campaign.sh \
	tests/scenario-solo.sh \
	tests/check.sh \
	tests/game-records.sh \
	tests/daily.sh \
	tests/crash.sh \
	tests/campaign-step.sh \
	tests/campaign-target.sh \
	tests/reader-race.sh \
	tests/hostile-text.sh \
	tests/rules-cli.sh \
	tests/hand-sizes.sh \
	tests/small-screens.sh \
	tests/study.sh \
	tests/levels.sh \
	tests/solo-levels.sh \
	tests/layers.sh

# The prompt's offers against the rules (tests/test_prompt_offers.c) link
# the program's own sources, built into a library for the tests only.
check_LIBRARIES = libcondottiere_cli.a
libcondottiere_cli_a_SOURCES = $(condottiere_SOURCES)
libcondottiere_cli_a_CFLAGS = $(condottiere_CFLAGS)
check_PROGRAMS += tests/test_prompt_offers
TESTS += tests/test_prompt_offers
tests_test_prompt_offers_SOURCES = tests/test_prompt_offers.c
tests_test_prompt_offers_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
tests_test_prompt_offers_LDADD = libcondottiere_cli.a $(condottiere_LDADD)
# the screens' one interface (cli/prompt/screen.h): complete, and answering
check_PROGRAMS += tests/test_screen_ops
TESTS += tests/test_screen_ops
tests_test_screen_ops_SOURCES = tests/test_screen_ops.c
tests_test_screen_ops_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
tests_test_screen_ops_LDADD = libcondottiere_cli.a $(condottiere_LDADD)
# every move hint names, typed into the prompt, plays that move
check_PROGRAMS += tests/test_hint_prompt
TESTS += tests/test_hint_prompt
tests_test_hint_prompt_SOURCES = tests/test_hint_prompt.c
tests_test_hint_prompt_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
tests_test_hint_prompt_LDADD = libcondottiere_cli.a $(condottiere_LDADD)

# runs a program on a pseudo-terminal (tests/prompt-terminal.sh)
check_PROGRAMS += tests/pty_run
tests_pty_run_SOURCES = tests/pty_run.c

# Game records written by earlier versions (doc/record-format.md): every
# later version imports and replays them (tests/game-records.sh).
RECORD_FIXTURE = \
	tests/records/hidden-cards.rec \
	tests/records/points-campaign.rec \
	tests/records/solitaire-armies.rec \
	tests/records/solitaire-scenario.rec \
	tests/records/solitaire.rec \
	tests/records/standard-scenario.rec \
	tests/records/standard.rec

clean-local: clean-test-home
clean-test-home:
	-rm -rf tests/home

EXTRA_DIST += $(SHELL_TESTS) $(RECORD_FIXTURE) tools/study.sh tools/ratings.sh tests/no-cmocka.sh tests/lib.sh tests/moves.sh tests/store-dump.sh tests/valgrind.sh

if HAVE_CMOCKA
CMOCKA_TESTS = \
	tests/test_card \
	tests/test_rng \
	tests/test_message \
	tests/test_map \
	tests/test_strength \
	tests/test_variant

check_PROGRAMS += $(CMOCKA_TESTS)
TESTS += $(CMOCKA_TESTS) $(SHELL_TESTS)

TEST_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
TEST_LDADD = $(CONDOTTIERE_BASE) $(CMOCKA_LIBS)

tests_test_card_SOURCES = tests/test_card.c
tests_test_card_CFLAGS = $(TEST_CFLAGS)
tests_test_card_LDADD = $(TEST_LDADD)
tests_test_rng_SOURCES = tests/test_rng.c
tests_test_rng_CFLAGS = $(TEST_CFLAGS)
tests_test_rng_LDADD = $(TEST_LDADD)
tests_test_message_SOURCES = tests/test_message.c
tests_test_message_CFLAGS = $(TEST_CFLAGS)
tests_test_message_LDADD = $(TEST_LDADD)
tests_test_map_SOURCES = tests/test_map.c
tests_test_map_CFLAGS = $(TEST_CFLAGS)
tests_test_map_LDADD = $(TEST_LDADD)
tests_test_strength_SOURCES = tests/test_strength.c
tests_test_strength_CFLAGS = $(TEST_CFLAGS)
tests_test_strength_LDADD = $(TEST_LDADD)
tests_test_variant_SOURCES = tests/test_variant.c
tests_test_variant_CFLAGS = $(TEST_CFLAGS)
tests_test_variant_LDADD = $(TEST_LDADD)
else
TESTS += tests/no-cmocka.sh
endif
