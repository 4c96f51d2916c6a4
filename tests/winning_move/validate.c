/*
 * Validator for winning_move (POJ 1568): exit 42 for a judge's input, 43
 * and a reason otherwise (tests/common/validate.h).  Cases, each a line `?` and
 * 4 lines of 4 characters from ".xo" with as many x as o, at least 4
 * pieces, no line of four and an empty cell; then a line `$`.
 */
#include "../common/lines4x4.h"
#include "../common/validate.h"

int main(void)
{
	char cell[16];
	int c, k, x, o;

	while ((c = getchar()) == '?') {
		expect('\n');
		for (k = 0; k < 4; k++)
			row_of(cell + 4 * k, 4, ".xo");
		for (k = x = o = 0; k < 16; k++) {
			x += cell[k] == 'x';
			o += cell[k] == 'o';
		}
		if (x != o || x < 2 || x + o == 16)
			invalid("a board needs as many x as o, at least 4 "
				"pieces and an empty cell");
		if (four_of(cell, 'x', 0) || four_of(cell, 'o', 0))
			invalid("a board with a line of four");
	}
	if (c != '$')
		invalid("expected `?` or `$`");
	expect('\n');
	valid_if_done();
	return 0;
}
