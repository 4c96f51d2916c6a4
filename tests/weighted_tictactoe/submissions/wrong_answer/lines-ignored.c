/*
 * lines-ignored: a wrong solution to weighted_tictactoe, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it never checks for lines: only the totals on the full board
 * decide.
 */
#include <stdio.h>

static long long a[9];
static int owner[9];	/* 0 free, 1 Takahashi, 2 Aoki */

/* Whether p, to move with `left` cells free, wins. */
static int wins(int p, int left)
{
	int k;

	for (k = 0; k < 9; k++) {
		int win;
		if (owner[k])
			continue;
		owner[k] = p;
		if (left == 1) {
			long long mine = 0, theirs = 0;
			int j;
			for (j = 0; j < 9; j++) {
				if (owner[j] == p)
					mine += a[j];
				else
					theirs += a[j];
			}
			win = mine > theirs;
		} else
			win = !wins(3 - p, left - 1);
		owner[k] = 0;
		if (win)
			return 1;
	}
	return 0;
}

int main(void)
{
	int k;

	for (k = 0; k < 9; k++)
		if (scanf("%lld", &a[k]) != 1)
			return 1;
	puts(wins(1, 9) ? "Takahashi" : "Aoki");
	return 0;
}
