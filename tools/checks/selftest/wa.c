/*
 * Runner self-test: a wrong answer.
 * Expect:  WA line 1: expected '5', got '6'
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	puts("6");
	return 0;
}
