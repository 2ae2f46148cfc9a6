-- 004-bishop-ending.sql — a battle ended by the 1st edition's Bishop
-- (the bishop-truce rule module) was stored with ending 'passes'; it is a
-- Bishop ending. Such a battle is the one whose last action is the play of
-- a Bishop in a game whose ruleset has bishop-truce (the first-edition
-- base, or +bishop-truce, and not -bishop-truce): with that module the
-- Bishop ends the battle at once. Without it a battle can also end on a
-- Bishop (a last card, every other player passed) but it ended by passes:
-- the test of the ruleset leaves those as they are.

UPDATE battles SET ending = 'bishop'
 WHERE ending = 'passes'
   AND EXISTS (SELECT 1 FROM actions a
                WHERE a.game_id = battles.game_id
                  AND a.seq = battles.after_action
                  AND a.action = 'play bishop')
   AND EXISTS (SELECT 1 FROM games g
                WHERE g.id = battles.game_id
                  AND g.kind = 'standard'
                  AND (g.ruleset = 'first-edition'
                       OR g.ruleset LIKE 'first-edition+%'
                       OR g.ruleset LIKE '%+bishop-truce%'
                       OR g.ruleset LIKE '%,bishop-truce%')
                  AND g.ruleset NOT LIKE '%-bishop-truce%');

PRAGMA user_version = 4;
