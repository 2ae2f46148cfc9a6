# src/cli/record/ — where games are kept, seen from the program: opening the database with its messages, stored text made safe to show, what restoring a game says and its mending before the prompt, XDG paths. The journal and the mending of derived rows are the record library's (src/record/), the rebuilding of each kind of game its screen's.
condottiere_SOURCES += \
	src/cli/record/db.c \
	src/cli/record/db.h \
	src/cli/record/record_import.c \
	src/cli/record/record_import.h \
	src/cli/record/record_open.c \
	src/cli/record/record_open.h \
	src/cli/record/record_show.c \
	src/cli/record/record_show.h \
	src/cli/record/restore.h \
	src/cli/record/practice.c \
	src/cli/record/practice.h \
	src/cli/record/restore_mend.c \
	src/cli/record/undo_command.c \
	src/cli/record/xdg.c \
	src/cli/record/xdg.h
