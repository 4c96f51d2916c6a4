/*
 * Brute force for tictactoe_counting: the whole game tree walked from the
 * empty grid, every move sequence in turn (549,946 positions), with no
 * table of results: each position's games are counted by walking every
 * game below it.  Each grid met is then recorded with its count, and a
 * grid is answered by looking it up (-1 -1 if the walk never met it).
 * Shares no code with the solution, not even the reader or the grid's
 * code; a grid met twice must get the same count twice (it aborts if
 * not: the count depends only on the grid).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/lines3x3.h"

enum { GRIDS = 19683 };	/* 3^9: cell k is digit 8 - k, . 0, O 1, X 2 */

static long x_wins[GRIDS], o_wins[GRIDS];
static char met[GRIDS];

static int key(const char grid[9])
{
	int k, n = 0;

	for (k = 0; k < 9; k++)
		n = 3 * n + (int)(strchr(".OX", grid[k]) - ".OX");
	return n;
}

static int owns_line(const char grid[9], char p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (grid[line_cell(i, 0)] == p && grid[line_cell(i, 1)] == p
		    && grid[line_cell(i, 2)] == p)
			return 1;
	return 0;
}

/* Walks every game from grid, `mover` to move; adds the games won by X
 * and by O below it (the grid itself, if over, counted) to *x, *o. */
static void walk(char grid[9], char mover, long *x, long *o)
{
	long here_x = 0, here_o = 0;
	int k, at = key(grid);

	if (owns_line(grid, 'X'))
		here_x = 1;
	else if (owns_line(grid, 'O'))
		here_o = 1;
	else
		for (k = 0; k < 9; k++) {
			if (grid[k] != '.')
				continue;
			grid[k] = mover;
			walk(grid, mover == 'X' ? 'O' : 'X', &here_x, &here_o);
			grid[k] = '.';
		}
	if (met[at] && (x_wins[at] != here_x || o_wins[at] != here_o))
		abort();	/* two counts for one grid */
	met[at] = 1;
	x_wins[at] = here_x;
	o_wins[at] = here_o;
	*x += here_x;
	*o += here_o;
}

static void walk_every_game(void)
{
	char grid[10] = ".........";
	long x = 0, o = 0;

	walk(grid, 'X', &x, &o);
}

#ifndef EXPLAIN	/* explain.c builds on the walk above */
int main(void)
{
	char grid[16];
	int t, i;

	walk_every_game();
	if (scanf("%d", &t) != 1)
		return 1;
	for (i = 0; i < t && scanf("%15s", grid) == 1; i++) {
		int at = key(grid);
		if (met[at])
			printf("%ld %ld\n", x_wins[at], o_wins[at]);
		else
			printf("-1 -1\n");
	}
	return 0;
}
#endif
