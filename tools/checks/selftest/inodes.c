/*
 * Runner self-test, hostile: 100000 links of long names in its folder,
 * inodes and names that no block count shows (about 160 MiB of the
 * kernel's memory); "5" if they all went in.  Its folder holds at most
 * BOX_INODES files (tools/core/box.h).
 * Expect:  WA
 * Hostile: yes
 * Limits:  2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	char name[256];
	long i;

	for (i = 0; i < 100000; i++) {
		snprintf(name, sizeof name, "%0240ld", i);
		if (symlink("somewhere", name) != 0)
			break;
	}
	puts(i == 100000 ? "5" : "0");
	return 0;
}
