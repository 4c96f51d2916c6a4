/*
 * Problem: HDU 6922 "Situation": tic-tac-toe played to a full board
 * Limits:  1 s, 256 MiB
 * Plain:   tests/scored_tictactoe/brute.c, a game-tree search per case.
 * Idea:    a position is (mover, board b): only 2 * 3^9 of them, so one
 *          table answers every case.  Alice (O) maximises, Bob (X)
 *          minimises the full board's lines of O less lines of X:
 *            V(m, b)     = lines(O) - lines(X)          if b is full,
 *            V(Alice, b) = max over empty k of V(Bob, b + O at k),
 *            V(Bob, b)   = min over empty k of V(Alice, b + X at k).
 *          A move raises b's code (board.h): filling the table from the
 *          largest code down meets every successor first.
 * Time:    O(3^9 * 9) for the table, O(1) a case.  Memory: 2 * 3^9 bytes.
 * More:    tests/scored_tictactoe/README.md: input, traps, checks, speed.
 */
#include "board.h"
#include "io.h"
#include "out.h"
#include "read_board.h"

/* value[mover][code] = V(mover, code), -8..8; mover 1 Alice, 0 Bob, as
 * the input says it. */
static signed char value[2][CODES];

/* V(mover, b) for every board b, from the largest code down.  Speed
 * only: cell[k] holds digit k of the code, counted down with it, rather
 * than divided out of it. */
static void fill_table(void)
{
	int cell[CELLS], code, k;

	for (k = 0; k < CELLS; k++)
		cell[k] = 2;	/* the largest code: every digit 2 */
	for (code = CODES - 1; code >= 0; code--) {
		int alice = -LINES - 1, bob = LINES + 1; /* beyond any score */
		for (k = 0; k < CELLS; k++) {
			if (cell[k] != 0)
				continue;
			if (value[0][code + pow3(k)] > alice)
				alice = value[0][code + pow3(k)];
			if (value[1][code + 2 * pow3(k)] < bob)
				bob = value[1][code + 2 * pow3(k)];
		}
		if (alice < -LINES)	/* no empty cell: a full board */
			alice = bob = lines_in(cells_of(code, 1))
				    - lines_in(cells_of(code, 2));
		value[1][code] = (signed char)alice;
		value[0][code] = (signed char)bob;
		/* code - 1 */
		for (k = 0; k < CELLS && cell[k] == 0; k++)
			cell[k] = 2;
		if (k < CELLS)
			cell[k]--;
	}
}

int main(void)
{
	long t, cases;

	fill_table();
	read_input();
	cases = read_int(1, 1000000000L);
	for (t = 0; t < cases; t++) {
		int mover = (int)read_int(0, 1);
		put_int(value[mover][read_board(".OX")]);
	}
	return output_flush();
}
