/*
 * Runner self-test: memory taken and touched until something stops it.
 * Expect:  MLE
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	for (;;) {
		char *p = malloc(1 << 20);
		if (!p)
			return 1;
		memset(p, 1, 1 << 20);
	}
}
