/*
 * Validator for weighted_tictactoe (AtCoder ABC349 E): exit 42 for a
 * judge's input, 43 and a reason otherwise (tests/common/validate.h).  3 lines
 * of 3 integers in [-10^9, 10^9], one space apart, summing to an odd
 * number.
 */
#include "../common/validate.h"

int main(void)
{
	long long sum = 0;
	int k;

	for (k = 0; k < 9; k++)
		sum += number(-1000000000L, 1000000000L, k % 3 == 2 ? '\n'
								      : ' ');
	if (sum % 2 == 0)
		invalid("the values sum to %lld, an even number", sum);
	valid_if_done();
	return 0;
}
