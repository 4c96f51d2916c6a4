/*
 * Runner self-test: a right answer, and a child that leaves the process
 * group with setsid() and never ends; the judge must still end it.
 * Expect:  AC
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	if (fork() == 0) {
		setsid();
		if (fork() == 0)	/* a grandchild, in the new session */
			for (;;)
				pause();
		for (;;)
			pause();
	}
	puts("5");
	return 0;
}
