/*
 * Runner self-test, hostile: 48 MiB held in the buffers of 48 named
 * pipes (mkfifo, each opened both ways and grown to 1 MiB), where no
 * resident set shows them and no file of the folder holds them, read
 * back intact, then the right answer.  A cgroup is charged for them:
 * MLE; without one, a named pipe is refused as a pipe is.
 * Expect:  MLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Heavy:  yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PIPES = 48, SIZE = 1 << 20 };

int main(void)
{
	static char block[SIZE], back[SIZE];
	int fd[PIPES], i, intact = 1;
	char name[32];

	memset(block, 7, sizeof block);
	for (i = 0; i < PIPES; i++) {
		snprintf(name, sizeof name, "fifo-%d", i);
		if (mkfifo(name, 0600) != 0
		    || (fd[i] = open(name, O_RDWR | O_NONBLOCK)) < 0)
			return 2;
		unlink(name);
		if (fcntl(fd[i], F_SETPIPE_SZ, SIZE) < SIZE
		    || write(fd[i], block, SIZE) != SIZE)
			return 2;
	}
	for (i = 0; i < PIPES; i++)
		intact &= read(fd[i], back, SIZE) == SIZE
			&& memcmp(back, block, SIZE) == 0;
	puts(intact ? "5" : "0");
	return 0;
}
