/*
 * Runner self-test: the right answer, with CRLF and trailing blanks.
 * Expect:  AC
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	long a, b;
	if (scanf("%ld %ld", &a, &b) != 2)
		return 1;
	printf("%ld  \r\n\r\n", a + b);
	return 0;
}
