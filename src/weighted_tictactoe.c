/*
 * Problem: AtCoder ABC349 E "Weighted Tic-Tac-Toe"
 * Limits:  2 s, 1024 MiB
 * Plain:   tests/weighted_tictactoe/brute.c, the same game, no memo.
 * Idea:    the board b is the whole state (Takahashi moves when an even
 *          number of cells is painted).  Negamax: V(b) is the best the
 *          mover can make of (its points - the other's) from b on, a line
 *          worth WIN, more than all points:
 *            V(full board) = 0,
 *            V(b) = max over empty k of  WIN              if k makes a line,
 *                                        A(k) - V(b + k)  otherwise.
 *          Takahashi wins when V(empty) > 0.  A move raises b's code
 *          (board.h), so the recursion ends; value[] remembers each V(b).
 * Time:    O(3^9 * 9) at most.  Memory: 3^9 values of 8 bytes.
 * More:    tests/weighted_tictactoe/README.md: input, traps, checks.
 */
#include "board.h"
#include "io.h"
#include "out.h"

/* A line: WIN less any 9 values (|sum| < 2^34) stays above every lead of
 * points, and nothing overflows 64 bits. */
#define WIN ((long long)1 << 50)

static long long a[CELLS];	/* the values, cell k = 3 * row + col */

/* The memo: value[code] is V(code) once known[code] is set. */
static long long value[CODES];
static unsigned char known[CODES];

/* V(b) for board `code` (0 unpainted, 1 Takahashi's, 2 Aoki's), the
 * mover's cells `mine`, the other's `theirs`, `painted` cells painted. */
static long long V(int code, int mine, int theirs, int painted)
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
			v = a[k] - V(code + digit * pow3(k), theirs,
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
		input_error(next_word(), "expected the end of the input "
			    "after 9 values");
	if (sum % 2 == 0)
		input_error(NULL, "the values sum to %lld, an even number: the "
			    "statement promises an odd sum", sum);
	put_str(V(0, 0, 0, 0) > 0 ? "Takahashi\n" : "Aoki\n");
	return output_flush();
}
