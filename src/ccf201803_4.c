/*
 * Problem: CCF CSP 201803-4 棋局评估 (tic-tac-toe evaluation)
 * Limits:  1 s, 256 MiB
 * Input:   T (1..5), then T boards of 3 x 3 integers: 0 empty, 1 Alice (X),
 *          2 Bob (O).  Each is reachable with Alice to move.
 * Output:  per board, its score under perfect play: a game won by Alice is
 *          worth (empty cells + 1), one won by Bob -(empty cells + 1), a
 *          draw 0; Alice maximises, Bob minimises.
 * Plain:   tests/ccf201803_4/brute.c: the same minimax on a 3x3 grid,
 *          with no memo and no board code.  Read it first; `make
 *          explain P=ccf201803_4 IN=<file>` shows its play on any board.
 * Idea:    minimax, memoised on the board.  The board b alone fixes the
 *          mover (Alice when both have as many stones), so with e(b) its
 *          empty cells:
 *            S(b) = e(b) + 1                 if Alice owns a line,
 *            S(b) = -(e(b) + 1)              if Bob owns a line,
 *            S(b) = 0                        if b is full,
 *            S(b) = max / min over empty k of S(b + p * 3^k),
 *                   max with p = 1 if Alice moves, min with p = 2 if Bob.
 *          Every move adds to the code, so the recursion ends; each board
 *          is searched once, then looked up.
 * Traps:   a full board won by the last stone is a win, not a draw: test
 *          for lines before testing for a full board.  Here Alice fills
 *          the last cell and completes the diagonal: score 1, not 0.
 *              1 2 1
 *              2 1 2
 *              2 1 0
 *          A board Bob has already won is scored at once: -(e + 1).
 *          Wrong solutions that fall in: tests/ccf201803_4/submissions/.
 * Speed:   none.  The plain search takes 1.4 M instructions for five
 *          empty boards (the pruned one it replaced, 0.6 M).
 * State:   board code = sum cell[k] * 3^k (board.h), cell values as in the
 *          input; x, o: the cells of each side, as masks.
 * Time:    O(3^9 * 9) in all, however many boards.  Memory: O(3^9).
 * Status:  the sample; all 2739 legal boards, and random ones, against
 *          tests/ccf201803_4/brute.c (plain minimax, no memo).
 *
 * A board that breaks the promise (stone counts that do not leave Alice to
 * move, or Alice already owning a line, which would have ended the game
 * before Bob's last stone) is rejected with one line on stderr, exit 1.
 */
#include "board.h"
#include "io.h"

enum { OPEN = 99 };	/* not a score: the game goes on */

static signed char memo[CODES];
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
static int score(int code, int x, int o, int empty)
{
	int alice = (CELLS - empty) % 2 == 0, best, v, k;

	if (known[code])
		return memo[code];
	if ((best = final_score(x, o, empty)) == OPEN) {
		best = alice ? -OPEN : OPEN;
		for (k = 0; k < CELLS; k++) {
			int cell = 1 << k;
			if ((x | o) & cell)
				continue;
			if (alice)
				v = score(code + pow3(k), x | cell, o,
					  empty - 1);
			else
				v = score(code + 2 * pow3(k), x, o | cell,
					  empty - 1);
			if (alice ? v > best : v < best)
				best = v;
		}
	}
	known[code] = 1;
	memo[code] = (signed char)best;
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
		put_int(score(code, x, o, CELLS - cell_count(x | o)));
	}
	return output_flush();
}
