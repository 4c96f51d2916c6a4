/*
 * Problem: Google Code Jam 2013, Qualification Round, A "Tic-Tac-Toe-Tomek"
 * Limits:  1 s, 256 MiB (assumed; Code Jam timed an upload, not a run)
 * Plain:   tests/tomek/brute.c walks four cells from every cell in every
 *          direction, once with T read as X and once as O.
 * Idea:    with X(b) the cells of board b holding X or T, and O(b) those
 *          holding O or T, the first rule that holds gives the status:
 *            X(b) holds a row, a column or a diagonal  -> X won,
 *            O(b) holds one                            -> O won,
 *            some cell is empty           -> Game has not completed,
 *            else                         -> Draw.
 *          A real game stops at its first line, so X(b) and O(b) never
 *          both hold one (such a board is refused); a line wins even with
 *          cells left empty, which is why the winner is asked first.
 * Time:    O(10) mask tests a board (board4x4.h).  Memory: the input.
 * More:    tests/tomek/README.md: input, traps, checks, speed.
 */
#include "board4x4.h"
#include "io.h"
#include "out.h"

/* A board as masks of cells (board4x4.h): x the cells holding X or T, o
 * those holding O or T, empty those holding `.`; tees counts the T. */
typedef struct {
	int x, o, empty, tees;
} board_t;

/* Cell k of b holds c; 0 when c is no cell's character. */
static int put_cell(board_t *b, int k, char c)
{
	int bit = 1 << k;

	switch (c) {
	case 'X': b->x |= bit; return 1;
	case 'O': b->o |= bit; return 1;
	case 'T': b->x |= bit, b->o |= bit, b->tees++; return 1;
	case '.': b->empty |= bit; return 1;
	}
	return 0;	/* a blank or the zero after the input too */
}

/* The next 4 rows, each 4 of `XOT.` then a blank or the end (blank lines
 * between boards are blanks); at most one T, and not both X and O
 * holding a line, as in a real game. */
static board_t read_case(void)
{
	board_t b = {0, 0, 0, 0};
	int r, c;

	for (r = 0; r < 4; r++) {
		const char *row = next_word();
		for (c = 0; c < 4 && put_cell(&b, 4 * r + c, row[c]); c++)
			;
		if (c < 4 || !read_row(row, 4))
			input_error(row, "expected a row of 4 characters "
				    "from 'XOT.'");
	}
	if (b.tees > 1)
		input_error(NULL, "a board has at most one T");
	if (has_line4(b.x) && has_line4(b.o))
		input_error(NULL, "X and O both hold a line: no game gets "
			    "there");
	return b;
}

static const char *status(board_t b)
{
	if (has_line4(b.x))
		return "X won";
	if (has_line4(b.o))
		return "O won";
	return b.empty ? "Game has not completed" : "Draw";
}

int main(void)
{
	long t, cases;

	read_input();
	cases = read_int(1, 1000);
	for (t = 1; t <= cases; t++) {
		char line[48];
		sprintf(line, "Case #%ld: %s\n", t, status(read_case()));
		put_str(line);
	}
	return output_flush();
}
