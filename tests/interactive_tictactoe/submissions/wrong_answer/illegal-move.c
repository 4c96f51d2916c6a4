/*
 * illegal-move: a wrong solution to interactive_tictactoe, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: an opening book that does not look at the grid.  Moving
 * second, its answer to the judge's first move (a grid of one o) is the
 * centre, played without a search and without checking that the centre
 * is empty: when the judge opened there, it writes its x over the
 * judge's o.  Everywhere else it searches and plays right.  The samples
 * never show it a grid of one o (sample 2 starts six moves in); the
 * judge of strategy forks opens in the centre (never_lose-second-forks,
 * both-second-forks, always_win-second-forks).
 * Shrinks to: size 8: the judge's one o, in the centre, on the start
 * grid; a smaller start shows it no grid of one o.
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

static int count(char p)
{
	int k, n = 0;

	for (k = 0; k < 9; k++)
		n += g[k] == p;
	return n;
}

int main(void)
{
	char side[8];

	if (scanf("%7s", side) != 1)
		return 1;
	while (read_grid()) {
		if (won('o') || full())
			return 0;
		if (count('o') == 1 && count('x') == 0)
			g[4] = 'x';	/* the book: the centre */
		else
			g[best_move()] = 'x';
		printf("%.3s\n%.3s\n%.3s\n", g, g + 3, g + 6);
		fflush(stdout);
		if (won('x') || full())
			return 0;
	}
	return 0;
}
