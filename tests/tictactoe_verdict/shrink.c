/*
 * Shrink step for tictactoe_verdict (tools/front/yours): the simpler
 * neighbours of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the input without one of its boards (when it has two or
 * more); then one board with one stone taken off.  Each is smaller than
 * IN, so shrinking ends.
 */
#include "../common/shrink3x3.h"

int main(int argc, char **argv)
{
	int i, c;

	read_and_offer_fewer(argc, argv, 0);
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
