/*
 * Brute force for tomek: for each player, a walk of four cells from every
 * cell in each of the four directions (right, down, down-right,
 * down-left), each cell the player's or the T; then a look for an empty
 * cell.  No masks, no line table; shares no code with the solution, not
 * even the reader (scanf, which skips the empty lines).
 */
#include <stdio.h>

static char g[4][8];	/* the board, row by row, as read */
static const int step[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

/* Whether the four cells from (r, c) in direction d are on the board and
 * each p or the T. */
static int four_from(char p, int r, int c, int d)
{
	int i;

	for (i = 0; i < 4; i++, r += step[d][0], c += step[d][1])
		if (r < 0 || r > 3 || c < 0 || c > 3
		    || (g[r][c] != p && g[r][c] != 'T'))
			return 0;
	return 1;
}

/* The first walk of p's four, as 16 * d + 4 * r + c, or -1 if none. */
static int line_of(char p)
{
	int d, r, c;

	for (d = 0; d < 4; d++)
		for (r = 0; r < 4; r++)
			for (c = 0; c < 4; c++)
				if (four_from(p, r, c, d))
					return 16 * d + 4 * r + c;
	return -1;
}

static int empty_cells(void)
{
	int r, c, n = 0;

	for (r = 0; r < 4; r++)
		for (c = 0; c < 4; c++)
			n += g[r][c] == '.';
	return n;
}

static const char *status(void)
{
	if (line_of('X') >= 0)
		return "X won";
	if (line_of('O') >= 0)
		return "O won";
	return empty_cells() ? "Game has not completed" : "Draw";
}

#ifndef EXPLAIN	/* explain.c builds on the search above */
int main(void)
{
	int t, cases, r;

	if (scanf("%d", &cases) != 1)
		return 1;
	for (t = 1; t <= cases; t++) {
		for (r = 0; r < 4; r++)
			if (scanf("%7s", g[r]) != 1)
				return 1;
		printf("Case #%d: %s\n", t, status());
	}
	return 0;
}
#endif
