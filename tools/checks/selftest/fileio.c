/*
 * Runner self-test, through files (IO=file, the sandbox's --file): reads
 * add.in and writes add.out in its folder, as a NOIP contestant does,
 * and a wrong answer on stdout, which a judge of files never reads.
 * Boxed only: the files are the box's folder's.
 * Expect:  AC
 * Through files:  add
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#include <stdio.h>

int main(void)
{
	long a, b;
	FILE *in = fopen("add.in", "r"), *out = fopen("add.out", "w");

	if (!in || !out || fscanf(in, "%ld %ld", &a, &b) != 2)
		return 1;
	fprintf(out, "%ld\n", a + b);
	printf("%ld\n", a + b + 1);
	return fclose(out) != 0;
}
