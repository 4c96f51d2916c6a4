/*
 * Problem: CCF CSP 201803-4 棋局评估 (tic-tac-toe evaluation)
 * Limits:  1 s, 256 MiB
 * Input:   T, then T boards of 3 x 3 integers: 0 empty, 1 Alice (X),
 *          2 Bob (O).  Each is reachable with Alice to move.
 * Output:  per board, the score under perfect play: a finished game is
 *          worth (empty cells + 1) if Alice won, -(empty cells + 1) if Bob
 *          won, 0 if drawn; Alice maximises, Bob minimises.
 * Idea:    minimax, memoised on the board.  The game stops at the first
 *          line, and the mover follows from the stone count (Alice when
 *          both have placed equally many), so the board alone fixes the
 *          value.  Two facts of the game prune it: a mover who can complete
 *          a line scores the most there is, at once; if not, a mover facing
 *          two cells that would complete the opponent's line loses on the
 *          next move, and facing one must play there (anything else loses
 *          at once, the worst there is).  The memo makes every board after
 *          the first cheap.
 * State:   board code = sum cell[k] * 3^k (board.h), cell values as in the
 *          input; plus the masks of X and O cells, kept alongside for the
 *          line tests.
 * Time:    O(3^9 * 9) in all, however many boards: each position is
 *          searched at most once.  Memory: O(3^9).
 * Status:  the sample; all 2739 legal boards, and random ones, against
 *          tests/ccf201803_4/brute.c (plain minimax, no memo).
 *
 * A board that breaks the promise (stone counts that do not leave Alice to
 * move, or Alice already owning a line, which would have ended the game
 * before Bob's last stone) is rejected with one line on stderr, exit 1.
 */
#include "board.h"

static signed char memo[CODES];
static unsigned char known[CODES];

/* The score of a board on which nobody owns a line, with `empty` empty
 * cells and x, o the cells of each side. */
static int score(int code, int x, int o, int empty)
{
	int alice = (CELLS - empty) % 2 == 0, sign = alice ? 1 : -1;
	int free = 0777 & ~(x | o), best, threats, moves, k;

	if (empty == 0)
		return 0;
	if (known[code])
		return memo[code];
	threats = winning_cells(alice ? o : x, free);
	if (winning_cells(alice ? x : o, free))
		best = sign * empty;		/* a line now: the most */
	else if (threats & (threats - 1))	/* blocks one, loses next */
		best = -sign * (empty - 1);
	else {
		/* With one threat, any other move loses at once. */
		moves = threats ? threats : free;
		best = -sign * (CELLS + 1);
		for (k = 0; k < CELLS; k++) {
			int cell = 1 << k, v;
			if (!(moves & cell))
				continue;
			if (alice)
				v = score(code + pow3(k), x | cell, o,
					  empty - 1);
			else
				v = score(code + 2 * pow3(k), x, o | cell,
					  empty - 1);
			if (sign * v > sign * best)
				best = v;
		}
	}
	known[code] = 1;
	memo[code] = (signed char)best;
	return best;
}

int main(void)
{
	long t, cases = read_int(1, 1000000000L);

	for (t = 1; t <= cases; t++) {
		int code = 0, x = 0, o = 0, k, nx = 0, no = 0;

		for (k = 0; k < CELLS; k++) {
			int v = (int)read_int(0, 2);
			code += v * pow3(k);
			x |= (v == 1) << k;
			o |= (v == 2) << k;
			nx += v == 1;
			no += v == 2;
		}
		if (nx != no)
			input_error("board %ld has %d X and %d O: "
				    "Alice (X) is not to move", t, nx, no);
		if (lines_in(x))
			input_error("board %ld: Alice (X) owns a line, so the "
				    "game ended before Bob's last move", t);
		if (lines_in(o))	/* Bob has won: the game is over */
			put_line_int(-(CELLS - nx - no + 1));
		else
			put_line_int(score(code, x, o, CELLS - nx - no));
	}
	return output_flush();
}
