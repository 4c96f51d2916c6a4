/*
 * Runner self-test, hostile: attaches to PID 1 of its run (the init
 * that reports how it ended) and reads its memory, to forge the report;
 * "5" if it could.  Isolated, neither works, for two reasons each
 * enough: PID 1 is not dumpable, and it holds capabilities (in the run's
 * user namespace) that the program dropped.
 * Expect:  WA
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/ptrace.h>
#include <unistd.h>

int main(void)
{
	char c;
	int mem = open("/proc/1/mem", O_RDONLY);
	int got = ptrace(PTRACE_ATTACH, 1, NULL, NULL) == 0
		|| (mem >= 0 && pread(mem, &c, 1, 4096) == 1);

	puts(got ? "5" : "PID 1 out of reach");
	return 0;
}
