# tests/store.mk — tests of the SQLite store.
