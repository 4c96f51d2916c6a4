/*
 * Brute force for connect_four: two searches that share nothing with
 * src/connect_four.c, not even the input reader (scanf).
 *
 * The board is a plain grid, cell[c][r] (column c from the left, row r
 * from the bottom): 0 empty, 1 the first player's, 2 the second's.
 *
 * plain(): negamax over every move to the end of the game, no pruning,
 *   no table; used from PLAIN_FROM stones on (at most 10 empty cells).
 * bounded(): alpha-beta over the whole window with a table of proven
 *   bounds keyed by the grid itself, columns from the centre out, a win
 *   taken at once, and nothing else: no bitboards, no null window, no
 *   ordering by threats, no move refused.
 * Where both can (PLAIN_FROM stones on), both answer, and a disagreement
 * stops the brute force (exit status 1).
 *
 * A score: 22 minus the stones the winner has when the game ends, for
 * the player to move, negative when it loses; 0 a draw.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COLS 7
#define ROWS 6
#define PLAIN_FROM 32

static int cell[COLS][ROWS], height[COLS], stones;

/* Whether the stone at (c, r) is one of four in a row of its colour. */
static int four_through(int c, int r)
{
	static const int dc[4] = {1, 0, 1, 1}, dr[4] = {0, 1, 1, -1};
	int who = cell[c][r], d;

	for (d = 0; d < 4; d++) {
		int run = 1, side;
		for (side = -1; side <= 1; side += 2) {
			int x = c + side * dc[d], y = r + side * dr[d];
			while (x >= 0 && x < COLS && y >= 0 && y < ROWS
			       && cell[x][y] == who) {
				run++;
				x += side * dc[d];
				y += side * dr[d];
			}
		}
		if (run >= 4)
			return 1;
	}
	return 0;
}

static void drop(int c)
{
	cell[c][height[c]++] = 1 + stones++ % 2;
}

static void lift(int c)
{
	cell[c][--height[c]] = 0;
	stones--;
}

/* The score of winning with the stone about to be played. */
static int win_now(void)
{
	return 22 - (stones / 2 + 1);
}

/* Whether playing column c now makes four (c must have room). */
static int wins_with(int c)
{
	int won;

	drop(c);
	won = four_through(c, height[c] - 1);
	lift(c);
	return won;
}

#ifndef EXPLAIN
static int plain(void)
{
	int c, best = -99, moved = 0;

	for (c = 0; c < COLS; c++) {
		int v;
		if (height[c] == ROWS)
			continue;
		moved = 1;
		if (wins_with(c))
			v = win_now();
		else {
			drop(c);
			v = -plain();
			lift(c);
		}
		if (v > best)
			best = v;
	}
	return moved ? best : 0;
}
#endif

static const int centre_first[COLS] = {3, 2, 4, 1, 5, 0, 6};

#ifndef GRID_ONLY	/* play.c takes the grid alone */
/* The table of bounded(): a grid's columns, each as the base-3 number of
 * its cells from the bottom (3^6 < 2^10), and its proven bounds. */
typedef struct {
	short column[COLS];
	signed char lo, hi;
} proven;

#define SLOTS (1 << 21)
static proven *table;

static proven *slot_for(const short *column)
{
	unsigned long h = 0;
	int c;

	for (c = 0; c < COLS; c++)
		h = h * 1031 + (unsigned long)column[c];
	return &table[h % SLOTS];
}

static void columns_now(short *column)
{
	int c, r;

	for (c = 0; c < COLS; c++)
		for (column[c] = 0, r = ROWS; r--;)
			column[c] = (short)(3 * column[c] + cell[c][r]);
}

/* The score if it lies in (alpha, beta); else a bound on the side it
 * falls (fail-soft). */
static int bounded(int alpha, int beta)
{
	short column[COLS];
	proven *p;
	int k, best = -99, lo = -99, hi = 99, window_lo = alpha;

	if (stones == COLS * ROWS)
		return 0;
	for (k = 0; k < COLS; k++)
		if (height[k] < ROWS && wins_with(k))
			return win_now();
	columns_now(column);
	p = slot_for(column);
	if (!memcmp(p->column, column, sizeof column)) {
		lo = p->lo;
		hi = p->hi;
		if (lo >= beta || lo == hi)
			return lo;
		if (hi <= alpha)
			return hi;
		if (lo > alpha)
			alpha = window_lo = lo;
		if (hi < beta)
			beta = hi;
	}
	for (k = 0; k < COLS && best < beta; k++) {
		int c = centre_first[k], v;
		if (height[c] == ROWS)
			continue;
		drop(c);
		v = -bounded(-beta, -(best > alpha ? best : alpha));
		lift(c);
		if (v > best)
			best = v;
	}
	if (best > window_lo && best < beta)
		lo = hi = best;
	else if (best >= beta)
		lo = best > lo ? best : lo;
	else
		hi = best < hi ? best : hi;
	memcpy(p->column, column, sizeof column);
	p->lo = (signed char)lo;
	p->hi = (signed char)hi;
	return best;
}
#endif

#ifndef EXPLAIN
static void play_line(const char *moves)
{
	memset(cell, 0, sizeof cell);
	memset(height, 0, sizeof height);
	stones = 0;
	for (; *moves; moves++)
		drop(*moves - '1');
}

int main(void)
{
	char moves[64];
	int t;

	table = calloc(SLOTS, sizeof *table);
	if (!table || scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0 && scanf("%63s", moves) == 1) {
		int score;
		play_line(moves);
		score = stones >= PLAIN_FROM ? plain() : bounded(-99, 99);
		if (stones >= PLAIN_FROM && bounded(-99, 99) != score) {
			fprintf(stderr, "brute: the searches disagree on %s\n",
				moves);
			return 1;
		}
		printf("%d\n", score);
	}
	return 0;
}
#endif
