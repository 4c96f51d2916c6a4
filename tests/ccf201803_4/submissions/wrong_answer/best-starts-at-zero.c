/*
 * best-starts-at-zero: a wrong solution to ccf201803_4, kept to prove the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 * Points: 265 of 554 tests (each test alike).
 *
 * Mistake: the best score starts at 0, as if a draw were always there to
 * take; when every move loses, the search reports 0 instead of the least
 * bad loss.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int g[3][3];

/* Whether player p has three in a row, column or diagonal. */
static int won(int p)
{
	int i;

	for (i = 0; i < 3; i++) {
		if (g[i][0] == p && g[i][1] == p && g[i][2] == p)
			return 1;
		if (g[0][i] == p && g[1][i] == p && g[2][i] == p)
			return 1;
	}
	return (g[0][0] == p && g[1][1] == p && g[2][2] == p) ||
	       (g[0][2] == p && g[1][1] == p && g[2][0] == p);
}

static int empties(void)
{
	int r, c, n = 0;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++)
			n += g[r][c] == 0;
	return n;
}

/* The score with player `p` (1 Alice, 2 Bob) to move. */
static int minimax(int p)
{
	int r, c, best = 0;	/* should start beyond every score */

	if (won(1))
		return empties() + 1;
	if (won(2))
		return -(empties() + 1);
	if (empties() == 0)
		return 0;
	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++) {
			int v;
			if (g[r][c])
				continue;
			g[r][c] = p;
			v = minimax(3 - p);
			g[r][c] = 0;
			if (p == 1 ? v > best : v < best)
				best = v;
		}
	return best;
}

int main(void)
{
	long t;
	int r, c;

	if (scanf("%ld", &t) != 1)
		return 2;
	while (t--) {
		for (r = 0; r < 3; r++)
			for (c = 0; c < 3; c++)
				if (scanf("%d", &g[r][c]) != 1)
					return 2;
		printf("%d\n", minimax(1));
	}
	return 0;
}
