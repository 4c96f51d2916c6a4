/*
 * Runner self-test, hostile: asks for a netlink socket through the
 * i386 ABI (int 0x80, socket is call 359 there), whose numbers the
 * filter's x86-64 rules do not cover; "5" if it got one, "0" if it was
 * refused.  Isolated, a call of another ABI is killed (SIGSYS); a kernel
 * without the i386 ABI (ia32_emulation=0, or a confidential guest's)
 * makes no call of it at all and faults (SIGSEGV).  Either is RE.
 * Expect:  RE
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#include <stdio.h>

int main(void)
{
	long fd = -1;

#if defined(__x86_64__)
	/* eax: 359 (socket), ebx: AF_NETLINK, ecx: SOCK_RAW, edx: 0 */
	__asm__ volatile ("int $0x80" : "=a"(fd)
			  : "a"(359L), "b"(16L), "c"(3L), "d"(0L)
			  : "memory");
#endif
	puts(fd >= 0 ? "5" : "0");
	return 0;
}
