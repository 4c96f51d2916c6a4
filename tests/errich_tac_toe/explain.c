/*
 * explain for errich_tac_toe (make explain): why the answer is a draw
 * within the budget.  For each case: the grid beside each cell's class
 * (i + j) mod 3; the X and the O of each class; the three options'
 * costs, which add up to k, so that the first cheapest, the solution's
 * choice, costs at most floor(k/3); the grid it makes, changed cells in
 * lower case, scanned for triples by brute.c; with at most 12 tokens,
 * the fewest changes any draw needs (brute.c's search over every set);
 * then `answer:` and each row of the answer, the solution's.
 *
 *   explain [LIMIT] < IN      the first LIMIT cases (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

enum { DRAWN = 18 };	/* grids up to 18 x 18 drawn: two in 80 columns */

/* The grid (work, lower case where it differs from grid when `marked`)
 * beside the classes, or nothing for a grid too wide. */
static void show(const char *left, int marked, int classes)
{
	int i, j;

	if (n > DRAWN) {
		printf("    (a grid over %d x %d is not drawn)\n", DRAWN,
		       DRAWN);
		return;
	}
	printf("    %-*s%s\n", classes ? 2 * n + 3 : 0, left,
	       classes ? "class (i + j) mod 3" : "");
	for (i = 0; i < n; i++) {
		printf("   ");
		for (j = 0; j < n; j++) {
			char c = work[i][j];
			printf(" %c", marked && c != grid[i][j] ? c + 'a' - 'A'
							      : c);
		}
		for (j = 0; classes && j < n; j++)
			printf("%s%d", j ? " " : "    ", (i + j) % 3);
		putchar('\n');
	}
}

/* The X and O of each class, into x and o, shown. */
static void count_classes(int x[3], int o[3])
{
	int i, j, c;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			x[(i + j) % 3] += grid[i][j] == 'X';
			o[(i + j) % 3] += grid[i][j] == 'O';
		}
	printf("  class c:      0    1    2\n");
	printf("  X (x_c):  ");
	for (c = 0; c < 3; c++)
		printf("%5d", x[c]);
	printf("\n  O (o_c):  ");
	for (c = 0; c < 3; c++)
		printf("%5d", o[c]);
	putchar('\n');
}

/* The three options' costs; returns the first cheapest. */
static int options(const int x[3], const int o[3], int k)
{
	int r, best = 0;

	for (r = 0; r < 3; r++) {
		int cost = x[r] + o[(r + 1) % 3];
		printf("  option %d: X of class %d to O, O of class %d to X: "
		       "%d + %d = %d\n", r, r, (r + 1) % 3, x[r],
		       o[(r + 1) % 3], cost);
		if (cost < x[best] + o[(best + 1) % 3])
			best = r;
	}
	printf("  the costs add up to k = %d (each token is in one option)"
	       ",\n  so the least, %d, is at most floor(%d/3) = %d\n", k,
	       x[best] + o[(best + 1) % 3], k, k / 3);
	return best;
}

/* With at most SMALL tokens: the fewest changes any draw needs. */
static void fewest(int k)
{
	int i, j, changed = 0;

	if (k > SMALL)
		return;
	if (!exhaustive(k / 3))
		refuse("no draw within floor(%d/3): the proof is wrong", k);
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			changed += work[i][j] != grid[i][j];
	printf("  the fewest changes any draw needs: %d (every set of tokens"
	       " tried)\n", changed);
}

static void explain(int t)
{
	static char text[N * (N + 1) + 16];
	int x[3] = {0, 0, 0}, o[3] = {0, 0, 0}, k = tokens(), r, i;
	int changed, at = sprintf(text, "1\n%d\n", n);

	for (i = 0; i < n; i++, at += n + 1) {	/* row i and a newline */
		memcpy(text + at, grid[i], (size_t)n);
		text[at + n] = '\n';
	}
	text[at] = '\0';
	save_position("%s", text);
	printf("case %d: n = %d, k = %d %s, at most floor(%d/3) = %d %s\n",
	       t, n, k, noun(k, "token", "tokens"), k, k / 3,
	       noun(k / 3, "change", "changes"));
	memcpy(work, grid, sizeof grid);
	show("grid", 0, 1);
	count_classes(x, o);
	r = options(x, o, k);
	changed = apply_pair(r, (r + 1) % 3);
	printf("  option %d, the first cheapest: %d %s (lower case)\n", r,
	       changed, noun(changed, "change", "changes"));
	show("after", 1, 0);
	printf("  each triple holds one cell of each class: an O or '.' at "
	       "class %d,\n  an X or '.' at class %d, never three alike "
	       "(scanned: %s)\n", r, (r + 1) % 3,
	       has_triple() ? "A TRIPLE, the proof is wrong" : "none");
	for (i = 0; i < n; i++)
		printf("answer: %s\n", work[i]);
	fewest(k);
}

/* Case t's n and rows into n and grid, refused unless n is 1 to N with
 * the sum of n so far (*sum_n) at most N, the rows of n from '.XO'. */
static void read_case(int t, int *sum_n)
{
	int i;

	if (scanf("%d", &n) != 1 || n < 1 || n > N || (*sum_n += n) > N)
		refuse("case %d: expected n, 1 to 300, the sum of n at most "
		       "300", t);
	for (i = 0; i < n; i++)
		if (scanf("%300s", grid[i]) != 1
		    || (int)strlen(grid[i]) != n
		    || strspn(grid[i], ".XO") != (size_t)n)
			refuse("case %d: expected %d rows of %d characters "
			       "from '.XO'", t, n, n);
}

int main(int argc, char **argv)
{
	int t, cases, sum_n = 0, limit = argc > 1 ? atoi(argv[1]) : 10;

	if (scanf("%d", &cases) != 1 || cases < 1 || cases > 100)
		refuse("the input starts with t, 1 to 100 cases");
	for (t = 1; t <= cases && t <= limit; t++) {
		read_case(t, &sum_n);
		if (tokens() == 0)
			refuse("case %d: a grid with no token", t);
		if (t > 1)
			putchar('\n');
		explain(t);
	}
	return 0;
}
