/*
 * Runner self-test, hostile: opens an io_uring, whose operations make
 * sockets and open files that the syscall filter never sees (its
 * IORING_OP_SOCKET made netlink sockets, whose queues held memory no
 * cgroup counts); "5" if it opened one.  Isolated, io_uring_setup says
 * ENOSYS, as Docker's and Android's filters have it.
 * Expect:  WA
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	unsigned params[30];	/* struct io_uring_params: 120 bytes */
	long ring;

	memset(params, 0, sizeof params);
	ring = syscall(SYS_io_uring_setup, 8, params);
	puts(ring >= 0 ? "5" : "0");
	return 0;
}
