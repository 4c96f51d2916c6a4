/*
 * Runner self-test: a static array of 512 MiB against a limit of 32: the
 * program cannot even be loaded within the address space (twice the
 * limit plus 64 MiB) and dies before main.  That is memory, not a crash:
 * MLE, the array's size shown.
 * Expect:  MLE
 * Limits:  0.2 s, 32 MiB
 */
#include <stdio.h>

char table[512 << 20];	/* not static: it cannot be optimised away */

int main(void)
{
	int a, b;

	if (scanf("%d %d", &a, &b) != 2)
		return 1;
	table[(a * 7919 + b) % sizeof table] = (char)(a + b);
	printf("%d\n", table[(a * 7919 + b) % sizeof table]);
	return 0;
}
