/*
 * Validator for tomek (GCJ 2013 Qualification A): exit 42 for a judge's
 * input, 43 and a reason otherwise (tests/common/validate.h).  T
 * (1..1000), then per case 4 lines of 4 characters from "XOT." and an
 * empty line.  Each board is the state of a real game, which this
 * problem takes to mean: at most one T (placed before the first move);
 * X moves first and the players alternate, so as many X as O or one
 * more; the game stops at the first line (four of a player's own, or
 * three and the T), so at most one player holds lines, that player moved
 * last (X: one X more; O: as many), and one of the winner's own pieces
 * lies on every line the winner holds (the last move, which made them
 * all).  Any board so is reached: without its last piece no line is
 * left, and a board with no line is reached in any order of its moves.
 */
#include "../common/lines4x4.h"
#include "../common/validate.h"

/* The lines p holds, a T counting for p: bit i for line i. */
static int lines_of(const char cell[16], char p)
{
	int i, j, lines = 0;

	for (i = 0; i < 10; i++) {
		for (j = 0; j < 4; j++) {
			char c = cell[line4_cell(i, j)];
			if (c != p && c != 'T')
				break;
		}
		lines |= (j == 4) << i;
	}
	return lines;
}

/* Whether a cell holding p itself (not the T) lies on every line of
 * `lines`: the one move that could have made them all. */
static int last_move_made(const char cell[16], char p, int lines)
{
	int k, i, j;

	for (k = 0; k < 16; k++) {
		int on_all = cell[k] == p;
		for (i = 0; i < 10 && on_all; i++) {
			for (j = 0; j < 4 && line4_cell(i, j) != k; j++)
				;
			on_all = !(lines >> i & 1) || j < 4;
		}
		if (on_all)
			return 1;
	}
	return 0;
}

/* How many of the 16 cells hold c. */
static int count(const char cell[16], char c)
{
	int k, n = 0;

	for (k = 0; k < 16; k++)
		n += cell[k] == c;
	return n;
}

/* Board t, its 16 cells: the state of a real game (above). */
static void check_game(long t, const char cell[16])
{
	int x = count(cell, 'X'), o = count(cell, 'O');
	int tees = count(cell, 'T');
	int xl = lines_of(cell, 'X'), ol = lines_of(cell, 'O');

	if (tees > 1)
		invalid("board %ld: %d T, at most one", t, tees);
	if (x != o && x != o + 1)
		invalid("board %ld: %d X and %d O: X moves first, then they "
			"alternate", t, x, o);
	if (xl && ol)
		invalid("board %ld: X and O both hold a line", t);
	if ((xl && x != o + 1) || (ol && x != o))
		invalid("board %ld: the winner did not move last", t);
	if ((xl && !last_move_made(cell, 'X', xl))
	    || (ol && !last_move_made(cell, 'O', ol)))
		invalid("board %ld: no one move made all the winner's lines",
			t);
}

int main(void)
{
	long t, cases = number(1, 1000, '\n');
	char cell[16];
	int r;

	for (t = 1; t <= cases; t++) {
		for (r = 0; r < 4; r++)
			row_of(cell + 4 * r, 4, "XOT.");
		expect('\n');	/* the empty line after each board */
		check_game(t, cell);
	}
	valid_if_done();
	return 0;
}
