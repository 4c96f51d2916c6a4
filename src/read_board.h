/* read_board.h: a 3x3 board read as text (io.h), coded as board.h codes
 * it: 3 words of 3 cells (read_board) or one word of 9 (read_grid) */
#ifndef READ_BOARD_H
#define READ_BOARD_H
#include "io.h"

/* The code of the n characters at cell, each one of the 3 pieces: the
 * sum of d * 3^k over cells k = 0..n-1, d = index in pieces; -1 at the
 * first other character (the zero after the input too). */
static inline long cells_code(const char *cell, int n, const char *pieces)
{
	long code = 0, weight = 1;
	int k;

	for (k = 0; k < n; k++, weight *= 3) {
		char c = cell[k];
		int d = (c == pieces[1]) + 2 * (c == pieces[2]);
		if (d == 0 && c != pieces[0])
			return -1;
		code += d * weight;
	}
	return code;
}

/* The next 3 words as the rows of a board, top row first:
 *   r0 r1 r2      code = code(r0) + 27 code(r1) + 729 code(r2) */
static inline int read_board(const char *pieces)
{
	long code = 0, weight = 1;
	int row;

	for (row = 0; row < 3; row++, weight *= 27) {
		const char *cell = next_word();
		long row_code = cells_code(cell, 3, pieces);
		if (row_code < 0 || !read_row(cell, 3))
			input_error(cell, "expected a row of 3 characters "
				    "from '%.3s'", pieces);
		code += row_code * weight;
	}
	return (int)code;
}

/* The next word as a whole board, its 9 cells row by row. */
static inline int read_grid(const char *pieces)
{
	const char *cell = next_word();
	long code = cells_code(cell, 9, pieces);

	if (code < 0 || !read_row(cell, 9))
		input_error(cell, "expected a grid of 9 characters from "
			    "'%.3s'", pieces);
	return (int)code;
}
#endif
