/*
 * search-per-grid: a wrong solution to tictactoe_counting, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: TIME_LIMIT_EXCEEDED
 *
 * Mistake: too slow.  Its answers are right, but it walks the game tree
 * below every grid asked, from scratch, with no table: the empty grid
 * alone is 549,946 positions, and t = 10^5 grids of a few stones each is
 * far beyond the time limit.
 */
#include <stdio.h>

static const int lines[8][3] = {
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
	{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
};

static int line_for(const char *g, char p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (g[lines[i][0]] == p && g[lines[i][1]] == p
		    && g[lines[i][2]] == p)
			return 1;
	return 0;
}

static void walk(char *g, char mover, long *x, long *o)
{
	int c;

	if (line_for(g, 'X')) {
		++*x;
		return;
	}
	if (line_for(g, 'O')) {
		++*o;
		return;
	}
	for (c = 0; c < 9; c++)
		if (g[c] == '.') {
			g[c] = mover;
			walk(g, mover == 'X' ? 'O' : 'X', x, o);
			g[c] = '.';
		}
}

/* Whether some game reaches g: the counts, at most one winner, and the
 * winner moved last (its line is then closed by its last stone). */
static int reached(const char *g)
{
	int k, xs = 0, os = 0, xl = line_for(g, 'X'), ol = line_for(g, 'O');

	for (k = 0; k < 9; k++) {
		xs += g[k] == 'X';
		os += g[k] == 'O';
	}
	return (xs == os || xs == os + 1) && !(xl && ol)
	       && !(xl && xs != os + 1) && !(ol && xs != os);
}

int main(void)
{
	int t;
	char g[16];

	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0 && scanf("%15s", g) == 1) {
		long x = 0, o = 0;
		int k, stones = 0;
		if (!reached(g)) {
			printf("-1 -1\n");
			continue;
		}
		for (k = 0; k < 9; k++)
			stones += g[k] != '.';
		walk(g, stones % 2 ? 'O' : 'X', &x, &o);
		printf("%ld %ld\n", x, o);
	}
	return 0;
}
