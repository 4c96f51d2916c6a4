/*
 * explain for yishuang_muqi (make explain): the best play behind the
 * answer.  The A and B boards; the values of black's possible first
 * moves; the order in which perfect play takes the cells, as a grid of
 * move numbers (odd: black, even: white); each side's total and the
 * difference; then `answer:` and the difference.  The search is
 * brute.c's memoised search over row lengths, showing its work.
 *
 *   explain < IN
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

static void show(const char *title, int v[10][10])
{
	int r, c;

	printf("%s\n", title);
	for (r = 0; r < n; r++) {
		printf("   ");
		for (c = 0; c < m; c++)
			printf(" %6d", v[r][c]);
		putchar('\n');
	}
}

/* The row each takeable cell is in, with the result (black's total -
 * white's) of taking it, for the mover; returns how many. */
static int moves(int len[10], int taken_cells, int row[10], int result[10])
{
	int r, count = 0, black = taken_cells % 2 == 0;

	for (r = 0; r < n; r++) {
		int c = len[r];
		if (c == m || (r > 0 && len[r - 1] <= c))
			continue;	/* full, or the row above no longer */
		len[r]++;
		result[count] = search(len, taken_cells + 1)
				+ (black ? A[r][c] : -B[r][c]);
		len[r]--;
		row[count++] = r;
	}
	return count;
}

/* n, m, then the values of A and of B, each 0..100000, or refused. */
static void read_boards(void)
{
	int k;

	if (scanf("%d %d", &n, &m) != 2 || n < 1 || n > 10 || m < 1 || m > 10)
		refuse("the input starts with n and m, each in 1..10");
	for (k = 0; k < 2 * n * m; k++) {
		int *v = k < n * m ? &A[k / m][k % m] : &B[k / m - n][k % m];
		if (scanf("%d", v) != 1 || *v < 0 || *v > 100000)
			refuse("expected %d values of A, then %d of B, each "
			       "in 0..100000", n * m, n * m);
	}
}

/* Black's first moves, each with the result it leads to. */
static void show_first_moves(void)
{
	int len[10] = {0}, row[10], result[10], k;
	int count = moves(len, 0, row, result);

	printf("black's first moves (black's total - white's at the end):\n");
	for (k = 0; k < count; k++)
		printf("  row %d, col %d: %d\n", row[k] + 1, len[row[k]] + 1,
		       result[k]);
}

/* The first best of count results: the largest for black, else the
 * smallest. */
static int best_of(const int result[10], int count, int black)
{
	int best = 0, k;

	for (k = 1; k < count; k++)
		if (black ? result[k] > result[best]
			  : result[k] < result[best])
			best = k;
	return best;
}

/* The move number of each cell, a row a line. */
static void show_order(int order[10][10])
{
	int r, c;

	printf("perfect play takes the cells in this order (odd: black, "
	       "even: white):\n");
	for (r = 0; r < n; r++) {
		printf("   ");
		for (c = 0; c < m; c++)
			printf(" %4d", order[r][c]);
		putchar('\n');
	}
}

/* Perfect play from the empty board, shown as the order it takes the
 * cells in and each side's total; black's total - white's. */
static int play_out(void)
{
	int len[10] = {0}, order[10][10], row[10], result[10], r, c, count;
	int black_total = 0, white_total = 0, taken_cells;

	for (taken_cells = 0; taken_cells < n * m; taken_cells++) {
		int black = taken_cells % 2 == 0;
		count = moves(len, taken_cells, row, result);
		r = row[best_of(result, count, black)], c = len[r]++;
		order[r][c] = taken_cells + 1;
		if (black)
			black_total += A[r][c];
		else
			white_total += B[r][c];
	}
	show_order(order);
	printf("black's total %d, white's total %d, difference %d\n",
	       black_total, white_total, black_total - white_total);
	return black_total - white_total;
}

int main(void)
{
	int difference;

	read_boards();
	printf("a %d x %d board\n", n, m);
	show("A, black's values:", A);
	show("B, white's values:", B);
	show_first_moves();
	difference = play_out();
	printf("answer: %d\n", difference);
	return 0;
}
