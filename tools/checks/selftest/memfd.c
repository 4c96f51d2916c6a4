/*
 * Runner self-test, hostile: 48 MiB written into a memfd and 8 MiB into
 * a file of its folder (memory that is no process's resident set)
 * against a limit of 32, then the right answer.  Shared and file memory
 * is the run's too: MLE.
 * Expect:  MLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.5 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

static char block[1 << 20];

int main(void)
{
	int fd = memfd_create("hidden", 0), i;
	FILE *f = fopen("hidden.txt", "w");

	for (i = 0; i < 8 && f; i++)
		fwrite(block, 1, sizeof block, f);
	if (f)
		fclose(f);
	for (i = 0; i < 48 && fd >= 0; i++)
		if (write(fd, block, sizeof block) != (ssize_t)sizeof block)
			break;
	puts("5");
	return 0;
}
