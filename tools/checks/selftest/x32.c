/*
 * Runner self-test, hostile: asks for a netlink socket through the x32
 * ABI (the call's number with bit 30 set), whose numbers the filter's
 * x86-64 rules do not cover; "5" if it got one.  Isolated, a call of
 * another ABI is killed.
 * Expect:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(void)
{
	/* 0x40000000: x32; 16, 3: AF_NETLINK, SOCK_RAW */
	long fd = syscall(0x40000000L | SYS_socket, 16, 3, 0);

	puts(fd >= 0 ? "5" : "0");
	return 0;
}
