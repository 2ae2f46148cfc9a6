# tests/bots.mk — tests of the standard game's bots.
