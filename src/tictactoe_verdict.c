/*
 * Problem: Codeforces 3C "Tic-tac-toe" (the verdict on a position)
 * Limits:  1 s, 64 MiB
 * Input:   3 lines of 3 characters: `.` empty, `X` a cross (the first
 *          player), `0` a nought (the digit zero).  Beyond the statement:
 *          any number of boards in turn, each answered.
 * Output:  per board, `first` or `second` (who moves next), `illegal` (no
 *          game reaches it), `the first player won`, `the second player
 *          won`, or `draw` (full, no line).  Crosses move first, players
 *          alternate, and play stops at the first line or a full board.
 * Plain:   tests/tictactoe_verdict/brute.c plays every game from the empty
 *          board and looks the position up.  Read it first; `make explain
 *          P=tictactoe_verdict IN=<file>` shows the rule that decides and a
 *          game that reaches the position.
 * Idea:    with x crosses and o noughts, X(b) and O(b) whether they own a
 *          line, the verdict is the first rule that applies:
 *            x - o not 0 or 1, or X(b) and O(b)  -> illegal,
 *            X(b)   -> the first player won if x = o + 1, else illegal,
 *            O(b)   -> the second player won if x = o, else illegal,
 *            x + o = 9   -> draw,
 *            x = o  -> first, else second.
 *          Why each holds: players alternate from crosses, so x - o is 0
 *          or 1; the game stops at the first line, so only the last mover
 *          owns one, and owning one means x = o + 1 (crosses moved last)
 *          or x = o (noughts did).  A line of the last mover was made by
 *          its last stone, which may close two lines at once: crosses'
 *          five stones can (XXX / X00 / X00), so two lines are no reason
 *          to refuse; noughts' four cannot (two lines need five cells).
 *          Checked against play on all 3^9 boards (brute.c).
 * Traps:   `0` is a digit, not the letter O; a full board with a cross
 *          line is a win, not a draw; a double cross line is legal.
 *          Wrong solutions that fall in: tests/tictactoe_verdict/
 *          submissions/.
 * Speed:   none: 0.13 M instructions for a board, reading included.
 * State:   board code = sum cell[k] * 3^k (board.h): `.` 0, `X` 1, `0` 2.
 * Time:    O(1) a board.  Memory: the input.
 * Status:  the sample; every trap above; all 19,683 boards against
 *          tests/tictactoe_verdict/brute.c.
 */
#include "board.h"
#include "io.h"

static const char *verdict(int x_cells, int o_cells)
{
	int x = cell_count(x_cells), o = cell_count(o_cells);
	int x_line = lines_in(x_cells) > 0, o_line = lines_in(o_cells) > 0;

	if ((x != o && x != o + 1) || (x_line && o_line))
		return "illegal";
	if (x_line)
		return x == o + 1 ? "the first player won" : "illegal";
	if (o_line)
		return x == o ? "the second player won" : "illegal";
	if (x + o == CELLS)
		return "draw";
	return x == o ? "first" : "second";
}

int main(void)
{
	read_input();
	do {
		int code = read_board(".X0");
		put_str(verdict(cells_of(code, 1), cells_of(code, 2)));
		put_str("\n");
	} while (!input_done());
	return output_flush();
}
