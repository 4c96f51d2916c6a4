/*
 * Problem: Luogu P1917 三子棋II (tic-tac-toe: who wins from here?)
 * Limits:  1 s, 128 MiB (not published; assumed)
 * Input:   3 rows of 3 characters from `O` `X` `-`: xiaoa's O, uim's X,
 *          empty; at most 3 stones.  O moves first, so O is to move when
 *          the stones number even.  Beyond the statement: any legal
 *          position (reachable from the empty board by alternating play,
 *          O first, stopping at the first line: 5478 of them), won ones
 *          included; and any number of boards in turn, each answered.
 * Output:  per board, `xiaoa will win.`, `uim will win.` or `Dont know.`
 *          (a draw) under perfect play, then the number of stones.
 * Plain:   tests/sanziqi2/brute.c: the same minimax on a grid of
 *          characters, with no memo and no board code.  Read it first;
 *          `make explain P=sanziqi2 IN=<file>` shows its play on any board.
 * Idea:    minimax on win / draw / loss, memoised on the board b, which
 *          alone fixes the mover:
 *            W(b) = +1 if O owns a line, -1 if X owns a line
 *                   (only the side that moved last can own one),
 *            W(b) = 0 if b is full and nobody owns a line,
 *            W(b) = max over empty k of W(b + 1 * 3^k) if O moves,
 *                   min over empty k of W(b + 2 * 3^k) if X moves.
 *          Every move adds to the code, so the recursion ends.
 * Traps:   O in the centre, X on an edge and O's second stone on the
 *          opposite edge is a draw: X's stone already blocks the one line
 *          O's two share, so O threatens nothing, and X to move holds the
 *          draw by taking any corner (either free edge loses).
 *          Published shortcuts ("an X on an edge loses") print a win.
 *              -X-      ---      -O-      ---
 *              -O-      OOX      -O-      XOO      all: Dont know.
 *              -O-      ---      -X-      ---
 *          (tests trap-x-top, -left, -bottom, -right).  And `Dont know.`
 *          has no apostrophe.
 *          Wrong solutions that fall in: tests/sanziqi2/submissions/.
 * Speed:   the search stops at the first winning move (best_possible),
 *          as nothing beats it: the empty board takes 0.96 M instructions
 *          with that, 1.37 M without.
 * State:   board code = sum cell[k] * 3^k (board.h): `-` 0, `O` 1, `X` 2;
 *          outcome[code] = W + 2 once known, 0 before.
 * Time:    O(3^9 * 9) in all, however many boards.  Memory: O(3^9).
 * Status:  both samples, the four trap boards and a CRLF sample; every
 *          legal position against tests/sanziqi2/brute.c (plain minimax,
 *          no memo); illegal positions of each kind rejected.
 *
 * A position that is not legal is rejected with the reason, one line on
 * stderr, exit status 1.  The rules: O has as many stones as X or one more;
 * at most one side owns lines; the side that owns one moved last.  These
 * suffice: a side's lines all share the cell it played last (two disjoint
 * lines take six stones, and O has at most five), and taking back that
 * stone leaves a position with no line, reachable in any order.
 */

#include "board.h"
#include "io.h"

static signed char outcome[CODES];

/* W(b) for board `code` whose O and X cells are o and x, with O to move
 * if o_moves. */
static int play(int code, int o, int x, int o_moves)
{
	int best_possible = o_moves ? 1 : -1, best, v, k;

	if (outcome[code])
		return outcome[code] - 2;
	if (lines_in(o_moves ? x : o))	/* only the last mover can have won */
		best = -best_possible;
	else if ((o | x) == 0777)
		best = 0;
	else
		for (best = -best_possible, k = 0; k < CELLS; k++) {
			int cell = 1 << k;
			if ((o | x) & cell)
				continue;
			if (o_moves)
				v = play(code + pow3(k), o | cell, x, 0);
			else
				v = play(code + 2 * pow3(k), o, x | cell, 1);
			if (o_moves ? v > best : v < best)
				best = v;
			/* Speed: nothing beats the best possible. */
			if (best == best_possible)
				break;
		}
	outcome[code] = (signed char)(best + 2);
	return best;
}

/* Why a board cannot arise in a game, or NULL when it can. */
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
		w = play(code, o, x, cell_count(o) == cell_count(x));
		put_str(verdict[w + 1]);
		put_int(cell_count(o | x));
	} while (!input_done());
	return output_flush();
}
