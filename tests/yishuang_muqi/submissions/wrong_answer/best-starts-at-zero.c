/*
 * best-starts-at-zero: a wrong solution to yishuang_muqi, kept to prove the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 * Points: 10 of 112 tests (each test alike).
 *
 * Mistake: the best difference starts at 0 instead of minus (or plus)
 * infinity; when every move leaves the mover behind, it reports 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static int n, m, A[10][10], B[10][10];

/* Row lengths, 4 bits each, row 0 lowest: the key of a hash table. */
enum { SLOTS = 1 << 20 };
static unsigned long long key[SLOTS];
static int value[SLOTS], used[SLOTS];

static int search(int len[10], int taken_cells)
{
	unsigned long long k = 0;
	unsigned long h;
	int r, best, black = taken_cells % 2 == 0;

	if (taken_cells == n * m)
		return 0;
	for (r = 0; r < n; r++)
		k = k << 4 | (unsigned long long)len[r];
	h = (unsigned long)((k * 0x9E3779B97F4A7C15ULL) >> 44);
	while (used[h] && key[h] != k)
		h = (h + 1) & (SLOTS - 1);
	if (used[h])
		return value[h];
	best = 0;	/* should start beyond every value */
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
	/* the recursion may have moved things: find the slot again */
	while (used[h] && key[h] != k)
		h = (h + 1) & (SLOTS - 1);
	used[h] = 1;
	key[h] = k;
	value[h] = best;
	return best;
}

int main(void)
{
	int r, c, len[10];

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
	printf("%d\n", search(len, 0));
	return 0;
}
