# src/solo/local.mk — the solitaire adaptation (RULES-REFERENCE §5), part of
# the pure engine library.
