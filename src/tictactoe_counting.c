/*
 * Problem: NAC 2022 J "Tic Tac Toe Counting" (Kattis tictactoecounting):
 *          per grid, the games from it on that X wins, that O wins
 * Limits:  3 s, 2048 MiB
 * Plain:   tests/tictactoe_counting/brute.c walks the whole game tree
 *          from the empty grid, every move order, with no table.
 * Idea:    games(g) = (x, o), the games from grid g on (g counted) won
 *          by X and by O:  X owns a line -> (1, 0);  O owns one -> (0, 1);
 *          else the sum of games(g + m at c) over empty cells c, m the
 *          mover (X when g holds as many X as O), so a full grid sums to
 *          (0, 0).  Depth first from the empty grid, each grid kept (a
 *          move adds a stone: it ends); the grids reached are exactly the
 *          grids some game reaches, the rest get -1 -1.
 * Traps:   a won grid counts itself; a line of the side that did not move
 *          last, or two sides' lines, is unreachable; X's one stone may
 *          close two lines.  Speed: the table, 5478 grids solved once,
 *          where the walk visits 549,946 positions; t up to 10^5 lookups.
 * Time:    O(3^9 * 9) once, then O(1) a grid.  Memory: two 3^9 tables.
 * More:    tests/tictactoe_counting/README.md: input, traps, checks.
 */
#include "board.h"
#include "io.h"
#include "out.h"
#include "read_board.h"

typedef struct {
	long x, o;	/* games won by X, by O */
} wins_t;

static wins_t games[CODES];	/* games(g), once reached[g] */
static char reached[CODES];	/* whether a game reaches grid g */

/* games(g), for g and every grid after it; board.h's code, X 1, O 2. */
static wins_t count_games(int g)
{
	int xs = cells_of(g, 1), os = cells_of(g, 2), k;
	int mover = cell_count(xs) > cell_count(os) ? 2 : 1;
	wins_t sum = {0, 0};

	if (reached[g])
		return games[g];
	reached[g] = 1;
	if (lines_in(xs))
		sum.x = 1;
	else if (lines_in(os))
		sum.o = 1;
	else
		for (k = 0; k < CELLS; k++)
			if (!((xs | os) >> k & 1)) {
				wins_t next = count_games(g + mover * pow3(k));
				sum.x += next.x;
				sum.o += next.o;
			}
	return games[g] = sum;
}

int main(void)
{
	long t, i;

	read_input();
	t = read_int(1, 100000);
	count_games(0);
	for (i = 0; i < t; i++) {
		int g = read_grid(".XO");
		if (!reached[g]) {
			put_str("-1 -1\n");
			continue;
		}
		put_number(games[g].x, ' ');
		put_int(games[g].o);
	}
	return output_flush();
}
