/*
 * greedy: a wrong solution to interactive_tictactoe, kept to prove the
 * tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: no search, the rule of thumb alone: win now if it can, else
 * block the judge's two in a row, else take the first empty cell.  It
 * never looks two moves ahead, so a judge that builds a fork (two lines
 * of two at once) beats it: the perfect judge opens in a corner, it
 * answers on the edge beside it, and the judge forks
 * (never_lose-second-perfect, both-second-perfect, both-start-3,
 * both-second-blunder-b); and it lets go wins that only a fork of its
 * own would force (both-random-c).  Moving first against the samples'
 * perfect judge it happens to hold the draw, and the judge of strategy
 * forks, greedy itself, never forks it.
 * Shrinks to: size 3: with two empty cells or fewer, one move ahead is
 * all there is to see; its first miss is a fork of its own, its move,
 * the judge's block, its win.
 * Points: 20 of 100, group valid alone: its games are all legal.
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

/* The first empty cell that gives p a line, or -1. */
static int completing(char p)
{
	int k, wins;

	for (k = 0; k < 9; k++) {
		if (g[k] != '.')
			continue;
		g[k] = p;
		wins = won(p);
		g[k] = '.';
		if (wins)
			return k;
	}
	return -1;
}

int main(void)
{
	char side[8], row[8];
	int r, k;

	if (scanf("%7s", side) != 1)
		return 1;
	for (;;) {
		for (r = 0; r < 3; r++) {
			if (scanf("%7s", row) != 1 || strlen(row) != 3)
				return 1;
			memcpy(g + 3 * r, row, 3);
		}
		if (won('o') || full())
			return 0;
		k = completing('x');
		if (k < 0)
			k = completing('o');
		if (k < 0)
			k = (int)(strchr(g, '.') - g);
		g[k] = 'x';
		printf("%.3s\n%.3s\n%.3s\n", g, g + 3, g + 6);
		fflush(stdout);
		if (won('x') || full())
			return 0;
	}
}
