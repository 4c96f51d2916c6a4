/*
 * Runner self-test, hostile: a thread with a table of descriptors of its
 * own (clone without CLONE_FILES), which without a cgroup would let its
 * threads hold 64 times the open files, each with a kernel buffer; then
 * the right answer.  With a cgroup it is a thread like any: AC; without
 * one, a thread must share memory and descriptors.
 * Expect:  AC
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>

static char stack[1 << 16];

static int thread(void *unused)
{
	(void)unused;
	return 0;
}

int main(void)
{
	int flags = CLONE_VM | CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM;

	if (clone(thread, stack + sizeof stack, flags, NULL) < 0)
		return 1;
	puts("5");
	return 0;
}
