/*
 * other-pairing-last: a right solution to errich_tac_toe whose answers
 * differ from ours, kept to prove the tests judge the answer, not its
 * text.
 * @EXPECTED_RESULTS@: ACCEPTED
 *
 * It pairs the classes the other way round: option a turns the X of
 * class a into O and the O of class a+2 (mod 3) into X, which also puts
 * an O and an X in every triple, and these three options too change
 * each token once between them.  Of the cheapest it takes the last.
 */
#include <stdio.h>

static char g[300][301];

int main(void)
{
	int t, n, i, j, a, best;

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
				cost[c] += g[i][j] == 'X';
				cost[(c + 1) % 3] += g[i][j] == 'O';
			}
		best = 0;
		for (a = 1; a < 3; a++)
			if (cost[a] <= cost[best])
				best = a;
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++) {
				int c = (i + j) % 3;
				if (g[i][j] == 'X' && c == best)
					g[i][j] = 'O';
				else if (g[i][j] == 'O' && c == (best + 2) % 3)
					g[i][j] = 'X';
			}
			puts(g[i]);
		}
	}
	return 0;
}
