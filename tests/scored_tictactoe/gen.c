/*
 * Generator for scored_tictactoe.
 *
 *   gen SEED [T]   T cases (default 100): a random mover and a board whose
 *                  cells are each `.`, `O` or `X` with equal chance
 *   gen all        all 2 * 3^9 = 39366 (mover, board) pairs
 *   gen empty T    T empty boards, the mover alternating
 */
#include <string.h>

#include "../gen.h"

static void print_case(int mover, long board)
{
	int k;

	printf("%d\n", mover);
	for (k = 0; k < 9; k++, board /= 3) {
		putchar(".OX"[board % 3]);
		if (k % 3 == 2)
			putchar('\n');
	}
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [T] | gen all | gen empty T";
	long t, cases, board;

	if (argc == 2 && strcmp(argv[1], "all") == 0) {
		printf("%d\n", 2 * 19683);
		for (board = 0; board < 19683; board++) {
			print_case(1, board);
			print_case(0, board);
		}
		return 0;
	}
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: %s\n", usage);
		return 2;
	}
	if (argc == 3 && strcmp(argv[1], "empty") == 0) {
		cases = arg_number(argv[2], 1, 1000000, usage);
		printf("%ld\n", cases);
		for (t = 0; t < cases; t++)
			print_case(t % 2 == 0, 0);
		return 0;
	}
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	cases = argc == 3 ? arg_number(argv[2], 1, 1000000, usage) : 100;
	printf("%ld\n", cases);
	for (t = 0; t < cases; t++) {
		int mover = (int)rng_range(0, 1);
		print_case(mover, rng_range(0, 19682));
	}
	return 0;
}
