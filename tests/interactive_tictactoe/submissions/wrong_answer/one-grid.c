/*
 * one-grid: a wrong solution to interactive_tictactoe, kept to prove the
 * tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: written from the samples.  Moving first it plays the whole
 * game (sample 1); moving second it answers one grid and ends, as in
 * sample 2, where one move is all it has.  A game it plays second with
 * two moves or more to make (both-second-perfect, never_lose-second-*,
 * ...) finds its output ended where the judge waits for its next grid.
 * Shrinks to: size 4: moving second, it must make two moves (its, the
 * judge's, its), three empty cells at least, and moving second it is
 * to move only with an even number of them.
 */
#include <stdio.h>
#include <string.h>

static char g[10];
static const int line[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

static int won(char p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (g[line[i][0]] == p && g[line[i][1]] == p &&
		    g[line[i][2]] == p)
			return 1;
	return 0;
}

static int full(void)
{
	return strchr(g, '.') == NULL;
}

/* The score of `me` to move, `you` the other: 1 win, 0 draw, -1 loss. */
static int score(char me, char you)
{
	int k, v, best = -1;

	if (won(you))
		return -1;
	if (full())
		return 0;
	for (k = 0; k < 9; k++)
		if (g[k] == '.') {
			g[k] = me;
			v = -score(you, me);
			g[k] = '.';
			if (v > best)
				best = v;
		}
	return best;
}

/* Our move: the first cell of best score (a win, else a draw). */
static int best_move(void)
{
	int k, v, best = -2, move = -1;

	for (k = 0; k < 9; k++)
		if (g[k] == '.') {
			g[k] = 'x';
			v = -score('o', 'x');
			g[k] = '.';
			if (v > best)
				best = v, move = k;
		}
	return move;
}

/* The next grid into g; 0 at the end of the input. */
static int read_grid(void)
{
	char row[8];
	int r;

	for (r = 0; r < 3; r++) {
		if (scanf("%7s", row) != 1 || strlen(row) != 3)
			return 0;
		memcpy(g + 3 * r, row, 3);
	}
	return 1;
}

/* One turn: read a grid, answer it; 0 once the game is over. */
static int turn(void)
{
	if (!read_grid() || won('o') || full())
		return 0;
	g[best_move()] = 'x';
	printf("%.3s\n%.3s\n%.3s\n", g, g + 3, g + 6);
	fflush(stdout);
	return !won('x') && !full();
}

int main(void)
{
	char side[8];

	if (scanf("%7s", side) != 1)
		return 1;
	if (strcmp(side, "first") == 0)
		while (turn())
			;
	else
		turn();	/* sample 2: one grid, one answer */
	return 0;
}
