/*
 * Brute force for interactive_tictactoe: the start's value to the
 * program (x) under perfect play, "win", "draw" or "loss": the answer
 * the interactor checks its own table against.  A plain minimax over
 * the 3x3 grid of characters, no memo, no masks; it shares nothing with
 * the solution or the interactor.  Reads a valid input (validate.c).
 */
#include <stdio.h>
#include <string.h>

static char g[3][3];
static const char *const result[3] = {"loss", "draw", "win"};

static int won(char p)
{
	int i;

	for (i = 0; i < 3; i++)
		if ((g[i][0] == p && g[i][1] == p && g[i][2] == p) ||
		    (g[0][i] == p && g[1][i] == p && g[2][i] == p))
			return 1;
	return (g[0][0] == p && g[1][1] == p && g[2][2] == p) ||
	       (g[0][2] == p && g[1][1] == p && g[2][0] == p);
}

/* The outcome for x, +1 win, 0 draw, -1 loss, with `p` to move. */
static int outcome(char p)
{
	int r, c, v, best = p == 'x' ? -2 : 2, moved = 0;

	if (won('x'))
		return 1;
	if (won('o'))
		return -1;
	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++) {
			if (g[r][c] != '.')
				continue;
			g[r][c] = p;
			v = outcome(p == 'x' ? 'o' : 'x');
			g[r][c] = '.';
			moved = 1;
			if (p == 'x' ? v > best : v < best)
				best = v;
		}
	return moved ? best : 0;
}

/* Who moves on g: x and o alternate, x first when the program is. */
static char to_move(int program_first)
{
	int r, c, xs = 0, os = 0;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++)
			xs += g[r][c] == 'x', os += g[r][c] == 'o';
	return (program_first ? xs == os : os == xs + 1) ? 'x' : 'o';
}

/* The test's first two words and its grid, into g; 0 if not there. */
static int read_test(char side[8], char need[16])
{
	char row[3][4];
	int r;

	if (scanf("%7s %15s %3s %3s %3s", side, need, row[0], row[1],
		  row[2]) != 5)
		return 0;
	for (r = 0; r < 3; r++)
		memcpy(g[r], row[r], 3);
	return 1;
}

#ifndef EXPLAIN
int main(void)
{
	char side[8], need[16];

	if (!read_test(side, need))
		return 1;
	puts(result[outcome(to_move(strcmp(side, "first") == 0)) + 1]);
	return 0;
}
#endif
