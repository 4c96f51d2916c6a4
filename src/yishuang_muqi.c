/*
 * Problem: 九省联考 2018 D1T1 一双木棋 chess (Luogu P4363, LOJ 2471,
 *          BZOJ 5248)
 * Limits:  1 s, 512 MiB (not published; assumed)
 * Input:   n m (1..10), then n rows of m values A, then n rows of m
 *          values B (0..100000).
 * Output:  black's total of A minus white's total of B when both play
 *          perfectly; black moves first, and a cell may be taken once every
 *          cell above it and to its left is taken.
 * Idea:    the taken cells always form a staircase s, and s is the whole
 *          state: black moves when s holds an even number of cells.
 *          Negamax, with g(s) the best the mover can make of (its total -
 *          the other's) from s on, and v(c) its own value at cell c (A for
 *          black, B for white):
 *            g(full board) = 0,
 *            g(s) = max over takeable cells c of v(c) - g(s + c).
 *          The answer is g(empty board).  Every move adds to the code of s
 *          below, so taking codes in decreasing order meets s + c before s.
 * State:   the boundary of the staircase, walked from the bottom-left
 *          corner of the board to the top-right one, one bit a step, bit i
 *          for step i: 1 up, 0 right.  n ones and m zeros, n + m bits.
 *          Rows of 3, 1 and 1 taken cells (#) on a 3 x 4 board:
 *
 *              # # # .         walk: right, up, up, right, right, up, right
 *              # . . .         s = 0b0100110
 *              # . . .         takeable: row 0 col 3, row 1 col 1
 *
 *          The empty board is n ups then m rights, s = 2^n - 1; the full
 *          board is the largest, all rights first.  A takeable cell is an up
 *          step followed by a right step (bits p = 1, p+1 = 0); taking it
 *          swaps the two, s' = s + 2^p.  Its cell: with u ones below p, row
 *          n-1-u and column p-u, index (n-1)m + p - u(m+1).
 * Order:   every move adds to s, so decreasing s meets every successor
 *          first.  The walk is split into a low chunk of W = min(n+m, 10)
 *          bits and a high chunk of the rest: high chunks run downwards,
 *          and under each the low chunks with the right number of ones run
 *          downwards, which is decreasing s.  For every chunk value the
 *          corners inside it are listed once, with their bit and their
 *          p - u(m+1) within the chunk; under a fixed high chunk the ones
 *          below it are fixed too, so a corner's cell is one addition.  The
 *          mover comes the same way: the number of taken cells is
 *          nm - sum, over right steps, of the ones below them, whose parity
 *          splits into the two chunks' own parts and a cross term.
 * Traps:   each player scores its own values (black A, white B); the
 *          mover follows from the number of taken cells, not from a turn
 *          counter carried along.
 *          Wrong solutions that fall in: tests/yishuang_muqi/submissions/.
 * Speed:   the chunks (Order) are there only for speed: 15 M instructions
 *          on 10 x 10, where scanning every step of every walk took 60 M.
 * Time:    O(C(n+m, n) * corners), at most 184756 staircases.
 *          Memory: g over all 2^(n+m) walks, 4 MiB at most.
 * Status:  the sample; random boards of every shape 1x1 .. 10x10, ties,
 *          zero and all-equal values against tests/yishuang_muqi/brute.c
 *          (cell-by-cell minimax on small boards, and a memoised search
 *          over row lengths up to 10 x 10).
 */
#include "io.h"

enum { MAX_SIDE = 10, LOW_BITS = 10, CHUNKS = 1 << LOW_BITS };

/* A takeable cell: s' = s + bit, and the cell's index. */
typedef struct {
	int bit, cell;
} corner_t;

/* A low chunk value, with what the search needs of it. */
typedef struct {
	int value;
	int parity;	/* its sum over zeros of the ones below, mod 2 */
	int top;	/* its top bit */
	const corner_t *from, *to;	/* its corners */
} chunk_t;

static int n, m, a[MAX_SIDE * MAX_SIDE], b[MAX_SIDE * MAX_SIDE];
static int width, high_width;	/* the low chunk's bits, the high's */
static int g[1 << (2 * MAX_SIDE)];
static corner_t corner[CHUNKS * LOW_BITS / 2];
static chunk_t by_ones[LOW_BITS + 1][CHUNKS];	/* by ones, downwards */
static int with_ones[LOW_BITS + 1];		/* how many of each */

static int high_corners(int high, corner_t *list, const corner_t *end[2],
			int *taken_parity);

/* The mover's best over the corners [c, end) of s, against best so far:
 * max of v(c) - g(s + c), with v = gain. */
static int best_of(int s, const corner_t *c, const corner_t *end,
		   const int *gain, int best)
{
	for (; c < end; c++)
		if (gain[c->cell] - g[s + c->bit] > best)
			best = gain[c->cell] - g[s + c->bit];
	return best;
}

