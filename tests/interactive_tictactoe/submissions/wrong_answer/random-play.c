/*
 * random-play: a wrong solution to interactive_tictactoe, kept to prove
 * the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: no strategy at all: each move is a uniform empty cell, by
 * its own generator from a fixed seed.  Its games are valid, so it
 * passes group valid, but it blocks nothing and completes nothing on
 * purpose.  The seed is one whose moves happen to hold both samples'
 * draws against the perfect judge (most seeds lose sample 1); with it
 * the perfect judge still beats it from the empty grid moving second
 * (both-second-perfect, never_lose-second-perfect).
 * Points: 20 of 100, group valid alone: its games are all legal.
 */
#include <stdio.h>
#include <string.h>

static char g[10];
static unsigned long state = 42;	/* holds both samples' draws */

static int won(char p)
{
	static const int line[8][3] = {
		{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
		{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
	};
	int i;

	for (i = 0; i < 8; i++)
		if (g[line[i][0]] == p && g[line[i][1]] == p &&
		    g[line[i][2]] == p)
			return 1;
	return 0;
}

/* A uniform empty cell: a 32-bit LCG (the C standard's example rand). */
static int random_cell(void)
{
	int k, empty = 0, pick;

	for (k = 0; k < 9; k++)
		empty += g[k] == '.';
	state = (state * 1103515245UL + 12345UL) & 0xffffffffUL;
	pick = (int)(state / 65536 % 32768 % (unsigned long)empty);
	for (k = 0; g[k] != '.' || pick-- > 0; k++)
		;
	return k;
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
		if (won('o') || !strchr(g, '.'))
			return 0;
		g[random_cell()] = 'x';
		printf("%.3s\n%.3s\n%.3s\n", g, g + 3, g + 6);
		fflush(stdout);
		if (won('x') || !strchr(g, '.'))
			return 0;
	}
}
