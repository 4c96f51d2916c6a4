/*
 * Runner self-test, hostile, through files: add.out is a folder, which
 * no read can take as an output; the judge reads a plain file alone, so
 * its output is nothing.  Boxed only.
 * Expect:  WA got end of output
 * Through files:  add
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <sys/stat.h>

int main(void)
{
	return mkdir("add.out", 0777) != 0;
}