/* g(s) = max over takeable cells c of v(c) - g(s + c), for every s with
 * this high chunk, low chunks downwards: s decreasing. */
static void solve_high(int high)
{
	corner_t high_corner[LOW_BITS + 1];
	const corner_t *high_end[2];
	int parity, low_ones = high_corners(high, high_corner, high_end,
					    &parity);
	int full = ((1 << n) - 1) << m, j;

	/* The first staircase of all is the full board, g = 0: no move. */
	for (j = high == full >> width; low_ones >= 0
	     && j < with_ones[low_ones]; j++) {
		const chunk_t *c = &by_ones[low_ones][j];
		int s = high << width | c->value;
		const int *gain = parity == c->parity ? a : b;
		int best = best_of(s, c->from, c->to, gain, -(1 << 30));

		g[s] = best_of(s, high_corner, high_end[c->top], gain, best);
	}
}

static void read_values(void);
static void list_low_chunks(void);

int main(void)
{
	int high;

	read_values();
	width = n + m < LOW_BITS ? n + m : LOW_BITS;
	high_width = n + m - width;
	list_low_chunks();
	for (high = (1 << high_width) - 1; high >= 0; high--)
		solve_high(high);
	put_int(g[(1 << n) - 1]);
	return output_flush();
}

static void read_values(void)
{
	int i;

	read_input();
	n = (int)read_int(1, MAX_SIDE);
	m = (int)read_int(1, MAX_SIDE);
	for (i = 0; i < n * m; i++)
		a[i] = (int)read_int(0, 100000);
	for (i = 0; i < n * m; i++)
		b[i] = (int)read_int(0, 100000);
}

/* Lists the corners of the `bits`-bit walk v, with cells as if v were
 * the low end of the walk: (n-1)m + p - u(m+1), u the ones below p in v.
 * Returns how many; *v_ones gets the ones in v, *v_parity its sum over
 * zeros of the ones below, mod 2. */
static int corners_of(int v, int bits, corner_t *list, int *v_ones,
		      int *v_parity)
{
	int p, u = 0, count = 0, sum = 0;

	for (p = 0; p < bits; p++) {
		if (!(v >> p & 1)) {
			sum += u;
			continue;
		}
		if (p + 1 < bits && !(v >> (p + 1) & 1)) {
			list[count].bit = 1 << p;
			list[count++].cell = (n - 1) * m + p - u * (m + 1);
		}
		u++;
	}
	*v_ones = u;
	*v_parity = sum & 1;
	return count;
}

/* Every low chunk value, downwards, filed by its number of ones. */
static void list_low_chunks(void)
{
	int low, total = 0;

	for (low = (1 << width) - 1; low >= 0; low--) {
		int count, ones, parity;
		chunk_t *c;

		count = corners_of(low, width, corner + total, &ones, &parity);
		c = &by_ones[ones][with_ones[ones]++];
		c->value = low;
		c->parity = parity;
		c->top = low >> (width - 1) & 1;
		c->from = corner + total;
		c->to = corner + (total += count);
	}
}

/* The corners of the high chunk `high`, as cells of the whole walk, in
 * list; end[top] ends them for low chunks with that top bit.  Returns the
 * ones the low chunk must hold (-1 if none can) and, in *taken_parity,
 * the part of the taken cells' parity that the low chunk does not set. */
static int high_corners(int high, corner_t *list, const corner_t *end[2],
			int *taken_parity)
{
	int count, high_ones, high_parity, low_ones, j;

	count = corners_of(high, high_width, list, &high_ones, &high_parity);
	low_ones = n - high_ones;
	if (low_ones < 0 || low_ones > width)
		return -1;
	/* A high corner at p' with u' ones below it in the chunk is at
	 * p = width + p' with u = low_ones + u' ones below. */
	for (j = 0; j < count; j++) {
		list[j].bit <<= width;
		list[j].cell += width - low_ones * (m + 1);
	}
	/* Bit width-1 up and bit width right, in the low chunks with their
	 * top bit set: low_ones - 1 ones below it.  Listed after the high
	 * corners, counted only for those low chunks. */
	end[0] = end[1] = list + count;
	if (high_width > 0 && !(high & 1) && low_ones > 0) {
		list[count].bit = 1 << (width - 1);
		list[count].cell = (n - 1) * m + width - 1
				   - (low_ones - 1) * (m + 1);
		end[1]++;
	}
	/* Taken cells: nm - (sum over right steps of the ones below), the
	 * sum split into the low chunk's, the high chunk's, and each high
	 * zero's low_ones. */
	*taken_parity = (n * m + high_parity
			 + low_ones * (high_width - high_ones)) & 1;
	return low_ones;
}
