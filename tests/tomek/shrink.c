/*
 * Shrink step for tomek (tools/front/yours): the simpler neighbours of an
 * input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the input without one of its boards (when it has two or
 * more); then one board with one piece (X, O or the T) taken off; then
 * one board with an X and an O taken off (the counts of a real game stay
 * so, where one piece alone would break them).  The validator keeps only
 * the boards still a real game's.  Each is smaller than IN, so shrinking
 * ends.  No `shrink later` (exit 2): a
 * status follows from the board by a rule, not from the statuses a move
 * later, so walking down the game tree would blame no rule.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../common/shrink.h"

enum { MAX_BOARDS = 1000 };

static char board[MAX_BOARDS][16];	/* 4 rows of 4, one after another */
static int boards;

/* Writes the input, without board `skip` (-1: none), and exits if this
 * is neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (not_this_one())
		return;
	printf("%d\n", boards - (skip >= 0));
	for (i = 0; i < boards; i++)
		if (i != skip)
			printf("%.4s\n%.4s\n%.4s\n%.4s\n\n", board[i],
			       board[i] + 4, board[i] + 8, board[i] + 12);
	exit(0);
}

/* Offers cell c of board b empty (if it holds a piece), and with it, when
 * `also` is a piece, each cell holding `also` in turn. */
static void take_off(char *b, int c, char also)
{
	char piece = b[c];
	int d;

	if (piece == '.')
		return;
	b[c] = '.';
	for (d = 0; d < 16 && also; d++)
		if (b[d] == also) {
			b[d] = '.';
			offer(-1);
			b[d] = also;
		}
	if (!also)
		offer(-1);
	b[c] = piece;
}

int main(int argc, char **argv)
{
	int i, c, cases;
	char row[4][8];

	read_step(argc, argv, 0);	/* `later K`: exit 2, no positions */
	if (scanf("%d", &cases) != 1)
		return 1;
	while (boards < cases && boards < MAX_BOARDS
	       && scanf("%4s %4s %4s %4s", row[0], row[1], row[2],
			row[3]) == 4) {
		for (c = 0; c < 16; c++)
			board[boards][c] = row[c / 4][c % 4];
		boards++;
	}
	for (i = 0; boards > 1 && i < boards; i++)
		offer(i);
	for (i = 0; i < boards; i++)
		for (c = 0; c < 16; c++)
			take_off(board[i], c, 0);
	for (i = 0; i < boards; i++)
		for (c = 0; c < 16; c++)
			if (board[i][c] == 'X')
				take_off(board[i], c, 'O');
	return 1;
}
