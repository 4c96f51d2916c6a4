/*
 * Runner self-test, hostile: 48 MiB held in the buffers of pipes (a
 * megabyte each, F_SETPIPE_SZ) against a limit of 32, memory that is
 * no process's resident set, then the right answer.  The kernel's
 * buffers are the run's memory too: MLE; with no cgroup to count them,
 * a pipe is refused.
 * Expect:  MLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.5 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

static char block[1 << 20];

int main(void)
{
	int ends[2], i;

	for (i = 0; i < 48 && pipe(ends) == 0; i++)
		if (fcntl(ends[1], F_SETPIPE_SZ, 1 << 20) < 0
		    || write(ends[1], block, sizeof block) < 0)
			break;
	puts("5");
	return 0;
}
