# src/cli/review/ — `review`: a finished game's analysis computed (or read
# from the table reviews) and shown.
condottiere_SOURCES += \
	src/cli/review/review_show.h \
	src/cli/review/review_run.c \
	src/cli/review/review_print.c
