/*
 * Problem: Codeforces 3C "Tic-tac-toe": the verdict on a position
 * Limits:  1 s, 64 MiB
 * Plain:   tests/tictactoe_verdict/brute.c plays every game from the
 *          empty board and looks the position up.
 * Idea:    with x crosses and o noughts, X(b) and O(b) whether each owns a
 *          line, the verdict is the first rule that applies:
 *            x - o not 0 or 1, or X(b) and O(b)  -> illegal,
 *            X(b)   -> the first player won if x = o + 1, else illegal,
 *            O(b)   -> the second player won if x = o, else illegal,
 *            x + o = 9   -> draw,
 *            x = o  -> first, else second.
 * Time:    O(1) a board.  Memory: the input.
 * More:    tests/tictactoe_verdict/README.md: input, traps, checks.
 */
#include "board.h"
#include "io.h"
#include "out.h"
#include "read_board.h"

/* The verdict on a board whose crosses and noughts are x_cells, o_cells.
 * Why each rule holds: players alternate from crosses, so x - o is 0 or
 * 1; the game stops at the first line, so only the last mover owns one,
 * and owning one means x = o + 1 (crosses moved last) or x = o (noughts
 * did).  The last mover's line was made by its last stone, which may
 * close two lines at once: crosses' five stones can (XXX / X00 / X00),
 * so two lines are no reason to refuse; noughts' four cannot. */
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
