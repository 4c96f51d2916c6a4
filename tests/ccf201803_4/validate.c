/*
 * Validator for ccf201803_4 (CCF CSP 201803-4): exit 42 for a judge's
 * input, 43 and a reason otherwise (tests/common/validate.h).  T (1..5), then per
 * case 3 lines of 3 numbers from 0..2 (empty, Alice's X, Bob's O), one
 * space apart: a board of a real game with Alice to move, so as many 1s
 * as 2s, and no line of Alice's (the game would have ended before Bob's
 * last stone); a line of Bob's is allowed.
 */
#include "../common/lines3x3.h"
#include "../common/validate.h"

/* Whether `cell` (9 values, row by row) holds a line of `who`. */
static int has_line(const int *cell, int who)
{
	int i;

	for (i = 0; i < 8; i++)
		if (cell[line_cell(i, 0)] == who && cell[line_cell(i, 1)] == who
		    && cell[line_cell(i, 2)] == who)
			return 1;
	return 0;
}

int main(void)
{
	long t, cases = number(1, 5, '\n');

	for (t = 0; t < cases; t++) {
		int cell[9], k, ones = 0, twos = 0;
		for (k = 0; k < 9; k++) {
			cell[k] = (int)number(0, 2, k % 3 == 2 ? '\n' : ' ');
			ones += cell[k] == 1;
			twos += cell[k] == 2;
		}
		if (ones != twos)
			invalid("board %ld: %d X and %d O, so not Alice's turn",
				t + 1, ones, twos);
		if (has_line(cell, 1))
			invalid("board %ld: Alice owns a line", t + 1);
	}
	valid_if_done();
	return 0;
}
