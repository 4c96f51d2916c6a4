/*
 * Brute force for interactive_tictactoe: the start's value to the
 * program (x) under perfect play, "win", "draw" or "loss": the answer
 * the interactor checks its own table against.  A plain minimax over
 * the 3x3 grid of characters, no memo, no masks; it shares nothing with
 * the solution or the interactor.  Reads a valid input (validate.c).
 */
#include <stdio.h>
#include <string.h>

static char g[3][4];

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

int main(void)
{
	char side[8], need[16];
	int r, c, xs = 0, os = 0;

	if (scanf("%7s %15s %3s %3s %3s", side, need, g[0], g[1], g[2]) != 5)
		return 1;
	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++)
			xs += g[r][c] == 'x', os += g[r][c] == 'o';
	/* x moves when the counts say so: equal if x began, o ahead if not */
	r = outcome(strcmp(side, "first") == 0 ? (xs == os ? 'x' : 'o')
		    : (os == xs + 1 ? 'x' : 'o'));
	puts(r > 0 ? "win" : r < 0 ? "loss" : "draw");
	return 0;
}
