# src/cli/record/ — where games are kept, seen from the program: opening the database, journaling actions, restoring a game from its journal and mending its derived rows, XDG paths.
condottiere_SOURCES += \
	src/cli/record/db.c \
	src/cli/record/db.h \
	src/cli/record/heal.c \
	src/cli/record/heal.h \
	src/cli/record/journal.c \
	src/cli/record/journal.h \
	src/cli/record/record_open.c \
	src/cli/record/record_open.h \
	src/cli/record/record_show.c \
	src/cli/record/record_show.h \
	src/cli/record/restore.h \
	src/cli/record/restore_mend.c \
	src/cli/record/solo_restore.c \
	src/cli/record/table_restore.c \
	src/cli/record/xdg.c \
	src/cli/record/xdg.h
