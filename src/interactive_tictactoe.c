/*
 * Problem: Kattis interactivetictactoe "Interactive Tic-Tac-Toe": play
 *          against the judge; never lose, and win whenever it can be won
 * Limits:  1 s, 256 MiB
 * Plain:   tests/interactive_tictactoe/brute.c, a minimax with no memo.
 * Idea:    V(m, t), the score of the side to move, with its cells m and
 *          the other's t (9-bit masks, board.h), e the empty cells:
 *            V = -(e + 1)   if t holds a line (the mover has lost),
 *            V = 0          if the board is full,
 *            V = max over empty k of -V(t, m + k)   else.
 *          A win scores more the sooner it comes, a loss less: the
 *          largest V wins soonest, or holds a draw, or loses latest.
 *          We play the first cell k (in reading order) of largest
 *          -V(t, m + k).  Each move adds a piece, so V ends; value[]
 *          keeps V by the board's code (board.h: x 1, o 2; piece p on
 *          k adds p * 3^k): the side is fixed for the run, so the piece
 *          count gives the mover, and the code alone keys V.
 * Time:    O(3^9 * 9) for the whole game.  Memory: O(3^9).
 * More:    tests/interactive_tictactoe/README.md: protocol, checks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"

enum { BELOW_ANY = -CELLS - 2 };	/* V >= -(9 + 1) */

static signed char value[CODES];	/* V by the board's code */
static unsigned char known[CODES];

/* V(m, t): see the card; code is the board's, p the mover's piece in
 * it (1 for x, 2 for o). */
static int V(int code, int m, int t, int p)
{
	int empty = CELLS - cell_count(m | t), best = BELOW_ANY, k, v;

	if (known[code])
		return value[code];
	if (lines_in(t))
		best = -(empty + 1);
	else if (empty == 0)
		best = 0;
	else
		for (k = 0; k < CELLS; k++)
			if (!((m | t) >> k & 1) &&
			    (v = -V(code + p * pow3(k), t, m | 1 << k,
				    3 - p)) > best)
				best = v;
	known[code] = 1;
	value[code] = (signed char)best;
	return best;
}

/* Our move on board `code` (x ours, o the judge's): the first best
 * cell. */
static int best_move(int code, int x, int o)
{
	int best = BELOW_ANY, move = -1, k, v;

	for (k = 0; k < CELLS; k++)
		if (!((x | o) >> k & 1) &&
		    (v = -V(code + pow3(k), o, x | 1 << k, 2)) > best)
			best = v, move = k;
	return move;
}

/* Bad input: one line on stderr, exit status 1. */
static void fail(const char *what)
{
	fprintf(stderr, "interactive_tictactoe: %s\n", what);
	exit(1);
}

/* The next grid, 3 rows of 3 cells ('.', 'x' ours, 'o' the judge's),
 * into x and o; returns its code. */
static int read_grid(int *x, int *o)
{
	char row[8];
	int r, c, code = 0;

	*x = *o = 0;
	for (r = 0; r < 3; r++) {
		if (scanf("%7s", row) != 1 || strlen(row) != 3)
			fail("expected a grid of 3 rows of 3 cells");
		for (c = 0; c < 3; c++) {
			if (!strchr(".xo", row[c]))
				fail("a cell is not '.', 'x' or 'o'");
			*x |= (row[c] == 'x') << (3 * r + c);
			*o |= (row[c] == 'o') << (3 * r + c);
			code += (row[c] == 'x' ? 1 : row[c] == 'o' ? 2 : 0) *
				pow3(3 * r + c);
		}
	}
	return code;
}

static void write_grid(int x, int o)
{
	int k;

	for (k = 0; k < CELLS; k++)
		printf("%c%s", x >> k & 1 ? 'x' : o >> k & 1 ? 'o' : '.',
		       k % 3 == 2 ? "\n" : "");
	fflush(stdout);	/* the judge waits for it */
}

int main(void)
{
	char side[8] = "";	/* a string even when nothing is read */
	int x, o, code;

	if (scanf("%7s", side) != 1
	    || (strcmp(side, "first") != 0 && strcmp(side, "second") != 0))
		fail("expected 'first' or 'second'");
	for (;;) {
		code = read_grid(&x, &o);
		if (lines_in(o) || cell_count(x | o) == CELLS)
			return 0;	/* the judge won, or a draw */
		x |= 1 << best_move(code, x, o);
		write_grid(x, o);
		if (lines_in(x) || cell_count(x | o) == CELLS)
			return 0;	/* we won, or a draw */
	}
}
