/*
 * checker: an output of errich_tac_toe is right when, for each case in
 * order, it holds n rows of n cells where
 *   - a '.' of the input stays '.', and a token stays a token (X or O);
 *   - at most floor(k / 3) tokens changed, k the tokens of the input;
 *   - no three equal tokens stand consecutive in a row or a column.
 * Any such grid is right (the statement: print any).  The judge's answer,
 * the brute force's grids, is checked whole by the same rule first, so
 * that a wrong answer file is the judge's failure, never the
 * contestant's.  The conventions, and how each file is read:
 * tests/common/checker.h.
 */
#include "../common/checker.h"

enum { MAX_N = 300, MAX_CASES = 100 };

/* The input's grids, one under the other (the sum of n is at most 300):
 * case t is rows top[t] .. top[t] + size[t] - 1. */
static char given[MAX_N][MAX_N + 1];
static int cases, size[MAX_CASES + 1], top[MAX_CASES + 1];
static long tokens[MAX_CASES + 1];	/* k of each case */

static char grid[MAX_N][MAX_N + 2];	/* the case being checked */

/* The input, whole; a fault of it is the judge's. */
static void read_input_grids(void)
{
	int t, r, c, rows = 0;

	cases = (int)read_long(&input, 1, MAX_CASES, "t");
	for (t = 1; t <= cases; t++) {
		size[t] = (int)read_long(&input, 1, MAX_N - rows, "n");
		top[t] = rows;
		for (r = rows; r < rows + size[t]; r++) {
			if (read_word(&input, given[r], sizeof given[r],
				      "a row") != (size_t)size[t])
				malformed(&input, "the input: case %d is not "
					  "%d rows of %d cells", t, size[t],
					  size[t]);
			for (c = 0; c < size[t]; c++)
				tokens[t] += given[r][c] != '.';
		}
		rows += size[t];
	}
}

/* Row r of case t in `from`: n cells, each '.', 'X' or 'O', '.' just
 * where the input has '.'; returns how many tokens changed. */
static long read_row(source_t *from, int t, int r)
{
	int n = size[t], c;
	const char *was = given[top[t] + r];
	char what[32];
	size_t len;
	long changed = 0;

	sprintf(what, "case %d, row %d", t, r + 1);
	len = read_word(from, grid[r], sizeof grid[r], what);

	if (len != (size_t)n)
		malformed(from, "%s: %s: %lu cells, expected %d", from->name,
			  what, (unsigned long)len, n);
	for (c = 0; c < n; c++) {
		char now = grid[r][c];
		if (now == '\0' || !strchr(".XO", now))
			malformed(from, "%s: case %d, row %d, column %d: '%s' "
				  "is not '.', 'X' or 'O'", from->name, t,
				  r + 1, c + 1, shown(&now, 1));
		if ((now == '.') != (was[c] == '.'))
			broken(from, "%s: case %d, row %d, column %d: '%c' "
			      "became '%c'; only X and O may change",
			      from->name, t, r + 1, c + 1, was[c], now);
		changed += now != was[c];
	}
	return changed;
}

/* Three equal tokens in a row or in a column: a fault. */
static void find_triples(source_t *from, int t)
{
	int n = size[t], r, c;

	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			char v = grid[r][c];
			if (v == '.')
				continue;
			if (c + 2 < n && grid[r][c + 1] == v &&
			    grid[r][c + 2] == v)
				broken(from, "%s: case %d, row %d, columns %d-%d:"
				      " three %c in a row", from->name, t,
				      r + 1, c + 1, c + 3, v);
			if (r + 2 < n && grid[r + 1][c] == v &&
			    grid[r + 2][c] == v)
				broken(from, "%s: case %d, column %d, rows %d-%d:"
				      " three %c in a column", from->name, t,
				      c + 1, r + 1, r + 3, v);
		}
}

/* Every case of `from`, then nothing more. */
static void check_all(source_t *from)
{
	long changed;
	int t, r;

	for (t = 1; t <= cases; t++) {
		for (changed = 0, r = 0; r < size[t]; r++)
			changed += read_row(from, t, r);
		if (changed > tokens[t] / 3)
			broken(from, "%s: case %d: %ld token%s changed, at "
			      "most floor(%ld/3) = %ld allowed", from->name, t,
			      changed, changed == 1 ? "" : "s", tokens[t],
			      tokens[t] / 3);
		find_triples(from, t);
	}
	read_end(from);
}

static void check(void)
{
	read_input_grids();
	check_all(&answer);
	check_all(&output);
}
