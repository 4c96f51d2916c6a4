/*
 * Problem: CCF CSP 201803-4 棋局评估: the score of a tic-tac-toe position
 * Limits:  1 s, 256 MiB
 * Plain:   tests/ccf201803_4/brute.c, the same minimax with no memo.
 * Idea:    S(b), the score of board b under perfect play (Alice, X,
 *          maximises; Bob, O, minimises; b fixes the mover), with e(b)
 *          its empty cells, the first rule that applies:
 *            S(b) = e(b) + 1       if X owns a line,
 *            S(b) = -(e(b) + 1)    if O owns a line,
 *            S(b) = 0              if b is full,
 *            S(b) = max (Alice) or min (Bob) over empty k of S(b + k).
 *          A move raises b's code (board.h), so the recursion ends;
 *          value[] remembers each board's score once known.
 * Time:    O(3^9 * 9) in all, however many boards.  Memory: O(3^9).
 * More:    tests/ccf201803_4/README.md: input, traps, checks, speed.
 */
#include "board.h"
#include "io.h"
#include "out.h"

enum { OPEN = 99 };	/* not a score: the game goes on */

/* The memo: value[code] is S(code) once known[code] is set. */
static signed char value[CODES];
static unsigned char known[CODES];

/* The score of a game that is over, or OPEN. */
static int final_score(int x, int o, int empty)
{
	if (lines_in(x))
		return empty + 1;
	if (lines_in(o))
		return -(empty + 1);
	return empty == 0 ? 0 : OPEN;
}

/* S(b) for board `code` with `empty` empty cells, x and o its X and O. */
static int S(int code, int x, int o, int empty)
{
	int alice = (CELLS - empty) % 2 == 0, best, v, k;

	if (known[code])
		return value[code];
	if ((best = final_score(x, o, empty)) == OPEN) {
		best = alice ? -OPEN : OPEN;
		for (k = 0; k < CELLS; k++) {
			int cell = 1 << k;
			if ((x | o) & cell)
				continue;
			if (alice)
				v = S(code + pow3(k), x | cell, o,
				      empty - 1);
			else
				v = S(code + 2 * pow3(k), x, o | cell,
				      empty - 1);
			if (alice ? v > best : v < best)
				best = v;
		}
	}
	known[code] = 1;
	value[code] = (signed char)best;
	return best;
}

/* The next board, checked against the statement's promise. */
static int read_position(long t, int *x, int *o)
{
	int code = 0, k;

	*x = *o = 0;
	for (k = 0; k < CELLS; k++) {
		int v = (int)read_int(0, 2);
		code += v * pow3(k);
		*x |= (v == 1) << k;
		*o |= (v == 2) << k;
	}
	if (cell_count(*x) != cell_count(*o))
		input_error(NULL, "board %ld has %d X and %d O: Alice (X) is "
			    "not to move", t, cell_count(*x), cell_count(*o));
	if (lines_in(*x))
		input_error(NULL, "board %ld: Alice (X) owns a line, so the "
			    "game ended before Bob's last move", t);
	return code;
}

int main(void)
{
	long t, cases;

	read_input();
	cases = read_int(1, 1000000000L);
	for (t = 1; t <= cases; t++) {
		int x, o, code = read_position(t, &x, &o);
		put_int(S(code, x, o, CELLS - cell_count(x | o)));
	}
	return output_flush();
}
