/*
 * Runner self-test, hostile: a single burst of memory over the limit,
 * as short as the kernel allows (a mapping populated at once and let go
 * at once: a few milliseconds, between two of PID 1's readings), then
 * the peak reset (clear_refs: /proc is read-only in the box), then a
 * long wait before the input is echoed as the answer.  The input is the
 * burst, in hundredths of the limit: bursts/ holds 20 runs each of 110,
 * 125 and 200.  A peak is a peak, however short, and it is seen when it
 * is made: MLE on every run, at once (a box that saw it only at the end
 * would let the wait run out first: TLE).
 * Expect:  MLE
 * Tests:  bursts
 * Hostile: yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/mman.h>
#include <time.h>

enum { LIMIT = 32 << 20 };

int main(void)
{
	struct timespec wait = {5, 0};
	size_t size;
	int hundredths;
	void *burst;
	FILE *refs;

	if (scanf("%d", &hundredths) != 1 || hundredths < 1)
		return 2;
	size = (size_t)LIMIT / 100 * (size_t)hundredths;
	burst = mmap(NULL, size, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if (burst == MAP_FAILED)
		return 2;
	munmap(burst, size);
	if ((refs = fopen("/proc/self/clear_refs", "w"))) {
		fputs("5", refs);
		fclose(refs);
	}
	nanosleep(&wait, NULL);	/* past the wall budget, 3.2 s */
	printf("%d\n", hundredths);
	return 0;
}
