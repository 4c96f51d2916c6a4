/*
 * Shrink step for maze_tac_toe (tools/front/yours): the simpler
 * neighbours of a maze, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the maze without inner row r and inner column c (r = c
 * first, then every other pair), one size smaller; then one move cell
 * made empty `...`; then one open cell made a wall `###`.  Each is
 * smaller than IN (fewer cells, moves or open cells), so shrinking ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/shrink.h"

enum { MAX_N = 25 };

static int n;
static char cell[MAX_N][MAX_N][4];

/* Writes the maze without row `row` and column `col` (-1: none), and
 * exits if this is neighbour K; counts it otherwise. */
static void offer(int row, int col)
{
	int r, c;

	if (not_this_one())
		return;
	printf("%d\n", n - (row >= 0));
	for (r = 0; r < n; r++) {
		if (r == row)
			continue;
		for (c = 0; c < n; c++)
			if (c != col)
				fputs(cell[r][c], stdout);
		putchar('\n');
	}
	exit(0);
}

/* Offers the maze with inner cell (r, c) made `to`, if it is a move cell
 * (first character M or O; for "###", any open cell). */
static void offer_cell(int r, int c, const char *to)
{
	char was[4];

	if (!strcmp(cell[r][c], to)
	    || (strcmp(to, "###") && !strchr("MO", cell[r][c][0])))
		return;
	strcpy(was, cell[r][c]);
	strcpy(cell[r][c], to);
	offer(-1, -1);
	strcpy(cell[r][c], was);
}

/* Reads IN's n rows of n cells; exits 2 when it is not that. */
static void read_input(void)
{
	char row[3 * MAX_N + 2];
	int r, c;

	if (scanf("%d", &n) != 1 || n < 3 || n > MAX_N)
		exit(2);
	for (r = 0; r < n; r++) {
		if (scanf("%75s", row) != 1 || (int)strlen(row) != 3 * n)
			exit(2);
		for (c = 0; c < n; c++)
			memcpy(cell[r][c], row + 3 * c, 3);
	}
}

/* The maze without inner row r and inner column c, r = c first, then
 * every other pair, when it has inner rows to spare (n > 3). */
static void offer_smaller(void)
{
	int r, c;

	for (r = 1; n > 3 && r < n - 1; r++)
		offer(r, r);
	for (r = 1; n > 3 && r < n - 1; r++)
		for (c = 1; c < n - 1; c++)
			if (r != c)
				offer(r, c);
}

/* Each inner cell made `to` in turn, where offer_cell() allows it. */
static void offer_cells(const char *to)
{
	int r, c;

	for (r = 1; r < n - 1; r++)
		for (c = 1; c < n - 1; c++)
			offer_cell(r, c, to);
}

int main(int argc, char **argv)
{
	read_step(argc, argv, 0);
	read_input();
	offer_smaller();
	offer_cells("...");
	offer_cells("###");
	return 1;
}
