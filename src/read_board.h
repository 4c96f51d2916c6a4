/* read_board.h: a 3x3 board read as 3 words of text (io.h), coded as
 * board.h codes it */
#ifndef READ_BOARD_H
#define READ_BOARD_H
#include "io.h"

/* The next 3 words as the rows of a 3x3 board of characters from the 3
 * pieces: its code, the sum of d * 3^k over cells k = 0..8, d = index in
 * pieces.  (The zero after the input ends a short row.) */
static inline int read_board(const char *pieces)
{
	int code = 0, weight = 1, row, col;

	for (row = 0; row < 3; row++) {
		const char *cell = next_word();
		for (col = 0; col < 3; col++, weight *= 3) {
			char c = cell[col];
			int d = (c == pieces[1]) + 2 * (c == pieces[2]);
			if (d == 0 && c != pieces[0])
				break;
			code += d * weight;
		}
		if (col < 3 || !read_row(cell, 3))
			input_error(cell, "expected a row of 3 characters "
				    "from '%.3s'", pieces);
	}
	return code;
}
#endif
