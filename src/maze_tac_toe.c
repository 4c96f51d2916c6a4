/*
 * Problem: USACO 2021 US Open, Silver P1 "Maze Tac Toe" (Luogu P7555)
 * Limits:  1 s, 256 MiB (Luogu; USACO gives 2 s)
 * Input:   N (3..25), then N rows of 3N characters: N cells of 3, each
 *          `###` a wall, `...` empty, `BBB` the start (exactly one), or a
 *          move `Mij` / `Oij` (i, j in 1..3) that puts M or O on row i,
 *          column j of a 3x3 board, unless that square is already filled.
 * Output:  how many distinct boards Bessie can win with: she walks the
 *          maze as she likes and stops the moment the board shows MOO or
 *          OOM in a row, column or diagonal.
 * Plain:   tests/maze_tac_toe/brute.c: breadth-first search over (cell,
 *          board) with a visited array.  Read it first; `make explain
 *          P=maze_tac_toe IN=<file>` draws a shortest walk for each board.
 * Idea:    search over states (cell, board).  R(b) = the cells Bessie can
 *          stand on with board b, b not yet won:
 *            R(empty board) = the cells joined to the start by cells that
 *                             leave the empty board unchanged,
 *            R(b) = the cells joined, by cells that leave b unchanged, to
 *                   a move cell next to R(b') whose move turns b' into b.
 *          The answer is the number of winning b entered at all.  Which
 *          cells leave b unchanged depends only on b's set E of empty
 *          squares (walls and the moves of squares in E do not), so their
 *          components, flooded once for each E, give R(b) as the union of
 *          the components of its entry cells, and its moves out as those
 *          components' exits: the moves of squares of E beside them.  A
 *          move fills a square: taking the sets E from 9 squares down
 *          meets every b' before b.  A won board is counted and not
 *          explored (she stops there).
 * Traps:   a move on a filled square changes nothing and is walked over
 *          like `...`; a board counts once however often it is reached;
 *          reaching a won board ends the walk, so its moves lead nowhere.
 *          Wrong solutions that fall in: tests/maze_tac_toe/submissions/.
 * Speed:   none.  Worst cases measured (callgrind): 19-89 M instructions
 *          on the dense 25 x 25 mazes, 27-28 M on serpentines with the 18
 *          moves beside the corridor (a flood of rows took 220 M there),
 *          at most 86 M over 25 random 25 x 25 mazes of every density;
 *          the write-up this replaced takes 0.26-1.49 G on the same, 14
 *          to 25 times more.  Finding set bits by de Bruijn multiplication
 *          saved 1.3x, and went.
 * State:   board code = sum square[k] * 3^k (board.h), square k = 3(i-1) +
 *          (j-1): 0 empty, 1 M, 2 O.  reach[code][row]: the cells through
 *          which board code was entered, bit c for column c.
 * Time:    O(2^9 * N^2 + 3^9 * (N^2 + M)), M the move cells: each E floods
 *          at most N^2 cells once; each board reached scans its entries
 *          and each exit of its components once (a move cell is an exit of
 *          at most 4 components).  Memory: reach, 3^9 * 25 words (2 MiB).
 */
#include <stdint.h>
#include <string.h>

#include "board.h"
#include "io.h"

/* A cell is a spot, row * 32 + column: its row is spot >> 5 and its
 * column spot & 31, the bit it has in its row's bitset. */
enum { MAX_N = 25, SPOTS = MAX_N * 32 };

static int n;
static unsigned char open_at[SPOTS];	/* not a wall */
static int square_bit[SPOTS];		/* a move's 1 << square, or 0 */
static int step_at[SPOTS];		/* a move's piece * 3^square */
static uint32_t reach[CODES][MAX_N];	/* entry spots, a bitset a row */
static unsigned char entered[CODES];	/* reach[code] not empty */

/* The components of the set of empty squares E being explored: the open
 * spots whose crossing leaves a board with empty squares E unchanged (not
 * a move of a square of E), joined through each other, each flooded when
 * a board first enters it.  component[spot]: 1 + its index, 0 if not yet
 * flooded; component k's exits, the moves of squares of E next to it, are
 * exit_spot[first[k]] .. exit_spot[first[k + 1] - 1]. */
static unsigned short component[SPOTS];
static int components, first[SPOTS + 2], exit_spot[4 * SPOTS];

static int read_maze(void);
static int flood(int spot, int empty);
static int boards_with(int empty);
static void explore(int code, int empty);
static int wins(int code);

/* Sets of empty squares from 9 down: a move fills a square, so every way
 * into a board comes from a board with more empty squares, whose turn came
 * first; boards with the same empty squares never lead to each other. */
int main(void)
{
	int start = read_maze(), won = 0, count, empty;

	reach[0][start >> 5] = (uint32_t)1 << (start & 31);
	entered[0] = 1;
	for (count = CELLS; count >= 0; count--)
		for (empty = 0; empty < 1 << CELLS; empty++)
			if (cell_count(empty) == count)
				won += boards_with(empty);
	put_int(won);
	return output_flush();
}

/* Every board entered whose empty squares are `empty`: a won one is
 * counted (she stops there), the others explored.  Returns the count. */
