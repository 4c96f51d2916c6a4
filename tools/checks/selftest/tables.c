/*
 * Runner self-test, hostile: one page touched in each of 24576 regions
 * of 2 MiB and let go (MADV_DONTNEED keeps its page table), 96 MiB of
 * the kernel's page tables against a limit of 32, with a resident set of
 * almost nothing, then the right answer.  Page tables are the run's
 * memory too (a cgroup is charged for them; without one, PID 1 counts
 * them from /proc): MLE.
 * Expect:  MLE
 * Hostile: yes
 * Limits:  3 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/mman.h>

int main(void)
{
	long i;

	for (i = 0; i < 24576; i++) {
		char *page = mmap((void *)(0x200000000000L + (i << 21)), 4096,
				  PROT_READ | PROT_WRITE, MAP_PRIVATE
				  | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
		if (page == MAP_FAILED)
			break;
		page[0] = 1;
		madvise(page, 4096, MADV_DONTNEED);
	}
	puts("5");
	return 0;
}
