/*
 * Runner self-test, hostile: pushes a command into the caller's terminal
 * (TIOCSTI on /dev/tty and on every descriptor that is a terminal) and
 * writes to it; "5" if anything went through.  Isolated, it has no
 * terminal: a session of its own, no /dev/tty, descriptors 0 to 2 only,
 * and the filter refuses TIOCSTI.
 *   tty --terminal CMD...   the self-test's side: runs CMD with a new
 *                           terminal of its own as the controlling one
 *                           (and on descriptor 9), then says whether
 *                           anything was pushed into it or written to it
 * Expect:  WA
 * Hostile: yes
 * Judged under:  tty --terminal
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

/* Whether a byte could be pushed into, or written to, the terminal fd. */
static int pushed(int fd)
{
	char c = '#';

	if (fd < 0 || !isatty(fd))
		return 0;
	return ioctl(fd, TIOCSTI, &c) == 0 || write(fd, "#\n", 2) == 2;
}

/* The self-test's side (see the top). */
static int terminal(char **cmd)
{
	int master = posix_openpt(O_RDWR | O_NOCTTY), slave, status, n = 0;
	pid_t pid;
	char buf[256];

	if (master < 0 || grantpt(master) || unlockpt(master)
	    || (slave = open(ptsname(master), O_RDWR | O_NOCTTY)) < 0)
		return perror("pty"), 2;
	if ((pid = fork()) == 0) {
		setsid();
		if (ioctl(slave, TIOCSCTTY, 0) != 0 || dup2(slave, 9) != 9)
			_exit(2);
		execvp(cmd[0], cmd);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	fcntl(master, F_SETFL, O_NONBLOCK);
	fcntl(slave, F_SETFL, O_NONBLOCK);
	while (read(master, buf, sizeof buf) > 0 || read(slave, buf,
							 sizeof buf) > 0)
		n++;
	printf("terminal: %s\n", n ? "something arrived" : "nothing arrived");
	return WIFEXITED(status) ? WEXITSTATUS(status) : 2;
}

int main(int argc, char **argv)
{
	int fd, any = 0;

	if (argc > 2 && strcmp(argv[1], "--terminal") == 0)
		return terminal(argv + 2);
	any |= pushed(open("/dev/tty", O_RDWR));
	for (fd = 0; fd < 1024; fd++)
		any |= pushed(fd);
	puts(any ? "5" : "no terminal");
	return 0;
}
