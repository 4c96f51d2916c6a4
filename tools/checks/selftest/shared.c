/*
 * Runner self-test, hostile: what a run might share with other runs and
 * the machine, or hide memory in: a netlink socket (its queue is memory
 * no cgroup is charged for), a vsock one (its ports are the machine's,
 * outside any network namespace), a lock on a system file (flock, and
 * fcntl's F_SETLK); "5" if any of them works.  Isolated, the filter
 * refuses every socket family but Unix, and every lock.
 * Expect:  WA
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <unistd.h>

int main(void)
{
	struct flock lock;
	int fd = open("/etc/ld.so.cache", O_RDONLY), any = 0;

	memset(&lock, 0, sizeof lock);
	lock.l_type = F_RDLCK;
	any |= socket(AF_NETLINK, SOCK_RAW, 0) >= 0;
	any |= socket(40 /* AF_VSOCK */, SOCK_STREAM, 0) >= 0;
	any |= socket(AF_INET, SOCK_STREAM, 0) >= 0;
	any |= fd >= 0 && flock(fd, LOCK_SH | LOCK_NB) == 0;
	any |= fd >= 0 && fcntl(fd, F_SETLK, &lock) == 0;
	puts(any ? "5" : "nothing shared");
	return 0;
}
