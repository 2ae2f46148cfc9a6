-- 005-scenario-games.sql — a game may start from a scenario file's position
-- (play --scenario, solo --scenario) instead of a deal: the file's text is
-- kept with the game, and with its seed, its ruleset and its actions it
-- rebuilds the game. NULL: a game dealt from its seed, as every game
-- before this version. The views of 002 count every game; `stats` leaves
-- the scenario games out unless asked (doc/database.md).

ALTER TABLE games ADD COLUMN scenario TEXT;

PRAGMA user_version = 5;
