/*
 * Runner self-test: busy.c's right answer after 0.2 s of CPU, under a
 * limit of 0.3 s and six busy loops on its core, worked by a second
 * thread while the main one sleeps in pthread_join.  The time a run
 * waits for a core is every thread's (/proc/PID/task/TID/schedstat),
 * not only the main thread's, which never waits: AC, not a TLE asleep.
 * Expect:  AC
 * Judged under:  busy --crowd 6
 * Limits:  0.3 s, 32 MiB
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <time.h>

static void *work(void *unused)
{
	volatile unsigned long spin = 0;

	(void)unused;
	while (clock() < CLOCKS_PER_SEC / 100 * 20)
		spin++;
	return NULL;
}

int main(void)
{
	pthread_t worker;

	if (pthread_create(&worker, NULL, work, NULL) != 0
	    || pthread_join(worker, NULL) != 0)
		return 2;
	puts("5");
	return 0;
}
