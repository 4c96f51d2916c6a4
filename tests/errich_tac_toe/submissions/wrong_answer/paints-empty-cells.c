/*
 * paints-empty-cells: a wrong solution to errich_tac_toe, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it paints the cheapest option's pattern, class r all O and
 * class r+1 all X, onto every cell, the empty ones too: it counts only
 * the tokens it changes, but writes tokens where the grid had '.'.
 * Shrinks to: size 1 (make judge): a lone token beside an empty cell.
 */
#include <stdio.h>

static char g[300][301];

int main(void)
{
	int t, n, i, j, r, best;

	if (scanf("%d", &t) != 1)
		return 1;
	while (t--) {
		int cost[3] = {0, 0, 0};
		if (scanf("%d", &n) != 1)
			return 1;
		for (i = 0; i < n; i++)
			if (scanf("%300s", g[i]) != 1)
				return 1;
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++) {
				int c = (i + j) % 3;
				cost[c] += g[i][j] == 'X';	/* option c */
				cost[(c + 2) % 3] += g[i][j] == 'O';
			}
		best = 0;
		for (r = 1; r < 3; r++)
			if (cost[r] < cost[best])
				best = r;
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++) {
				int c = (i + j) % 3;
				if (c == best)
					g[i][j] = 'O';
				else if (c == (best + 1) % 3)
					g[i][j] = 'X';
			}
			puts(g[i]);
		}
	}
	return 0;
}
