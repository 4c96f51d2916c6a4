/*
 * Brute force for scored_tictactoe: for each case, a plain game-tree search
 * on a 3x3 grid of characters, to the full board, with no table.  A case
 * met before (the same mover and rows) gets the answer it got then, so
 * that inputs of many empty boards stay quick.  Shares no code with the
 * solution.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char g[3][3];

/* Lines of three `c` on the grid. */
static int count_lines(char c)
{
	int i, n = 0;

	for (i = 0; i < 3; i++) {
		n += g[i][0] == c && g[i][1] == c && g[i][2] == c;
		n += g[0][i] == c && g[1][i] == c && g[2][i] == c;
	}
	n += g[0][0] == c && g[1][1] == c && g[2][2] == c;
	n += g[0][2] == c && g[1][1] == c && g[2][0] == c;
	return n;
}

/* The final score with Alice (O) to move if `alice`, else Bob (X). */
static int play(int alice)
{
	int r, c, moved = 0, best = alice ? -100 : 100;

	for (r = 0; r < 3; r++)
		for (c = 0; c < 3; c++) {
			int v;
			if (g[r][c] != '.')
				continue;
			g[r][c] = alice ? 'O' : 'X';
			v = play(!alice);
			g[r][c] = '.';
			moved = 1;
			if (alice ? v > best : v < best)
				best = v;
		}
	return moved ? best : count_lines('O') - count_lines('X');
}

#ifndef EXPLAIN	/* explain.c builds on the search above */
/* Answers of the cases met so far, by mover and the rows' characters. */
static signed char answer[2][19683];	/* 3^9 boards */
static unsigned char answered[19683];	/* bit m: answer[m] set */

int main(void)
{
	long t;
	int r, c;
	char row[4];

	if (scanf("%ld", &t) != 1)
		return 2;
	while (t--) {
		int alice;
		long key = 0;
		if (scanf("%d", &alice) != 1 || alice < 0 || alice > 1)
			return 2;
		for (r = 0; r < 3; r++) {
			if (scanf("%3s", row) != 1 || strlen(row) != 3)
				return 2;
			g[r][0] = row[0];
			g[r][1] = row[1];
			g[r][2] = row[2];
		}
		for (r = 0; r < 3; r++)
			for (c = 0; c < 3; c++)
				key = 3 * key + (g[r][c] == 'O' ? 1
						 : g[r][c] == 'X' ? 2 : 0);
		if (!(answered[key] >> alice & 1)) {
			answer[alice][key] = (signed char)play(alice);
			answered[key] |= (unsigned char)(1 << alice);
		}
		printf("%d\n", answer[alice][key]);
	}
	return 0;
}
#endif
