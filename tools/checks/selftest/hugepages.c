/*
 * Runner self-test, hostile: 48 MiB of huge pages (MAP_HUGETLB), which
 * no resident set shows and no memory cgroup is charged for, touched,
 * then the right answer ("0" where the machine reserves no huge page).
 * The box refuses huge pages, cgroup or not, whatever the machine has.
 * Expect:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

enum { SIZE = 48 << 20 };

int main(void)
{
	char *block = mmap(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE
			   | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);

	if (block == MAP_FAILED) {
		puts("0");
		return 0;
	}
	memset(block, 7, SIZE);
	puts("5");
	return 0;
}
