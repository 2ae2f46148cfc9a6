# src/solo/local.mk — the solitaire adaptation (RULES-REFERENCE §5), part of
# the pure engine library.
libcondottiere_a_SOURCES += \
	src/solo/solo.h
