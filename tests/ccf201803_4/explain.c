/*
 * explain for ccf201803_4 (make explain): the best play behind each
 * answer.  For each board: the board, every legal move of Alice's with
 * its score under perfect play (the best marked), perfect play to the
 * end, and the score as the statement computes it; then `answer:` and
 * the score.  The search is brute.c's plain minimax, showing its work.
 *
 *   explain [LIMIT] < IN      the first LIMIT boards (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

static const char piece[3] = {'.', 'X', 'O'};

/* The board as a frame, with a caption. */
static frame_t frame_of(const char *caption)
{
	char grid[3][3];
	int k;

	for (k = 0; k < 9; k++)
		grid[k / 3][k % 3] = piece[g[k / 3][k % 3]];
	return frame_from(caption, grid);
}

/* The score of the board as it stands if the game is over, else 100. */
static int final_score(void)
{
	if (won(1))
		return empties() + 1;
	if (won(2))
		return -(empties() + 1);
	return empties() == 0 ? 0 : 100;
}

/* The board, Alice to move, as an input (make explain SOL=). */
static void save_board(void)
{
	save_position("1\n%d %d %d\n%d %d %d\n%d %d %d\n", g[0][0], g[0][1],
		      g[0][2], g[1][0], g[1][1], g[1][2], g[2][0], g[2][1],
		      g[2][2]);
}

/* Perfect play from here to the end, p to move: the first best move in
 * row-major order each time, each position drawn. */
static void play_out(int p)
{
	frame_t frame[10];
	int count = 0, k;

	while (final_score() == 100) {
		int best = p == 1 ? -100 : 100, at = -1;
		char caption[12];
		for (k = 0; k < 9; k++) {
			int v;
			if (g[k / 3][k % 3])
				continue;
			g[k / 3][k % 3] = p;
			v = minimax(3 - p);
			g[k / 3][k % 3] = 0;
			if (p == 1 ? v > best : v < best)
				best = v, at = k;
		}
		g[at / 3][at % 3] = p;
		snprintf(caption, sizeof caption, "%c at %c,%c", piece[p],
			 '1' + at / 3, '1' + at % 3);
		frame[count++] = frame_of(caption);
		if (p == 2 && final_score() == 100)
			save_board();	/* Alice to move again */
		p = 3 - p;
	}
	if (count) {
		printf("  perfect play (the score counts the cells left, so a "
		       "winner ends soonest):\n");
		show_frames(frame, count);
	}
}

static void explain(long t)
{
	int k, value[9], best = -100, score;
	frame_t now = frame_of("");

	printf("board %ld: Alice (X) to move\n", t);
	show_frames(&now, 1);
	save_board();
	if (final_score() != 100)
		printf("  the game is over already: Alice has no move\n");
	for (k = 0; k < 9 && final_score() == 100; k++) {
		if (g[k / 3][k % 3])
			continue;
		g[k / 3][k % 3] = 1;
		value[k] = minimax(2);
		g[k / 3][k % 3] = 0;
		best = value[k] > best ? value[k] : best;
	}
	for (k = 0; k < 9 && final_score() == 100; k++)
		if (!g[k / 3][k % 3])
			printf("  move %d,%d: %d%s\n", k / 3 + 1, k % 3 + 1,
			       value[k], value[k] == best ? "   (best)" : "");
	score = minimax(1);
	play_out(1);
	if (won(1))
		printf("  Alice owns a line with %d %s empty: score %d + 1"
		       " = %d\n", empties(), noun(empties(), "cell", "cells"),
		       empties(), score);
	else if (won(2))
		printf("  Bob owns a line with %d %s empty: score -(%d + 1)"
		       " = %d\n", empties(), noun(empties(), "cell", "cells"),
		       empties(), score);
	else
		printf("  the board is full and nobody owns a line: score 0\n");
	printf("answer: %d\n", score);
}

int main(int argc, char **argv)
{
	long t, cases, limit = argc > 1 ? atol(argv[1]) : 10;
	int k, x, o;

	if (scanf("%ld", &cases) != 1 || cases < 1)
		refuse("the input starts with T, the number of boards (1..5)");
	for (t = 1; t <= cases && t <= limit; t++) {
		for (k = x = o = 0; k < 9; k++) {
			int *cell = &g[k / 3][k % 3];
			if (scanf("%d", cell) != 1 || *cell < 0 || *cell > 2)
				refuse("board %ld: expected 9 cells of 0, 1 or 2",
				       t);
			x += *cell == 1;
			o += *cell == 2;
		}
		if (x != o)
			refuse("board %ld has %d X and %d O: Alice (X) is not "
			       "to move", t, x, o);
		if (won(1))
			refuse("board %ld: Alice (X) owns a line, so the game "
			       "ended before Bob's last move", t);
		if (t > 1)
			putchar('\n');
		explain(t);
	}
	return 0;
}
