/*
 * Problem: Connect Four position scores as Pascal Pons' solver scores
 *          them (blog.gamesolver.org): T <= 1000 positions of 10 moves
 *          or more, weighing 2^(24 - moves) each (1 from 24 on), 2^14 in
 *          all.  Related: TopCoder SRM 244, DWITE February 2006 P4
 * Limits:  10 s, 256 MiB (ours, as no contest set this task)
 * Plain:   tests/connect_four/brute.c: negamax to the end, and
 *          alpha-beta with a table of bounds on a plain grid.
 * Idea:    s(p), the score of p (n stones played) for the player to move:
 *            (43 - n) / 2              if a move makes four now,
 *            0                         if the board is full,
 *            max over moves m of -s(p + m)          otherwise:
 *          a win with one's own k-th stone scores 22 - k.  search(p, g)
 *          tells s(p) > g from s(p) <= g (a null window); a binary
 *          search over g finds s(p).
 * Traps:   the winner's stones count, not all; a win may be one move away.
 * Speed:   only moves that do not lose at once, those leaving more fours
 *          first; a table of proven bounds (8 MiB), kept across cases.
 * More:    tests/connect_four/README.md: each step, timed beside Pons'.
 */
#include <stdint.h>

#include "io.h"
#include "out.h"

/* The bitboard: bit 7c + r is column c's cell in row r (from 0, bottom
 * left).  Row 6 is never played: four cells a step of 1, 6, 7 or 8 apart
 * (up, down-right, right, up-right) that wrap from a column's top to the
 * next column take in a cell of row 6, so they never hold four stones:
 *
 *      6 13 20 27 34 41 48    <- row 6: always empty
 *      5 12 19 26 33 40 47
 *      4 11 18 25 32 39 46
 *      3 10 17 24 31 38 45
 *      2  9 16 23 30 37 44
 *      1  8 15 22 29 36 43
 *      0  7 14 21 28 35 42    <- BOTTOM
 */
typedef uint64_t bits;
enum { WIDTH = 7, HEIGHT = 6, STONES = WIDTH * HEIGHT, FEWEST = 10 };
enum { NO_MOVE = 7 };	/* a column that is none */
#define BOTTOM ((bits)0x40810204081)	/* row 0 of every column */
#define BOARD (BOTTOM * 0x3f)		/* rows 0-5 of every column */
#define COLUMN(c) ((bits)0x3f << 7 * (c))

typedef struct {
	bits mine;	/* the stones of the player to move */
	bits all;	/* every stone */
	int moves;	/* stones played */
} position;

static bits fours_for(bits stones, bits all);
static int popcount(bits x);
static bits playable(position p);
static position play(position p, bits cell);
static int order_moves(position p, bits open, int best, bits *after,
		       int *column);
static int recall(bits key, int *lo, int *hi);
static void remember(bits key, int lo, int hi, int best);

/* search(p, theirs, alpha, beta) for alpha < beta: s(p) when it lies in
 * (alpha, beta), else a bound on the side of the window it falls: a
 * result <= alpha bounds s(p) from above, one >= beta from below.  p is
 * not won in one; theirs: the cells where the opponent would make four.
 * First the losses: the opponent can make four on two playable cells,
 * or every move left lies under a cell where it would make four; then
 * 0 if the board fills; else neither we win with this stone nor the
 * opponent with its next, which bounds s(p) by lo and hi. */
static int search(position p, bits theirs, int alpha, int beta)
{
	bits open = playable(p), forced = open & theirs, after[WIDTH];
	bits key = p.mine + p.all;	/* below, one key a position */
	int lo = -(STONES - 2 - p.moves) / 2, hi = (STONES - 1 - p.moves) / 2;
	int column[WIDTH], n, k, best, alpha0;

	if (forced & (forced - 1))
		return -(STONES - p.moves) / 2;
	if (forced)
		open = forced;
	if (!(open &= ~(theirs >> 1)))	/* below their four: they win */
		return -(STONES - p.moves) / 2;
	if (p.moves >= STONES - 2)
		return 0;
	best = recall(key, &lo, &hi);
	if (alpha < lo && (alpha = lo) >= beta)
		return alpha;
	if (beta > hi && (beta = hi) <= alpha)
		return beta;
	n = order_moves(p, open, best, after, column);
	for (alpha0 = alpha, k = 0; k < n; k++) {
		int c = column[k];
		int v = -search(play(p, open & COLUMN(c)), after[c], -beta,
				-alpha);
		if (v >= beta) {
			remember(key, v, hi, c);
			return v;
		}
		if (v > alpha)
			alpha = v, best = c;
	}
	remember(key, alpha > alpha0 ? alpha : lo, alpha, best);
	return alpha;
}

/* s(p) by null windows, each answer a bound.  Each guess g: the
 * interval's middle, or half the bound on its side of 0 if that is
 * farther out, as Pons' solver guesses (2% to 8% fewer positions). */
static int solve(position p)
{
	bits theirs = fours_for(p.all ^ p.mine, p.all);
	int lo = -(STONES - p.moves) / 2, hi = (STONES + 1 - p.moves) / 2;

	if (fours_for(p.mine, p.all) & playable(p))
		return hi;
	while (lo < hi) {
		int g = lo + (hi - lo) / 2, v;
		if (g <= 0 && lo / 2 < g)
			g = lo / 2;
		else if (g >= 0 && hi / 2 > g)
			g = hi / 2;
		v = search(p, theirs, g, g + 1);
		if (v > g)
			lo = v;
		else
			hi = v;
	}
	return lo;
}

/* The moves of `open` into column[], best first: the table's best move,
 * then the more fours a move leaves to make (after[c], the cells where
 * they are), ties to the centre.  How many. */
