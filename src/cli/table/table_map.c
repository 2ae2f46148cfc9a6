/* table_map.c — `map`: Italy in ASCII, each region with its owner, the Pope
 * and the contested region, laid out roughly as on the board. */
#include <stdio.h>
#include <string.h>

#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"

/* Row and column of each city's label on a 7 x 64 character grid. */
static const struct {
    int row, col;
} place[REGION_COUNT] = {
    [REGION_TORINO] = { 0, 0 },   [REGION_MILANO] = { 0, 16 },  [REGION_VENEZIA] = { 0, 46 },
    [REGION_GENOVA] = { 1, 4 },   [REGION_PARMA] = { 1, 18 },   [REGION_MANTOVA] = { 1, 32 },
    [REGION_FERRARA] = { 1, 48 }, [REGION_LUCCA] = { 2, 12 },   [REGION_MODENA] = { 2, 26 },
    [REGION_BOLOGNA] = { 2, 40 }, [REGION_FIRENZE] = { 3, 22 }, [REGION_URBINO] = { 3, 40 },
    [REGION_ANCONA] = { 3, 54 },  [REGION_SIENA] = { 4, 14 },   [REGION_SPOLETO] = { 4, 38 },
    [REGION_ROMA] = { 5, 24 },    [REGION_NAPOLI] = { 6, 40 },
};

#define ROWS 7
#define COLS 72

void table_render_map(const struct session *s)
{
    struct observation o;
    char grid[ROWS][COLS + 1];
    table_observe(s, &o);
    memset(grid, ' ', sizeof grid);
    for (int r = 0; r < REGION_COUNT; r++) {
        char label[24];
        char mark = o.owner[r] == SEAT_NONE ? ' ' : (char)('1' + o.owner[r]);
        if (o.pope == r)
            mark = 'P';
        snprintf(label, sizeof label, "%s[%c]%s", region_name(r), mark,
                 o.contested == r ? "*" : "");
        memcpy(&grid[place[r].row][place[r].col], label, strlen(label));
    }
    for (int row = 0; row < ROWS; row++) {
        int end = COLS;
        while (end > 0 && grid[row][end - 1] == ' ')
            end--;
        grid[row][end] = '\0';
        printf("  %s\n", grid[row]);
    }
    printf("  [1] you");
    for (int i = 1; i < o.nseats; i++)
        printf("  [%d] %s", i + 1, table_seat_name(i));
    printf("  [P] the Pope  [ ] free  * the battle\n");
}
