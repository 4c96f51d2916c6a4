/*
 * Runner self-test, hostile: the main thread ends alone (SYS_exit, not
 * exit_group), leaving a zombie leader, while a second thread spins for
 * ever.  The CPU time is the thread group's, whichever thread is alive:
 * TLE, its time shown at or past the limit.
 * Expect:  TLE cpu
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

static volatile unsigned long spins;

static void *spin(void *unused)
{
	(void)unused;
	for (;;)
		spins++;
	return NULL;
}

int main(void)
{
	pthread_attr_t small;
	pthread_t helper;

	pthread_attr_init(&small);
	pthread_attr_setstacksize(&small, 1 << 16);
	if (pthread_create(&helper, &small, spin, NULL) != 0)
		return 2;
	syscall(SYS_exit, 0);	/* this thread alone */
	return 2;
}
