/*
 * Generator for notakto.
 *
 *   gen SEED [GAMES [BOARDS [MODE]]]  GAMES games (1..100; default 1),
 *                        each of 1..BOARDS live boards (default 3, at
 *                        most 10^4; `=BOARDS`: exactly that many), each
 *                        board of MODE:
 *       any     each cell an X at a density drawn per board (default)
 *       sparse  at most 2 X
 *       dense   X until no more can go without a line
 *   gen singles          every live board alone, a game each (extra/)
 *   gen pairs            every two live boards, a game each (extra/)
 *   gen hack SEED        make hack's inputs: edges picked by the seed
 * A board with a line is drawn again: every board starts alive.
 */
#include <stdlib.h>
#include <string.h>

#include "../common/gen.h"

static void print_board(const char cell[9])
{
	printf("%.3s\n%.3s\n%.3s\n", cell, cell + 3, cell + 6);
}

/* A live board of `mode` into cell. */
static void board(char cell[9], const char *mode)
{
	long k, density = rng_range(0, 60);

	do {
		memset(cell, '.', 9);
		for (k = 0; k < 9 && mode[0] == 'a'; k++)
			if (rng_range(1, 100) <= density)
				cell[k] = 'X';
		for (k = rng_range(0, 2); k > 0 && mode[0] == 's'; k--)
			cell[rng_range(0, 8)] = 'X';
	} while (owns_line(cell, 'X'));
	for (k = 0; k < 40 && mode[0] == 'd'; k++) {	/* fill up */
		long at = rng_range(0, 8);
		cell[at] = 'X';
		if (owns_line(cell, 'X'))
			cell[at] = '.';
	}
}

/* Board m (bit 3 r + c an X) into cell. */
static void from_mask(char cell[9], int m)
{
	int k;

	for (k = 0; k < 9; k++)
		cell[k] = m >> k & 1 ? 'X' : '.';
}

/* gen singles, gen pairs: every live board (or two) as a game. */
static void every(int two)
{
	static int live[512];
	char cell[9];
	int m, n, count = 0;

	for (m = 0; m < 512; m++) {
		from_mask(cell, m);
		if (!owns_line(cell, 'X'))
			live[count++] = m;
	}
	printf("%d\n", two ? count * (count + 1) / 2 : count);
	for (m = 0; m < count; m++)
		for (n = two ? m : count - 1; n < count; n++) {
			printf("%d\n", 1 + two);
			from_mask(cell, live[m]);
			print_board(cell);
			from_mask(cell, live[n]);
			if (two)
				print_board(cell);
		}
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [GAMES [[=]BOARDS [any|sparse|dense]]]"
			    " | gen singles | gen pairs | gen hack SEED";
	static const char *const hack[][8] = {
		{"1", "2", "100", NULL},
		{"1", "3", "=2", "8", "10000", "=10000", NULL},
		{"any", "sparse", "dense", NULL}
	};
	const char *mode = "any";
	char cell[9];
	long games = 1, most = 3, g, n, i;
	int exactly = 0;

	if (argc == 2 && (!strcmp(argv[1], "singles")
			  || !strcmp(argv[1], "pairs"))) {
		every(argv[1][0] == 'p');
		return 0;
	}
	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 3, hack);
	usage_unless(argc >= 2 && argc <= 5, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	if (argc >= 3)
		games = arg_number(argv[2], 1, 100, usage);
	if (argc >= 4) {
		exactly = argv[3][0] == '=';
		most = arg_number(argv[3] + exactly, 1, 10000, usage);
	}
	if (argc == 5)
		mode = argv[4];
	usage_unless(!strcmp(mode, "any") || !strcmp(mode, "sparse")
		     || !strcmp(mode, "dense"), usage);
	printf("%ld\n", games);
	for (g = 0; g < games; g++) {
		n = exactly ? most : rng_range(1, most);
		printf("%ld\n", n);
		for (i = 0; i < n; i++) {
			board(cell, mode);
			print_board(cell);
		}
	}
	return 0;
}
