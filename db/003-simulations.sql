-- 003-simulations.sql — the results of `condottiere simulate`: each run's
-- parameters, the rulesets it compared side by side (its arms), the shards
-- it holds and each shard's counters per arm (doc/simulate.md names them).
-- No view of 002 reads these tables: simulations never appear in history
-- or in a profile's statistics. Seeds as in 001 (the 64-bit pattern).

CREATE TABLE simulations (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL CHECK (kind IN ('standard', 'solitaire')),
    variant     TEXT NOT NULL,
    players     INTEGER NOT NULL CHECK (players >= 1),
    bots        TEXT NOT NULL,           -- a bot kind per seat, or the solitaire policies
    seed        INTEGER NOT NULL,        -- the run's seed: game i is dealt from f(seed, i)
    games       INTEGER NOT NULL CHECK (games >= 1),  -- games of the whole run
    shard_count INTEGER NOT NULL CHECK (shard_count >= 1),
    program     TEXT NOT NULL,           -- the version of the program that played it
    created_at  TEXT NOT NULL
);

-- The rulesets compared, in order; in the solitaire each with a policy.
CREATE TABLE simulation_arms (
    simulation_id INTEGER NOT NULL REFERENCES simulations(id) ON DELETE CASCADE,
    arm           INTEGER NOT NULL CHECK (arm >= 0),
    ruleset       TEXT NOT NULL,
    policy        TEXT,                  -- solitaire: the player's policy; NULL otherwise
    PRIMARY KEY (simulation_id, arm)
);

-- The shards held: shard K of shard_count played games i with
-- i mod shard_count = K - 1.
CREATE TABLE simulation_shards (
    simulation_id INTEGER NOT NULL REFERENCES simulations(id) ON DELETE CASCADE,
    shard         INTEGER NOT NULL CHECK (shard >= 1),
    games         INTEGER NOT NULL CHECK (games >= 0),
    jobs          INTEGER,               -- threads it ran on, NULL: unknown
    seconds       REAL,                  -- wall time, NULL: unknown
    source        TEXT,                  -- a merged shard: the file it came from
    created_at    TEXT NOT NULL,
    PRIMARY KEY (simulation_id, shard)
);

-- Each shard's aggregate per arm: integer counters by name and index.
CREATE TABLE simulation_counts (
    simulation_id INTEGER NOT NULL,
    shard         INTEGER NOT NULL,
    arm           INTEGER NOT NULL,
    name          TEXT NOT NULL,
    idx           INTEGER NOT NULL CHECK (idx >= 0),
    value         INTEGER NOT NULL,
    PRIMARY KEY (simulation_id, shard, arm, name, idx),
    FOREIGN KEY (simulation_id, shard)
        REFERENCES simulation_shards(simulation_id, shard) ON DELETE CASCADE,
    FOREIGN KEY (simulation_id, arm)
        REFERENCES simulation_arms(simulation_id, arm) ON DELETE CASCADE
) WITHOUT ROWID;

PRAGMA user_version = 3;
