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
 *          The answer is the number of winning b entered at all.  A move
 *          only adds a piece, so b' < b as base-3 codes: taking the boards
 *          in increasing code meets every b' before b.  A won board is
 *          counted and not explored (she stops there).
 * Traps:   a move on a filled square changes nothing and is walked over
 *          like `...`; a board counts once however often it is reached;
 *          reaching a won board ends the walk, so its moves lead nowhere.
 *          Wrong solutions that fall in: tests/maze_tac_toe/submissions/.
 * Speed:   rows are bitsets, one word a maze row, and R(b) grows a row at
 *          a time (flood).  Two tricks, each measured on the dense 25 x 25
 *          cases: the cells that leave b unchanged depend only on b's
 *          empty squares, so those 512 cases are listed once (without the
 *          table 52-90 M instructions, with it 37-70 M); lowest_bit by de
 *          Bruijn multiplication (with a bit-by-bit loop 60-136 M).  The
 *          write-up this replaced takes 0.96-1.49 G on the same cases.
 * Source:  lowest_bit: Leiserson, Prokop and Randall, "Using de Bruijn
 *          Sequences to Index a 1 in a Computer Word" (1998).
 * State:   board code = sum square[k] * 3^k (board.h), square k = 3(i-1) +
 *          (j-1): 0 empty, 1 M, 2 O.  reach[code][row]: the cells of that
 *          row known reachable with that board, bit c for column c.
 * Time:    O(3^9 * N * rounds) word operations at worst, rounds the
 *          times a row is looked at; only boards reached are visited.
 *          Memory: reach, 3^9 * 25 words (2 MiB); 512 * 25 for passes.
 */
#include <stdint.h>
#include <string.h>

#include "board.h"
#include "io.h"

enum { MAX_N = 25 };

static int n;
static uint32_t open_cell[MAX_N];		/* not a wall */
static uint32_t move_cell[3][CELLS][MAX_N];	/* [piece][square][row] */
static int move_step[MAX_N][32];	/* piece * 3^square at a move cell */
static uint32_t reach[CODES][MAX_N];
static unsigned char entered[CODES];		/* reach[code] not empty */
/* pass_for[empty][r]: the open cells of row r that do not change a board
 * whose empty squares are `empty` (move cells of filled squares pass). */
static uint32_t pass_for[1 << CELLS][MAX_N];

static int read_maze(void);
static void list_passes(void);
static int wins(int code);
static void explore(int code);
static void flood(uint32_t *set, const uint32_t *pass, uint32_t pending);
static uint32_t row_fill(uint32_t seed, uint32_t pass);
static int lowest_bit(uint32_t x);

/* Boards in increasing code: every way into a board comes from a smaller
 * one, so its R is complete when its turn comes. */
int main(void)
{
	int start = read_maze(), code, won = 0;

	list_passes();
	reach[0][start / MAX_N] = (uint32_t)1 << start % MAX_N;
	entered[0] = 1;
	for (code = 0; code < CODES; code++) {
		if (!entered[code])
			continue;
		if (wins(code))
			won++;		/* she stops here */
		else
			explore(code);
	}
	put_int(won);
	return output_flush();
}

/* R(b) for b = code: grows the entry cells over the cells that leave b
 * unchanged, then enters each move cell next to R(b) into the board its
 * move makes. */
static void explore(int code)
{
	uint32_t *set = reach[code], pending = 0;
	int empty = 0777 & ~(cells_of(code, 1) | cells_of(code, 2));
	const uint32_t *pass = pass_for[empty];
	int r;

	for (r = 0; r < n; r++)
		if (set[r])	/* the row and its neighbours */
			pending |= (uint32_t)7 << r >> 1;
	flood(set, pass, pending & (((uint32_t)1 << n) - 1));
	for (r = 0; r < n; r++) {
		uint32_t near = set[r] << 1 | set[r] >> 1
			      | (r > 0 ? set[r - 1] : 0)
			      | (r + 1 < n ? set[r + 1] : 0);
		uint32_t moves = near & open_cell[r] & ~pass[r];
		for (; moves; moves &= moves - 1) {
			int c = lowest_bit(moves);
			int after = code + move_step[r][c];
			reach[after][r] |= (uint32_t)1 << c;
			entered[after] = 1;
		}
	}
}

/* Grows set to every cell of pass it joins through pass.  Rows wait in
 * `pending` (bit r for row r) until looked at: a row takes in what its
 * neighbours reach and fills along itself, and when it grows, its
 * neighbours wait again. */
static void flood(uint32_t *set, const uint32_t *pass, uint32_t pending)
{
	while (pending) {
		int r = lowest_bit(pending);
		uint32_t near = set[r] | (r > 0 ? set[r - 1] : 0)
			      | (r + 1 < n ? set[r + 1] : 0);
		uint32_t now = row_fill(near & pass[r], pass[r]) | set[r];

		pending &= pending - 1;
		if (now != set[r]) {
			set[r] = now;
			uint32_t both = (uint32_t)1 << (r + 1)
					| (uint32_t)1 << r >> 1;
			pending |= both & (((uint32_t)1 << n) - 1);
		}
	}
}

/* The cells of pass joined along the row to seed (seed within pass):
 * grows one column to each side at a time until nothing changes. */
static uint32_t row_fill(uint32_t seed, uint32_t pass)
{
	uint32_t got = seed, before;

	do {
		before = got;
		got |= (got << 1 | got >> 1) & pass;
	} while (got != before);
	return got;
}

/* The index of the lowest set bit of x != 0.  Speed: x & -x is that bit
 * alone; times the de Bruijn constant, its top 5 bits differ for each of
 * the 32 bits (Source: Leiserson, Prokop and Randall). */
static int lowest_bit(uint32_t x)
{
	static const int index[32] = {
		0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
		31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9
	};
	return index[(uint32_t)((x & -x) * 0x077CB531u) >> 27];
}

/* Fills pass_for. */
static void list_passes(void)
{
	int empty, k, r;

	for (empty = 0; empty < 1 << CELLS; empty++)
		for (r = 0; r < n; r++) {
			uint32_t moves = 0;
			for (k = 0; k < CELLS; k++)
				if (empty >> k & 1)
					moves |= move_cell[1][k][r]
					       | move_cell[2][k][r];
			pass_for[empty][r] = open_cell[r] & ~moves;
		}
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
	uint32_t bit = (uint32_t)1 << c;
	int piece = s[0] == 'M' ? 1 : s[0] == 'O' ? 2 : 0;

	if (memcmp(s, "###", 3) == 0)
		return 0;
	if (on_border(r, c))
		input_error(NULL, "row %d, cell %d: %s on the border, which "
			    "must be all walls ###", r + 1, c + 1,
			    quoted(s, 3));
	open_cell[r] |= bit;
	if (memcmp(s, "BBB", 3) == 0)
		return 1;
	if (piece && is_square(s[1]) && is_square(s[2])) {
		int square = 3 * (s[1] - '1') + (s[2] - '1');
		move_cell[piece][square][r] |= bit;
		move_step[r][c] = piece * pow3(square);
	} else if (memcmp(s, "...", 3) != 0) {
		input_error(NULL, "row %d, cell %d: %s is not ###, ..., BBB, "
			    "Mij or Oij with i, j in 1..3", r + 1, c + 1,
			    quoted(s, 3));
	}
	return 0;
}

/* Reads the maze; returns the start cell as row * MAX_N + column. */
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
			start = r * MAX_N + c;
		}
	}
	if (start < 0)
		input_error(NULL, "the maze has no start BBB");
	return start;
}

