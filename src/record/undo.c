/* undo.c — which events reveal something hidden, and whether the player's
 * last action may be taken back. */
#include "record/undo.h"

#include <string.h>

bool undo_table(const struct event_log *log, int human, struct reveal *out)
{
    int n = log->count < log->cap ? log->count : log->cap;
    memset(out, 0, sizeof *out);
    for (int i = 0; i < n && out->kind == REVEAL_NONE; i++) {
        const struct event *e = &log->items[i];
        bool other = e->seat != EVENT_NONE && e->seat != human;
        out->seat = e->seat;
        out->card = e->card;
        switch (e->type) {
        case EVENT_PLAY:
            if (other)
                out->kind = e->flag ? REVEAL_FACE_DOWN : REVEAL_PLAY;
            break;
        case EVENT_REVEAL:
            if (other)
                out->kind = REVEAL_TURN_UP;
            break;
        case EVENT_HAND_DISCARD:
            if (other)
                out->kind = REVEAL_HAND_SHOWN;
            break;
        case EVENT_DEAL:
            if (e->seat == human && e->count > 0)
                out->kind = REVEAL_DEALT;
            break;
        default:
            break;
        }
    }
    return out->kind != REVEAL_NONE;
}

bool undo_solo(const struct solo_events *ev, struct reveal *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < ev->n && i < ev->cap && out->kind == REVEAL_NONE; i++) {
        const struct solo_event *e = &ev->ev[i];
        out->card = e->card;
        out->army = e->army;
        switch (e->type) {
        case SOLO_EV_BATTLE:
            out->kind = REVEAL_COIN;
            break;
        case SOLO_EV_ENEMY_CARD:
        case SOLO_EV_SCARECROW_REDRAW:
            out->kind = REVEAL_ENEMY_CARD;
            if (e->type == SOLO_EV_SCARECROW_REDRAW)
                out->card = CARD_SCARECROW;
            break;
        case SOLO_EV_ENEMY_SPECIAL:
            if (e->card != CARD_NONE)
                out->kind = REVEAL_ENEMY_SPECIAL;
            break;
        case SOLO_EV_BLIND_CARD:
            out->kind = REVEAL_BLIND;
            break;
        case SOLO_EV_NEW_HAND:
            out->kind = REVEAL_NEW_HAND;
            break;
        default:
            break;
        }
    }
    return out->kind != REVEAL_NONE;
}

void undo_note(struct undo_mark *u, bool mine, const struct reveal *r, bool over)
{
    u->actions++;
    if (mine) {
        u->last = u->actions;
        u->decisions++;
        memset(&u->what, 0, sizeof u->what);
    }
    if (r && r->kind != REVEAL_NONE && u->what.kind == REVEAL_NONE)
        u->what = *r;
    u->over = over;
}

enum undo_verdict undo_verdict(const struct undo_mark *u, int64_t *keep)
{
    *keep = u->actions;
    if (u->practice && (u->last == 0 || u->last <= u->start))
        return UNDO_AT_START;
    if (u->last == 0)
        return UNDO_NOTHING;
    if (u->over && !u->practice)
        return UNDO_OVER;
    if (u->what.kind != REVEAL_NONE && !u->practice)
        return UNDO_REVEALED;
    *keep = u->last - 1;
    return UNDO_OK;
}
