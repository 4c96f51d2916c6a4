/*
 * Runner self-test, hostile: 28 MiB touched (the peak resident set),
 * then, just after one of PID 1's readings (its voluntary context
 * switches in /proc/1/status tell when one ended; with a cgroup, none
 * comes, and it waits 20 ms), a 14 MiB file in
 * its folder, allocated, written and let go before the next: 42 MiB at
 * once against a limit of 32, each reading seeing 28 or less.  A cgroup
 * is charged for the file: MLE.  Without one, the folder's room is what
 * the limit leaves beside the peak, re-set at every reading: the file
 * does not fit, and the program stops (exit status 3).
 * Expect:  MLE
 * Expect uncounted:  RE (exit status 3)
 * Hostile: yes
 * Heavy:  yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { HELD = 28 << 20, FILED = 14 << 20, PIECE = 1 << 20 };

static long long now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* PID 1's voluntary context switches: one more after each reading. */
static long readings(void)
{
	char line[128];
	long n = -1;
	FILE *f = fopen("/proc/1/status", "r");

	while (f && fgets(line, sizeof line, f))
		sscanf(line, "voluntary_ctxt_switches: %ld", &n);
	if (f)
		fclose(f);
	return n;
}

int main(void)
{
	static char piece[PIECE];
	char *volatile held = malloc(HELD);
	long start, at;
	long long until;
	int fd;

	if (!held)
		return 2;
	memset(held, 1, HELD);
	until = now_ms() + 20;
	for (start = readings(); readings() == start && now_ms() < until;)
		;	/* a reading has just ended */
	if ((fd = open("scratch", O_RDWR | O_CREAT | O_TRUNC, 0600)) < 0)
		return 2;
	unlink("scratch");
	if (fallocate(fd, 0, 0, FILED) != 0)	/* 14 MiB at once */
		return 3;	/* no room */
	for (at = 0; at < FILED; at += PIECE)
		if (pwrite(fd, piece, PIECE, at) != PIECE)
			return 2;
	if (ftruncate(fd, 0) != 0)	/* let go */
		return 2;
	close(fd);
	puts(held[HELD - 1] == 1 ? "5" : "0");
	return 0;
}
