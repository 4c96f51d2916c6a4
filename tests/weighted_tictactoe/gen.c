/*
 * Generator for weighted_tictactoe.
 *
 *   gen hack SEED   make hack's inputs: the arguments below picked by
 *                   the seed, the edges among them: MAX 10, 10^9 or 0,
 *                   or close, at random
 *   gen SEED [MAX]    nine values in [-MAX, MAX] (default 10), one of them
 *                     moved by one if need be so that the sum is odd
 *   gen SEED 0        nine values of one magnitude, 10^9, signs at random
 *                     (their sum is even: one moves by one towards 0)
 *   gen SEED close    four values V, four -V (V within 1000 of 10^9) and
 *                     one odd value w within 63 of 0, anywhere: where Takahashi
 *                     ends with two of each and w, the totals differ by w
 *                     alone, near 10^9, where a float tells them apart no
 *                     more (float-totals.c)
 */
#include <string.h>

#include "../common/gen.h"

/* gen SEED close (see the top). */
static int close_totals(long seed)
{
	long v[9], big, small;
	int k, j;

	rng_state = (uint64_t)seed;
	big = 1000000000L - rng_range(0, 1000);
	small = 2 * rng_range(-32, 31) + 1;	/* under half a float step at 2^31 */
	for (k = 0; k < 9; k++)
		v[k] = k < 4 ? big : k < 8 ? -big : small;
	for (k = 8; k > 0; k--) {	/* shuffled */
		long t = v[k];
		j = (int)rng_range(0, k);
		v[k] = v[j], v[j] = t;
	}
	for (k = 0; k < 9; k++)
		printf("%ld%c", v[k], k % 3 == 2 ? '\n' : ' ');
	return 0;
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [MAX]";
	long max = 10, v[9], sum = 0;
	int k;
	/* gen hack SEED, for make hack: values at the bound, 10^9 */
	static const char *const edges[][8] = {
		{"10", "1000000000", "0", "close", NULL}
	};

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 1, edges);
	if (argc == 3 && strcmp(argv[2], "close") == 0)
		return close_totals(arg_number(argv[1], 0, 1L << 62, usage));

	usage_unless(argc == 2 || argc == 3, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	if (argc == 3)
		max = arg_number(argv[2], 0, 1000000000L, usage);
	for (k = 0; k < 9; k++) {
		if (max == 0)
			v[k] = rng_range(0, 1) ? 1000000000L : -1000000000L;
		else
			v[k] = rng_range(-max, max);
		sum += v[k];
	}
	if (sum % 2 == 0) {	/* an even sum: one value moves by one */
		k = (int)rng_range(0, 8);
		v[k] += v[k] > 0 ? -1 : 1;
	}
	for (k = 0; k < 9; k++)
		printf("%ld%c", v[k], k % 3 == 2 ? '\n' : ' ');
	return 0;
}
