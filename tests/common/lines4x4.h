/*
 * lines4x4.h: the 10 lines of a 4x4 board, for the test programs of the
 * 4x4 problems (winning_move, tomek); the solutions have their own in
 * src/board4x4.h: a brute force shares nothing with the solution it
 * checks.  Cell k = 4 * row + col.
 */
#ifndef LINES4X4_H
#define LINES4X4_H

/* The cell at place j (0..3) of line i (0..9): four rows, four columns,
 * the diagonal from the top left, the one from the top right. */
static inline int line4_cell(int i, int j)
{
	static const int cell[10][4] = {
		{0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15},
		{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
		{0, 5, 10, 15}, {3, 6, 9, 12}
	};
	return cell[i][j];
}

/* Whether the 16 cells (row by row) hold a line of p, a cell holding
 * `both` counting as p too (tomek's T; 0 for none). */
static inline int four_of(const char cell[16], char p, char both)
{
	int i, j;

	for (i = 0; i < 10; i++) {
		for (j = 0; j < 4; j++) {
			char c = cell[line4_cell(i, j)];
			if (c != p && (c != both || both == 0))
				break;
		}
		if (j == 4)
			return 1;
	}
	return 0;
}

#endif
