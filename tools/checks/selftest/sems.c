/*
 * Runner self-test, hostile: 150 SysV semaphore sets of 32000 each,
 * about 300 MiB of the kernel's memory against a limit of 32, then the
 * right answer.  A cgroup is charged for them: MLE; without one,
 * semget is refused.
 * Expect:  MLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/sem.h>

int main(void)
{
	int i;

	for (i = 0; i < 150; i++)
		if (semget(IPC_PRIVATE, 32000, IPC_CREAT | 0600) < 0)
			break;
	puts("5");
	return 0;
}
