/*
 * Problem: AtCoder ABC349 E "Weighted Tic-Tac-Toe"
 * Limits:  2 s, 1024 MiB
 * Input:   3 lines of 3 integers A(i,j), |A| <= 10^9, whose sum is odd.
 * Output:  `Takahashi` or `Aoki`: who wins when both play to win.
 *          Takahashi moves first; a move paints an unpainted cell in the
 *          mover's colour and scores its value; a line of the mover's
 *          colour wins at once; after the ninth move without one, the
 *          larger total wins (the odd sum rules out a tie).
 * Plain:   tests/weighted_tictactoe/brute.c: the same game over every
 *          order of moves, with no memo.  Read it first; `make explain
 *          P=weighted_tictactoe IN=<file>` shows its play on any board.
 * Idea:    the board b (who painted which cell) is the whole state: the
 *          mover is Takahashi when an even number of cells is painted.
 *          Negamax on the points still to come, with V(b) the best the
 *          mover can make of (its points - the other's) from b on, and a
 *          line worth more than all points (WIN):
 *            V(full board) = 0,
 *            V(b) = max over empty k of  WIN               if painting k
 *                                                           gives a line,
 *                                        A(k) - V(b + k)   otherwise.
 *          At the empty board every point is still to come, so V(empty)
 *          is Takahashi's final lead: he wins when V(empty) > 0.  Every
 *          move adds to the code of b, so the recursion ends.
 * Traps:   totals reach 5 * 10^9, past 32 bits (all in 64 bits here); a
 *          line on the ninth move wins whatever the totals (the line is
 *          checked first).
 *          Wrong solutions that fall in: tests/weighted_tictactoe/
 *          submissions/.
 * Speed:   none: 1.5 M instructions on any input (every game is played
 *          from the empty board); stopping at the first line saves 16 %.
 * State:   board code = sum cell[k] * 3^k (board.h): 0 unpainted, 1
 *          Takahashi's, 2 Aoki's; value[code] once known[code].  WIN =
 *          2^50, so WIN less any 9 values (|sum| < 2^34) stays above every
 *          lead of points, and nothing overflows 64 bits.
 * Time:    O(3^9 * 9) at most.  Memory: 3^9 values of 8 bytes.
 * Status:  both samples, the traps above, extremes of +-10^9, and random
 *          boards against tests/weighted_tictactoe/brute.c.
 */
#include "board.h"
#include "io.h"

#define WIN ((long long)1 << 50)

static long long a[CELLS], value[CODES];
static unsigned char known[CODES];

/* V(b) for board `code`, the mover's cells `mine`, the other's `theirs`,
 * `painted` cells painted. */
static long long best(int code, int mine, int theirs, int painted)
{
	int digit = painted % 2 == 0 ? 1 : 2, k;
	long long v, top = -2 * WIN;	/* below every value */

	if (painted == CELLS)
		return 0;
	if (known[code])
		return value[code];
	for (k = 0; k < CELLS; k++) {
		int cell = 1 << k;
		if ((mine | theirs) & cell)
			continue;
		if (lines_in(mine | cell))
			v = WIN;
		else
			v = a[k] - best(code + digit * pow3(k), theirs,
					mine | cell, painted + 1);
		if (v > top)
			top = v;
	}
	known[code] = 1;
	return value[code] = top;
}

int main(void)
{
	long long sum = 0;
	int k;

	read_input();
	for (k = 0; k < CELLS; k++)
		sum += a[k] = read_int(-1000000000L, 1000000000L);
	if (!input_done())
		input_error(in_next, "expected the end of the input after 9 "
			    "values");
	if (sum % 2 == 0)
		input_error(NULL, "the values sum to %lld, an even number: the "
			    "statement promises an odd sum", sum);
	put_str(best(0, 0, 0, 0) > 0 ? "Takahashi\n" : "Aoki\n");
	return output_flush();
}
