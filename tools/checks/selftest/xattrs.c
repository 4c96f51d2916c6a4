/*
 * Runner self-test, hostile: extended attributes of 64 KiB on a file of
 * its folder, which tmpfs keeps in the kernel's memory, not in blocks;
 * "5" if more than 64 MiB of them went in.  Its folder holds at most a
 * few hundred KiB of them (its inodes' allowance); without a cgroup,
 * setting one is refused.
 * Expect:  WA
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  1 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/xattr.h>

static char value[1 << 16];

int main(void)
{
	int fd = open("hidden.txt", O_CREAT | O_RDWR, 0644), i;
	char name[32];

	for (i = 0; i < 4000 && fd >= 0; i++) {
		snprintf(name, sizeof name, "user.a%d", i);
		if (fsetxattr(fd, name, value, sizeof value, 0) != 0)
			break;
	}
	puts(i > 1024 ? "5" : "0");
	return 0;
}
