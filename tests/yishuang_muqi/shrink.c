/*
 * Shrink step for yishuang_muqi (tools/front/yours): the simpler neighbours of
 * an input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the board without its last row, last column, first row or
 * first column (from both A and B); then one value made 0; then one value
 * halved.  Each is smaller than IN (fewer cells, or a smaller sum), so
 * shrinking ends.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../common/shrink.h"

enum { MAX_SIDE = 10 };

static int n, m, value[2][MAX_SIDE][MAX_SIDE];	/* A, then B */

/* Writes rows [r0, r1) and columns [c0, c1) of A and B, and exits if
 * this is neighbour K; counts it otherwise. */
static void offer(int r0, int r1, int c0, int c1)
{
	int v, r, c;

	if (not_this_one())
		return;
	printf("%d %d\n", r1 - r0, c1 - c0);
	for (v = 0; v < 2; v++)
		for (r = r0; r < r1; r++)
			for (c = c0; c < c1; c++)
				printf("%d%c", value[v][r][c],
				       c == c1 - 1 ? '\n' : ' ');
	exit(0);
}

/* Reads IN's sizes and its values, A then B; exits 2 when it is not
 * that. */
static void read_input(void)
{
	int v, r, c;

	if (scanf("%d %d", &n, &m) != 2 || n < 1 || m < 1 || n > MAX_SIDE
	    || m > MAX_SIDE)
		exit(2);
	for (v = 0; v < 2; v++)
		for (r = 0; r < n; r++)
			for (c = 0; c < m; c++)
				if (scanf("%d", &value[v][r][c]) != 1)
					exit(2);
}

/* The board without its last row, last column, first row or first
 * column, in turn, where it has two or more of them. */
static void offer_cut(void)
{
	if (n > 1)
		offer(0, n - 1, 0, m);
	if (m > 1)
		offer(0, n, 0, m - 1);
	if (n > 1)
		offer(1, n, 0, m);
	if (m > 1)
		offer(0, n, 1, m);
}

/* Each value (of A, then B) made 0, then each halved, in turn, where
 * that makes it smaller. */
static void offer_values(void)
{
	int v, r, c;

	for (v = 0; v < 4; v++)	/* 0, 1: made 0; 2, 3: halved */
		for (r = 0; r < n; r++)
			for (c = 0; c < m; c++) {
				int *x = &value[v % 2][r][c], was = *x;
				if (was == 0 || (v >= 2 && was == 1))
					continue;
				*x = v < 2 ? 0 : was / 2;
				offer(0, n, 0, m);
				*x = was;
			}
}

int main(int argc, char **argv)
{
	read_step(argc, argv, 0);
	read_input();
	offer_cut();
	offer_values();
	return 1;
}
