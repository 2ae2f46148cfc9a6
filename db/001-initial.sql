-- 001-initial.sql — the tables: profiles, campaigns, games, seats, every
-- action, battles and their lines. Applied by the program inside one
-- transaction; the last statement sets the schema version.
-- Times are UTC text "YYYY-MM-DD HH:MM:SS". Seeds are the 64-bit pattern of
-- the unsigned seed (negative here means >= 2^63; printf('%llu', seed)).

-- Marks the file as a condottiere database ('Cond').
PRAGMA application_id = 1131376228;

CREATE TABLE profiles (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE CHECK (name <> ''),
    created_at  TEXT NOT NULL
);

-- A series of games: a points-game campaign or a solitaire run.
CREATE TABLE campaigns (
    id          INTEGER PRIMARY KEY,
    profile_id  INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('points', 'solitaire-run')),
    name        TEXT NOT NULL,
    target      INTEGER,                 -- points to reach, NULL: none
    finished_at TEXT,                    -- NULL while open
    created_at  TEXT NOT NULL
);
CREATE INDEX campaigns_by_profile ON campaigns(profile_id, created_at);

CREATE TABLE games (
    id           INTEGER PRIMARY KEY,
    profile_id   INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
    campaign_id  INTEGER REFERENCES campaigns(id) ON DELETE SET NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('standard', 'solitaire')),
    variant      TEXT NOT NULL,
    ruleset      TEXT NOT NULL,
    seed         INTEGER NOT NULL,
    player_count INTEGER NOT NULL CHECK (player_count >= 1),
    profile_seat INTEGER,                -- the seat the profile plays, NULL: none
    status       TEXT NOT NULL DEFAULT 'in-progress'
                 CHECK (status IN ('in-progress', 'finished', 'abandoned')),
    result       TEXT CHECK (result IN ('win', 'loss', 'draw')),  -- for the profile
    reason       TEXT,                   -- why the game ended
    winner_seat  INTEGER,
    winner       TEXT,                   -- the winner's name ("Anna", "army B")
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL,          -- last action or change
    finished_at  TEXT,                   -- when finished or abandoned
    CHECK ((status = 'finished') = (result IS NOT NULL))
);
CREATE INDEX games_by_profile_status ON games(profile_id, status, updated_at);
CREATE INDEX games_by_profile_finished ON games(profile_id, finished_at);
CREATE INDEX games_by_campaign ON games(campaign_id);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    kind     TEXT NOT NULL,              -- 'human' or the bot kind
    name     TEXT NOT NULL,
    score    INTEGER,                    -- points at the end (points game)
    PRIMARY KEY (game_id, seat)
);

-- The journal: the game is its ruleset, its seed and these actions.
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER,                  -- NULL: no seat (the cards, the enemy)
    action     TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE battles (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number       INTEGER NOT NULL CHECK (number >= 1),
    after_action INTEGER NOT NULL,       -- actions recorded when it ended
    region       TEXT,                   -- standard game
    enemy_army   TEXT,                   -- solitaire
    winner_seat  INTEGER,
    winner_army  TEXT,
    ending       TEXT NOT NULL,          -- how it ended
    created_at   TEXT NOT NULL,
    UNIQUE (game_id, number)
);

CREATE TABLE battle_lines (
    id         INTEGER PRIMARY KEY,
    battle_id  INTEGER NOT NULL REFERENCES battles(id) ON DELETE CASCADE,
    seat       INTEGER,
    army       TEXT,
    strength   INTEGER NOT NULL,
    cards      TEXT NOT NULL,            -- space-separated, "(x)" face down
    CHECK ((seat IS NULL) <> (army IS NULL))
);
CREATE INDEX battle_lines_by_battle ON battle_lines(battle_id);

PRAGMA user_version = 1;
