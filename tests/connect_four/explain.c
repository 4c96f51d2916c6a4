/*
 * explain for connect_four (make explain): each column's score and the
 * best line.  For each case: the position, the score of each column
 * for the player to move (a win now, or minus the opponent's score
 * after it; `full` where the column is), then the game played on by
 * both sides perfectly (of the best moves, one that leaves no four to
 * make at once, else the leftmost), drawn on the grid beside the
 * position: the line's stones by their order, 1-9 then a-z, the
 * winning four in capitals.  Then `answer:` with the solution's line.
 * The scores are brute.c's table search's.
 *
 *   explain [LIMIT] < IN      the first LIMIT cases (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

static char before[COLS][ROWS];	/* the position, as drawn */
static char shown[COLS][ROWS];	/* the line played on, as drawn */

/* Column c's score for the player to move (c not full). */
static int column_score(int c)
{
	int v;

	if (wins_with(c))
		return win_now();
	drop(c);
	v = -bounded(-99, 99);
	lift(c);
	return v;
}

/* How many stones of `who` follow (c, r) in a row, stepping (dc, dr). */
static int run(int c, int r, int dc, int dr, int who)
{
	int n = 0;

	for (c += dc, r += dr; c >= 0 && c < COLS && r >= 0 && r < ROWS
	     && cell[c][r] == who; c += dc, r += dr)
		n++;
	return n;
}

/* Marks in capitals the four (or more) through (c, r), of its colour. */
static void mark_four(int c, int r)
{
	static const int dc[4] = {1, 0, 1, 1}, dr[4] = {0, 1, 1, -1};
	int d, k, who = cell[c][r];

	for (d = 0; d < 4; d++) {
		int back = run(c, r, -dc[d], -dr[d], who);
		int ahead = run(c, r, dc[d], dr[d], who);
		for (k = -back; back + 1 + ahead >= 4 && k <= ahead; k++)
			shown[c + k * dc[d]][r + k * dr[d]] = "XO"[who - 1];
	}
}

/* Whether playing c leaves the opponent no four to make at once. */
static int blocks(int c)
{
	int k, safe = 1;

	if (wins_with(c))
		return 1;
	drop(c);
	for (k = 0; k < COLS; k++)
		if (height[k] < ROWS && wins_with(k))
			safe = 0;
	lift(c);
	return safe;
}

/* Plays the best line on from here, into shown[]: of the best scores,
 * a move after which the opponent cannot win at once, if one is, else
 * the leftmost; how it ends. */
static const char *play_on(void)
{
	static const char order[] = "123456789abcdefghijklmnopqrstuvwxyz";
	int ply = 0;

	for (;;) {
		int c, best = -1, rank = -999;	/* 2 * score + blocks */
		if (stones == COLS * ROWS)
			return "the grid is full: a draw";
		for (c = 0; c < COLS; c++) {
			int r;
			if (height[c] == ROWS)
				continue;
			r = 2 * column_score(c) + blocks(c);
			if (r > rank)
				rank = r, best = c;
		}
		shown[best][height[best]] = order[ply++];
		if (wins_with(best)) {
			drop(best);
			mark_four(best, height[best] - 1);
			return stones % 2 ? "X makes four" : "O makes four";
		}
		drop(best);
	}
}

static void draw(void)
{
	int r, c;

	for (r = ROWS; r--;) {
		printf("  ");
		for (c = 0; c < COLS; c++)
			printf(" %c", before[c][r]);
		printf("      ");
		for (c = 0; c < COLS; c++)
			printf(" %c", shown[c][r]);
		printf("\n");
	}
	printf("   1 2 3 4 5 6 7       1 2 3 4 5 6 7\n");
}

static void explain(const char *moves)
{
	int c, r, answer;
	const char *end;

	for (c = 0; c < COLS; c++)
		for (height[c] = r = 0; r < ROWS; r++)
			cell[c][r] = 0;
	for (stones = 0; moves[stones]; stones++) {
		c = moves[stones] - '1';
		cell[c][height[c]++] = 1 + stones % 2;
	}
	printf("%s: %d moves, %s to move\n  each column's score:", moves,
	       stones, stones % 2 ? "O" : "X");
	answer = -99;
	for (c = 0; c < COLS; c++) {
		int v;
		if (height[c] == ROWS) {
			printf(" %d:full", c + 1);
			continue;
		}
		v = column_score(c);
		printf(" %d:%d", c + 1, v);
		if (v > answer)
			answer = v;
	}
	for (c = 0; c < COLS; c++)
		for (r = 0; r < ROWS; r++)
			before[c][r] = shown[c][r] =
				cell[c][r] ? "xo"[cell[c][r] - 1] : '.';
	end = play_on();
	printf("\n  the position, and the best line played on: %s\n", end);
	draw();
	printf("answer: %d\n", answer == -99 ? 0 : answer);
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10, t = 0, i;
	char moves[64];

	table = calloc(SLOTS, sizeof *table);
	if (!table || scanf("%ld", &t) != 1 || t < 1)
		refuse("expected the number of positions");
	for (i = 0; i < t && i < limit; i++) {
		if (scanf("%63s", moves) != 1)
			refuse("expected %ld positions", t);
		explain(moves);
	}
	return 0;
}
