/*
 * Runner self-test: a recursion 24 MiB deep, past the usual 8 MiB stack
 * but within the memory limit, where judges such as Luogu and Codeforces
 * let the stack grow.
 * Expect:  AC
 * Limits:  0.5 s, 64 MiB
 */
#include <stdio.h>

/* Each frame holds 1 KiB that the next one reads back: no compiler can
 * turn the recursion into a loop. */
static long depth_sum(long depth)
{
	volatile char frame[1024];

	frame[depth % 1024] = (char)depth;
	if (depth == 0)
		return 0;
	return depth_sum(depth - 1) + frame[depth % 1024] - (char)depth;
}

int main(void)
{
	long a, b;

	if (scanf("%ld %ld", &a, &b) != 2)
		return 1;
	printf("%ld\n", a + b + depth_sum(24 * 1024));
	return 0;
}
