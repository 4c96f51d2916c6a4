/*
 * explain for maze_tac_toe (make explain): the walks behind the answer.
 * How many boards win; then, for each winning board in the order a
 * breadth-first search first makes it (at most LIMIT), the board, a
 * shortest walk from the start that finishes with it, the moves the walk
 * makes in order, and the walk drawn on the maze; then `answer:` and the
 * count.  The search is brute.c's, keeping where each state came from.
 *
 *   explain [LIMIT] < IN      at most LIMIT boards (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

enum { BOARDS = 19683 };

static int *parent;		/* the state each state was first reached from */
static int first[BOARDS];	/* the first state with each winning board */
static int found[BOARDS], wins_found;	/* winning boards, in order */

/* The breadth-first search of brute.c, keeping parents: every state
 * (cell, board) reachable from the start, none past a winning board. */
static void search(void)
{
	static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
	int head = 0, tail = 0, d;

	queue[tail++] = (sr * n + sc) * BOARDS;
	visited[queue[0]] = 1;
	parent[queue[0]] = -1;
	while (head < tail) {
		int state = queue[head++], board = state % BOARDS;
		int cell = state / BOARDS;
		if (wins(board)) {
			if (!won[board]++)
				first[board] = state, found[wins_found++] = board;
			continue;
		}
		for (d = 0; d < 4; d++) {
			int nr = cell / n + dr[d], nc = cell % n + dc[d];
			int next = board, p3 = 1, sq;
			const char *s = &maze[nr][3 * nc];
			if (s[0] == '#')	/* the border is all walls */
				continue;
			if (s[0] == 'M' || s[0] == 'O') {
				for (sq = 3 * (s[1] - '1') + (s[2] - '1'); sq--;)
					p3 *= 3;
				if (board / p3 % 3 == 0)
					next += (s[0] == 'M' ? 1 : 2) * p3;
			}
			next = (nr * n + nc) * BOARDS + next;
			if (!visited[next]) {
				visited[next] = 1;
				parent[next] = state;
				queue[tail++] = next;
			}
		}
	}
}

/* Board k: the board, the walk to state `last`, its moves, its picture. */
static void show_walk(int k, int last)
{
	char picture[25][25], sq[3][3];
	frame_t f;
	/* a shortest walk changes the board at most 9 times, and between
	 * two changes crosses at most the 625 cells once */
	int path[25 * 25 * 20], steps = 0, i, r, c, moves = 0;

	for (i = last; i >= 0; i = parent[i])
		path[steps++] = i;
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			picture[r][c] = maze[r][3 * c];
	printf("\nboard %d:\n", k);
	decode(last % BOARDS, sq);
	f = frame_from("", sq);
	show_frames(&f, 1);
	printf("  a shortest walk, %d %s; its moves:\n", steps - 1,
	       noun(steps - 1, "step", "steps"));
	for (i = steps - 2; i >= 0; i--) {
		int cell = path[i] / BOARDS;
		const char *s = &maze[cell / n][3 * (cell % n)];
		r = cell / n, c = cell % n;
		if (path[i] % BOARDS != path[i + 1] % BOARDS) {
			printf("    %d. %c(%c,%c) at row %d, col %d\n", ++moves,
			       s[0], s[1], s[2], r + 1, c + 1);
			picture[r][c] = (char)('0' + moves);
		} else if (picture[r][c] != 'B' && !(picture[r][c] >= '1'
						      && picture[r][c] <= '9')) {
			picture[r][c] = '*';
		}
	}
	printf("  the walk (B start, * walked, 1-9 the moves in order):\n");
	for (r = 0; r < n; r++) {
		char line[2 * 25 + 8], *at = line + sprintf(line, "   ");
		for (c = 0; c < n; c++)
			at += sprintf(at, " %c", picture[r][c]);
		put_trimmed(line);
	}
}

/* Reads the maze, refusing N out of range or a row not 3N characters of
 * #.BMO123; returns how many starts it has (sr, sc the last). */
static int read_rows(void)
{
	int r, c, starts = 0;
	char row[80];

	if (scanf("%d", &n) != 1 || n < 3 || n > 25)
		refuse("the input starts with N, in 3..25");
	for (r = 0; r < n; r++) {
		if (scanf("%79s", row) != 1 || (int)strlen(row) != 3 * n)
			refuse("row %d: expected %d characters", r + 1, 3 * n);
		for (c = 0; c < 3 * n; c++)
			if (!strchr("#.BMO123", row[c]))
				refuse("row %d: '%c' is not one of #.BMO123",
				       r + 1, row[c]);
		memcpy(maze[r], row, (size_t)(3 * n));
		for (c = 0; c < n; c++)
			if (maze[r][3 * c] == 'B')
				sr = r, sc = c, starts++;
	}
	return starts;
}

/* Refuses the maze unless every cell of its border is a wall. */
static void check_border(void)
{
	int r, c;

	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			if ((r == 0 || c == 0 || r == n - 1 || c == n - 1)
			    && memcmp(&maze[r][3 * c], "###", 3))
				refuse("row %d, cell %d: the border must be "
				       "all walls ###", r + 1, c + 1);
}

int main(int argc, char **argv)
{
	long limit = argc > 1 ? atol(argv[1]) : 10;
	int starts, k;

	starts = read_rows();
	check_border();
	if (starts != 1)
		refuse("the maze has %d starts BBB, not one", starts);
	visited = calloc((size_t)n * n * BOARDS, 1);
	queue = malloc(sizeof *queue * (size_t)n * n * BOARDS);
	parent = malloc(sizeof *parent * (size_t)n * n * BOARDS);
	if (!visited || !queue || !parent)
		refuse("out of memory");
	search();
	printf("a %d x %d maze, the start at row %d, col %d: %d %s\n",
	       n, n, sr + 1, sc + 1, wins_found,
	       noun(wins_found, "board wins", "boards win"));
	for (k = 0; k < wins_found && k < limit; k++)
		show_walk(k + 1, first[found[k]]);
	if (wins_found > limit)
		printf("\n(%d more: make explain LIMIT=%d shows them all)\n",
		       wins_found - (int)limit, wins_found);
	printf("answer: %d\n", wins_found);
	return 0;
}
