/*
 * Problem: POJ 1568 / UVa 10111 / ZOJ 1703 "Find the Winning Move"
 * Limits:  3 s, 32 MiB (POJ, the tightest published)
 * Input:   cases, each a line `?` then 4 lines of 4 characters from `.`,
 *          `x`, `o`; after the last case a line starting with `$`.  Each
 *          case has x to move (as many x as o), at least 4 pieces, no
 *          line of four, and an empty cell.
 * Output:  per case `(r,c)`, the first empty cell in row-major order
 *          (rows and columns 0..3) after which x wins whatever o does (a
 *          draw is no win; a line at once counts), or `#####` if none.
 *          Four in a row, column or main diagonal (10 lines) wins; a full
 *          board without one is a draw.
 * Plain:   tests/winning_move/brute.c: the same search on a grid of
 *          characters, stopping at the first winning move and the first
 *          refutation, with no memo.  Read it first; `make explain
 *          P=winning_move IN=<file>` shows each cell's fate.
 * Idea:    W(b) = x, to move on board b, forces a win; L(b) = o, to move,
 *          cannot stop one:
 *            W(b) = some empty k: x + k holds a line, or L(b + x at k),
 *            L(b) = every empty k: o + k holds no line, and W(b + o at k)
 *          (b has one: x moves with an even number of cells empty, so
 *          o never meets a full board).
 *          The answer is the first k of W's "some": both stop at the first
 *          k that settles them.  Every move fills a cell: recursion ends.
 * Traps:   the first winning cell, not the fastest win (sample 2: x wins
 *          at once at (0,3), but (0,1) forces a win and comes first); a
 *          board filled by o's last move is a draw, no win; both
 *          diagonals count.
 *          Wrong solutions that fall in: tests/winning_move/submissions/.
 * Speed:   a memo over every board, 2 bits each (3^16 codes, 10.8 MB):
 *          positions recur through many move orders.  On 300 random
 *          6-piece boards: 0.23 G instructions, 20 times fewer than the
 *          search without it (the brute force, 4.7 G).  With 4 pieces
 *          (2 + 2) x never forces a win (the contract's exhaustive solve;
 *          this search without the shortcut agrees on all 10,920 such
 *          boards): `#####` at once, where a search takes 14 M
 *          instructions a board.  The input is read a piece at a time
 *          (read_more), so that the largest (16 MiB, 762,600 boards:
 *          4.4 G instructions, 1.0 s) peaks at 16 MiB, not 32: the
 *          caps are in tests/winning_move/caps.
 * State:   board code = sum cell[k] * 3^k, k = 4r + c: 0 empty, 1 x, 2 o;
 *          x and o also as 16-bit masks.  known[code]: 2 bits, 0 not yet,
 *          1 W or L holds, 2 it does not (x and o counts tell which).
 * Time:    O(3^16) boards at most, shared by all the cases of an input.
 *          Memory: 10.8 MB.
 * Status:  both samples; random boards of 4 to 14 pieces, boards whose
 *          only winning cells come late, many cases in one input, against
 *          tests/winning_move/brute.c.
 */
#include "io.h"

enum { CELLS = 16, CODES = 43046721, PIECE = 1 << 16 };	/* 3^16 */

static const int line_mask[10] = {	/* 4 rows, 4 columns, 2 diagonals */
	0x000F, 0x00F0, 0x0F00, 0xF000, 0x1111, 0x2222, 0x4444, 0x8888,
	0x8421, 0x1248
};
static long pow3[CELLS];
static unsigned char known[(CODES + 3) / 4];	/* 2 bits a board */

static int x_wins(int x, int o, long code);
static int o_loses(int x, int o, long code);

/* The first empty cell after which x forces a win, or -1. */
static int winning_move(int x, int o, long code)
{
	int k;

	for (k = 0; k < CELLS; k++) {
		int cell = 1 << k;
		if (((x | o) & cell) == 0 && o_loses(x | cell, o, code + pow3[k]))
			return k;
	}
	return -1;
}

/* Whether the cells of `mine` hold a line. */
static int has_line(int mine)
{
	int i;

	for (i = 0; i < 10; i++)
		if ((mine & line_mask[i]) == line_mask[i])
			return 1;
	return 0;
}

/* known[code] as 0 (not yet), 1 (holds) or 2 (does not). */
static int recall(long code)
{
	return known[code / 4] >> (code % 4 * 2) & 3;
}

