/*
 * Problem: Toph "Game of Tic-Tac-Toe, Again?": Notakto on many boards
 * Limits:  1 s, 256 MiB (assumed)
 * Plain:   tests/notakto/brute.c, a game search over every game of up to
 *          3 boards (and for more, the quotient it derives by search).
 * Idea:    the last move loses (misere), so Grundy values' XOR fails (the
 *          write-up).  Plambeck and Whitehead's misere quotient of
 *          Notakto, 18 elements a^e b^j c^k d^l:
 *            Q = < a, b, c, d | a^2 = 1, b^3 = b, b^2 c = c, c^3 = a c^2,
 *                               b^2 d = d, c d = a d, d^2 = c^2 >;
 *          a board is worth an element (value[], over its 512 codes), a
 *          game the product of its boards', and the player to move loses
 *          iff that is a, b^2, b c or c^2.  A dead board is worth 1, so
 *          boards all dead make Alice, to move, the winner: the last move
 *          was not hers.
 * Time:    O(1) a board, after a table of 512.  Memory: the input.
 * More:    tests/notakto/README.md: input, traps, checks, speed.
 */
#include "io.h"
#include "out.h"

/* An element a^e b^j c^k d^l of Q, in normal form (reduce()): e < 2,
 * j < 3, k < 3, l < 2, and j < 2 where k or l > 0, k = 0 where l = 1. */
typedef struct {
	int e, j, k, l;
} elem_t;

static const elem_t ONE = {0, 0, 0, 0};

/* x to normal form by the relations, each applied until it no longer
 * can, in an order none undoes: d^2 = c^2, c d = a d, c^3 = a c^2,
 * b^3 = b, then b^2 c = c and b^2 d = d. */
static elem_t reduce(elem_t x)
{
	for (; x.l >= 2; x.l -= 2)
		x.k += 2;
	for (; x.k >= 1 && x.l >= 1; x.k--)
		x.e ^= 1;
	for (; x.k >= 3; x.k--)
		x.e ^= 1;
	for (; x.j >= 3; x.j -= 2)
		;
	if (x.j == 2 && (x.k > 0 || x.l > 0))
		x.j = 0;
	x.e &= 1;
	return x;
}

static elem_t times(elem_t x, elem_t y)
{
	x.e += y.e, x.j += y.j, x.k += y.k, x.l += y.l;
	return reduce(x);
}

/* Whether the player to move loses: x is a, b^2, b c or c^2 (in normal
 * form, a^0 b^j c^k with j + k = 2 is one of the last three). */
static int losing(elem_t x)
{
	if (x.l > 0)
		return 0;
	return x.e == 1 ? x.j + x.k == 0 : x.j + x.k == 2;
}

/* A board's code: bit 3 r + c for an X at row r, column c.  In octal
 * each digit is a row, the top row last: 0020 is an X in the middle. */
static elem_t value[512];

/* The code of the board turned a quarter (cell r, c to c, 2 - r), or
 * mirrored (cell r, c to r, 2 - c). */
static int turned(int m, int mirror)
{
	int k, out = 0;

	for (k = 0; k < 9; k++)
		if (m >> k & 1)
			out |= 1 << (mirror ? k - k % 3 + 2 - k % 3
					    : k % 3 * 3 + 2 - k / 3);
	return out;
}

/* The boards of each value but 1, one of each 8 turned or mirrored
 * alike (Plambeck and Whitehead's table; checked against brute.c's
 * search).  Every other board is worth 1: 0001, 0002 and 0142 alive,
 * and every dead one; value[] starts so, all exponents 0. */
static const struct {
	elem_t value;
	int count, boards[17];
} table[] = {
	{{0, 0, 1, 0}, 1, {0000}},	/* c; first, as padding is 0000 */
	{{1, 0, 0, 0}, 17,	/* a */
	 {0012, 0015, 0025, 0033, 0034, 0050, 0053, 0104, 0141, 0146,
	  0154, 0163, 0252, 0255, 0345, 0356, 0505}},
	{{0, 1, 0, 0}, 15,	/* b */
	 {0005, 0013, 0014, 0021, 0022, 0035, 0036, 0052, 0055, 0143,
	  0145, 0156, 0161, 0162, 0253}},
	{{1, 1, 0, 0}, 5, {0023, 0032, 0105, 0116, 0152}},	/* a b */
	{{0, 0, 0, 1}, 3, {0016, 0051, 0106}},			/* d */
	{{1, 0, 0, 1}, 1, {0003}},				/* a d */
	{{0, 0, 2, 0}, 1, {0020}},				/* c^2 */
};

/* value[] for every code: each board of the table turned four times,
 * mirrored and not. */
static void fill_values(void)
{
	int i, k, t, m;

	for (i = 0; i < (int)(sizeof table / sizeof table[0]); i++)
		for (k = 0; k < table[i].count; k++)
			for (m = table[i].boards[k], t = 0; t < 4; t++) {
				value[m] = value[turned(m, 1)] = table[i].value;
				m = turned(m, 0);
			}
}

/* The next board, 3 rows of 3 from `.X`: its code. */
static int read_board(void)
{
	int r, c, code = 0;

	for (r = 0; r < 3; r++) {
		const char *row = next_word();
		for (c = 0; c < 3 && (row[c] == '.' || row[c] == 'X'); c++)
			code |= (row[c] == 'X') << (3 * r + c);
		if (c < 3 || !read_row(row, 3))
			input_error(row, "expected a row of 3 characters "
				    "from '.X'");
	}
	return code;
}

int main(void)
{
	long games, g, n, i;

	fill_values();
	read_input();
	games = read_int(1, 1000000);	/* 100 in the statement */
	for (g = 1; g <= games; g++) {
		elem_t game = ONE;
		char line[32];
		for (n = read_int(1, 1000000), i = 0; i < n; i++)
			game = times(game, value[read_board()]);
		sprintf(line, "Game #%ld: %s\n", g,
			losing(game) ? "Bob" : "Alice");
		put_str(line);
	}
	return output_flush();
}
