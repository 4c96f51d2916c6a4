/*
 * Runner self-test, hostile: 384 MiB written into shared anonymous
 * mappings against a limit of 32, each megabyte let go of its page
 * table at once (MADV_DONTNEED: the pages stay in the shared object)
 * and each mapping shrunk to a page (mremap), so that no resident set
 * and no address space shows them; then the right answer.  A cgroup is
 * charged for shared pages: MLE; without one, a shared mapping is
 * refused.
 * Expect:  MLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

int main(void)
{
	const size_t size = 96 << 20, step = 1 << 20;
	size_t at;
	int round;

	for (round = 0; round < 4; round++) {
		char *p = mmap(NULL, size, PROT_READ | PROT_WRITE,
			       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED)
			break;
		for (at = 0; at < size; at += step) {
			memset(p + at, 1, step);
			madvise(p + at, step, MADV_DONTNEED);
		}
		mremap(p, size, 4096, 0);
	}
	puts("5");
	return 0;
}
