-- 002-stats-views.sql — the views that `stats` and `history` read. Only
-- games of the games table count: simulations live in their own tables.
-- Win counts use finished games; a draw (shared victory) is a game not won.

-- Every game with its length.
CREATE VIEW game_summary AS
SELECT g.id AS game_id, g.profile_id, g.campaign_id, g.kind, g.variant,
       g.ruleset, printf('%llu', g.seed) AS seed, g.player_count,
       g.profile_seat, g.status, g.result, g.reason, g.winner_seat, g.winner,
       g.created_at, g.updated_at, g.finished_at,
       (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS actions,
       (SELECT COUNT(*) FROM battles b WHERE b.game_id = g.id) AS battles,
       (SELECT COUNT(*) FROM battles b WHERE b.game_id = g.id
                                         AND b.winner_seat = g.profile_seat) AS battles_won
FROM games g;

-- One row per profile, zeros when it has no games.
CREATE VIEW profile_totals AS
SELECT p.id AS profile_id, p.name,
       COUNT(g.id) AS games,
       COALESCE(SUM(g.status = 'finished'), 0) AS finished,
       COALESCE(SUM(g.status = 'in-progress'), 0) AS in_progress,
       COALESCE(SUM(g.status = 'abandoned'), 0) AS abandoned,
       COALESCE(SUM(g.result = 'win'), 0) AS wins,
       COALESCE(SUM(g.result = 'loss'), 0) AS losses,
       COALESCE(SUM(g.result = 'draw'), 0) AS draws
FROM profiles p LEFT JOIN games g ON g.profile_id = p.id
GROUP BY p.id;

CREATE VIEW win_rate_by_variant AS
SELECT profile_id, variant, COUNT(*) AS games,
       SUM(result = 'win') AS wins, SUM(result = 'loss') AS losses,
       SUM(result = 'draw') AS draws,
       ROUND(100.0 * SUM(result = 'win') / COUNT(*), 1) AS win_pct
FROM games WHERE status = 'finished'
GROUP BY profile_id, variant;

CREATE VIEW win_rate_by_ruleset AS
SELECT profile_id, ruleset, COUNT(*) AS games,
       SUM(result = 'win') AS wins, SUM(result = 'loss') AS losses,
       SUM(result = 'draw') AS draws,
       ROUND(100.0 * SUM(result = 'win') / COUNT(*), 1) AS win_pct
FROM games WHERE status = 'finished'
GROUP BY profile_id, ruleset;

CREATE VIEW win_rate_by_player_count AS
SELECT profile_id, player_count, COUNT(*) AS games,
       SUM(result = 'win') AS wins, SUM(result = 'loss') AS losses,
       SUM(result = 'draw') AS draws,
       ROUND(100.0 * SUM(result = 'win') / COUNT(*), 1) AS win_pct
FROM games WHERE status = 'finished'
GROUP BY profile_id, player_count;

-- Runs of one result in a row (finished games in the order they ended):
-- run_end is the position of the run's last game, 1 for the first game.
CREATE VIEW streak_runs AS
WITH ordered AS (
    SELECT profile_id, id, result, finished_at,
           ROW_NUMBER() OVER (PARTITION BY profile_id ORDER BY finished_at, id) AS n,
           ROW_NUMBER() OVER (PARTITION BY profile_id, result ORDER BY finished_at, id) AS k
    FROM games WHERE status = 'finished'
)
SELECT profile_id, result, COUNT(*) AS length,
       MIN(n) AS run_start, MAX(n) AS run_end, MAX(finished_at) AS ended_at
FROM ordered
GROUP BY profile_id, result, n - k;

-- Battles per finished game.
CREATE VIEW battles_per_game AS
SELECT g.profile_id, COUNT(*) AS games,
       COALESCE(SUM(s.battles), 0) AS battles,
       ROUND(AVG(s.battles), 2) AS per_game
FROM games g JOIN game_summary s ON s.game_id = g.id
WHERE g.status = 'finished'
GROUP BY g.profile_id;

-- Every recorded battle of a profile's games, and how many its seat won.
CREATE VIEW battle_totals AS
SELECT g.profile_id, COUNT(b.id) AS battles,
       COALESCE(SUM(b.winner_seat = g.profile_seat), 0) AS won
FROM games g JOIN battles b ON b.game_id = g.id
GROUP BY g.profile_id;

-- The cards of the profile's winning lines, one row per card name
-- (face-down cards "(x)" count as x): in how many won battles, how many copies.
CREATE VIEW winning_cards AS
WITH RECURSIVE split(profile_id, battle_id, rest, card) AS (
    SELECT g.profile_id, b.id, trim(l.cards) || ' ', NULL
    FROM battle_lines l
    JOIN battles b ON b.id = l.battle_id
    JOIN games g ON g.id = b.game_id
    WHERE l.seat IS NOT NULL AND l.seat = b.winner_seat AND l.seat = g.profile_seat
    UNION ALL
    SELECT profile_id, battle_id,
           ltrim(substr(rest, instr(rest, ' ') + 1)),
           replace(replace(substr(rest, 1, instr(rest, ' ') - 1), '(', ''), ')', '')
    FROM split WHERE rest <> ''
)
SELECT profile_id, card, COUNT(DISTINCT battle_id) AS battles, COUNT(*) AS copies
FROM split WHERE card IS NOT NULL AND card <> ''
GROUP BY profile_id, card;

-- Solitaire: battles against each enemy army, won and lost by the player.
CREATE VIEW solitaire_army_record AS
SELECT g.profile_id, b.enemy_army AS army, COUNT(*) AS battles,
       COALESCE(SUM(b.winner_seat IS NOT NULL AND b.winner_seat = g.profile_seat), 0) AS won,
       COUNT(*) - COALESCE(SUM(b.winner_seat IS NOT NULL AND b.winner_seat = g.profile_seat), 0) AS lost
FROM battles b JOIN games g ON g.id = b.game_id
WHERE g.kind = 'solitaire' AND b.enemy_army IS NOT NULL
GROUP BY g.profile_id, b.enemy_army;

-- Solitaire: how the games ended (outcome: win, loss, draw or abandoned).
CREATE VIEW solitaire_endings AS
SELECT profile_id,
       CASE WHEN status = 'abandoned' THEN 'abandoned' ELSE result END AS outcome,
       COALESCE(reason, '') AS reason, COUNT(*) AS games
FROM games
WHERE kind = 'solitaire' AND status IN ('finished', 'abandoned')
GROUP BY profile_id, outcome, COALESCE(reason, '');

PRAGMA user_version = 2;
