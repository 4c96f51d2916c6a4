/*
 * Shrink step for weighted_tictactoe (tools/front/yours): the simpler
 * neighbours of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: every value divided by 10, then by 2 (the largest moved by
 * one towards 0 if the sum came out even); one value made 0 (if even) or
 * +-1 (if odd); one value halved, kept odd or even as it was; two odd
 * values both made 0.  The sum stays odd, and each is smaller than IN (a
 * smaller sum of magnitudes), so shrinking ends.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../common/shrink.h"

static long long v[9];

/* Writes the values, and exits if this is neighbour K; counts it. */
static void offer(void)
{
	int i;

	if (not_this_one())
		return;
	for (i = 0; i < 9; i++)
		printf("%lld%c", v[i], i % 3 == 2 ? '\n' : ' ');
	exit(0);
}

/* Offers the values with v[i] made x, if x is smaller than v[i]. */
static void offer_with(int i, long long x)
{
	long long was = v[i];

	if (llabs(x) >= llabs(was))
		return;
	v[i] = x;
	offer();
	v[i] = was;
}

/* The sum of the magnitudes: what shrinking makes smaller. */
static long long size(void)
{
	long long total = 0;
	int i;

	for (i = 0; i < 9; i++)
		total += llabs(v[i]);
	return total;
}

/* Offers every value divided by d, the sum kept odd, if that is smaller. */
static void offer_divided(long long d)
{
	long long was[9], sum = 0, before = size();
	int i, largest = 0;

	for (i = 0; i < 9; i++) {
		was[i] = v[i];
		sum += v[i] /= d;
		if (llabs(v[i]) > llabs(v[largest]))
			largest = i;
	}
	if (sum % 2 == 0)
		v[largest] += v[largest] > 0 ? -1 : 1;
	if (size() < before)
		offer();
	for (i = 0; i < 9; i++)
		v[i] = was[i];
}

int main(int argc, char **argv)
{
	int i, j;

	read_step(argc, argv, 0);
	for (i = 0; i < 9; i++)
		if (scanf("%lld", &v[i]) != 1)
			return 2;
	offer_divided(10);
	offer_divided(2);
	for (i = 0; i < 9; i++)	/* the smallest of its parity */
		offer_with(i, v[i] % 2 == 0 ? 0 : v[i] > 0 ? 1 : -1);
	for (i = 0; i < 9; i++) {	/* halved, parity kept */
		long long half = v[i] / 2;
		offer_with(i, (half - v[i]) % 2 ? half + (half < 0 ? 1 : -1)
						 : half);
	}
	for (i = 0; i < 9; i++)
		for (j = i + 1; j < 9; j++)
			if (v[i] % 2 && v[j] % 2) {
				long long a = v[i], b = v[j];
				v[i] = v[j] = 0;
				offer();
				v[i] = a, v[j] = b;
			}
	return 1;
}
