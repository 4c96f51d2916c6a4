/*
 * Runner self-test, hostile: fills its folder with files of 1 MiB until a
 * write fails; "5" if more than 64 MiB went in.  Isolated, its folder is
 * a tmpfs of the output limit, 64 MiB.  (A second: filling 64 MiB may
 * take longer than 0.2 s on a busy machine; 256 MiB, since what it
 * writes there is the run's memory: see memfd.c.)
 * Expect:  WA
 * Hostile: yes
 * Limits:  1 s, 256 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

int main(void)
{
	static char block[1 << 20];
	char name[32];
	long mib = 0;
	FILE *f;

	memset(block, 'x', sizeof block);
	for (;;) {
		sprintf(name, "fill-%ld", mib);
		if (!(f = fopen(name, "w")))
			break;
		if (fwrite(block, 1, sizeof block, f) != sizeof block
		    || fclose(f) != 0)
			break;
		if (++mib > 1000)
			break;
	}
	puts(mib > 64 ? "5" : "the folder filled");
	return 0;
}
