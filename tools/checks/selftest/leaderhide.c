/*
 * Runner self-test, hostile: the main thread ends alone (SYS_exit, not
 * exit_group), leaving a zombie leader whose /proc/PID/status shows no
 * memory at all; a second thread takes and touches 100 MiB against a
 * limit of 32, holds them a third of a second, reads them back, lets
 * them go, tries to reset the peak (clear_refs: /proc is read-only in
 * the box) and answers right.  The memory is the thread group's,
 * whichever thread is alive: MLE.
 * Expect:  MLE
 * Hostile: yes
 * Heavy:  yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

enum { SIZE = 100 << 20, PAGE = 4096 };

static void *solve(void *unused)
{
	struct timespec hold = {0, 300000000};
	volatile char *block;
	long at, sum = 0;
	int fd;

	(void)unused;
	block = mmap(NULL, SIZE, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (block == MAP_FAILED)
		exit(2);
	for (at = 0; at < SIZE; at += PAGE)
		block[at] = 1;
	nanosleep(&hold, NULL);
	for (at = 0; at < SIZE; at += PAGE)
		sum += block[at];
	munmap((void *)block, SIZE);
	if ((fd = open("/proc/thread-self/clear_refs", O_WRONLY)) >= 0) {
		if (write(fd, "5", 1) != 1)
			sum = 0;
		close(fd);
	}
	printf("%d\n", sum == SIZE / PAGE ? 5 : 0);
	exit(0);
}

int main(void)
{
	pthread_attr_t small;	/* RLIMIT_AS leaves no room for 32 MiB */
	pthread_t helper;

	pthread_attr_init(&small);
	pthread_attr_setstacksize(&small, 1 << 16);
	if (pthread_create(&helper, &small, solve, NULL) != 0)
		return 2;
	syscall(SYS_exit, 0);	/* this thread alone */
	return 2;
}
