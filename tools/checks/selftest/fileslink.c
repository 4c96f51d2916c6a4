/*
 * Runner self-test, hostile, through files: add.out is a link (to add.in
 * beside it, which the box surely has; outside the box, a link could
 * name any file the judge may read), which reading would follow; the
 * judge reads a plain file alone, so its output is nothing.  Boxed only.
 * Expect:  WA got end of output
 * Through files:  add
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <unistd.h>

int main(void)
{
	return symlink("add.in", "add.out") != 0;
}
