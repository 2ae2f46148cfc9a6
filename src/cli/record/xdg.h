/* xdg.h — per-user file locations after the XDG base directory spec. */
#ifndef CONDOTTIERE_XDG_H
#define CONDOTTIERE_XDG_H

#include <stddef.h>

/* Writes "$XDG_STATE_HOME/condottiere/NAME" (default base
 * ~/.local/state) into buf, creating the folder. Returns 0, or -1 when no
 * home is known or the folder cannot be made. */
int xdg_state_file(const char *name, char *buf, size_t cap);

#endif
