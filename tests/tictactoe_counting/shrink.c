/*
 * Shrink step for tictactoe_counting (tools/front/yours): the simpler
 * neighbours of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN        writes neighbour K (0-based) of IN; exit status 1
 *                        when IN has no neighbour K
 *   shrink later K < IN  the K-th grid a move later (exit status 2: IN is
 *                        not one grid that play goes on from)
 *
 * In order: the input without one of its grids (when it has two or
 * more); then one grid with one stone taken off.  Each is smaller than
 * IN, so shrinking ends.  The later grids of one grid: its mover's stone
 * on each empty cell, when play goes on from it (as many X as O, or one
 * more; no line: then some game reaches it, and its count is the sum of
 * theirs).  A grid with a line, or that no game reaches, has none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/lines3x3.h"
#include "../common/shrink.h"

enum { MAX_T = 100000 };

static char (*grid)[10];
static int t;

/* Writes the input, without grid `skip` (-1: none), and exits if this is
 * neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (not_this_one())
		return;
	printf("%d\n", t - (skip >= 0));
	for (i = 0; i < t; i++)
		if (i != skip)
			printf("%.9s\n", grid[i]);
	exit(0);
}

static int count(const char *cell, char p)
{
	int k, n = 0;

	for (k = 0; k < 9; k++)
		n += cell[k] == p;
	return n;
}

static int has_line(const char *cell)
{
	int i;

	for (i = 0; i < 8; i++)
		if (cell[line_cell(i, 0)] != '.'
		    && cell[line_cell(i, 0)] == cell[line_cell(i, 1)]
		    && cell[line_cell(i, 1)] == cell[line_cell(i, 2)])
			return 1;
	return 0;
}

/* The one grid with its mover's stone on each empty cell; exit 2 when
 * play does not go on from it. */
static void offer_later(char *cell)
{
	int x = count(cell, 'X'), o = count(cell, 'O'), c;
	char mover = x == o ? 'X' : 'O';

	if ((x != o && x != o + 1) || has_line(cell))
		exit(2);
	for (c = 0; c < 9; c++)
		if (cell[c] == '.') {
			cell[c] = mover;
			offer(-1);
			cell[c] = '.';
		}
}

/* Reads IN's t grids of 9 cells; exits 2 when it is not that. */
static void read_input(void)
{
	int i;

	if (scanf("%d", &t) != 1 || t < 1 || t > MAX_T
	    || !(grid = malloc(sizeof *grid * (size_t)t)))
		exit(2);
	for (i = 0; i < t; i++)
		if (scanf("%9s", grid[i]) != 1 || strlen(grid[i]) != 9)
			exit(2);
}

/* The input without each of its grids in turn, when it has two or
 * more. */
static void offer_fewer(void)
{
	int i;

	for (i = 0; t > 1 && i < t; i++)
		offer(i);
}

/* Each grid with one stone taken off, in turn. */
static void offer_taken_off(void)
{
	int i, c;

	for (i = 0; i < t; i++)
		for (c = 0; c < 9; c++) {
			char stone = grid[i][c];
			if (stone == '.')
				continue;
			grid[i][c] = '.';
			offer(-1);
			grid[i][c] = stone;
		}
}

int main(int argc, char **argv)
{
	int later = read_step(argc, argv, 1);

	read_input();
	if (later) {
		if (t != 1)
			return 2;	/* not one grid */
		offer_later(grid[0]);
		return 1;
	}
	offer_fewer();
	offer_taken_off();
	return 1;
}
