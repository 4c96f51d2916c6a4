/*
 * Runner self-test: a null pointer write.
 * Expect:  RE (SIGSEGV)
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	volatile int *p = NULL;
	*p = 1;
	return 0;
}
