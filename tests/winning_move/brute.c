/*
 * Brute force for winning_move: the game searched on a 4x4 grid of
 * characters, stopping at the first winning x move and at the first o
 * move that refutes one, with no memo and no board code.  Shares no code
 * with the solution, not even the reader.
 */
#include <stdio.h>
#include <string.h>

static char g[4][4];

static int four(char p)
{
	int i;

	for (i = 0; i < 4; i++)
		if ((g[i][0] == p && g[i][1] == p && g[i][2] == p && g[i][3] == p)
		    || (g[0][i] == p && g[1][i] == p && g[2][i] == p
			&& g[3][i] == p))
			return 1;
	return (g[0][0] == p && g[1][1] == p && g[2][2] == p && g[3][3] == p)
	       || (g[0][3] == p && g[1][2] == p && g[2][1] == p
		   && g[3][0] == p);
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
