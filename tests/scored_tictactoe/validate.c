/*
 * Validator for scored_tictactoe (HDU 6922): exit 42 for a judge's input,
 * 43 and a reason otherwise (tests/common/validate.h).  T (1..40000), then per
 * case a line 0 or 1 and 3 lines of 3 characters from ".OX"; any board.
 */
#include "../common/validate.h"

int main(void)
{
	long t, cases = number(1, 40000, '\n');
	char row[3];

	for (t = 0; t < cases; t++) {
		number(0, 1, '\n');
		row_of(row, 3, ".OX");
		row_of(row, 3, ".OX");
		row_of(row, 3, ".OX");
	}
	valid_if_done();
	return 0;
}
