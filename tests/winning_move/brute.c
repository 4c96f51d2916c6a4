/*
 * Brute force for winning_move: the game searched on a 4x4 grid of
 * characters, stopping at the first winning x move and at the first o
 * move that refutes one, with no memo and no board code.  Shares no code
 * with the solution, not even the reader.
 */
#include <stdio.h>
#include <string.h>

static char g[4][4];

/* Whether p holds the 4 cells from (r, c) on, a step (dr, dc) each. */
static int holds_line(char p, int r, int c, int dr, int dc)
{
	int i;

	for (i = 0; i < 4; i++)
		if (g[r + i * dr][c + i * dc] != p)
			return 0;
	return 1;
}

/* Whether p holds a whole row, column or diagonal. */
static int four(char p)
{
	int i;

	for (i = 0; i < 4; i++)
		if (holds_line(p, i, 0, 0, 1) || holds_line(p, 0, i, 1, 0))
			return 1;
	return holds_line(p, 0, 0, 1, 1) || holds_line(p, 0, 3, 1, -1);
}

static int x_forces(void);

/* Whether x wins after playing at (r, c), o to answer. */
static int x_wins_at(int r, int c)
{
	int rr, cc, win = 1, full = 1;

	g[r][c] = 'x';
	if (!four('x')) {
		for (rr = 0; rr < 4 && win; rr++)
			for (cc = 0; cc < 4 && win; cc++) {
				if (g[rr][cc] != '.')
					continue;
				full = 0;
				g[rr][cc] = 'o';
				win = !four('o') && x_forces();
				g[rr][cc] = '.';
			}
		win = win && !full;	/* a full board is a draw */
	}
	g[r][c] = '.';
	return win;
}

/* Whether x, to move, forces a win. */
static int x_forces(void)
{
	int r, c;

	for (r = 0; r < 4; r++)
		for (c = 0; c < 4; c++)
			if (g[r][c] == '.' && x_wins_at(r, c))
				return 1;
	return 0;
}

#ifndef EXPLAIN	/* explain.c builds on the search above */
int main(void)
{
	char word[8];
	int r, c, found;

	while (scanf("%7s", word) == 1 && word[0] == '?') {
		for (r = 0; r < 4; r++) {
			if (scanf("%7s", word) != 1 || strlen(word) != 4)
				return 2;
			memcpy(g[r], word, 4);
		}
		for (found = 0, r = 0; r < 4 && !found; r++)
			for (c = 0; c < 4 && !found; c++)
				if (g[r][c] == '.' && x_wins_at(r, c)) {
					printf("(%d,%d)\n", r, c);
					found = 1;
				}
		if (!found)
			puts("#####");
	}
	return 0;
}
#endif
