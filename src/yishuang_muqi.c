/*
 * Problem: 九省联考 2018 D1T1 一双木棋 chess (Luogu P4363, LOJ 2471)
 * Limits:  1 s, 512 MiB (not published; assumed)
 * Plain:   tests/yishuang_muqi/brute.c, the same game over row lengths.
 * Idea:    the taken cells always form a staircase s, and s is the whole
 *          state: black moves when s holds an even number of cells.
 *          Negamax, g(s) the best the mover can make of (its total - the
 *          other's) from s on, v(c) its own value at cell c (A for black,
 *          B for white):
 *            g(full board) = 0,
 *            g(s) = max over takeable cells c of v(c) - g(s + c).
 *          The answer is g(empty board).  s is coded as a walk (below):
 *          a move adds to it, so decreasing s meets s + c before s.
 * Time:    O(2^(n+m)) to find the C(n+m, n) <= 184756 walks, O(n+m)
 *          for each.  Memory: value and ones over all walks, 5 MiB.
 * More:    tests/yishuang_muqi/README.md: input, traps, checks, speed.
 */
#include "io.h"
#include "out.h"

/*
 * A staircase is the boundary of its cells, walked from the bottom-left
 * corner of the board to the top-right one, one bit a step, bit i for
 * step i: 1 up, 0 right.  n ones and m zeros, n + m bits.  Rows of 3, 1
 * and 1 taken cells (#) on a 3 x 4 board:
 *
 *     # # # .         walk: right, up, up, right, right, up, right
 *     # . . .         s = 0b0100110
 *     # . . .         takeable: row 0 col 3, row 1 col 1
 *
 * The empty board is n ups then m rights, s = 2^n - 1.  A takeable cell
 * is an up step followed by a right step (bit p 1, bit p+1 0); taking it
 * swaps the two, s + 2^p.  With u ones below p, it is in row n-1-u and
 * column p-u, and that row holds p-u taken cells.  Only for speed:
 * ones[x], the ones in x, gives u, p and the mover in a lookup each.
 */
enum { MAX_SIDE = 10, WALKS = 1 << (2 * MAX_SIDE), WORST = -(1 << 30),
       ODD = 0xAAAAA };	/* the odd steps of a walk */

static int n, m, a[MAX_SIDE * MAX_SIDE], b[MAX_SIDE * MAX_SIDE];
static int value[WALKS];		/* g(s) by walk s */
static unsigned char ones[WALKS];	/* the number of ones in s */

/* g(s) from g(s + 2^p) of its takeable cells: max of v(c) - g(s + c). */
static int g(int s)
{
	int takeable = s & ~(s >> 1) & ((1 << (n + m - 1)) - 1);
	int best = WORST, bit, u, p, gain;
	/* taken cells = sum over ones of (p - u) = (sum of their p) -
	 * n(n-1)/2, and mod 2 that sum counts only the ones at odd p */
	const int *v = (ones[s & ODD] + n * (n - 1) / 2) % 2 ? b : a;

	if (!takeable)
		return 0;	/* the full board */
	for (; takeable; takeable &= takeable - 1) {
		bit = takeable & -takeable;	/* 2^p */
		p = ones[bit - 1];
		u = ones[s & (bit - 1)];
		gain = v[(n - 1 - u) * m + p - u] - value[s + bit];
		if (gain > best)
			best = gain;
	}
	return best;
}

int main(void)
{
	int i, s;

	read_input();
	n = (int)read_int(1, MAX_SIDE);
	m = (int)read_int(1, MAX_SIDE);
	for (i = 0; i < n * m; i++)
		a[i] = (int)read_int(0, 100000);
	for (i = 0; i < n * m; i++)
		b[i] = (int)read_int(0, 100000);
	/* Every move adds to s: decreasing s meets s + 2^p before s. */
	for (s = 0; s < 1 << (n + m - 1); s++) {	/* 2s, 2s + 1 from s */
		ones[2 * s] = ones[s];
		ones[2 * s + 1] = (unsigned char)(ones[s] + 1);
	}
	for (s = (1 << (n + m)) - 1; s >= (1 << n) - 1; s--)
		if (ones[s] == n)
			value[s] = g(s);
	put_int(value[(1 << n) - 1]);
	return output_flush();
}
