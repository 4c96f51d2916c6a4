/*
 * board.h: the 3x3 board, as the solutions share it.
 *
 * Cell k = 3 * row + col.  A set of cells is a 9-bit mask with bit k for
 * cell k.  A whole board is one base-3 number, its code:
 *
 *      0 | 1 | 2
 *     ---+---+---        code = cell[0] * 3^0 + cell[1] * 3^1 + ...
 *      3 | 4 | 5                             + cell[8] * 3^8
 *     ---+---+---        cell[k] = 0 empty, 1 or 2 a piece,
 *      6 | 7 | 8         so 0 <= code < 3^9 = 19683; the empty board is 0
 *
 * Putting piece p on the empty cell k adds p * 3^k to the code: every move
 * makes the code larger, so a board's successors all have larger codes.
 */
#ifndef BOARD_H
#define BOARD_H

enum { CELLS = 9, CODES = 19683, LINES = 8 };

/* 3^k, the weight of cell k, 0 <= k < 9. */
static inline int pow3(int k)
{
	static const int power[CELLS] = {
		1, 3, 9, 27, 81, 243, 729, 2187, 6561
	};
	return power[k];
}

/* The cells of a board code that hold piece p, 1 or 2. */
static inline int cells_of(int code, int p)
{
	int k, mask = 0;

	for (k = 0; k < CELLS; k++, code /= 3)
		if (code % 3 == p)
			mask |= 1 << k;
	return mask;
}

/* How many cells a mask holds. */
static inline int cell_count(int cells)
{
	int n = 0;

	for (; cells; cells &= cells - 1)	/* drops the lowest cell */
		n++;
	return n;
}

/* The cells of line i, 0 <= i < 8: three rows, three columns, then the
 * diagonals.  In octal each digit is a row, the top row last: 0421 holds
 * cells 8, 4 and 0.  The middle cell of a line is its middle bit. */
static inline int line_mask(int i)
{
	static const int line[LINES] = {
		0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124
	};
	return line[i];
}

/* How many of the 8 lines lie wholly inside a set of cells. */
static inline int lines_in(int cells)
{
	int i, n = 0;

	for (i = 0; i < LINES; i++)
		n += (cells & line_mask(i)) == line_mask(i);
	return n;
}

#endif
