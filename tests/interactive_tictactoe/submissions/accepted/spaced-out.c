/*
 * spaced-out: a right solution to interactive_tictactoe that lays its
 * grids out otherwise: each on one line, its rows separated by a space,
 * then a blank line, after the last grid too.  The judge reads words, so
 * that white space is free, as the statement says; this proves it.
 * @EXPECTED_RESULTS@: ACCEPTED
 */
#include <stdio.h>

static char cell[10];
/* The 8 lines, three cells each, as digits. */
static const char *const lines = "012345678036147258048246";

static int holds_line(char p)
{
	int i;

	for (i = 0; i < 24; i += 3)
		if (cell[lines[i] - '0'] == p && cell[lines[i + 1] - '0'] == p
		    && cell[lines[i + 2] - '0'] == p)
			return 1;
	return 0;
}

static int empty_cells(void)
{
	int k, n = 0;

	for (k = 0; k < 9; k++)
		n += cell[k] == '.';
	return n;
}

/* Negamax: the value for `me`, to move, of the grid; +1 a win. */
static int value(char me, char other)
{
	int k, best = -1;

	if (holds_line(other))
		return -1;
	if (!empty_cells())
		return 0;
	for (k = 0; k < 9 && best < 1; k++)
		if (cell[k] == '.') {
			int v;
			cell[k] = me;
			v = -value(other, me);
			cell[k] = '.';
			if (v > best)
				best = v;
		}
	return best;
}

int main(void)
{
	char side[16], row[3][16];

	if (scanf("%15s", side) != 1)
		return 1;
	while (scanf("%15s %15s %15s", row[0], row[1], row[2]) == 3) {
		int k, best = -2, move = 0;
		for (k = 0; k < 9; k++)
			cell[k] = row[k / 3][k % 3];
		if (holds_line('o') || !empty_cells())
			return 0;
		for (k = 0; k < 9; k++)
			if (cell[k] == '.') {
				int v;
				cell[k] = 'x';
				v = -value('o', 'x');
				cell[k] = '.';
				if (v > best)
					best = v, move = k;
			}
		cell[move] = 'x';
		printf("%.3s %.3s %.3s\n\n", cell, cell + 3, cell + 6);
		fflush(stdout);
		if (holds_line('x') || !empty_cells())
			return 0;
	}
	return 0;
}
