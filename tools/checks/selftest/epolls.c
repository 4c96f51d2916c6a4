/*
 * Runner self-test, hostile: epoll watches, a kernel object each, made
 * by the hundred thousand from few descriptors (eventfds copied into
 * every free number, watched by 60 epolls, then closed: a watch stays
 * while its file is open elsewhere), tens of MiB against a limit of 32,
 * then the right answer.  A cgroup is charged for them: MLE; without
 * one, epoll is refused.
 * Expect:  MLE
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

enum { POLLS = 60 };

int main(void)
{
	int poll[POLLS], file[POLLS], i, j, fd;
	struct epoll_event event = {EPOLLIN, {0}};

	for (i = 0; i < POLLS; i++)
		if ((poll[i] = epoll_create1(0)) < 0
		    || (file[i] = eventfd(0, 0)) < 0)
			return 1;
	for (j = 0; j < POLLS; j++) {
		for (fd = file[POLLS - 1] + 1; fd < 256; fd++)
			if (dup2(file[j], fd) == fd)
				for (i = 0; i < POLLS; i++)
					epoll_ctl(poll[i], EPOLL_CTL_ADD, fd,
						  &event);
		for (fd = file[POLLS - 1] + 1; fd < 256; fd++)
			close(fd);
	}
	puts("5");
	return 0;
}
