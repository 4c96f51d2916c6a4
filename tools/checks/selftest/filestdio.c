/*
 * Runner self-test, through files: the right answer, but read from
 * stdin and written to stdout, where a judge of files gives it nothing
 * and reads nothing.  Boxed only.
 * Expect:  WA got end of output
 * Through files:  add
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#include <stdio.h>

int main(void)
{
	long a, b;

	if (scanf("%ld %ld", &a, &b) != 2)
		return 0;
	printf("%ld\n", a + b);
	return 0;
}
