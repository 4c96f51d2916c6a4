/*
 * Runner self-test, hostile: POSIX timers until none more may be made,
 * each a kernel object (tens of MiB for the ninety thousand a user may
 * have), then "5" if more than 10000 were made.  A cgroup is charged for
 * them: MLE; without one, RLIMIT_SIGPENDING holds them to 256.
 * Expect:  MLE
 * Expect uncounted:  WA
 * Hostile: yes
 * Limits:  2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(void)
{
	struct sigevent quiet;
	timer_t timer;
	long n = 0;

	memset(&quiet, 0, sizeof quiet);
	quiet.sigev_notify = SIGEV_NONE;
	while (n < 200000 && timer_create(CLOCK_MONOTONIC, &quiet, &timer) == 0)
		n++;
	puts(n > 10000 ? "5" : "0");
	return 0;
}
