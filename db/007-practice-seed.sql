-- 007-practice-seed.sql — the seed a practice game's unseen cards were
-- dealt again from. A practice game (games.practice = 1, migration 006) is
-- stored with the ruleset, seed (and scenario) of the game it practises and
-- that game's actions before the player's decision practice_from: replayed,
-- they give the position. With `--redeal`, at that position the cards the
-- player could not see are dealt again from his information (the search
-- bot's determinization), from this seed:
--   practice_seed  NULL: the same cards as in the game; else the seed of
--                  the new deal of the unseen cards
-- NULL for every game stored before this version (none is a practice game
-- with a new deal).

ALTER TABLE games ADD COLUMN practice_seed INTEGER;

PRAGMA user_version = 7;
