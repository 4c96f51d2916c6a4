/*
 * easy-version: a wrong solution to errich_tac_toe, kept to prove the
 * tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: the easy version's idea, which is right when every token is
 * an X: turn into O the X of the class (i + j) mod 3 that has the
 * fewest.  With O on the grid it leaves three O in a row as they are,
 * and an O it makes can line up with O already there.
 * Shrinks to: size 3 (make judge): one row of three O.
 */
#include <stdio.h>

static char g[300][301];

int main(void)
{
	int t, n, i, j, c, best;

	if (scanf("%d", &t) != 1)
		return 1;
	while (t--) {
		int xs[3] = {0, 0, 0};
		if (scanf("%d", &n) != 1)
			return 1;
		for (i = 0; i < n; i++)
			if (scanf("%300s", g[i]) != 1)
				return 1;
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++)
				xs[(i + j) % 3] += g[i][j] == 'X';
		best = 0;
		for (c = 1; c < 3; c++)
			if (xs[c] < xs[best])
				best = c;
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++)
				if (g[i][j] == 'X' && (i + j) % 3 == best)
					g[i][j] = 'O';
			puts(g[i]);
		}
	}
	return 0;
}
