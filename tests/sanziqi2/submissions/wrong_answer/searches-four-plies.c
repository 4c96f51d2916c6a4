/*
 * searches-four-plies: a wrong solution to sanziqi2, kept to prove the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 * Points: 234 of 332 tests (each test alike).
 *
 * Mistake: to save time it looks only four moves ahead and calls the game
 * a draw there; the samples come out right, positions where a win needs
 * more moves do not.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char g[3][3];

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

/* +1 O wins, 0 draw, -1 X wins; `p` to move. */
static int minimax(char p, int depth)
{
	int r, c, any = 0, best = p == 'O' ? -2 : 2;

	if (won('O'))
		return 1;
	if (won('X'))
		return -1;
	if (depth == 4)	/* far enough: call it a draw */
		return 0;
	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++) {
			int v;
			if (g[r][c] != '-')
				continue;
			any = 1;
			g[r][c] = p;
			v = minimax(p == 'O' ? 'X' : 'O', depth + 1);
			g[r][c] = '-';
			if (p == 'O' ? v > best : v < best)
				best = v;
		}
	return any ? best : 0;
}

int main(void)
{
	static const char *const verdict[3] = {
		"uim will win.", "Dont know.", "xiaoa will win."
	};
	int r, c, stones;
	char row[4];

	while (scanf("%3s", row) == 1) {
		stones = 0;
		for (r = 0; r < 3; r++) {
			if ((r > 0 && scanf("%3s", row) != 1) || strlen(row) != 3)
				return 2;
			for (c = 0; c < 3; c++) {
				g[r][c] = row[c];
				stones += row[c] != '-';
			}
		}
		printf("%s\n%d\n", verdict[minimax(stones % 2 ? 'X' : 'O', 0) + 1],
		       stones);
	}
	return 0;
}
