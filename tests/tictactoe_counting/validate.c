/*
 * Validator for tictactoe_counting (NAC 2022 J): exit 42 for a judge's
 * input, 43 and a reason otherwise (tests/common/validate.h).  t
 * (1..100000), then t lines of 9 characters from ".XO": any grid, since
 * one no game reaches is asked too (its answer is -1 -1).
 */
#include "../common/validate.h"

int main(void)
{
	long t, grids = number(1, 100000, '\n');
	char grid[9];

	for (t = 0; t < grids; t++)
		row_of(grid, 9, ".XO");
	valid_if_done();
	return 0;
}
