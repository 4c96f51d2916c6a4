/*
 * Problem: POJ 1568 / UVa 10111 / ZOJ 1703 "Find the Winning Move"
 * Limits:  3 s, 32 MiB (POJ, the tightest published)
 * Plain:   tests/winning_move/brute.c, the same search with no memo.
 * Idea:    on a 4x4 board b, W(b): x, to move, forces a win; L(b): o, to
 *          move after x's last move, cannot stop one:
 *            W(b) = some empty k: x + k holds a line, or L(b + x at k),
 *            L(b) = every empty k: o + k holds no line, and W(b + o at k)
 *          (x moves with an even number of cells empty, so o never meets
 *          a full board).  The answer: the first k of W's "some"; both
 *          stop at the first k that settles them.  A move fills a cell,
 *          so the recursion ends; known[] remembers each W and L.
 * Time:    O(3^16) boards at most, shared by all the cases of an input.
 *          Memory: 10.8 MB of memo, 2 bits a board.
 * More:    tests/winning_move/README.md: input, traps, checks, speed.
 */
#include "board4x4.h"
#include "io.h"
#include "out.h"

/* Cell k = 4 * row + col, bit k of a mask (board4x4.h); a board's code
 * is the sum of p * 3^k, p = 0 empty, 1 x, 2 o: BOARDS = 3^16 codes. */
enum { BOARDS = 43046721 };

static long weight[SQUARES];	/* 3^k: cell k's weight in a code */

/* The memo: W or L of board code, once known, in 2 bits: 0 not yet, 1 it
 * holds, 2 it does not (the counts of x and o tell W from L). */
static unsigned char known[(BOARDS + 3) / 4];

static int W(int x, int o, long code);
static int L(int x, int o, long code);

/* The first empty cell after which x forces a win, or -1. */
static int winning_move(int x, int o, long code)
{
	int k;

	for (k = 0; k < SQUARES; k++) {
		int cell = 1 << k;
		if (((x | o) & cell) == 0 &&
		    L(x | cell, o, code + weight[k]))
			return k;
	}
	return -1;
}

/* known[code]: 0 not yet, 1 holds, 2 does not. */
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
static int W(int x, int o, long code)
{
	int known_as = recall(code);

	if (known_as)
		return known_as == 1;
	return remember(code, winning_move(x, o, code) >= 0);
}

/* L(b): o to move, after x's move to x; x's line ends the game.  o
 * always has a move: x moved with an even number of cells empty. */
static int L(int x, int o, long code)
{
	int k, known_as;

	if (has_line4(x))
		return 1;
	if ((known_as = recall(code)) != 0)
		return known_as == 1;
	for (k = 0; k < SQUARES; k++) {
		int cell = 1 << k;
		if ((x | o) & cell)
			continue;
		if (has_line4(o | cell) ||
		    !W(x, o | cell, code + 2 * weight[k]))
			return remember(code, 0);	/* refuted */
	}
	return remember(code, 1);
}

/* next_word(), reading a piece more first while fewer than 32 bytes are
 * held to look at (a row and the blank after it, or the 25 bytes an error
 * quotes).  Only for memory: read a piece at a time, the input takes 64
 * KiB, not 16 MiB (a judge that limits the address space counts all of
 * read_input()'s buffer: 16 MiB, the memo and the output are over 32 MiB). */
static const char *look(void)
{
	enum { PIECE = 1 << 16 };
	static char text[PIECE + 64];	/* a piece, <= 33 bytes kept, 0 */

	while (read_piece(text, PIECE, 32))
		;
	return next_word();
}

/* The next row of a board, checked: 4 of `.xo`, then a blank or the end. */
static const char *next_row(void)
{
	const char *row = look();
	int c;

	for (c = 0; c < 4 && (row[c] == '.' || row[c] == 'x' || row[c] == 'o');
	     c++)
		;	/* the zero after the input ends a short row */
	if (c < 4 || !read_row(row, 4))
		input_error(row, "expected a row of 4 characters from "
			    "'.xo'");
	return row;
}

/* The contract: x to move, at least 4 pieces, no line, an empty cell;
 * count[d], the cells holding d (0 empty, 1 x, 2 o). */
static void check_board(const int *count, int x, int o)
{
	if (count[1] != count[2] || count[0] == 0 || count[1] < 2
	    || has_line4(x) || has_line4(o))
		input_error(NULL, "the board must have as many x as o, at "
			    "least 4 pieces, no line and an empty cell");
}

/* The next case's board into x, o and its code; returns its pieces, or
 * 0 at the closing `$`. */
static int read_case(int *x, int *o, long *code)
{
	int r, c, count[3] = {0, 0, 0};
	const char *mark = look();

	if (input_done() || *mark == '$')
		return 0;
	if (*mark != '?' || !read_row(mark, 1))
		input_error(mark, "expected `?` before a board or `$`");
	*x = *o = 0, *code = 0;
	for (r = 0; r < 4; r++) {
		const char *row = next_row();
		for (c = 0; c < 4; c++) {
			int d = row[c] == 'x' ? 1 : row[c] == 'o' ? 2 : 0;
			*x |= (d == 1) << (4 * r + c);
			*o |= (d == 2) << (4 * r + c);
			*code += d * weight[4 * r + c];
			count[d]++;
		}
	}
	check_board(count, *x, *o);
	return count[1] + count[2];
}

int main(void)
{
	int x, o, k, pieces;
	long code;

	for (weight[0] = 1, k = 1; k < SQUARES; k++)
		weight[k] = 3 * weight[k - 1];
	while ((pieces = read_case(&x, &o, &code)) > 0) {
		char answer[8] = "#####\n";
		/* 2 + 2 pieces: never a forced win (the write-up) */
		k = pieces == 4 ? -1 : winning_move(x, o, code);
		if (k >= 0)
			sprintf(answer, "(%c,%c)\n", '0' + k / 4, '0' + k % 4);
		put_str(answer);
	}
	look();
	if (input_done())
		input_error(NULL, "expected a line `$` after the last case");
	return output_flush();
}
