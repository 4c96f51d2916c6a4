/*
 * steps for connect_four: the write-up's ladder, from plain negamax to
 * src/connect_four.c's search, one idea a step, each step every idea of
 * the steps before it.  The answers are the same at every step; what
 * changes is how many positions the search explores.
 *
 *   steps K [BUDGET] < IN   answers IN with the search of step K (1-8),
 *                    up to BUDGET positions explored (default 10^10,
 *                    where it stops before the position that overran),
 *                    then writes on stderr how many it answered and the
 *                    positions explored for them
 *
 *   1  negamax: every move, to the end of the game
 *   2  alpha-beta: the window (alpha, beta); a win's score is at most
 *      (41 - n) / 2 once no move wins at once
 *   3  centre columns first
 *   4  the bitboard's shift test for four (steps 1-3 walk the grid)
 *   5  a table of proven bounds (lower, upper) by position
 *   6  null windows: is the score above g?  a binary search over g
 *   7  only the moves that do not lose at once (a cell the opponent
 *      would complete must be filled; never fill the cell under one)
 *   8  moves that leave more fours to complete first
 *
 * The board is src/connect_four.c's (bit 7c + r, row 6 empty); only
 * what each step needs of it is here, written plainly for reading.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t bits;
#define BOTTOM ((bits)0x40810204081)
#define BOARD (BOTTOM * 0x3f)
#define COLUMN(c) ((bits)0x3f << 7 * (c))

static int level;		/* the step, 1-8 */
static long long explored, budget;	/* calls of negamax, the most */

static int bit(bits b, int c, int r)
{
	return c >= 0 && c < 7 && r >= 0 && r < 6 && (b >> (7 * c + r) & 1);
}

/* Steps 1-3: whether stones `s` hold four through (c, r), by walking. */
static int four_walked(bits s, int c, int r)
{
	static const int dc[4] = {1, 0, 1, 1}, dr[4] = {0, 1, 1, -1};
	int d, k;

	for (d = 0; d < 4; d++) {
		int run = 1;
		for (k = 1; bit(s, c + k * dc[d], r + k * dr[d]); k++)
			run++;
		for (k = 1; bit(s, c - k * dc[d], r - k * dr[d]); k++)
			run++;
		if (run >= 4)
			return 1;
	}
	return 0;
}

/* Step 4 on: the empty cells where stones `s` would make four. */
static bits fours_for(bits s, bits all)
{
	bits r = 0;
	int d;

	for (d = 1; d <= 8; d++) {
		bits up1, up2, down1, down2;
		if (d > 1 && d < 6)
			continue;
		up1 = s >> d, up2 = s >> 2 * d;
		down1 = s << d, down2 = s << 2 * d;
		r |= (down1 & down2 & down2 << d) | (down2 & down1 & up1)
		     | (down1 & up1 & up2) | (up1 & up2 & up2 >> d);
	}
	return r & BOARD & ~all;
}

static int popcount(bits x)
{
	int n = 0;

	for (; x; x &= x - 1)
		n++;
	return n;
}

/* Whether the player to move (stones mine, all stones all) can make
 * four with this move. */
static int wins_at_once(bits mine, bits all)
{
	bits open = (all + BOTTOM) & BOARD;
	int c;

	if (level >= 4)
		return (fours_for(mine, all) & open) != 0;
	for (c = 0; c < 7; c++) {
		bits cell = open & COLUMN(c);
		int r;
		for (r = 0; cell && !(cell >> (7 * c + r) & 1); r++)
			;
		if (cell && four_walked(mine | cell, c, r))
			return 1;
	}
	return 0;
}

/* Step 5 on: the table, a slot a position: its key and bounds, 16 bytes
 * with the padding (the solution packs them in 8). */
enum { SLOTS = 1048573 };	/* a prime, as the solution's */
static struct { bits key; signed char lo, hi; } *table;

