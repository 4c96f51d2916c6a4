/*
 * Problem: USACO 2021 US Open Silver P1 "Maze Tac Toe" (Luogu P7555)
 * Limits:  1 s, 256 MiB (Luogu; USACO gives 2 s)
 * Plain:   tests/maze_tac_toe/brute.c, breadth-first over (cell, board).
 * Idea:    a cell passes for a set E of empty squares when crossing it
 *          leaves a board with empty squares E as it is.  R(E): the
 *          start's component among such cells; moves(E): the moves
 *          (p, s), s in E, of the cells beside R(E).  Holding board b,
 *          Bessie can stand exactly on R(E(b)) (proof: the write-up), so
 *            entered(empty board) = 1,
 *            entered(b + p 3^s) = 1 for each (p, s) in moves(E(b)),
 *                                 when b is entered and not won,
 *          boards taken by code, increasing (a move raises the code).
 *          The answer: the won boards entered.  One flood per set E.
 * Time:    O(2^9 N^2 + 3^9 * 18).  Memory: O(N^2 + 3^9), 1.4 MiB.
 * More:    tests/maze_tac_toe/README.md: proof, input, traps, speed.
 */
#include <string.h>

#include "board.h"
#include "io.h"
#include "out.h"

/* A cell is a spot, row * 32 + column, so that its four neighbours are
 * spot -32, +32, -1 and +1, and the border walls keep them in the maze. */
enum { MAX_N = 25, SPOTS = MAX_N * 32 };

static int n;
static unsigned char open_at[SPOTS];	/* not a wall */
static int square_bit[SPOTS];		/* a move's 1 << square, or 0 */
static long move_bit[SPOTS];		/* a move's bit 9(p-1) + s, or 0 */
/* entered[code]: the board of that code is entered.  Square s of Mij or
 * Oij is 3(i-1) + (j-1), holding p = 0 empty, 1 M, 2 O (board.h). */
static unsigned char entered[CODES];

static int read_maze(void);
static int visit(int code, int m, int o, int start);
static void count_up(int *m, int *o);
static long moves_out(int empty, int start);
static int wins(int m, int o);

int main(void)
{
	int start = read_maze(), won = 0, code, m = 0, o = 0;

	entered[0] = 1;
	for (code = 0; code < CODES; code++, count_up(&m, &o))
		if (entered[code])	/* a move adds p 3^s > 0 */
			won += visit(code, m, o, start);
	put_int(won);
	return output_flush();
}

/* Board `code`, entered, with M on the squares m and O on o: 1 if it is
 * won (she stops there), else 0, once every move of moves(E) has entered
 * the board it makes; moves(E) is found by one flood, the first time a
 * board with empty squares E is visited. */
static int visit(int code, int m, int o, int start)
{
	static long moves[1 << CELLS];
	static unsigned char flooded[1 << CELLS];
	int empty = 0777 & ~(m | o), k;
	long left;

	if (wins(m, o))
		return 1;
	if (!flooded[empty]) {
		moves[empty] = moves_out(empty, start);
		flooded[empty] = 1;
	}
	for (k = 0, left = moves[empty]; left; k++, left >>= 1)
		if (left & 1)
			entered[code + (k / 9 + 1) * pow3(k % 9)] = 1;
	return 0;
}

/* The board of the next code, from the squares m holding M (digit 1) and
 * o holding O (digit 2): counting in base 3, digit 2 wraps to 0 and
 * carries.  Only for speed: cells_of() twice a board cost twice as much
 * as the whole count. */
static void count_up(int *m, int *o)
{
	int k = 0;

	while (*o >> k & 1)
		*o &= ~(1 << k++);
	if (*m >> k & 1) {
		*m &= ~(1 << k);
		*o |= 1 << k;
	} else {
		*m |= 1 << k;
	}
}

/* moves(E) for E = empty: floods R(E) from the start, depth first with a
 * stack of spots, and collects the moves of squares of E beside it. */
static long moves_out(int empty, int start)
{
	static const int beside[4] = {-32, 32, -1, 1};
	static int stack[SPOTS], seen[SPOTS], floods;
	int top = 0, d;
	long moves = 0;

	floods++;	/* seen[spot] == floods: in R(E) */
	seen[start] = floods;
	stack[0] = start;
	while (top >= 0) {
		int here = stack[top--];
		for (d = 0; d < 4; d++) {
			int next = here + beside[d];
			if (square_bit[next] & empty)
				moves |= move_bit[next];
			else if (open_at[next] && seen[next] != floods) {
				seen[next] = floods;
				stack[++top] = next;
			}
		}
	}
	return moves;
}

/* Whether a board, its squares m holding M and o holding O, shows MOO or
 * OOM on a line: the middle an O, one end an M and the other an O. */
static int wins(int m, int o)
{
	int i;

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
		move_bit[spot] = 1L << (9 * (piece - 1) + square);
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
		const char *row = next_word();
		if (!read_row(row, 3 * n))
			input_error(row, "expected a row of %d characters "
				    "(%d cells of 3)", 3 * n, n);
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

