/*
 * Runner self-test: an endless computation.
 * Expect:  TLE
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	volatile unsigned long n = 0;
	for (;;)
		n++;
}
