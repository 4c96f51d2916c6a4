/*
 * counts-in-16-bits: a wrong solution to tictactoe_counting, kept to
 * prove the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: an overflow.  It keeps each grid's two counts in 16 bits,
 * to halve its table of 3^9 grids, as the sample's counts (at most 232)
 * allow; but the games from a grid of few stones run past 65535: from
 * the empty grid X wins 131184 of them, which it answers as 112
 * (131184 - 2 x 65536).
 */
#include <stdio.h>
#include <string.h>

static const int lines[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

static unsigned short xs[19683], os[19683];
static char seen[19683];

static int has_line(const char *g, char p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (g[lines[i][0]] == p && g[lines[i][1]] == p
		    && g[lines[i][2]] == p)
			return 1;
	return 0;
}

static int code(const char *g)
{
	int k, c = 0;

	for (k = 0; k < 9; k++)
		c = 3 * c + (g[k] == 'X' ? 1 : g[k] == 'O' ? 2 : 0);
	return c;
}

/* Counts the games from g on into xs[] and os[] (g's code). */
static void count(char *g, int moves)
{
	int c = code(g), k;

	if (seen[c])
		return;
	seen[c] = 1;
	if (has_line(g, 'X')) {
		xs[c] = 1;
		return;
	}
	if (has_line(g, 'O')) {
		os[c] = 1;
		return;
	}
	for (k = 0; k < 9; k++)
		if (g[k] == '.') {
			int next;
			g[k] = moves % 2 ? 'O' : 'X';
			next = code(g);
			count(g, moves + 1);
			xs[c] = (unsigned short)(xs[c] + xs[next]);
			os[c] = (unsigned short)(os[c] + os[next]);
			g[k] = '.';
		}
}

int main(void)
{
	char g[16] = ".........";
	int t;

	count(g, 0);
	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0 && scanf("%15s", g) == 1) {
		int c = code(g);
		if (!seen[c])
			printf("-1 -1\n");
		else
			printf("%d %d\n", xs[c], os[c]);
	}
	return 0;
}
