/*
 * explain for tictactoe_verdict (make explain): why each verdict.  For
 * each board: the counts of crosses and noughts, each line found, the
 * rule of src/tictactoe_verdict.c's header that decides, and, when play
 * reaches the position, a game that does (brute.c plays every game from
 * the empty board, breadth first, so this is a shortest one); then
 * `answer:` and the verdict.
 *
 *   explain [LIMIT] < IN      the first LIMIT boards (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

static const char *const line_name[8] = {
	"row 1", "row 2", "row 3", "column 1", "column 2", "column 3",
	"the diagonal", "the anti-diagonal"
};

static frame_t frame_of(int board, const char *caption)
{
	char grid[3][3];
	int k;

	for (k = 0; k < 9; k++)
		grid[k / 3][k % 3] = ".X0"[digit(board, k)];
	return frame_from(caption, grid);
}

/* Prints the lines p owns; returns how many. */
static int show_lines(int board, int p)
{
	int i, n = 0;

	for (i = 0; i < 8; i++)
		if (digit(board, line_cell(i, 0)) == p
		    && digit(board, line_cell(i, 1)) == p
		    && digit(board, line_cell(i, 2)) == p) {
			printf("  %s own %s\n", p == 1 ? "crosses" : "noughts",
			       line_name[i]);
			n++;
		}
	return n;
}

/* The rule that decides, in the header's words. */
static const char *rule(int x, int o, int xl, int ol)
{
	if (x != o && x != o + 1)
		return "x - o is not 0 or 1: illegal";
	if (xl && ol)
		return "both own a line: illegal";
	if (xl)
		return x == o + 1 ? "crosses own a line and moved last"
				  : "crosses own a line, but noughts moved "
				    "last: illegal";
	if (ol)
		return x == o ? "noughts own a line and moved last"
			      : "noughts own a line, but crosses moved "
				"last: illegal";
	if (x + o == 9)
		return "the board is full and nobody owns a line";
	return x == o ? "x = o: crosses move" : "x = o + 1: noughts move";
}

/* A shortest game from the empty board to `board`, drawn. */
static void show_game(int board)
{
	frame_t frame[9];
	int chain[10], count = 0, i;

	for (i = board; i > 0; i = from[i])
		chain[count++] = i;
	if (count == 0) {
		printf("  the empty board: no move made yet\n");
		return;
	}
	printf("  a game that reaches it:\n");
	for (i = 0; i < count; i++) {
		int now = chain[count - 1 - i], k;
		char caption[12];
		int before = i ? chain[count - i] : 0;
		for (k = 0; digit(now, k) == digit(before, k); k++)
			;
		snprintf(caption, sizeof caption, "%c at %c,%c",
			 ".X0"[digit(now, k)], '1' + k / 3, '1' + k % 3);
		frame[i] = frame_of(now, caption);
	}
	show_frames(frame, count);
}

static void explain(int t, int board)
{
	frame_t now = frame_of(board, "");
	int k, x = 0, o = 0, xl, ol;

	for (k = 0; k < 9; k++) {
		x += digit(board, k) == 1;
		o += digit(board, k) == 2;
	}
	printf("board %d: %d %s, %d %s\n", t, x, noun(x, "cross", "crosses"),
	       o, noun(o, "nought", "noughts"));
	show_frames(&now, 1);
	xl = show_lines(board, 1);
	ol = show_lines(board, 2);
	printf("  the rule: %s\n", rule(x, o, xl, ol));
	if (reached[board])
		show_game(board);
	else
		printf("  no game reaches it\n");
	printf("answer: %s\n", verdict(board));
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10;
	char row[3][5];
	int t, k;

	play_every_game();
	for (t = 1; t <= limit && scanf("%4s", row[0]) == 1; t++) {
		int board = 0, p3 = 1;
		if (scanf("%4s %4s", row[1], row[2]) != 2)
			refuse("board %d: expected 3 rows", t);
		for (k = 0; k < 9; k++, p3 *= 3) {
			const char *at = strchr(".X0", row[k / 3][k % 3]);
			if (strlen(row[k / 3]) != 3 || !at || !*at)
				refuse("board %d: expected rows of 3 characters "
				       "from '.X0'", t);
			board += (int)(at - ".X0") * p3;
		}
		if (t > 1)
			putchar('\n');
		explain(t, board);
	}
	if (t == 1)
		refuse("expected a board of 3 rows");
	return 0;
}
