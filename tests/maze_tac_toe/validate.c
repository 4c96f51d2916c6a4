/*
 * Validator for maze_tac_toe (USACO 2021 Open Silver P1): exit 42 for a
 * judge's input, 43 and a reason otherwise (tests/common/validate.h).  N (3..25),
 * then N lines of N cells of 3 characters: ###, ..., BBB, Mij or Oij (i, j
 * in 1..3); walls all along the border, exactly one BBB.
 */
#include <string.h>

#include "../common/validate.h"

/* Whether s (3 characters) is a cell the statement allows. */
static int is_cell(const char *s)
{
	return !memcmp(s, "###", 3) || !memcmp(s, "...", 3)
	       || !memcmp(s, "BBB", 3)
	       || ((s[0] == 'M' || s[0] == 'O') && s[1] >= '1' && s[1] <= '3'
		   && s[2] >= '1' && s[2] <= '3');
}

int main(void)
{
	char row[3 * 25];
	long n = number(3, 25, '\n'), r, c, starts = 0;

	for (r = 0; r < n; r++) {
		row_of(row, (int)(3 * n), "#.BMO123");
		line_no--;	/* errors name the row just read */
		for (c = 0; c < n; c++) {
			const char *s = row + 3 * c;
			int border = r == 0 || c == 0 || r == n - 1
				     || c == n - 1;
			if (!is_cell(s))
				invalid("cell %ld is not ###, ..., BBB, Mij or "
					"Oij", c + 1);
			if (border && memcmp(s, "###", 3))
				invalid("cell %ld is on the border, not a wall",
					c + 1);
			starts += !memcmp(s, "BBB", 3);
		}
		line_no++;
	}
	if (starts != 1)
		invalid("%ld starts BBB, not exactly one", starts);
	valid_if_done();
	return 0;
}
