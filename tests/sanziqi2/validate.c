/*
 * Validator for sanziqi2 (Luogu P1917): exit 42 for a judge's input, 43
 * and a reason otherwise (tests/common/validate.h).  One board, 3 lines of 3
 * characters from "-OX", at most 3 stones, O (first to move) with as many
 * stones as X or one more.  With 3 stones or fewer nobody owns a line.
 */
#include "../common/validate.h"

int main(void)
{
	char board[9];
	int k, o = 0, x = 0;

	for (k = 0; k < 9; k += 3)
		row_of(board + k, 3, "-OX");
	for (k = 0; k < 9; k++) {
		o += board[k] == 'O';
		x += board[k] == 'X';
	}
	if (o + x > 3)
		invalid("%d stones: the judge's boards have at most 3", o + x);
	if (o != x && o != x + 1)
		invalid("%d O and %d X: O moves first, then they alternate",
			o, x);
	valid_if_done();
	return 0;
}
