/*
 * greedy-scan: a wrong solution to errich_tac_toe, kept to prove the
 * tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it reads the grid in order, row by row, and whenever a cell
 * ends three equal tokens (the two to its left or the two above it) it
 * changes that cell.  Each triple is fixed where it is found, but on a
 * dense grid that takes far more than floor(k/3) changes (and a change
 * that fixes a row can complete a column).
 * Shrinks to: size 7 (make judge): a 3 x 3 grid of seven O, changed 3
 * times where 2 are allowed.
 */
#include <stdio.h>

static char g[300][301];

static int ends_triple(int i, int j)
{
	char c = g[i][j];

	return c != '.' && ((j >= 2 && g[i][j - 1] == c && g[i][j - 2] == c)
			    || (i >= 2 && g[i - 1][j] == c
				&& g[i - 2][j] == c));
}

int main(void)
{
	int t, n, i, j;

	if (scanf("%d", &t) != 1)
		return 1;
	while (t--) {
		if (scanf("%d", &n) != 1)
			return 1;
		for (i = 0; i < n; i++)
			if (scanf("%300s", g[i]) != 1)
				return 1;
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++)
				if (ends_triple(i, j))
					g[i][j] = g[i][j] == 'X' ? 'O' : 'X';
		for (i = 0; i < n; i++)
			puts(g[i]);
	}
	return 0;
}
