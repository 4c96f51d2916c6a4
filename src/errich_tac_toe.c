/*
 * Problem: Codeforces 1450 C2 "Errich-Tac-Toe" (hard version)
 * Limits:  1 s, 256 MiB
 * Plain:   tests/errich_tac_toe/brute.c, every pair of classes tried,
 *          each checked by a scan of every triple.
 * Idea:    class(i, j) = (i + j) mod 3: any 3 consecutive cells of a row
 *          or a column hold one cell of each class.  x_c, o_c: the X and
 *          the O tokens of class c.  Option r turns the X of class r into
 *          O and the O of class r+1 (mod 3) into X; then a triple's cell
 *          of class r is O or empty and its cell of class r+1 is X or
 *          empty: never three alike.
 *            cost(r) = x_r + o_(r+1),
 *            cost(0) + cost(1) + cost(2) = k (each token counted once),
 *          so the first cheapest r costs at most floor(k/3).
 * Time:    O(n^2) a case.  Memory: the input, held (io.h), and the output.
 * More:    tests/errich_tac_toe/README.md: proof, input, traps, checks.
 */
#include "io.h"
#include "out.h"

enum { MAX_N = 300, MAX_CASES = 100, MAX_SUM_N = 300 };

static int n;
static const char *row[MAX_N];	/* the case's rows, held in the input */

/* Reads case t's n rows of '.', 'X', 'O', a token at least among them,
 * into row[]; counts the X of each class in x[] and the O in o[]. */
static void read_case(long t, long x[3], long o[3])
{
	int i, j;

	for (i = 0; i < n; i++) {
		const char *word = next_word();
		for (j = 0; j < n && (word[j] == '.' || word[j] == 'X'
				      || word[j] == 'O'); j++) {
			x[(i + j) % 3] += word[j] == 'X';
			o[(i + j) % 3] += word[j] == 'O';
		}
		if (j < n || !read_row(word, n))
			input_error(word, "expected a row of %d characters "
				    "from '.XO'", n);
		row[i] = word;
	}
	if (x[0] + x[1] + x[2] + o[0] + o[1] + o[2] == 0)
		input_error(NULL, "case %ld: a grid with no token, only "
			    "'.'", t + 1);
}

/* Writes the grid with option r applied: X of class r to O, O of class
 * r+1 to X, everything else as it is. */
static void put_option(int r)
{
	char line[MAX_N + 2];
	int i, j;

	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++) {
			int c = (i + j) % 3;
			char cell = row[i][j];
			if (cell == 'X' && c == r)
				cell = 'O';
			else if (cell == 'O' && c == (r + 1) % 3)
				cell = 'X';
			line[j] = cell;
		}
		line[n] = '\n';
		line[n + 1] = '\0';
		put_str(line);
	}
}

int main(void)
{
	long t, cases, sum_n = 0;

	read_input();
	cases = read_int(1, MAX_CASES);
	for (t = 0; t < cases; t++) {
		long x[3] = {0, 0, 0}, o[3] = {0, 0, 0};
		int r, best = 0;
		n = (int)read_int(1, MAX_N);
		if ((sum_n += n) > MAX_SUM_N)
			input_error(NULL, "the sum of n is over %d",
				    MAX_SUM_N);
		read_case(t, x, o);
		for (r = 1; r < 3; r++)	/* the first cheapest option */
			if (x[r] + o[(r + 1) % 3] < x[best] + o[(best + 1) % 3])
				best = r;
		put_option(best);
	}
	return output_flush();
}
