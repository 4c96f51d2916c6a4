/*
 * Runner self-test: memory taken and touched until something stops it.
 * (1 s: near its limit the kernel reclaims before it kills, and on a busy
 * machine that took 0.22 s of CPU once; the point here is memory.)
 * Expect:  MLE
 * Limits:  1 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Where each block goes: a store to a volatile object is a side effect,
 * so no compiler may drop the blocks as unused (clang -O2 drops them
 * otherwise, and the program ends at once). */
static char *volatile last;

int main(void)
{
	for (;;) {
		char *p = malloc(1 << 20);
		if (!p)
			return 1;
		memset(p, 1, 1 << 20);
		last = p;
	}
}
