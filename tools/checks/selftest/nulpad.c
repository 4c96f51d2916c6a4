/*
 * Runner self-test: the right answer, then a buffer's worth of NUL bytes,
 * which a strict judge rejects.
 * Expect:  WA
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	static char zeros[4096];

	fputs("5\n", stdout);
	fwrite(zeros, 1, sizeof zeros, stdout);
	return 0;
}
