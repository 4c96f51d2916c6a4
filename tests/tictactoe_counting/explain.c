/*
 * explain for tictactoe_counting (make explain): where each count comes
 * from.  For each grid: its stones and whose move it is; if no game
 * reaches it, the rule it breaks; if a line ends the game there, that
 * line (the grid is one game); otherwise each move of the mover with the
 * games won by X and by O after it (brute.c's walk), and their sum.
 * Then `answer:` and the two numbers, as the solution prints them.
 *
 *   explain [LIMIT] < IN      the first LIMIT grids (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

static const char *const line_name[8] = {
	"row 1", "row 2", "row 3", "column 1", "column 2", "column 3",
	"the diagonal", "the anti-diagonal"
};

/* The first line p owns, or NULL. */
static const char *line_of(const char *cell, char p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (cell[line_cell(i, 0)] == p && cell[line_cell(i, 1)] == p
		    && cell[line_cell(i, 2)] == p)
			return line_name[i];
	return NULL;
}

static int count(const char *cell, char p)
{
	int k, n = 0;

	for (k = 0; k < 9; k++)
		n += cell[k] == p;
	return n;
}

/* Why no game reaches a grid of x X and o O: the first rule it breaks. */
static const char *unreached(const char *cell, int x, int o)
{
	if (x != o && x != o + 1)
		return "X moves first, then they alternate: x - o is 0 or 1";
	if (line_of(cell, 'X') && line_of(cell, 'O'))
		return "both own a line: the game ended at the first";
	if (line_of(cell, 'X'))
		return "X owns a line but O moved last: play went on after";
	return "O owns a line but X moved last: play went on after";
}

/* The mover's every move, each with its games, and their sum. */
static void show_moves(char *cell, char mover)
{
	int c;

	for (c = 0; c < 9; c++) {
		const char *line;
		int at;
		if (cell[c] != '.')
			continue;
		cell[c] = mover;
		at = key(cell);
		line = line_of(cell, mover);
		printf("  %c at %d,%d: %ld %ld%s%s\n", mover, c / 3 + 1,
		       c % 3 + 1, x_wins[at], o_wins[at],
		       line ? ", the game over: " : "", line ? line : "");
		cell[c] = '.';
	}
}

static void explain(int t, char *cell)
{
	char grid[3][3];
	frame_t now;
	int x = count(cell, 'X'), o = count(cell, 'O'), at = key(cell), k;
	char mover = x == o ? 'X' : 'O', owner;
	const char *line = line_of(cell, 'X');

	for (k = 0; k < 9; k++)
		grid[k / 3][k % 3] = cell[k];
	now = frame_from("", grid);
	printf("grid %d: %d X, %d O\n", t, x, o);
	show_frames(&now, 1);
	if (!met[at]) {
		printf("  no game reaches it: %s\n", unreached(cell, x, o));
		printf("answer: -1 -1\n");
		return;
	}
	owner = line ? 'X' : 'O';
	if (!line)
		line = line_of(cell, 'O');
	if (line)
		printf("  %c owns %s: the game is over, one game, won by %c\n",
		       owner, line, owner);
	else if (x + o == 9)
		printf("  full, no line: a draw, won by nobody\n");
	else {
		printf("  %c to move; the games after each move (X wins, "
		       "O wins):\n", mover);
		show_moves(cell, mover);
		printf("  the sum: %ld %ld\n", x_wins[at], o_wins[at]);
	}
	printf("answer: %ld %ld\n", x_wins[at], o_wins[at]);
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10;
	char cell[16];
	int t, grids, k;

	walk_every_game();
	if (scanf("%d", &grids) != 1 || grids < 1)
		refuse("expected the number of grids");
	for (t = 1; t <= limit && t <= grids; t++) {
		if (scanf("%15s", cell) != 1 || strlen(cell) != 9)
			refuse("grid %d: expected 9 characters from '.XO'", t);
		for (k = 0; k < 9; k++)
			if (!strchr(".XO", cell[k]))
				refuse("grid %d: expected 9 characters from "
				       "'.XO'", t);
		if (t > 1)
			putchar('\n');
		explain(t, cell);
	}
	return 0;
}
