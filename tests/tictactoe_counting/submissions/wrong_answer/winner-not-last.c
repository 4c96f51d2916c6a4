/*
 * winner-not-last: a wrong solution to tictactoe_counting, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it decides by rule which grids a game reaches, and its rule
 * has two parts of three: X has as many stones as O or one more, and
 * not both own a line.  It forgets that the winner moved last, so a grid
 * where X owns a line and O moved after it (XXX / OO. / O..) is counted
 * as one game won by X ("1 0") where no game reaches it ("-1 -1").
 */
#include <stdio.h>
#include <string.h>

static const int lines[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

static int wins(const char *g, char p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (g[lines[i][0]] == p && g[lines[i][1]] == p
		    && g[lines[i][2]] == p)
			return 1;
	return 0;
}

/* The games from g on, X to move if x_turn: X wins into *x, O's into *o. */
static void games(char *g, int x_turn, long *x, long *o)
{
	int c;

	if (wins(g, 'X')) {
		++*x;
		return;
	}
	if (wins(g, 'O')) {
		++*o;
		return;
	}
	for (c = 0; c < 9; c++)
		if (g[c] == '.') {
			g[c] = x_turn ? 'X' : 'O';
			games(g, !x_turn, x, o);
			g[c] = '.';
		}
}

static long memo_x[19683], memo_o[19683];
static char known[19683];

int main(void)
{
	int t;
	char g[16];

	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0 && scanf("%15s", g) == 1) {
		int k, xs = 0, os = 0, code = 0;
		for (k = 0; k < 9; k++) {
			xs += g[k] == 'X';
			os += g[k] == 'O';
			code = 3 * code + (g[k] == 'X') + 2 * (g[k] == 'O');
		}
		if ((xs != os && xs != os + 1) || (wins(g, 'X') && wins(g, 'O'))) {
			printf("-1 -1\n");
			continue;
		}
		if (!known[code]) {
			games(g, xs == os, &memo_x[code], &memo_o[code]);
			known[code] = 1;
		}
		printf("%ld %ld\n", memo_x[code], memo_o[code]);
	}
	return 0;
}
