# src/store/local.mk — SQLite storage: migrations, journal, history, stats.
