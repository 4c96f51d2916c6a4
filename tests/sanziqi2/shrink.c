/*
 * Shrink step for sanziqi2 (tools/front/yours): the simpler neighbours of an
 * input, for the shrinker to try in turn.
 *
 *   shrink K < IN        writes neighbour K (0-based) of IN; exit status 1
 *                        when IN has no neighbour K
 *   shrink later K < IN  only the positions later in the game (below)
 *
 * In order: the input without one of its boards (when it has two or
 * more); then one board with one stone of the side that moved last taken
 * off (the position before that move, if play could reach it).  Each is
 * smaller than IN, so shrinking ends.  The later positions of one board:
 * a move later (the stone of the side to move, O on an even count, on an
 * empty cell), each with fewer empty cells.
 */
#include "../common/shrink3x3.h"

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

	read_and_offer_fewer(argc, argv, 1);
	if (only_later && boards != 1)
		return 2;	/* not one position */
	for (c = 0; only_later && c < 9; c++) {	/* a move later */
		char mover = (count(board[0], 'O') + count(board[0], 'X')) % 2
			     ? 'X' : 'O';
		if (board[0][c] != '-')
			continue;
		board[0][c] = mover;
		offer(-1);
		board[0][c] = '-';
	}
	for (i = 0; !only_later && i < boards; i++) {
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
