/*
 * Generator for sanziqi2: legal positions, as the rows the program reads.
 *
 *   gen SEED [N]   N random legal positions (default 1), one after another
 *   gen all        every legal position (5478), found by walking the game
 *                  tree from the empty board: O first, stopping at a line
 *   gen empty      the empty board
 */
#include <string.h>

#include "../common/gen.h"

static char cell[10] = "---------";
static unsigned char seen[19683];

static void print_board(void)
{
	printf("%.3s\n%.3s\n%.3s\n", cell, cell + 3, cell + 6);
}

/* Prints every position reachable from this one, once. */
static void walk(int stones, int code)
{
	int k, w = 1;
	char p = stones % 2 ? 'X' : 'O';

	if (seen[code])
		return;
	seen[code] = 1;
	print_board();
	if (owns_line(cell, 'O') || owns_line(cell, 'X'))
		return;
	for (k = 0; k < 9; k++, w *= 3)
		if (cell[k] == '-') {
			cell[k] = p;
			walk(stones + 1, code + (p == 'O' ? 1 : 2) * w);
			cell[k] = '-';
		}
}

/* A random legal position: random play for a random number of moves. */
static void random_position(void)
{
	int moves = (int)rng_range(0, 9), stones, k;

	memset(cell, '-', 9);
	for (stones = 0; stones < moves; stones++) {
		if (owns_line(cell, 'O') || owns_line(cell, 'X'))
			break;
		do
			k = (int)rng_range(0, 8);
		while (cell[k] != '-');
		cell[k] = stones % 2 ? 'X' : 'O';
	}
	print_board();
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [N] | gen all | gen empty";
	long i, n;

	if (argc == 2 && strcmp(argv[1], "all") == 0) {
		walk(0, 0);
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "empty") == 0) {
		print_board();
		return 0;
	}
	usage_unless(argc == 2 || argc == 3, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	n = argc == 3 ? arg_number(argv[2], 1, 1000000, usage) : 1;
	for (i = 0; i < n; i++)
		random_position();
	return 0;
}
