/*
 * Generator for errich_tac_toe.  Every case gets one token at least: a
 * grid drawn empty gets one at a random cell.
 *
 *   gen hack SEED              make hack's inputs: the arguments of gen
 *                              SEED T N FILLED O picked by the seed, the
 *                              edges among them: T 1 or 100, n 1 to 3,
 *                              grids full, all X or all O
 *   gen SEED [T [N [FILLED [O]]]]  T cases (default 5) of n = N each
 *                              (T N at most 300), or with N 0 (default)
 *                              of random n from 1 to 300 / T; each cell a
 *                              token with chance FILLED percent (default
 *                              random), an O with chance O percent
 *                              (default random; 0: all X, as the easy
 *                              version's inputs are)
 *   gen few SEED T N K         T cases of n = N, each K tokens at random
 *                              cells (at most 12: brute.c's exhaustive
 *                              search answers them)
 *   gen triples SEED T N       T cases of n = N: random tokens, then runs
 *                              of 3 to 5 O (and some of X) laid along
 *                              rows and columns
 *   gen tight SEED T N [FILLED]  T cases of n = N where the three options
 *                              cost the same, k / 3 each: every class
 *                              (i + j) mod 3 holds as many tokens and as
 *                              many X as the others (FILLED percent of
 *                              the smallest class, default 100)
 */
#include <string.h>

#include "../common/gen.h"

enum { MAX_N = 300 };

static int n;
static char grid[MAX_N][MAX_N + 1];

/* Gives the grid a token at a random cell if it has none. */
static void at_least_one(void)
{
	int i, j;
	char mark;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if (grid[i][j] != '.')
				return;
	mark = rng_range(0, 1) ? 'X' : 'O';	/* drawn in this order: */
	i = rng_range(0, n - 1);	/* one expression's order */
	j = rng_range(0, n - 1);	/* is the compiler's */
	grid[i][j] = mark;
}

static void print_grid(void)
{
	int i;

	at_least_one();
	printf("%d\n", n);
	for (i = 0; i < n; i++)
		printf("%.*s\n", n, grid[i]);
}

/* Each cell a token with chance filled %, an O with chance o %. */
static void random_grid(long filled, long o)
{
	int i, j;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			grid[i][j] = rng_range(1, 100) > filled ? '.'
				     : rng_range(1, 100) <= o ? 'O' : 'X';
}

/* k tokens at distinct random cells of an empty grid. */
static void few_tokens(long k)
{
	long placed = 0;

	memset(grid, '.', sizeof grid);
	while (placed < k && placed < (long)n * n) {
		long i = rng_range(0, n - 1), j = rng_range(0, n - 1);
		char *at = &grid[i][j];

		if (*at == '.') {
			*at = rng_range(0, 1) ? 'X' : 'O';
			placed++;
		}
	}
}

/* A random grid with runs of 3 to 5 equal tokens laid on it, O mostly. */
static void triples(void)
{
	long runs = rng_range(1, 1 + (long)n * n / 6), r, s, filled, o;

	o = rng_range(20, 80), filled = rng_range(30, 100);	/* this order */
	random_grid(filled, o);
	for (r = 0; r < runs && n >= 3; r++) {
		int across = (int)rng_range(0, 1);
		long len = rng_range(3, n < 5 ? n : 5);
		long i = rng_range(0, n - 1), j = rng_range(0, n - len);
		char token = rng_range(1, 4) == 1 ? 'X' : 'O';
		for (s = 0; s < len; s++)
			if (across)
				grid[i][j + s] = token;
			else
				grid[j + s][i] = token;
	}
}

/* Every class the same tokens m and X x (see the usage): the options'
 * costs x_r + o_(r+1) are all m. */
static void tight(long filled)
{
	static int cell[3][MAX_N * MAX_N / 3 + 1];
	int size[3] = {0, 0, 0}, i, j, c, least;
	long m, x, s;

	memset(grid, '.', sizeof grid);
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			c = (i + j) % 3;
			cell[c][size[c]++] = i * MAX_N + j;
		}
	least = size[0] < size[1] ? size[0] : size[1];
	least = least < size[2] ? least : size[2];
	m = least * filled / 100;
	x = rng_range(0, m);
	for (c = 0; c < 3; c++)
		for (s = 0; s < m; s++) {	/* the first m of a shuffle */
			long pick = rng_range(s, size[c] - 1);
			int at = cell[c][pick];
			cell[c][pick] = cell[c][s];
			cell[c][s] = at;
			grid[at / MAX_N][at % MAX_N] = s < x ? 'X' : 'O';
		}
}

/* A random grid, FILLED a and O b percent (-1: drawn, O first). */
static void random_case(long a, long b)
{
	long o = b < 0 ? rng_range(0, 100) : b;

	random_grid(a < 0 ? rng_range(1, 100) : a, o);
}

/* The T cases of the named kind, n = N (0: random, at most 300 / T). */
static void cases(const char *kind, long t, long size, long a, long b)
{
	long c;

	printf("%ld\n", t);
	for (c = 0; c < t; c++) {
		n = (int)(size ? size : rng_range(1, MAX_N / t));
		if (!strcmp(kind, "few"))
			few_tokens(a);
		else if (!strcmp(kind, "triples"))
			triples();
		else if (!strcmp(kind, "tight"))
			tight(a);
		else
			random_case(a, b);
		print_grid();
	}
}

/* Whether name is one of the kinds with a word of their own. */
static int named_kind(const char *name)
{
	return !strcmp(name, "few") || !strcmp(name, "triples") ||
	       !strcmp(name, "tight");
}

/* The numbers after T and N, into a and b: K for few, FILLED for tight
 * (default 100), FILLED and O for random (-1 when not given: random). */
static void kind_numbers(int argc, char **argv, int kind, long *a, long *b,
			 const char *usage)
{
	if (kind && !strcmp(argv[1], "few"))	/* K is not optional */
		*a = arg_number(argc > 5 ? argv[5] : "", 1, 12, usage);
	else if (kind && !strcmp(argv[1], "tight"))
		*a = argc > 5 ? arg_number(argv[5], 1, 100, usage) : 100;
	else if (!kind) {
		*a = argc > 4 ? arg_number(argv[4], 0, 100, usage) : -1;
		*b = argc > 5 ? arg_number(argv[5], 0, 100, usage) : -1;
	}
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [T [N [FILLED [O]]]] | "
			    "gen few SEED T N K | gen triples SEED T N | "
			    "gen tight SEED T N [FILLED]";
	/* gen hack SEED, for make hack: T and n at their edges */
	static const char *const edges[][8] = {{"1", "3", "100", NULL},
		{"0", "1", "2", "3", NULL}, {"30", "70", "100", NULL},
		{"0", "30", "50", "100", NULL}};
	int kind = argc >= 2 && named_kind(argv[1]);
	long t, size, a = -1, b = -1;

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 4, edges);
	usage_unless(kind ? argc >= 5 && argc <= 6 : argc >= 2 && argc <= 6,
		     usage);
	rng_state = (uint64_t)arg_number(argv[1 + kind], 0, 1L << 62, usage);
	t = argc > 2 + kind ? arg_number(argv[2 + kind], 1, 100, usage) : 5;
	size = argc > 3 + kind ? arg_number(argv[3 + kind], 0, MAX_N, usage)
			       : 0;
	usage_unless(t * size <= MAX_N, usage);
	kind_numbers(argc, argv, kind, &a, &b, usage);
	cases(kind ? argv[1] : "random", t, size, a, b);
	return 0;
}