static int negamax(bits mine, bits all, int n, int alpha, int beta)
{
	static const int left_first[7] = {0, 1, 2, 3, 4, 5, 6};
	static const int centre_first[7] = {3, 2, 4, 1, 5, 0, 6};
	const int *order = level >= 3 ? centre_first : left_first;
	bits open = (all + BOTTOM) & BOARD, theirs = 0, key = mine + all;
	bits move[7];
	int k, count = 0, best = -99, worth[7], alpha0;
	int lo = -(42 - n) / 2, hi = (41 - n) / 2;
	size_t slot = (size_t)(key % SLOTS);

	if (++explored > budget)
		return 0;	/* over budget: main drops this answer */
	if (n == 42)
		return 0;
	if (wins_at_once(mine, all))
		return (43 - n) / 2;
	if (level >= 7) {
		bits forced;
		theirs = fours_for(all ^ mine, all);
		forced = open & theirs;
		if (forced & (forced - 1))
			return -(42 - n) / 2;
		if (forced)
			open = forced;
		if (!(open &= ~(theirs >> 1)))
			return -(42 - n) / 2;
		lo = -(40 - n) / 2;
	}
	if (level >= 5 && table[slot].key == key) {
		if (table[slot].lo > lo)
			lo = table[slot].lo;
		if (table[slot].hi < hi)
			hi = table[slot].hi;
	}
	if (level >= 2) {
		if (alpha < lo && (alpha = lo) >= beta)
			return alpha;
		if (beta > hi && (beta = hi) <= alpha)
			return beta;
	}
	for (k = 0; k < 7; k++) {
		bits cell = open & COLUMN(order[k]);
		int j, w;
		if (!cell)
			continue;
		w = level < 8 ? 0 : popcount(fours_for(mine | cell,
						       all | cell));
		for (j = count++; j > 0 && worth[j - 1] < w; j--)
			worth[j] = worth[j - 1], move[j] = move[j - 1];
		worth[j] = w, move[j] = cell;
	}
	for (alpha0 = alpha, k = 0; k < count; k++) {
		int v = -negamax(all ^ mine, all | move[k], n + 1, -beta,
				 -(best > alpha ? best : alpha));
		if (v > best)
			best = v;
		if (level >= 2 && best >= beta)
			break;
	}
	if (level >= 5) {
		if (table[slot].key != key)
			table[slot].key = key, table[slot].lo = -99,
			table[slot].hi = 99;
		if (best > alpha0 && best < beta)
			table[slot].lo = table[slot].hi = (signed char)best;
		else if (best >= beta)
			table[slot].lo = (signed char)best;
		else
			table[slot].hi = (signed char)best;
	}
	return best;
}

static int solve(bits mine, bits all, int n)
{
	int lo = -(42 - n) / 2, hi = (43 - n) / 2;

	if (level < 6)
		return negamax(mine, all, n, -99, 99);
	while (lo < hi) {	/* s > g? g: the middle, or lo/2 or hi/2 */
		int g = lo + (hi - lo) / 2, v;
		if (g <= 0 && lo / 2 < g)
			g = lo / 2;
		else if (g >= 0 && hi / 2 > g)
			g = hi / 2;
		v = negamax(mine, all, n, g, g + 1);
		if (v > g)
			lo = v;
		else
			hi = v;
	}
	return lo;
}

int main(int argc, char **argv)
{
	char moves[64];
	int t, answered = 0;
	long long before = 0;

	level = argc >= 2 ? atoi(argv[1]) : 0;
	budget = argc == 3 ? atoll(argv[2]) : 10000000000LL;
	table = calloc(SLOTS, sizeof *table);
	if (argc > 3 || level < 1 || level > 8 || budget < 1 || !table
	    || scanf("%d", &t) != 1) {
		fprintf(stderr, "usage: steps K [BUDGET] < IN (K 1-8)\n");
		return 2;
	}
	while (t-- > 0 && scanf("%63s", moves) == 1) {
		int score;
		bits mine = 0, all = 0;
		int n;
		for (n = 0; moves[n]; n++) {
			bits cell = (all + BOTTOM) & COLUMN(moves[n] - '1');
			mine ^= all;
			all |= cell;
		}
		score = solve(mine, all, n);
		if (explored > budget)
			break;
		printf("%d\n", score);
		answered++;
		before = explored;
	}
	fprintf(stderr, "%d answered, %lld positions explored\n", answered,
		before);
	return 0;
}
