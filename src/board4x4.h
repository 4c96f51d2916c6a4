/*
 * board4x4.h: the 4x4 board, as the 4x4 solutions share it (winning_move,
 * tomek).  Cell k = 4 * row + col; a set of cells is a 16-bit mask with
 * bit k for cell k:
 *
 *      0 |  1 |  2 |  3        row r is the 4 bits 4r..4r+3 (0x000F, ...),
 *      4 |  5 |  6 |  7        column c every 4th bit from c (0x1111, ...),
 *      8 |  9 | 10 | 11        the diagonals 0, 5, 10, 15 (0x8421) and
 *     12 | 13 | 14 | 15        3, 6, 9, 12 (0x1248)
 */
#ifndef BOARD4X4_H
#define BOARD4X4_H

enum { SQUARES = 16, LINES4 = 10 };

/* The cells of line i, 0 <= i < 10: 4 rows, 4 columns, 2 diagonals. */
static inline int line4_mask(int i)
{
	static const int line[LINES4] = {
		0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444,
		0x8888, 0x8421, 0x1248
	};
	return line[i];
}

/* Whether the cells of `mine` hold a whole line. */
static inline int has_line4(int mine)
{
	int i;

	for (i = 0; i < LINES4; i++)
		if ((mine & line4_mask(i)) == line4_mask(i))
			return 1;
	return 0;
}

#endif
