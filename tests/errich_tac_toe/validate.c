/*
 * Validator for errich_tac_toe (Codeforces 1450 C2): exit 42 for a
 * judge's input, 43 and a reason otherwise (tests/common/validate.h).
 * t (1..100), then per case n (1..300) and n lines of n characters from
 * ".XO", at least one of them not '.'; the sum of n at most 300.
 */
#include "../common/validate.h"

int main(void)
{
	char row[300];
	long t, cases = number(1, 100, '\n'), sum_n = 0, n, i, j, k;

	for (t = 0; t < cases; t++) {
		n = number(1, 300, '\n');
		if ((sum_n += n) > 300)
			invalid("the sum of n is %ld, over 300", sum_n);
		for (i = 0, k = 0; i < n; i++) {
			row_of(row, (int)n, ".XO");
			for (j = 0; j < n; j++)
				k += row[j] != '.';
		}
		if (k == 0) {
			line_no--;	/* errors name the last row read */
			invalid("case %ld has no token, only '.'", t + 1);
		}
	}
	valid_if_done();
	return 0;
}
