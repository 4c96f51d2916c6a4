/*
 * cell-by-cell-search: a wrong solution to yishuang_muqi, kept to prove the tests catch it.
 * @EXPECTED_RESULTS@: TIME_LIMIT_EXCEEDED
 *
 * Mistake: too slow.  A plain minimax over the cells, with no memory of
 * staircases met before, visits every order of play: already on 5 x 5
 * that is beyond any time limit, and 10 x 10 is hopeless (over 20 times
 * the limit in instructions).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static int n, m, A[10][10], B[10][10];

/* Cell by cell. */
static int taken[10][10];

static int minimax(int black, int left)
{
	int r, c, best = black ? -2000000000 : 2000000000;

	if (left == 0)
		return 0;
	for (r = 0; r < n; r++)
		for (c = 0; c < m; c++) {
			int v;
			if (taken[r][c] || (r > 0 && !taken[r - 1][c]) ||
			    (c > 0 && !taken[r][c - 1]))
				continue;
			taken[r][c] = 1;
			v = minimax(!black, left - 1);
			taken[r][c] = 0;
			if (black && A[r][c] + v > best)
				best = A[r][c] + v;
			if (!black && v - B[r][c] < best)
				best = v - B[r][c];
		}
	return best;
}

int main(void)
{
	int r, c;

	if (scanf("%d %d", &n, &m) != 2 || n < 1 || n > 10 || m < 1 || m > 10)
		return 2;
	for (r = 0; r < n; r++)
		for (c = 0; c < m; c++)
			if (scanf("%d", &A[r][c]) != 1)
				return 2;
	for (r = 0; r < n; r++)
		for (c = 0; c < m; c++)
			if (scanf("%d", &B[r][c]) != 1)
				return 2;
	printf("%d\n", minimax(1, n * m));
	return 0;
}
