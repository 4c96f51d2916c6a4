/*
 * always-option-0: a wrong solution to errich_tac_toe, kept to prove the
 * tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it always takes option 0 (X of class 0 to O, O of class 1 to
 * X), which makes a draw but may cost more than floor(k/3): only the
 * cheapest of the three options is sure to fit.
 * Shrinks to: size 1 (make judge): a lone X at class 0, and a budget of 0.
 */
#include <stdio.h>

static char g[300][301];

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
		for (i = 0; i < n; i++) {
			for (j = 0; j < n; j++) {
				if (g[i][j] == 'X' && (i + j) % 3 == 0)
					g[i][j] = 'O';
				else if (g[i][j] == 'O' && (i + j) % 3 == 1)
					g[i][j] = 'X';
			}
			puts(g[i]);
		}
	}
	return 0;
}