static int boards_with(int empty)
{
	int filled = 0777 & ~empty, m = filled, won = 0;

	memset(component, 0, sizeof component);	/* none flooded yet */
	components = 0;		/* first[1] stays 0: exits start there */

	do {	/* m: the filled squares holding M, every subset of filled */
		int code = 0, k;
		for (k = 0; k < CELLS; k++)
			if (filled >> k & 1)
				code += (m >> k & 1 ? 1 : 2) * pow3(k);
		m = (m - 1) & filled;
		if (!entered[code])
			continue;
		if (wins(code)) {
			won++;
			continue;
		}
		explore(code, empty);
	} while (m != filled);
	return won;
}

/* R(b) for b = code, whose empty squares are `empty`, is the union of
 * the components of its entry spots; each exit of those is a move into
 * another board. */
static void explore(int code, int empty)
{
	static int seen[SPOTS + 1], stamp;
	uint32_t bits;
	int r, c, e;

	stamp++;
	for (r = 0; r < n; r++)
		for (c = 0, bits = reach[code][r]; bits; c++, bits >>= 1) {
			int spot = r * 32 + c;
			if (!(bits & 1))
				continue;
			int k = component[spot] ? component[spot]
						: flood(spot, empty);
			if (seen[k] == stamp)
				continue;
			seen[k] = stamp;
			for (e = first[k]; e < first[k + 1]; e++) {
				int move = exit_spot[e];
				int after = code + step_at[move];
				reach[after][move >> 5] |= (uint32_t)1 << (move & 31);
				entered[after] = 1;
			}
		}
}

/* Whether crossing spot leaves a board with empty squares E unchanged. */
static int passes(int spot, int empty)
{
	return open_at[spot] && !(square_bit[spot] & empty);
}

/* Floods the component of spot (a spot that passes, not yet flooded),
 * depth first with a stack of spots, listing its exits as it meets them;
 * returns its number. */
static int flood(int spot, int empty)
{
	static const int beside[4] = {-32, 32, -1, 1};
	static int stack[SPOTS], exit_mark[SPOTS], floods;
	int k = ++components, top = 0, d;

	floods++;	/* exit_mark[move] = floods: listed by this flood */

	first[k + 1] = first[k];	/* no exit yet */
	component[spot] = (unsigned short)k;
	stack[0] = spot;
	while (top >= 0) {
		int here = stack[top--];
		for (d = 0; d < 4; d++) {
			int next = here + beside[d];
			if (passes(next, empty) && !component[next]) {
				component[next] = (unsigned short)k;
				stack[++top] = next;
			} else if ((square_bit[next] & empty)
				   && exit_mark[next] != floods) {
				exit_mark[next] = floods;	/* listed once */
				exit_spot[first[k + 1]++] = next;
			}
		}
	}
	return k;
}

/* Whether a board shows MOO or OOM on a line: the middle an O, one end an
 * M and the other an O. */
static int wins(int code)
{
	int m = cells_of(code, 1), o = cells_of(code, 2), i;

	for (i = 0; i < LINES; i++) {
		int line = line_mask(i), rest = line & (line - 1);
		int middle = rest & -rest, ends = line ^ middle;
		if ((o & middle) && (m & ends) && (o & ends))
			return 1;
	}
	return 0;
}

static int on_border(int r, int c)
{
	return r == 0 || c == 0 || r == n - 1 || c == n - 1;
}

/* Whether c names a row or column of the 3x3 board, 1..3. */
static int is_square(char c)
{
	return c >= '1' && c <= '3';
}

/* Records the cell s (3 characters) at row r, column c of the maze.
 * Returns 1 for the start BBB, 0 for anything else. */
static int read_cell(const char *s, int r, int c)
{
	int spot = r * 32 + c;
	int piece = s[0] == 'M' ? 1 : s[0] == 'O' ? 2 : 0;

	if (memcmp(s, "###", 3) == 0)
		return 0;
	if (on_border(r, c))
		input_error(NULL, "row %d, cell %d: %s on the border, which "
			    "must be all walls ###", r + 1, c + 1,
			    quoted(s, 3));
	open_at[spot] = 1;
	if (memcmp(s, "BBB", 3) == 0)
		return 1;
	if (piece && is_square(s[1]) && is_square(s[2])) {
		int square = 3 * (s[1] - '1') + (s[2] - '1');
		square_bit[spot] = 1 << square;
		step_at[spot] = piece * pow3(square);
	} else if (memcmp(s, "...", 3) != 0) {
		input_error(NULL, "row %d, cell %d: %s is not ###, ..., BBB, "
			    "Mij or Oij with i, j in 1..3", r + 1, c + 1,
			    quoted(s, 3));
	}
	return 0;
}

/* Reads the maze; returns the start's spot. */
static int read_maze(void)
{
	int r, c, start = -1;

	read_input();
	n = (int)read_int(3, MAX_N);
	for (r = 0; r < n; r++) {
		const char *row = (input_done(), in_next), *end = row + 3 * n;
		if (in_end - row < 3 * n || (end < in_end && !is_blank(*end)))
			input_error(row, "expected a row of %d characters "
				    "(%d cells of 3)", 3 * n, n);
		in_next = end;
		for (c = 0; c < n; c++) {
			if (!read_cell(row + 3 * c, r, c))
				continue;
			if (start >= 0)
				input_error(NULL, "row %d, cell %d: a second "
					    "start BBB", r + 1, c + 1);
			start = r * 32 + c;
		}
	}
	if (start < 0)
		input_error(NULL, "the maze has no start BBB");
	return start;
}

