/*
 * 一双木棋 with a memoised recursion over the staircase, kept as row
 * lengths packed 4 bits a row into a 64-bit key, found in a small hash
 * table; written as contest code is, warnings and all (-Wall shows an
 * unused variable and a misleading indentation).  Judges show warnings
 * and judge the program: so does make judge.
 * @EXPECTED_RESULTS@: ACCEPTED
 */
#include <stdio.h>
#include <string.h>

#define SIZE (1 << 20)

int n, m, a[10][10], b[10][10], len[10];
unsigned long long key[SIZE];
int val[SIZE], used[SIZE];

unsigned long long pack(void)
{
	unsigned long long k = 0;
	int i;
	for (i = 0; i < n; i++)
		k = k << 4 | len[i];
	return k;
}

/* The best (mover's total - other's) from here, `taken` cells taken. */
int best(int taken)
{
	unsigned long long k = pack();
	unsigned h = (unsigned)(k * 0x9E3779B97F4A7C15ULL >> 44);
	int i, v, r = -1000000000, unused;
	if (taken == n * m)
		return 0;
	while (used[h] && key[h] != k)
		h = (h + 1) & (SIZE - 1);
	if (used[h])
		return val[h];
	for (i = 0; i < n; i++)
		if (len[i] < m && (i == 0 || len[i - 1] > len[i])) {
			int gain = taken % 2 ? b[i][len[i]] : a[i][len[i]];
			len[i]++;
			v = gain - best(taken + 1);
			len[i]--;
			if (v > r)
				r = v;
		}
	used[h] = 1, key[h] = k;
	return val[h] = r;
}

int main(void)
{
	int i, j;
	scanf("%d %d", &n, &m);
	for (i = 0; i < n; i++)
		for (j = 0; j < m; j++)
			scanf("%d", &a[i][j]);
	for (i = 0; i < n; i++)
		for (j = 0; j < m; j++)
			scanf("%d", &b[i][j]);
	if (n > 0)
		memset(len, 0, sizeof len);
		printf("%d\n", best(0));
	return 0;
}
