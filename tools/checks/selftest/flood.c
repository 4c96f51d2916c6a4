/*
 * Runner self-test: output without end.  (1 s: 64 MiB written is some
 * 0.05 s of CPU alone, more on a busy machine; the point here is output.)
 * Expect:  OLE
 * Limits:  1 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	static char line[4096];
	memset(line, 'x', sizeof line);
	for (;;)
		fwrite(line, 1, sizeof line, stdout);
}
