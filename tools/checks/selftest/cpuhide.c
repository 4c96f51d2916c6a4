/*
 * Runner self-test, hostile: a search too slow by far, spread over two
 * children that each compute for 0.3 s of CPU, say so, and then stay
 * asleep until they are killed at the end, while the program itself
 * waits for both and answers right.  Every process's CPU time is the
 * run's, ended or killed: TLE, its time shown at or past the limit.
 * Expect:  TLE cpu
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	struct timespec pause = {1, 0};
	volatile unsigned long spin = 0;
	int done[2], i;
	char note;

	if (pipe(done) != 0)
		return 2;
	for (i = 0; i < 2; i++)
		if (fork() == 0) {
			while (clock() < CLOCKS_PER_SEC / 10 * 3)
				spin++;
			if (write(done[1], "x", 1) != 1)
				return 2;
			for (;;)
				nanosleep(&pause, NULL);
		}
	for (i = 0; i < 2; i++)
		if (read(done[0], &note, 1) != 1)
			return 2;
	puts("5");
	return 0;
}
