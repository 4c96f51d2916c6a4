/*
 * Runner self-test, hostile, through files: add.out is a named pipe,
 * on which reading would wait for a writer forever; the judge reads a
 * plain file alone, so its output is nothing, at once.  Boxed only.
 * Without a cgroup, a named pipe is refused as a pipe is (its buffers).
 * Expect:  WA got end of output
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Through files:  add
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <sys/stat.h>

int main(void)
{
	return mkfifo("add.out", 0666) != 0;
}