static int order_moves(position p, bits open, int best, bits *after,
		       int *column)
{
	static const int centre_first[WIDTH] = {3, 2, 4, 1, 5, 0, 6};
	/* rank: worth << 3 | 6 - k; worth: how many fours the move leaves
	 * to make (fewer than 64), or 64 for the table's best move */
	int rank[WIDTH], n = 0, k, j;

	for (k = 0; k < WIDTH; k++) {
		int c = centre_first[k], r;
		bits cell = open & COLUMN(c);
		if (!cell)
			continue;
		after[c] = fours_for(p.mine | cell, p.all | cell);
		r = (c == best ? 64 : popcount(after[c])) << 3 | (6 - k);
		for (j = n++; j > 0 && rank[j - 1] < r; j--)
			rank[j] = rank[j - 1];
		rank[j] = r;
	}
	for (k = 0; k < n; k++)
		column[k] = centre_first[6 - (rank[k] & 7)];
	return n;
}

/* ---- the bitboard ---- */

static int popcount(bits x)	/* a move leaves few fours: a loop */
{
	int n = 0;

	for (; x; x &= x - 1)
		n++;
	return n;
}

/* The cells x that complete four of `stones` along step d: the stones
 * at x - 3d .. x - d, or x - 2d .. x + d but x, or x - d .. x + 2d but
 * x, or x + d .. x + 3d.  Bit x of stones >> d is the stone at x + d. */
static bits fours_along(bits stones, int d)
{
	bits ahead1 = stones >> d, ahead2 = stones >> 2 * d;
	bits back1 = stones << d, back2 = stones << 2 * d;

	return (back1 & back2 & back2 << d) | (back2 & back1 & ahead1)
	       | (back1 & ahead1 & ahead2) | (ahead1 & ahead2 & ahead2 >> d);
}

/* The empty cells where `stones` would make four. */
static bits fours_for(bits stones, bits all)
{
	return (fours_along(stones, 1) | fours_along(stones, HEIGHT)
		| fours_along(stones, HEIGHT + 1)
		| fours_along(stones, HEIGHT + 2)) & BOARD & ~all;
}

static int has_four(bits stones)
{
	int d;

	for (d = HEIGHT; d <= HEIGHT + 2; d++) {
		bits pairs = stones & stones >> d;
		if (pairs & pairs >> 2 * d)
			return 1;
	}
	return stones & stones >> 1 & stones >> 2 & stones >> 3 ? 1 : 0;
}

/* The cell where each column's next stone falls. */
static bits playable(position p)
{
	return (p.all + BOTTOM) & BOARD;
}

/* p after its player to move drops a stone on `cell`. */
static position play(position p, bits cell)
{
	position next;

	next.mine = p.all ^ p.mine;
	next.all = p.all | cell;
	next.moves = p.moves + 1;
	return next;
}

/* ---- the table of proven bounds ---- */

/* A slot a position, one word: its key (49 bits), its best move (3
 * bits, NO_MOVE if none), then its bounds lo and hi, each + 32 in 6
 * bits.  The key, mine + all, holds for a column of h stones 2^h - 1 +
 * its mine, a number from 2^h - 1 to 2^(h+1) - 2, which tells h and the
 * stones: one key a position, never 0 (FEWEST moves or more), so an
 * empty slot matches none.  The slot is the key modulo a prime, which
 * every column of the key decides (the low 20 bits: columns 0-2); the
 * size, measured: tests/connect_four/README.md, Speed. */
enum { SLOTS = 1048573 };	/* the prime below 2^20: 8 MiB */
static uint64_t table[SLOTS];

static uint64_t *slot_of(bits key)
{
	return &table[key % SLOTS];
}

/* Narrows [*lo, *hi] by what the table holds of key: its best move. */
static int recall(bits key, int *lo, int *hi)
{
	uint64_t slot = *slot_of(key);
	int known_lo = (int)(slot >> 6 & 63) - 32;
	int known_hi = (int)(slot & 63) - 32;

	if (slot >> 15 != key)
		return NO_MOVE;
	if (known_lo > *lo)
		*lo = known_lo;
	if (known_hi < *hi)
		*hi = known_hi;
	return (int)(slot >> 12 & 7);
}

/* Keeps lo <= s(key's position) <= hi, with what was known of it. */
static void remember(bits key, int lo, int hi, int best)
{
	uint64_t *slot = slot_of(key);

	if (*slot >> 15 == key) {
		int old_best = recall(key, &lo, &hi);
		if (best == NO_MOVE)
			best = old_best;
	}
	*slot = key << 15 | (uint64_t)best << 12 | (uint64_t)(lo + 32) << 6
		| (uint64_t)(hi + 32);
}

/* ---- input ---- */

/* A position: its moves, columns 1-7, as a word; rejected when a column
 * overflows, a move makes four, or there are fewer than FEWEST. */
static position read_position(void)
{
	const char *word = next_word(), *at;
	position p = {0, 0, 0};

	for (at = word; at < in_end && !is_blank(*at); at++) {
		int c = *at - '1';
		bits cell;
		if (c < 0 || c >= WIDTH)
			input_error(word, "move %d is not a column 1-7",
				    p.moves + 1);
		if (!(cell = playable(p) & COLUMN(c)))
			input_error(word, "move %d: column %d is full",
				    p.moves + 1, c + 1);
		p = play(p, cell);
		if (has_four(p.all ^ p.mine))
			input_error(word, "move %d makes four: game over",
				    p.moves);
	}
	if (p.moves < FEWEST)
		input_error(word, "expected a position of %d moves or more",
			    FEWEST);
	in_next = at;
	return p;
}

int main(void)
{
	long t, i;

	read_input();
	t = read_int(1, 1000);
	for (i = 0; i < t; i++)
		put_int(solve(read_position()));
	return output_flush();
}
