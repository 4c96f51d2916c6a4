/*
 * forgets-anti-diagonal: a wrong solution to tomek, kept to prove the tests
 * catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: of the diagonals it checks only the one from the top left, so
 * a line on the diagonal from the top right is missed.
 */
#include <stdio.h>

static char g[4][8];

/* Whether the four cells (r0, c0) + i * (dr, dc) are each p or the T. */
static int four(char p, int r0, int c0, int dr, int dc)
{
	int i;

	for (i = 0; i < 4; i++) {
		char c = g[r0 + i * dr][c0 + i * dc];
		if (c != p && c != 'T')
			return 0;
	}
	return 1;
}

static int won(char p)
{
	int i;

	for (i = 0; i < 4; i++)
		if (four(p, i, 0, 0, 1) || four(p, 0, i, 1, 0))
			return 1;
	return four(p, 0, 0, 1, 1);
}

static int full(void)
{
	int r, c;

	for (r = 0; r < 4; r++)
		for (c = 0; c < 4; c++)
			if (g[r][c] == '.')
				return 0;
	return 1;
}

int main(void)
{
	int t, cases, r;

	if (scanf("%d", &cases) != 1)
		return 1;
	for (t = 1; t <= cases; t++) {
		for (r = 0; r < 4; r++)
			if (scanf("%7s", g[r]) != 1)
				return 1;
		printf("Case #%d: ", t);
		if (won('X'))
			puts("X won");
		else if (won('O'))
			puts("O won");
		else if (!full())
			puts("Game has not completed");
		else
			puts("Draw");
	}
	return 0;
}
