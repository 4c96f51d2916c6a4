/*
 * Validator for tictactoe_verdict (Codeforces 3C): exit 42 for a judge's
 * input, 43 and a reason otherwise (tests/common/validate.h).  One board: 3 lines
 * of 3 characters from ".X0".
 */
#include "../common/validate.h"

int main(void)
{
	char row[3];

	row_of(row, 3, ".X0");
	row_of(row, 3, ".X0");
	row_of(row, 3, ".X0");
	valid_if_done();
	return 0;
}
