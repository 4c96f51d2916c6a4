/*
 * Generator for scored_tictactoe.
 *
 *   gen hack SEED   make hack's inputs: the arguments below picked by
 *                   the seed, the edges among them: T at its bound (1,
 *                   100 or 40000), empty and full boards
 *   gen SEED [T [FILLED]]   T cases (default 100): a random mover and a
 *                           board whose cells are each filled with chance
 *                           FILLED percent (default 67), with `O` or `X`
 *                           alike: by default `.`, `O`, `X` equally often
 *   gen all                 all 2 * 3^9 = 39366 (mover, board) pairs
 */
#include <string.h>

#include "../common/gen.h"

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
	const char *usage = "gen SEED [T [FILLED]] | gen all";
	long t, cases, board, filled, k;
	/* gen hack SEED, for make hack: T at its bound, empty and full boards */
	static const char *const edges[][8] = {{"1", "100", "40000", NULL},
		{"0", "33", "67", "100", NULL}};

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 2, edges);

	if (argc == 2 && strcmp(argv[1], "all") == 0) {
		printf("%d\n", 2 * 19683);
		for (board = 0; board < 19683; board++) {
			print_case(1, board);
			print_case(0, board);
		}
		return 0;
	}
	usage_unless(argc >= 2 && argc <= 4, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	cases = argc >= 3 ? arg_number(argv[2], 1, 1000000, usage) : 100;
	filled = argc >= 4 ? arg_number(argv[3], 0, 100, usage) : 67;
	printf("%ld\n", cases);
	for (t = 0; t < cases; t++) {
		int mover = (int)rng_range(0, 1);
		for (board = 0, k = 0; k < 9; k++)
			board = 3 * board + (rng_range(1, 100) > filled ? 0
					     : rng_range(1, 2));
		print_case(mover, board);
	}
	return 0;
}
