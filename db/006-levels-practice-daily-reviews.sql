-- 006-levels-practice-daily-reviews.sql — what a game was played as, and the
-- reviews of finished games. Every column is NULL or 0 for the games stored
-- before this version, which are what they were: counted games, dealt from
-- their seed, at no named level, played here.
--   level          the solitaire's difficulty level the game was started at
--                  ("classic"); NULL: none (a standard game, options of the
--                  player's own, or a game stored before levels existed)
--   practice       1: a practice game (from a position of another game, or a
--                  later try of a deal of the day); kept out of `stats`
--   practice_of    the id of the game a practice game starts from (NULL:
--                  none; a plain number, the game may since have been deleted)
--   practice_from  the player's decision of that game it starts before (1..)
--   daily          the UTC date "YYYY-MM-DD" of the deal of the day this game
--                  is a try of; NULL: not a deal of the day
--   imported_at    when the game was stored by `import` from a game record;
--                  NULL: played here
-- reviews holds `review`'s analysis of a finished game, one row per budget
-- and program version; it is derived (the game's own rows never change) and
-- may be deleted at any time: `review` computes it again.

ALTER TABLE games ADD COLUMN level TEXT;
ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
ALTER TABLE games ADD COLUMN practice_of INTEGER;
ALTER TABLE games ADD COLUMN practice_from INTEGER CHECK (practice_from >= 1);
ALTER TABLE games ADD COLUMN daily TEXT;
ALTER TABLE games ADD COLUMN imported_at TEXT;
CREATE INDEX games_by_daily ON games(profile_id, daily);

CREATE TABLE reviews (
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    budget      INTEGER NOT NULL CHECK (budget >= 1),
    version     TEXT NOT NULL,           -- the program that computed it
    analysis    TEXT NOT NULL,           -- the review's JSON (doc/review.md)
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, budget, version)
);

PRAGMA user_version = 6;
