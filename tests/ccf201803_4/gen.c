/*
 * Generator for ccf201803_4: boards with Alice to move.
 *
 *   gen hack SEED   make hack's inputs: the arguments below picked by
 *                   the seed, the edges among them: T at its bound (1 or
 *                   5), empty and late boards
 *   gen SEED [T [STONES]]   T random reachable boards (default 5), each
 *                           from at most STONES moves (even, default 8):
 *                           STONES 0 gives empty boards
 *   gen all                 every reachable board with Alice to move (2739)
 *
 * Boards come from play, not from a formula: random moves from the empty
 * board, or a walk of the whole game tree, each stopping at a line.
 */
#include <string.h>

#include "../common/gen.h"

static char cell[9] = "000000000";	/* '0' empty, '1' X, '2' O */
static unsigned char seen[19683];

static void print_board(void)
{
	int r;

	for (r = 0; r < 9; r += 3)
		printf("%c %c %c\n", cell[r], cell[r + 1], cell[r + 2]);
}

/* Every position reachable from this one, with `stones` placed so far;
 * those with Alice to move are added to found[]. */
static int found[19683], nfound;

static void walk(int stones, int code)
{
	int k, p = stones % 2 ? 2 : 1, w = 1;

	if (seen[code])
		return;
	seen[code] = 1;
	if (stones % 2 == 0)
		found[nfound++] = code;
	if (owns_line(cell, '1') || owns_line(cell, '2'))
		return;
	for (k = 0; k < 9; k++, w *= 3)
		if (cell[k] == '0') {
			cell[k] = (char)('0' + p);
			walk(stones + 1, code + p * w);
			cell[k] = '0';
		}
}

/* A random reachable board with Alice to move, after at most `most`
 * moves. */
static void random_board(int most)
{
	for (;;) {
		int target = 2 * (int)rng_range(0, most / 2), stones, k;

		for (k = 0; k < 9; k++)
			cell[k] = '0';
		for (stones = 0; stones < target; stones++) {
			do
				k = (int)rng_range(0, 8);
			while (cell[k] != '0');
			cell[k] = stones % 2 ? '2' : '1';
			if (owns_line(cell, '1') || owns_line(cell, '2'))
				break;
		}
		if (stones == target || owns_line(cell, '2'))
			return;		/* Alice to move; maybe Bob has won */
	}
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [T [STONES]] | gen all";
	long t, cases, most;
	int i, k, code;
	/* gen hack SEED, for make hack: T at its bound, empty and late boards */
	static const char *const edges[][8] = {{"1", "5", NULL},
		{"0", "2", "4", "8", NULL}};

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 2, edges);

	if (argc == 2 && strcmp(argv[1], "all") == 0) {
		walk(0, 0);
		printf("%d\n", nfound);
		for (i = 0; i < nfound; i++) {
			for (k = 0, code = found[i]; k < 9; k++, code /= 3)
				cell[k] = (char)('0' + code % 3);
			print_board();
		}
		return 0;
	}
	usage_unless(argc >= 2 && argc <= 4, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	cases = argc >= 3 ? arg_number(argv[2], 1, 1000000, usage) : 5;
	most = argc >= 4 ? arg_number(argv[3], 0, 8, usage) : 8;
	printf("%ld\n", cases);
	for (t = 0; t < cases; t++) {
		random_board((int)most);
		print_board();
	}
	return 0;
}
