/*
 * Generator for tictactoe_verdict.
 *
 *   gen all             all 3^9 = 19683 boards, one after another
 *   gen SEED legal      a position of a game played at random from the
 *                       empty board, stopped at a random move or its end
 *   gen SEED near       such a position with one cell changed at random
 *   gen SEED any        every cell `.`, `X` or `0` at random
 *   gen SEED both       both players own a line (two rows, or two
 *                       columns), and the counts are a game's (as many
 *                       crosses as noughts, or one more): illegal for that
 *                       alone
 *   gen SEED            one of legal, near and any, at random
 *   gen hack SEED       make hack's inputs: one of the four, at random
 */
#include <string.h>

#include "../common/gen.h"

static void print_board(const char cell[9])
{
	printf("%.3s\n%.3s\n%.3s\n", cell, cell + 3, cell + 6);
}

/* gen SEED both (see the top). */
static void both_own_a_line(char cell[9])
{
	long x = rng_range(0, 2), o = (x + rng_range(1, 2)) % 3, k;
	long xs = 3, os = 3;
	int columns = (int)rng_range(0, 1);

	memset(cell, '.', 9);
	for (k = 0; k < 3; k++) {
		cell[columns ? x + 3 * k : 3 * x + k] = 'X';
		cell[columns ? o + 3 * k : 3 * o + k] = '0';
	}
	for (k = 0; k < 9; k++)	/* the third line: counts a game's */
		if (cell[k] == '.' && rng_range(0, 1))
			cell[k] = xs == os ? (xs++, 'X') : (os++, '0');
}

/* A random game from the empty board, stopped after `moves` moves or at
 * its end. */
static void play_at_random(char cell[9], long moves)
{
	long m;

	memset(cell, '.', 9);
	for (m = 0; m < moves && !owns_line(cell, 'X') && !owns_line(cell, '0')
	     && memchr(cell, '.', 9); m++) {
		long k;
		do
			k = rng_range(0, 8);
		while (cell[k] != '.');
		cell[k] = m % 2 ? '0' : 'X';
	}
}

int main(int argc, char **argv)
{
	const char *usage = "gen all | gen SEED [legal|near|any|both]"
		" | gen hack SEED";
	static const char *const modes[3] = {"legal", "near", "any"};
	static const char *const hack[][8] = {
		{"legal", "near", "any", "both", NULL}
	};
	const char *mode;
	char cell[9];
	long board, k, b;

	if (argc == 2 && strcmp(argv[1], "all") == 0) {
		for (board = 0; board < 19683; board++) {
			for (k = 0, b = board; k < 9; k++, b /= 3)
				cell[k] = ".X0"[b % 3];
			print_board(cell);
		}
		return 0;
	}
	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 1, hack);
	usage_unless(argc == 2 || argc == 3, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	mode = argc == 3 ? argv[2] : modes[rng_range(0, 2)];
	if (strcmp(mode, "both") == 0) {
		both_own_a_line(cell);
	} else if (strcmp(mode, "any") == 0) {
		for (k = 0; k < 9; k++)
			cell[k] = ".X0"[rng_range(0, 2)];
	} else {
		usage_unless(!strcmp(mode, "legal") || !strcmp(mode, "near"),
			     usage);
		play_at_random(cell, rng_range(0, 9));
		if (mode[0] == 'n') {	/* one cell made anything: the mark
					 * drawn first, as C would not say */
			char mark = ".X0"[rng_range(0, 2)];
			cell[rng_range(0, 8)] = mark;
		}
	}
	print_board(cell);
	return 0;
}
