# src/record/local.mk — the record of games: the journal that writes the
# game in progress to the database step by step (and collects, on a replay,
# what its derived rows should be), and the mending of those rows from the
# journal (heal). A static library above the store, below the program: it
# reads no screen's state, and the program gives it its database and its
# language (struct journal's open and local).
noinst_LIBRARIES += libcondottiere_record.a
CONDOTTIERE_LIBS += libcondottiere_record.a
libcondottiere_record_a_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
libcondottiere_record_a_SOURCES = \
	src/record/journal.c \
	src/record/journal.h \
	src/record/heal.c \
	src/record/heal.h \
	src/record/record_file.h \
	src/record/record_write.c \
	src/record/record_read.c \
	src/record/practice.c \
	src/record/practice.h \
	src/record/undo.c \
	src/record/undo.h
