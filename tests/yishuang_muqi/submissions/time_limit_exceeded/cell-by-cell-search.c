/*
 * cell-by-cell-search: a wrong solution to yishuang_muqi, kept to prove the tests catch it.
 * @EXPECTED_RESULTS@: TIME_LIMIT_EXCEEDED
 *
 * Mistake: too slow.  A plain minimax, with no memory of staircases met
 * before, visits every order of play: already on 5 x 5 that is beyond
 * any time limit, and 10 x 10 is hopeless (over 20 times the limit in
 * instructions).  Each move is found in a row's length, not a scan of
 * every cell, so that its score is the same under a limit of 1 s or 2 s
 * (problemtools tries both): the largest test it passes, 8 x 3, takes
 * a fifth of what the smallest it fails, 4 x 6, takes (the same 24
 * cells: a count of orders no constant factor changes), the limit
 * between them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static int n, m, A[10][10], B[10][10];

/* The staircase as it stands: row r holds its first filled[r] cells. */
static int filled[10];

/* Every order of play, move by move: a cell can be taken at the end of
 * a row that is shorter than the row above it (or the first row). */
static int minimax(int black, int left)
{
	int r, best = black ? -2000000000 : 2000000000;

	if (left == 0)
		return 0;
	for (r = 0; r < n; r++) {
		int c = filled[r], v;
		if (c == m || (r > 0 && filled[r - 1] == c))
			continue;
		filled[r]++;
		v = minimax(!black, left - 1);
		filled[r]--;
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
