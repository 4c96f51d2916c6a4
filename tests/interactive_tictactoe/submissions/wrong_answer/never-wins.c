/*
 * never-wins: a wrong solution to interactive_tictactoe, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it plays only not to lose.  Its search asks one question,
 * "can the judge force a win from here?", and it takes the first cell
 * after which the answer is no, so a win is worth no more to it than a
 * draw: it never loses, but when the judge errs it takes the first
 * safe cell, not the one that wins, and lets the game be drawn.  The
 * samples' perfect judge never gives it a win to miss; the judges of
 * strategies forks and random do (always_win-second-forks,
 * both-second-forks, both-second-random, both-random-c).  (On the
 * blunder tests the first safe cell happens to win.)
 * Points: 45 of 100, groups valid and never_lose: it never loses.
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

/* Whether the judge (o) can force a win, p to move. */
static int judge_wins(char p)
{
	int k, v, any = p == 'x';

	if (won('o') || won('x'))
		return won('o');
	for (k = 0; k < 9; k++)
		if (g[k] == '.') {
			g[k] = p;
			v = judge_wins(p == 'x' ? 'o' : 'x');
			g[k] = '.';
			if (p == 'o' && v)
				return 1;	/* o has a winning move */
			if (p == 'x' && !v)
				return 0;	/* x has a safe move */
		}
	return any && !full();	/* x to move with no safe move */
}

/* The first cell after which the judge cannot force a win. */
static int safe_move(void)
{
	int k, lost;

	for (k = 0; k < 9; k++)
		if (g[k] == '.') {
			g[k] = 'x';
			lost = judge_wins('o');
			g[k] = '.';
			if (!lost)
				return k;
		}
	return (int)(strchr(g, '.') - g);	/* lost anyway */
}

int main(void)
{
	char side[8], row[8];
	int r;

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
		g[safe_move()] = 'x';
		printf("%.3s\n%.3s\n%.3s\n", g, g + 3, g + 6);
		fflush(stdout);
		if (won('x') || full())
			return 0;
	}
}
