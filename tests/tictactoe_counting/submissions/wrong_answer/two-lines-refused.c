/*
 * two-lines-refused: a wrong solution to tictactoe_counting, kept to
 * prove the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it decides by rule which grids a game reaches, and takes a
 * player owning two lines for a game played on after a win.  But one
 * stone can close two lines at once: X's fifth stone in the corner of
 * XXX / XOO / X.O (O's four stones cannot) makes a grid some game
 * reaches, one game won by X ("1 0"), not "-1 -1".
 */
#include <stdio.h>

static const int lines[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

/* How many lines p owns in g. */
static int lines_of(const char *g, char p)
{
	int i, n = 0;

	for (i = 0; i < 8; i++)
		n += g[lines[i][0]] == p && g[lines[i][1]] == p
		     && g[lines[i][2]] == p;
	return n;
}

static long won_x[19683], won_o[19683];
static signed char state[19683];	/* 0 not yet, 1 counted */

static int code_of(const char *g)
{
	int k, code = 0;

	for (k = 0; k < 9; k++)
		code = 3 * code + (g[k] == 'X') + 2 * (g[k] == 'O');
	return code;
}

/* Counts the games from g on into won_x, won_o; X moves when x_turn. */
static void count(char *g, int x_turn)
{
	int code = code_of(g), c;

	if (state[code])
		return;
	state[code] = 1;
	if (lines_of(g, 'X') || lines_of(g, 'O')) {
		won_x[code] = lines_of(g, 'X') > 0;
		won_o[code] = lines_of(g, 'O') > 0;
		return;
	}
	for (c = 0; c < 9; c++)
		if (g[c] == '.') {
			int next;
			g[c] = x_turn ? 'X' : 'O';
			count(g, !x_turn);
			next = code_of(g);
			won_x[code] += won_x[next];
			won_o[code] += won_o[next];
			g[c] = '.';
		}
}

int main(void)
{
	int t;
	char g[16];

	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0 && scanf("%15s", g) == 1) {
		int k, xs = 0, os = 0, xl = lines_of(g, 'X'), ol = lines_of(g, 'O');
		for (k = 0; k < 9; k++) {
			xs += g[k] == 'X';
			os += g[k] == 'O';
		}
		if ((xs != os && xs != os + 1) || xl + ol > 1
		    || (xl && xs != os + 1) || (ol && xs != os)) {
			printf("-1 -1\n");
			continue;
		}
		count(g, xs == os);
		printf("%ld %ld\n", won_x[code_of(g)], won_o[code_of(g)]);
	}
	return 0;
}
