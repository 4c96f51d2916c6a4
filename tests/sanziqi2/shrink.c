/*
 * Shrink step for sanziqi2 (tools/yours): the simpler neighbours of an
 * input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the input without one of its boards (when it has two or
 * more); then one board with one stone of the side that moved last taken
 * off (the position before that move, if play could reach it).  Each is
 * smaller than IN, so shrinking ends.
 */
#include "../shrink3x3.h"

static int count(const char *b, char stone)
{
	int c, n = 0;

	for (c = 0; c < 9; c++)
		n += b[c] == stone;
	return n;
}

int main(int argc, char **argv)
{
	int i, c;

	read_and_offer_fewer(argc, argv);
	for (i = 0; i < boards; i++) {
		char last = count(board[i], 'O') > count(board[i], 'X') ? 'O'
									: 'X';
		for (c = 0; c < 9; c++) {
			if (board[i][c] != last)
				continue;
			board[i][c] = '-';
			offer(-1);
			board[i][c] = last;
		}
	}
	return 1;
}
