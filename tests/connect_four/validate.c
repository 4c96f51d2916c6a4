/*
 * Validator for connect_four: exit 42 for a judge's input, 43 and a
 * reason otherwise (tests/common/validate.h).  T (1..1000), then T lines,
 * each a position: the columns played, digits 1-7, at least 10 of them,
 * no column more than 6 times, nobody with four in a row after any move.
 * The statement's budget: a position of m moves weighs 2^(24 - m) when
 * m < 24 and 1 otherwise, and the weights sum to at most 2^14.
 */
#include "../common/validate.h"

enum { COLS = 7, ROWS = 6, FEWEST = 10, BUDGET = 1 << 14 };

static int cell[COLS][ROWS], height[COLS];

static int line_through(int c, int r)
{
	static const int dc[4] = {1, 0, 1, 1}, dr[4] = {0, 1, 1, -1};
	int d, side;

	for (d = 0; d < 4; d++) {
		int n = 1;
		for (side = -1; side <= 1; side += 2) {
			int x = c + side * dc[d], y = r + side * dr[d];
			for (; x >= 0 && x < COLS && y >= 0 && y < ROWS
			     && cell[x][y] == cell[c][r]; n++)
				x += side * dc[d], y += side * dr[d];
		}
		if (n >= 4)
			return 1;
	}
	return 0;
}

/* One position's line; returns its number of moves. */
static int position(void)
{
	int moves = 0, ch, r;

	for (ch = 0; ch < COLS; ch++)
		for (height[ch] = r = 0; r < ROWS; r++)
			cell[ch][r] = 0;
	while ((ch = getchar()) != '\n') {
		int c = ch - '1';
		if (ch == EOF || c < 0 || c >= COLS)
			invalid("move %d: expected a column 1-7", moves + 1);
		if (height[c] == ROWS)
			invalid("move %d: column %d is full", moves + 1, c + 1);
		cell[c][height[c]] = 1 + moves++ % 2;
		if (line_through(c, height[c]++))
			invalid("move %d makes four in a row", moves);
	}
	if (moves < FEWEST)
		invalid("expected at least %d moves, got %d", FEWEST, moves);
	line_no++;
	return moves;
}

int main(void)
{
	long t, count = number(1, 1000, '\n'), weight = 0;

	for (t = 0; t < count; t++) {
		int moves = position();
		weight += moves < 24 ? 1L << (24 - moves) : 1;
		if (weight > BUDGET)
			invalid("the positions weigh more than 2^14 in all");
	}
	valid_if_done();
	return 0;
}
