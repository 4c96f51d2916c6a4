/*
 * Shrink step for errich_tac_toe (tools/front/yours): the simpler
 * neighbours of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the input without one of its cases (when it has two or
 * more); one case without row r and column c (r = c first, then every
 * other pair), one size smaller, when that leaves a token; one token
 * made '.', when another is left.  Each has fewer cases, cells or
 * tokens than IN, so shrinking ends.  (The tools take the input as one
 * case, problem.sh's cases=one, so the cases are dropped here.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/shrink.h"

enum { MAX_N = 300, MAX_T = 100 };

static int t, size[MAX_T], top[MAX_T];
static char grid[MAX_N][MAX_N + 2];	/* the cases' rows, stacked */

/* Tokens of each case, and of each of its rows and columns. */
static int tokens[MAX_T], in_row[MAX_N], in_col[MAX_T][MAX_N];

/* Whether case c keeps a token without row `row` and column `col`. */
static int keeps_token(int c, int row, int col)
{
	const char *at = &grid[top[c] + row][col];

	return tokens[c] - in_row[top[c] + row] - in_col[c][col]
	       + (*at != '.') > 0;
}

/* Writes the input without case `skip` (-1: none), case `cut` without
 * its row `row` and column `col`, and exits if this is neighbour K;
 * counts it otherwise. */
static void offer(int skip, int cut, int row, int col)
{
	int c, i, j;

	if (not_this_one())
		return;
	printf("%d\n", t - (skip >= 0));
	for (c = 0; c < t; c++) {
		if (c == skip)
			continue;
		printf("%d\n", size[c] - (c == cut));
		for (i = 0; i < size[c]; i++) {
			if (c == cut && i == row)
				continue;
			for (j = 0; j < size[c]; j++)
				if (c != cut || j != col)
					putchar(grid[top[c] + i][j]);
			putchar('\n');
		}
	}
	exit(0);
}

/* Case c without one row and one column, each pair that keeps a token. */
static void offer_smaller(int c)
{
	int r, col;

	for (r = 0; size[c] > 1 && r < size[c]; r++)
		if (keeps_token(c, r, r))
			offer(-1, c, r, r);
	for (r = 0; size[c] > 1 && r < size[c]; r++)
		for (col = 0; col < size[c]; col++)
			if (r != col && keeps_token(c, r, col))
				offer(-1, c, r, col);
}

/* Case c with one token made '.', while another is left. */
static void offer_fewer(int c)
{
	int i, j;

	for (i = 0; i < size[c]; i++)
		for (j = 0; j < size[c]; j++) {
			char *at = &grid[top[c] + i][j];
			char was = *at;
			if (was == '.')
				continue;
			*at = '.';
			if (tokens[c] > 1)
				offer(-1, -1, -1, -1);
			*at = was;
		}
}

/* Counts the tokens of case c, whose rows are read, into tokens[c],
 * in_row[] and in_col[c][]. */
static void count_tokens(int c)
{
	int i, j;

	for (i = top[c]; i < top[c] + size[c]; i++)
		for (j = 0; j < size[c]; j++) {
			int token = grid[i][j] != '.';
			tokens[c] += token;
			in_row[i] += token;
			in_col[c][j] += token;
		}
}

/* Reads IN's t cases, each its size and rows, one under another in
 * grid[], and counts their tokens; exits 2 when it is not that. */
static void read_input(void)
{
	int c, i, rows = 0;

	if (scanf("%d", &t) != 1 || t < 1 || t > MAX_T)
		exit(2);
	for (c = 0; c < t; c++) {
		if (scanf("%d", &size[c]) != 1 || size[c] < 1
		    || size[c] > MAX_N - rows)
			exit(2);
		top[c] = rows;
		for (i = 0; i < size[c]; i++, rows++)
			if (scanf("%300s", grid[rows]) != 1
			    || (int)strlen(grid[rows]) != size[c])
				exit(2);
		count_tokens(c);
	}
}

int main(int argc, char **argv)
{
	int c;

	read_step(argc, argv, 0);
	read_input();
	for (c = 0; t > 1 && c < t; c++)
		offer(c, -1, -1, -1);
	for (c = 0; c < t; c++)
		offer_smaller(c);
	for (c = 0; c < t; c++)
		offer_fewer(c);
	return 1;
}