static int remember(long code, int holds)
{
	known[code / 4] |= (unsigned char)((holds ? 1 : 2) << (code % 4 * 2));
	return holds;
}

/* W(b): x to move. */
static int x_wins(int x, int o, long code)
{
	int known_as = recall(code);

	if (known_as)
		return known_as == 1;
	return remember(code, winning_move(x, o, code) >= 0);
}

/* L(b): o to move, after x's move to x; x's line ends the game.  o
 * always has a move: x moved with an even number of cells empty. */
static int o_loses(int x, int o, long code)
{
	int k, known_as;

	if (has_line(x))
		return 1;
	if ((known_as = recall(code)) != 0)
		return known_as == 1;
	for (k = 0; k < CELLS; k++) {
		int cell = 1 << k;
		if ((x | o) & cell)
			continue;
		if (has_line(o | cell) || !x_wins(x, o | cell, code + 2 * pow3[k]))
			return remember(code, 0);	/* refuted */
	}
	return remember(code, 1);
}

/* Only for memory: the input is read a piece at a time (Speed).  Lets
 * go of what has been read, counting its lines for input_error(), keeps
 * the rest (and a CR just before it: an LF may follow) at the front of
 * in_text, and reads up to PIECE bytes after it; returns how many. */
static size_t read_more(void)
{
	static size_t total;
	const char *keep = in_next - (in_next > in_text && in_next[-1] == '\r');
	size_t left = (size_t)(in_end - keep), got;

	in_lines_before += lines_ended(in_text, keep);
	memmove(in_text, keep, left);
	got = fread(in_text + left, 1, PIECE, stdin);
	in_text[left + got] = '\0';	/* the zero io.h puts after the input */
	in_next = in_text + (in_next - keep);
	in_end = in_text + left + got;
	if ((total += got) > INPUT_MAX)
		input_error(NULL, "input is larger than 16 MiB");
	return got;
}

/* input_done(), reading on while fewer than 32 bytes are left to look at
 * (a row and the blank after it, or the 25 bytes an error quotes): whether
 * the input is used up. */
static int done(void)
{
	while ((input_done() || in_end - in_next < 32) && read_more() > 0)
		;
	return in_next == in_end;
}

/* The next case's board into x, o and its code; returns its pieces, or
 * 0 at the closing `$`. */
static int read_case(int *x, int *o, long *code)
{
	int r, c, count[3] = {0, 0, 0};

	if (done() || *in_next == '$')
		return 0;
	if (*in_next != '?' || (in_end - in_next > 1 && !is_blank(in_next[1])))
		input_error(in_next, "expected `?` before a board or `$`");
	in_next++;
	*x = *o = 0, *code = 0;
	for (r = 0; r < 4; r++) {
		const char *row = (done(), in_next);
		for (c = 0; c < 4 && row + c < in_end
		     && (row[c] == '.' || row[c] == 'x' || row[c] == 'o'); c++)
			;
		if (c < 4 || (row + 4 < in_end && !is_blank(row[4])))
			input_error(row, "expected a row of 4 characters from "
				    "'.xo'");
		for (c = 0; c < 4; c++) {
			int d = row[c] == 'x' ? 1 : row[c] == 'o' ? 2 : 0;
			*x |= (d == 1) << (4 * r + c);
			*o |= (d == 2) << (4 * r + c);
			*code += d * pow3[4 * r + c];
			count[d]++;
		}
		in_next = row + 4;
	}
	if (count[1] != count[2] || count[0] == 0 || count[1] < 2
	    || has_line(*x) || has_line(*o))
		input_error(NULL, "the board must have as many x as o, at "
			    "least 4 pieces, no line and an empty cell");
	return count[1] + count[2];
}

int main(void)
{
	int x, o, k, pieces;
	long code;

	in_next = in_end = in_text;
	for (pow3[0] = 1, k = 1; k < CELLS; k++)
		pow3[k] = 3 * pow3[k - 1];
	while ((pieces = read_case(&x, &o, &code)) > 0) {
		char answer[8] = "#####\n";
		/* 2 + 2 pieces: never a forced win (Speed) */
		k = pieces == 4 ? -1 : winning_move(x, o, code);
		if (k >= 0)
			sprintf(answer, "(%c,%c)\n", '0' + k / 4, '0' + k % 4);
		put_str(answer);
	}
	if (done())
		input_error(NULL, "expected a line `$` after the last case");
	return output_flush();
}
