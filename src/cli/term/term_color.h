/* term_color.h — whether to colour the output: --color=auto|always|never
 * (auto by default), NO_COLOR (https://no-color.org) and TERM=dumb. auto
 * colours a terminal only, never a pipe or a file; always and never are
 * what the user asked and win over NO_COLOR. Also the escape sequences and
 * the seats' colours on the game screens. */
#ifndef CONDOTTIERE_TERM_COLOR_H
#define CONDOTTIERE_TERM_COLOR_H

#include <stdbool.h>
#include <stdio.h>

enum term_color_mode { TERM_COLOR_AUTO, TERM_COLOR_ALWAYS, TERM_COLOR_NEVER };

/* "auto", "always", "never" (and "yes"/"force", "no"/"none" as GNU tools
 * take them); -1 for anything else. */
int term_color_parse(const char *word);

/* The mode for the whole program (the --color option); AUTO at start. */
void term_color_set_mode(enum term_color_mode mode);
enum term_color_mode term_color_mode(void);

/* Whether output written to f gets colour, from the mode, isatty, NO_COLOR
 * (set and not empty) and TERM. */
bool term_color_enabled(FILE *f);

/* SGR sequences (write TERM_RESET after each coloured piece). */
#define TERM_BOLD "\033[1m"
#define TERM_RED "\033[31m"
#define TERM_GREEN "\033[32m"
#define TERM_YELLOW "\033[33m"
#define TERM_BLUE "\033[34m"
#define TERM_MAGENTA "\033[35m"
#define TERM_CYAN "\033[36m"
#define TERM_RESET "\033[0m"

/* The colour of a seat on the game screens: the player (seat 0) green,
 * the others red, yellow, blue, magenta, cyan; the solitaire's armies take
 * the others' colours by number (army A is seat 1). */
const char *term_seat_color(int seat);

/* `sgr` when `on`, "" otherwise: printf("%s%s%s", term_sgr(on, TERM_BOLD),
 * text, term_sgr(on, TERM_RESET)) colours only when colour is wanted. */
const char *term_sgr(bool on, const char *sgr);

#endif
