/*
 * Generator for winning_move.
 *
 *   gen hack SEED   make hack's inputs: the arguments below picked by
 *                   the seed, the edges among them: 1 or 60 cases, every
 *                   even count of pieces
 *   gen SEED [CASES [PIECES]]   CASES boards (default 1; at most
 *                               762600, the most 16 MiB holds), each with
 *                               PIECES pieces (even, 4..14; default a
 *                               random even number), half x and half o,
 *                               placed at random until neither side
 *                               holds a line
 */
#include <string.h>

#include "../common/gen.h"
#include "../common/lines4x4.h"

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [CASES [PIECES]]";
	long cases = 1, pieces = 0, t, k, p;
	char cell[16];
	/* gen hack SEED, for make hack: many cases, every count of pieces */
	static const char *const edges[][8] = {{"1", "60", NULL},
		{"4", "6", "8", "10", "12", "14", NULL}};

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 2, edges);

	usage_unless(argc >= 2 && argc <= 4, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	if (argc >= 3)
		cases = arg_number(argv[2], 1, 762600, usage);	/* 16 MiB */
	if (argc == 4)
		pieces = arg_number(argv[3], 4, 14, usage);
	usage_unless(pieces % 2 == 0, usage);
	for (t = 0; t < cases; t++) {
		long n = pieces ? pieces : 2 * rng_range(2, 7);
		do {
			memset(cell, '.', sizeof cell);
			for (p = 0; p < n; p++) {
				do
					k = rng_range(0, 15);
				while (cell[k] != '.');
				cell[k] = p % 2 ? 'o' : 'x';
			}
		} while (four_of(cell, 'x', 0) || four_of(cell, 'o', 0));
		printf("?\n%.4s\n%.4s\n%.4s\n%.4s\n", cell, cell + 4, cell + 8,
		       cell + 12);
	}
	puts("$");
	return 0;
}
