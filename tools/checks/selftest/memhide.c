/*
 * Runner self-test, hostile: four children that each take and touch
 * 12 MiB, 48 MiB in all against a limit of 32, say so and stay until the
 * end, while the program itself waits for all four (however slow the
 * machine) and answers right with almost none.  Every process's memory
 * is the run's: MLE.
 * Expect:  MLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.5 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(void)
{
	struct timespec pause = {0, 200000000};
	int notes[2], i;
	char note;

	if (pipe(notes) != 0)
		return 2;
	for (i = 0; i < 4; i++)
		if (fork() == 0) {
			/* volatile: a store nobody reads is still made */
			volatile char *block = malloc(12 << 20);
			long at;
			for (at = 0; block && at < 12 << 20; at += 4096)
				block[at] = 1;
			if (write(notes[1], "x", 1) != 1)
				return 2;
			for (;;)
				nanosleep(&pause, NULL);
		}
	close(notes[1]);	/* so that a read ends if every child did */
	for (i = 0; i < 4; i++)
		if (read(notes[0], &note, 1) != 1)
			break;
	puts("5");
	return 0;
}
