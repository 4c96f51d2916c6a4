/*
 * Brute force for weighted_tictactoe: the game played out over every
 * order of moves (at most 9! of them) on a 3x3 grid of owners, as the
 * statement tells it, with no memo, no board code and no scores carried
 * between moves: who wins, nothing more.  Shares no code with the
 * solution, not even the input reader.
 */
#include <stdio.h>

static long long a[3][3];
static int owner[3][3];	/* 0 unpainted, 1 Takahashi, 2 Aoki */

static int has_line(int p)
{
	int i;

	for (i = 0; i < 3; i++)
		if ((owner[i][0] == p && owner[i][1] == p && owner[i][2] == p)
		    || (owner[0][i] == p && owner[1][i] == p
			&& owner[2][i] == p))
			return 1;
	return (owner[0][0] == p && owner[1][1] == p && owner[2][2] == p)
	       || (owner[0][2] == p && owner[1][1] == p && owner[2][0] == p);
}

/* The total of player p's cells. */
static long long total(int p)
{
	long long sum = 0;
	int r, c;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++)
			sum += owner[r][c] == p ? a[r][c] : 0;
	return sum;
}

/* Whether p, to move, wins: some move gives p a line, fills the board
 * with p's total larger, or leaves the other a position it loses. */
static int wins(int p)
{
	int r, c, full = 1, win = 0;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 3 && !win; c++) {
			if (owner[r][c])
				continue;
			owner[r][c] = p;
			if (has_line(p))
				win = 1;
			else
				win = !wins(3 - p);
			owner[r][c] = 0;
		}
	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++)
			full = full && owner[r][c];
	if (full)	/* no move: the game ended with the last one */
		return total(p) > total(3 - p);
	return win;
}

#ifndef EXPLAIN	/* explain.c builds on the search above */
int main(void)
{
	int r, c;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++)
			if (scanf("%lld", &a[r][c]) != 1)
				return 2;
	puts(wins(1) ? "Takahashi" : "Aoki");
	return 0;
}
#endif
