/*
 * Problem: Luogu P1917 三子棋II: who wins a tic-tac-toe position
 * Limits:  1 s, 128 MiB (not published; assumed)
 * Plain:   tests/sanziqi2/brute.c, the same minimax with no memo.
 * Idea:    W(b), the outcome of board b under perfect play, +1 if O wins,
 *          0 a draw, -1 if X wins; O moves first, so b fixes the mover:
 *            W(b) = +1 if O owns a line, -1 if X owns one
 *                   (only the side that moved last can),
 *            W(b) = 0 if b is full,
 *            W(b) = max over empty k of W(b + O at k) if O moves,
 *                   min over empty k of W(b + X at k) if X moves.
 *          A move raises b's code (board.h), so the recursion ends;
 *          value[] remembers each board's outcome once known.
 * Time:    O(3^9 * 9) in all, however many boards.  Memory: O(3^9).
 * More:    tests/sanziqi2/README.md: input, the trap, checks, speed.
 */
#include "board.h"
#include "io.h"
#include "out.h"
#include "read_board.h"

/* The memo: value[code] is W(code) once known[code] is set. */
static signed char value[CODES];
static unsigned char known[CODES];

/* W(b) for board `code` whose O and X cells are o and x, with O to move
 * if o_moves. */
static int W(int code, int o, int x, int o_moves)
{
	int best_possible = o_moves ? 1 : -1, best, v, k;

	if (known[code])
		return value[code];
	/* only the last mover can have won */
	if (lines_in(o_moves ? x : o))
		best = -best_possible;
	else if ((o | x) == 0777)
		best = 0;
	else
		for (best = -best_possible, k = 0; k < CELLS; k++) {
			int cell = 1 << k;
			if ((o | x) & cell)
				continue;
			if (o_moves)
				v = W(code + pow3(k), o | cell, x, 0);
			else
				v = W(code + 2 * pow3(k), o, x | cell, 1);
			if (o_moves ? v > best : v < best)
				best = v;
			/* Speed: nothing beats the best possible. */
			if (best == best_possible)
				break;
		}
	known[code] = 1;
	value[code] = (signed char)best;
	return best;
}

/* Why a board cannot arise in a game, or NULL when it can.  The rules
 * suffice: a side's lines all share the cell it played last (two disjoint
 * lines take six stones, and O has at most five), and taking back that
 * stone leaves a position with no line, reachable in any order. */
static const char *illegal(int o, int x)
{
	int no = cell_count(o), nx = cell_count(x);

	if (no != nx && no != nx + 1)
		return "O moves first and the players alternate, so O has as "
		       "many stones as X or one more";
	if (lines_in(o) && lines_in(x))
		return "both sides own a line, but the game ends at the first";
	if (lines_in(o) && no == nx)
		return "X has moved after O's line, but the game ends there";
	if (lines_in(x) && no == nx + 1)
		return "O has moved after X's line, but the game ends there";
	return NULL;
}

int main(void)
{
	static const char *const verdict[3] = {
		"uim will win.\n", "Dont know.\n", "xiaoa will win.\n"
	};

	read_input();
	do {
		int code = read_board("-OX");
		int o = cells_of(code, 1), x = cells_of(code, 2);
		const char *why = illegal(o, x);
		int w;

		if (why)
			input_error(NULL, "not a position of a real game: %s",
				    why);
		w = W(code, o, x, cell_count(o) == cell_count(x));
		put_str(verdict[w + 1]);
		put_int(cell_count(o | x));
	} while (!input_done());
	return output_flush();
}
