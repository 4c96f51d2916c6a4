/*
 * Runner self-test: a right answer after 0.2 s of CPU, under a limit of
 * 0.3 s, judged while six busy loops share its core (the self-test runs
 * it with `busy --crowd 6 CMD...`), so that it gets about a seventh of
 * the core: 1.4 s of wall time, over the wall budget of 1.1 s
 * were the time it waits for the core counted.  It is not: AC.
 *   busy --crowd N CMD...   runs CMD on one core with N busy loops
 * Expect:  AC
 * Judged under:  busy --crowd 6
 * Limits:  0.3 s, 32 MiB
 */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* The self-test's side (see the top): CMD's exit status. */
static int crowd(int loops, char **cmd)
{
	cpu_set_t one;
	pid_t loop[64], pid;
	int i, status = 0;

	CPU_ZERO(&one);
	CPU_SET(sched_getcpu() < 0 ? 0 : sched_getcpu(), &one);
	if (sched_setaffinity(0, sizeof one, &one) != 0)
		return perror("sched_setaffinity"), 2;
	for (i = 0; i < loops && i < 64; i++)
		if ((loop[i] = fork()) == 0) {
			setsid();	/* each its own autogroup, as the run */
			for (;;)
				;
		}
	if ((pid = fork()) == 0) {
		execvp(cmd[0], cmd);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	for (i = 0; i < loops && i < 64; i++) {
		kill(loop[i], SIGKILL);
		waitpid(loop[i], NULL, 0);
	}
	return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}

int main(int argc, char **argv)
{
	volatile unsigned long spin = 0;

	if (argc > 3 && strcmp(argv[1], "--crowd") == 0)
		return crowd(atoi(argv[2]), argv + 3);
	while (clock() < CLOCKS_PER_SEC / 100 * 20)
		spin++;
	puts("5");
	return 0;
}
