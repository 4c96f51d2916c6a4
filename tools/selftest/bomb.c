/*
 * Runner self-test, hostile: a fork bomb, every process forking for ever.
 * Isolated, its processes are few (the sandbox's NPROC) and all end with
 * the run.
 * Expect:  TLE
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

int main(void)
{
	for (;;)
		fork();
}
