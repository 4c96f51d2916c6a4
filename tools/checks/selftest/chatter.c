/*
 * Runner self-test: the right answer with a lot of stderr, 100000 lines
 * of it, each a write of its own: 0.2 s of CPU on a busy machine, under
 * a limit with room, for what is checked is that stderr is kept apart
 * from the answer and never blocks the program.
 * Expect:  AC
 * Limits:  1 s, 32 MiB
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
