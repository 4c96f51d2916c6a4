/*
 * Runner self-test: the right answer with a lot of stderr.
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
	int i;
	for (i = 0; i < 100000; i++)
		fprintf(stderr, "debug line %d\n", i);
	puts("5");
	return 0;
}
