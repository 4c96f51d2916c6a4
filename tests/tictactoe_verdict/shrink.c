/*
 * Shrink step for tictactoe_verdict (tools/yours): the simpler neighbours
 * of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the input without one of its boards (when it has two or
 * more); then one board with one stone taken off.  Each is smaller than
 * IN, so shrinking ends.
 */
#include <stdio.h>
#include <stdlib.h>

enum { MAX_BOARDS = 100000 };

static char board[MAX_BOARDS][10];	/* 3 rows of 3, one after another */
static int boards;
static long k;

/* Writes the input, without board `skip` (-1: none), and exits if this
 * is neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (k-- > 0)
		return;
	for (i = 0; i < boards; i++)
		if (i != skip)
			printf("%.3s\n%.3s\n%.3s\n", board[i], board[i] + 3,
			       board[i] + 6);
	exit(0);
}

int main(int argc, char **argv)
{
	int i, c;

	if (argc != 2)
		return 2;
	k = atol(argv[1]);
	while (boards < MAX_BOARDS && scanf("%3s %3s %3s", board[boards],
					    board[boards] + 3,
					    board[boards] + 6) == 3)
		boards++;
	for (i = 0; boards > 1 && i < boards; i++)
		offer(i);
	for (i = 0; i < boards; i++)
		for (c = 0; c < 9; c++) {
			char stone = board[i][c];
			if (stone == '.')
				continue;
			board[i][c] = '.';
			offer(-1);
			board[i][c] = stone;
		}
	return 1;
}
