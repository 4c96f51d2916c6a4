/*
 * Runner self-test, hostile: a fork bomb, every process forking for ever.
 * Isolated, its processes are few (the sandbox's NPROC) and all end with
 * the run.  (128 MiB: 64 processes hold about 50 MiB of the kernel's
 * memory, all charged to the run; with less it would be MLE.)
 * Expect:  TLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.2 s, 128 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

int main(void)
{
	for (;;)
		fork();
}
