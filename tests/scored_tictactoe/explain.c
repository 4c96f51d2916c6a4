/*
 * explain for scored_tictactoe (make explain): the best play behind each
 * answer.  For each case: the board and who is to move, every legal move
 * with the final score it leads to under perfect play (lines of O minus
 * lines of X on the full board; the best marked), perfect play to the
 * full board, and the lines counted; then `answer:` and the score.  The
 * search is brute.c's plain game tree, showing its work.
 *
 *   explain [LIMIT] < IN      the first LIMIT cases (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

static frame_t frame_of(const char *caption)
{
	return frame_from(caption, g);
}

/* The final score of each empty cell's move, in value[]; the best for
 * the mover (Alice maximises, Bob minimises), or 100 on a full board. */
static int move_values(int alice, int value[9])
{
	int k, best = 100;

	for (k = 0; k < 9; k++) {
		char *cell = &g[k / 3][k % 3];
		if (*cell != '.')
			continue;
		*cell = alice ? 'O' : 'X';
		value[k] = play(!alice);
		*cell = '.';
		if (best == 100 || (alice ? value[k] > best : value[k] < best))
			best = value[k];
	}
	return best;
}

/* The case, as an input (make explain SOL=). */
static void save_case(int alice)
{
	save_position("1\n%d\n%.3s\n%.3s\n%.3s\n", alice, g[0], g[1], g[2]);
}

/* Perfect play to the full board: the first best move each time. */
static void play_out(int alice)
{
	frame_t frame[10];
	int count = 0, value[9], k, best;

	while ((best = move_values(alice, value)) != 100) {
		char caption[12];
		for (k = 0; g[k / 3][k % 3] != '.' || value[k] != best; k++)
			;
		g[k / 3][k % 3] = alice ? 'O' : 'X';
		snprintf(caption, sizeof caption, "%c at %c,%c",
			 alice ? 'O' : 'X', '1' + k / 3, '1' + k % 3);
		frame[count++] = frame_of(caption);
		alice = !alice;
		save_case(alice);
	}
	if (count) {
		printf("  perfect play (the board always fills: every game is "
		       "as long):\n");
		show_frames(frame, count);
	}
}

static void explain(long t, int alice)
{
	frame_t now = frame_of("");
	int value[9], k, best, score = play(alice);

	printf("case %ld: %s to move\n", t, alice ? "Alice (O)" : "Bob (X)");
	show_frames(&now, 1);
	save_case(alice);
	best = move_values(alice, value);
	if (best == 100)
		printf("  the board is full already\n");
	for (k = 0; k < 9 && best != 100; k++)
		if (g[k / 3][k % 3] == '.')
			printf("  move %d,%d: %d%s\n", k / 3 + 1, k % 3 + 1,
			       value[k], value[k] == best ? "   (best)" : "");
	play_out(alice);
	printf("  lines of O: %d, lines of X: %d, score %d - %d = %d\n",
	       count_lines('O'), count_lines('X'), count_lines('O'),
	       count_lines('X'), score);
	printf("answer: %d\n", score);
}

/* Case t's mover (1 Alice, 0 Bob) and its 3 rows into g, refused unless
 * of 3 characters from '.OX'.  Returns the mover. */
static int read_case(long t)
{
	int k, alice;
	char row[3][5];

	if (scanf("%d", &alice) != 1 || alice < 0 || alice > 1)
		refuse("case %ld: expected the mover, 1 or 0", t);
	if (scanf("%4s %4s %4s", row[0], row[1], row[2]) != 3)
		refuse("case %ld: expected 3 rows", t);
	for (k = 0; k < 9; k++) {
		char c = row[k / 3][k % 3];
		if (strlen(row[k / 3]) != 3 || (c != 'O' && c != 'X'
						&& c != '.'))
			refuse("case %ld: expected rows of 3 characters"
			       " from '.OX'", t);
		g[k / 3][k % 3] = c;
	}
	return alice;
}

int main(int argc, char **argv)
{
	long t, cases, limit = argc > 1 ? atol(argv[1]) : 10;
	int alice;

	if (scanf("%ld", &cases) != 1 || cases < 1)
		refuse("the input starts with T, the number of cases");
	for (t = 1; t <= cases && t <= limit; t++) {
		alice = read_case(t);
		if (t > 1)
			putchar('\n');
		explain(t, alice);
	}
	return 0;
}
