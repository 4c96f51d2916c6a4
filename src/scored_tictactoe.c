/*
 * Problem: HDU 6922 "Situation" (scored tic-tac-toe)
 * Limits:  1 s, 256 MiB
 * Input:   T (1..40000), then per case a line `1` (Alice, O, to move) or
 *          `0` (Bob, X, to move) and 3 rows of 3 characters from `.` `O`
 *          `X`.  Boards are arbitrary: unreachable, full, or with lines for
 *          both sides.
 * Output:  per case, the score of the full board under perfect play:
 *          (lines of three O) - (lines of three X); Alice maximises, Bob
 *          minimises, and nobody stops at a line.
 * Plain:   tests/scored_tictactoe/brute.c: a game-tree search for each
 *          case, with no table.  Read it first; `make explain
 *          P=scored_tictactoe IN=<file>` shows its play on any board.
 * Idea:    the value V(mover, b) of a position depends on nothing else, and
 *          there are only 2 * 3^9 of them: fill a table once, then answer
 *          each case by look-up.
 *            V(m, b)     = lines(O) - lines(X)            if b is full,
 *            V(Alice, b) = max over empty k of V(Bob, b + 1 * 3^k),
 *            V(Bob, b)   = min over empty k of V(Alice, b + 2 * 3^k).
 *          A move adds to the code, so filling the table from the largest
 *          code down meets every successor before the boards that need it.
 * Traps:   solving each case by its own search is too slow for T = 40000
 *          (an empty board alone has 9! move orders); boards with lines
 *          already on them still play on; a full board is counted as it is.
 *          Wrong solutions that fall in: tests/scored_tictactoe/submissions/.
 * Speed:   the code's digits are counted down beside it (cell[]), not
 *          divided out of it: the table takes 1.9 M instructions, not
 *          3.4 M.  Reading and answering T = 40000 cases takes 11.8 M
 *          more (io.h); the caps are in tests/scored_tictactoe/caps.
 * State:   board code = sum cell[k] * 3^k (board.h): `.` 0, `O` 1, `X` 2.
 *          value[1][code] with Alice to move, value[0][code] with Bob.
 * Time:    O(3^9 * 9) for the table, O(1) per case.  Memory: 2 * 3^9 bytes.
 * Status:  the sample and a CRLF copy; all 39366 (mover, board) pairs and
 *          random T = 40000 inputs against tests/scored_tictactoe/brute.c
 *          (a plain game-tree search per case, no table).
 */
#include "board.h"
#include "io.h"

static signed char value[2][CODES];	/* [mover][code], -8..8 */

/* V(mover, b) for every board b, from the largest code down; cell[k]
 * holds digit k of the code, counted down with it. */
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
		if (alice < -LINES)	/* no empty cell: the board is full */
			alice = bob = lines_in(cells_of(code, 1))
				    - lines_in(cells_of(code, 2));
		value[1][code] = (signed char)alice;
		value[0][code] = (signed char)bob;
		for (k = 0; k < CELLS && cell[k] == 0; k++)	/* code - 1 */
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
