/*
 * lines3x3.h: the 8 lines of a 3x3 board, for the test programs (the
 * solutions have their own in src/board.h: a brute force shares nothing
 * with the solution it checks).  Cell k = 3 * row + col.
 */
#ifndef LINES3X3_H
#define LINES3X3_H

/* The cell at place j (0..2) of line i (0..7): three rows, three columns,
 * the diagonal from the top left, the one from the top right. */
static inline int line_cell(int i, int j)
{
	static const int cell[8][3] = {
		{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
		{1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
	};
	return cell[i][j];
}

#endif
