/*
 * Brute force for yishuang_muqi, two ways that share nothing with the
 * solution (no walk bitmask, not even the input reader):
 *
 * - cell by cell: plain minimax over the grid of taken cells, no memo, for
 *   boards of at most 12 cells;
 * - row lengths: memoised search over the vector of row lengths (each row
 *   taken from the left, lengths not increasing downwards), kept in a hash
 *   table, for any board up to 10 x 10.
 *
 * On boards small enough for both it runs both and stops with exit status
 * 3 if they disagree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static int n, m, A[10][10], B[10][10];

#ifndef EXPLAIN	/* explain.c builds on search() alone */
/* Cell by cell. */
static int taken[10][10];

static int minimax(int black, int left)
{
	int r, c, best = black ? -2000000000 : 2000000000;

	if (left == 0)
		return 0;
	for (r = 0; r < n; r++)
		for (c = 0; c < m; c++) {
			int v;
			if (taken[r][c] || (r > 0 && !taken[r - 1][c]) ||
			    (c > 0 && !taken[r][c - 1]))
				continue;
			taken[r][c] = 1;
			v = minimax(!black, left - 1);
			taken[r][c] = 0;
			if (black && A[r][c] + v > best)
				best = A[r][c] + v;
			if (!black && v - B[r][c] < best)
				best = v - B[r][c];
		}
	return best;
}
#endif

/* Row lengths, 4 bits each, row 0 highest: the key of a hash table. */
enum { SLOTS = 1 << 20 };
static unsigned long long key[SLOTS];
static int value[SLOTS], used[SLOTS];

static int search(int len[10], int taken_cells);

/* The row lengths' key. */
static unsigned long long key_of(const int len[10])
{
	unsigned long long k = 0;
	int r;

	for (r = 0; r < n; r++)
		k = k << 4 | (unsigned long long)len[r];
	return k;
}

/* From slot h on (linear probing), the slot that holds key k, else the
 * first unused one. */
static unsigned long probe(unsigned long h, unsigned long long k)
{
	while (used[h] && key[h] != k)
		h = (h + 1) & (SLOTS - 1);
	return h;
}

/* The best result (black's total - white's) the mover gets by growing
 * one row: the most for black, the least for white. */
static int best_move(int len[10], int taken_cells)
{
	int r, black = taken_cells % 2 == 0;
	int best = black ? -2000000000 : 2000000000;

	for (r = 0; r < n; r++) {
		int c = len[r], v;
		/* row r can grow if it is short and the row above is longer */
		if (c == m || (r > 0 && len[r - 1] <= c))
			continue;
		len[r]++;
		v = search(len, taken_cells + 1);
		len[r]--;
		if (black && A[r][c] + v > best)
			best = A[r][c] + v;
		if (!black && v - B[r][c] < best)
			best = v - B[r][c];
	}
	return best;
}

/* The result of perfect play from the row lengths len, taken_cells
 * taken (black to move when even), memoised. */
static int search(int len[10], int taken_cells)
{
	unsigned long long k;
	unsigned long h;
	int best;

	if (taken_cells == n * m)
		return 0;
	k = key_of(len);
	h = probe((unsigned long)((k * 0x9E3779B97F4A7C15ULL) >> 44), k);
	if (used[h])
		return value[h];
	best = best_move(len, taken_cells);
	/* the recursion may have moved things: find the slot again */
	h = probe(h, k);
	used[h] = 1;
	key[h] = k;
	value[h] = best;
	return best;
}

#ifndef EXPLAIN
int main(void)
{
	int r, c, len[10], by_rows;

	if (scanf("%d %d", &n, &m) != 2 || n < 1 || n > 10 || m < 1 || m > 10)
		return 2;
	for (r = 0; r < n; r++)
		for (c = 0; c < m; c++)
			if (scanf("%d", &A[r][c]) != 1)
				return 2;
	for (r = 0; r < n; r++)
		for (c = 0; c < m; c++)
			if (scanf("%d", &B[r][c]) != 1)
				return 2;
	memset(len, 0, sizeof len);
	by_rows = search(len, 0);
	if (n * m <= 12 && minimax(1, n * m) != by_rows) {
		fprintf(stderr, "brute: the two searches disagree\n");
		return 3;
	}
	printf("%d\n", by_rows);
	return 0;
}
#endif
