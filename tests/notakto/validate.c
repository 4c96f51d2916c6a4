/*
 * Validator for notakto (Toph): exit 42 for a judge's input, 43 and a
 * reason otherwise (tests/common/validate.h).  t (1..100) games, each n
 * (1..10^4) on a line, then n boards of 3 lines of 3 characters from
 * ".X", none holding three X in a line (the statement's promise: every
 * board starts alive).
 */
#include "../common/lines3x3.h"
#include "../common/validate.h"

/* Whether the 9 cells, row by row, hold three X in a line. */
static int dead(const char cell[9])
{
	int i;

	for (i = 0; i < 8; i++)
		if (cell[line_cell(i, 0)] == 'X' && cell[line_cell(i, 1)] == 'X'
		    && cell[line_cell(i, 2)] == 'X')
			return 1;
	return 0;
}

int main(void)
{
	long games = number(1, 100, '\n'), g, n, i;
	char cell[9];

	for (g = 1; g <= games; g++)
		for (n = number(1, 10000, '\n'), i = 1; i <= n; i++) {
			row_of(cell, 3, ".X");
			row_of(cell + 3, 3, ".X");
			row_of(cell + 6, 3, ".X");
			if (dead(cell))
				invalid("game %ld, board %ld: three X in a "
					"line already", g, i);
		}
	valid_if_done();
	return 0;
}
