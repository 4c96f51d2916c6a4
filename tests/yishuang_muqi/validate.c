/*
 * Validator for yishuang_muqi (九省联考 2018 一双木棋): exit 42 for a
 * judge's input, 43 and a reason otherwise (tests/common/validate.h).  n m
 * (1..10), then n lines of m values A and n lines of m values B (0..100000),
 * one space apart.
 */
#include "../common/validate.h"

int main(void)
{
	long n = number(1, 10, ' '), m = number(1, 10, '\n'), i, j;

	for (i = 0; i < 2 * n; i++)
		for (j = 0; j < m; j++)
			number(0, 100000, j == m - 1 ? '\n' : ' ');
	valid_if_done();
	return 0;
}
