# store-dump.sh — sourced by the shell tests that compare databases:
# everything stored of the games (actions, battles and their lines, games,
# seats and scores, campaigns), without ids of rows nor times.
store_dump() {
    sqlite3 "$1" "SELECT 'a', game_id, seq, seat, action FROM actions ORDER BY game_id, seq;
      SELECT 'b', game_id, number, after_action, region, enemy_army, winner_seat, winner_army,
             ending FROM battles ORDER BY game_id, number;
      SELECT 'l', b.game_id, b.number, l.seat, l.army, l.strength, l.cards
        FROM battle_lines l JOIN battles b ON b.id = l.battle_id ORDER BY b.game_id, b.number, l.id;
      SELECT 'g', id, kind, ruleset, seed, status, result, reason, winner_seat, winner, campaign_id
        FROM games ORDER BY id;
      SELECT 's', game_id, seat, kind, name, score FROM seats ORDER BY game_id, seat;
      SELECT 'c', id, kind, name, target, finished_at IS NOT NULL FROM campaigns ORDER BY id;"
}
