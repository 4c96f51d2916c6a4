/*
 * Generator for yishuang_muqi.
 *
 *   gen hack SEED   make hack's inputs: the arguments below picked by
 *                   the seed, the edges among them: sides 10, 1 or
 *                   small, MAX 100000 (the bound), 1 or 10, every kind
 *   gen SEED [N M [MAX [KIND]]]
 *
 * An N x M board (random sides in 1..10 when not given) with A and B
 * uniform in 0..MAX (random among 1, 10, 1000, 100000 when not given).
 * KIND: random (the default), zero-b (every B is 0), zero (all 0), same
 * (every value MAX).
 */
#include <string.h>

#include "../common/gen.h"

/* Whether kind is one the usage names. */
static int known_kind(const char *kind)
{
	return !strcmp(kind, "random") || !strcmp(kind, "zero-b") ||
	       !strcmp(kind, "zero") || !strcmp(kind, "same");
}

/* A cell's value on board `side` (0 A, 1 B) of the kind, 0 to max; one
 * random draw a cell, whatever the kind. */
static long value_of(const char *kind, long side, long max)
{
	long v = rng_range(0, max);

	if (!strcmp(kind, "zero") || (side == 1 && !strcmp(kind, "zero-b")))
		v = 0;
	else if (!strcmp(kind, "same"))
		v = max;
	return v;
}

/* The two n x m boards, A then B, a row a line. */
static void print_boards(long n, long m, long max, const char *kind)
{
	long side, r, c;

	for (side = 0; side < 2; side++)	/* A, then B */
		for (r = 0; r < n; r++)
			for (c = 0; c < m; c++)
				printf(c + 1 < m ? "%ld " : "%ld\n",
				       value_of(kind, side, max));
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [N M [MAX [random|zero-b|zero|same]]]";
	static const long maxima[4] = {1, 10, 1000, 100000};
	const char *kind = argc > 5 ? argv[5] : "random";
	long n, m, max;
	/* gen hack SEED, for make hack: 10 x 10, values at the bound */
	static const char *const edges[][8] = {{"10", "1", "7", NULL},
		{"10", "1", "3", NULL}, {"100000", "1", "10", NULL},
		{"random", "same", "zero-b", NULL}};

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 4, edges), kind = argv[5];

	usage_unless(argc >= 2 && argc <= 6 && argc != 3 && known_kind(kind),
		     usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	n = argc > 2 ? arg_number(argv[2], 1, 10, usage) : rng_range(1, 10);
	m = argc > 3 ? arg_number(argv[3], 1, 10, usage) : rng_range(1, 10);
	max = argc > 4 ? arg_number(argv[4], 0, 100000, usage)
		       : maxima[rng_range(0, 3)];
	printf("%ld %ld\n", n, m);
	print_boards(n, m, max, kind);
	return 0;
}
