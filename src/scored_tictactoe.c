/*
 * Problem: HDU 6922 "Situation" (scored tic-tac-toe)
 * Limits:  1 s, 256 MiB
 * Input:   T, then per case a line `1` (Alice, O, to move) or `0` (Bob, X,
 *          to move) and 3 rows of 3 characters from `.` `O` `X`.  Boards
 *          are arbitrary: unreachable, full, or with lines for both sides.
 * Output:  per case, the score of the full board under perfect play:
 *          (lines of three O) - (lines of three X); Alice maximises, Bob
 *          minimises, and nobody stops at a line.
 * Idea:    the value of a (mover, board) pair depends on nothing else, and
 *          there are only 2 * 3^9 of them: fill a table once, then answer
 *          each case by look-up.  A move puts piece p on an empty cell k,
 *          adding p * 3^k to the board code, so every successor of a board
 *          has a larger code.  Filling the table from the largest code
 *          down therefore meets every successor before the boards that
 *          need it; full boards, which have none, are simply counted.
 *          The boards are enumerated digit by digit from cell 8 down (2,
 *          then 1, then 0), which is that decreasing order and hands each
 *          board the list of its empty cells, so no cell is tested twice.
 * State:   board code = sum cell[k] * 3^k (board.h): `.` 0, `O` 1, `X` 2.
 *          value[1][code] with Alice to move, value[0][code] with Bob.
 * Time:    O(9 * 3^8) successor look-ups for the table (each board's empty
 *          cells only), O(1) per case.  Memory: 2 * 3^9 bytes.
 * Status:  the sample and a CRLF copy; all 39366 (mover, board) pairs and
 *          random T = 40000 inputs against tests/scored_tictactoe/brute.c
 *          (a plain game-tree search per case, no table).
 */
#include "board.h"

static signed char value[2][CODES];	/* [mover][code], -8..8 */

/* Sets value[][code] from its successors: putting piece p on the i-th
 * of its n empty cells adds p * step[i] to the code.  o and x: the cells
 * of each side, which score a full board. */
static void evaluate(int code, int o, int x, const int *step, int n)
{
	int alice = -CELLS, bob = CELLS, i;

	for (i = 0; i < n; i++) {
		if (value[0][code + step[i]] > alice)
			alice = value[0][code + step[i]];
		if (value[1][code + 2 * step[i]] < bob)
			bob = value[1][code + 2 * step[i]];
	}
	if (n == 0)
		alice = bob = lines_in(o) - lines_in(x);
	value[1][code] = (signed char)alice;
	value[0][code] = (signed char)bob;
}

/* Evaluates every board whose cells k..8 are as in `code` (o, x: their
 * masks); step[0..n) are 3^j for the empty cells j among them.  Cells k-1
 * down to 0 are chosen here, each 2 before 1 before 0, so boards are met
 * in decreasing order of code: every successor before the boards it
 * follows. */
static void fill(int k, int code, int o, int x, int *step, int n)
{
	int cell = k - 1, bit = 1 << cell, d;

	for (d = 2; d >= 0; d--) {
		int o2 = d == 1 ? o | bit : o, x2 = d == 2 ? x | bit : x;
		step[n] = pow3(cell);	/* counted only when d == 0 */
		if (cell == 0)
			evaluate(code + d, o2, x2, step, n + (d == 0));
		else
			fill(cell, code + d * pow3(cell), o2, x2, step,
			     n + (d == 0));
	}
}

int main(void)
{
	int step[CELLS];
	long t, cases;

	fill(CELLS, 0, 0, 0, step, 0);
	cases = read_int(1, 1000000000L);
	for (t = 0; t < cases; t++) {
		int mover = (int)read_int(0, 1);
		int code = read_board(".OX");
		put_line_int(value[mover][code]);
	}
	return output_flush();
}
