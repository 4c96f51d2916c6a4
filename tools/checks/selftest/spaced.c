/*
 * Runner self-test: the right digits after a space.
 * Expect:  WA (whitespace only)
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	puts(" 5");
	return 0;
}
