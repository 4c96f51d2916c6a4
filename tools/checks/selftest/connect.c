/*
 * Runner self-test, hostile: connects to the self-test's listener, over
 * TCP on 127.0.0.1 and over a Unix socket in /tmp (`connect --listen`:
 * the first free port from FIRST_PORT on, and
 * /tmp/tictactoe-selftest-PORT.sock), trying every port it may have
 * taken, and sends a line; "5" if it got through.  Isolated, its network
 * is a loopback that is down and the machine's /tmp is not in its root.
 * Expect:  WA
 * Expect uncounted:  RE (SIGSYS: a call the box refuses
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

enum { FIRST_PORT = 47100, PORTS = 32 };

static socklen_t address(int unix_socket, int port, struct sockaddr_un *u,
			 struct sockaddr_in *in)
{
	memset(u, 0, sizeof *u);
	memset(in, 0, sizeof *in);
	if (unix_socket) {
		u->sun_family = AF_UNIX;
		snprintf(u->sun_path, sizeof u->sun_path,
			 "/tmp/tictactoe-selftest-%d.sock", port);
		return sizeof *u;
	}
	in->sin_family = AF_INET;
	in->sin_port = htons((unsigned short)port);
	in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	return sizeof *in;
}

/* A listening socket of the kind at port, or -1. */
static int listener(int unix_socket, int port)
{
	struct sockaddr_un u;
	struct sockaddr_in in;
	socklen_t n = address(unix_socket, port, &u, &in);
	int s = socket(unix_socket ? AF_UNIX : AF_INET, SOCK_STREAM, 0);

	if (s >= 0 && bind(s, unix_socket ? (struct sockaddr *)&u
			   : (struct sockaddr *)&in, n) == 0
	    && listen(s, 8) == 0)
		return s;
	if (s >= 0)
		close(s);
	return -1;
}

/* The self-test's side: listens on both, prints "listening PORT", then
 * what arrives, if anything, until it is killed. */
static int listen_on(void)
{
	struct pollfd fds[2];
	int port, c, i;
	char line[64];

	for (port = FIRST_PORT; port < FIRST_PORT + PORTS; port++) {
		fds[0].fd = listener(0, port);
		fds[1].fd = fds[0].fd < 0 ? -1 : listener(1, port);
		if (fds[1].fd >= 0)
			break;
		if (fds[0].fd >= 0)
			close(fds[0].fd);
	}
	if (port == FIRST_PORT + PORTS)
		return 2;
	printf("listening %d\n", port);
	fflush(stdout);
	fds[0].events = fds[1].events = POLLIN;
	while (poll(fds, 2, -1) > 0)
		for (i = 0; i < 2; i++)
			if (fds[i].revents
			    && (c = accept(fds[i].fd, NULL, NULL)) >= 0) {
				ssize_t n = read(c, line, sizeof line - 1);
				printf("arrived: %.*s\n", n > 0 ? (int)n : 0,
				       line);
				fflush(stdout);
				close(c);
			}
	return 0;
}

int main(int argc, char **argv)
{
	struct sockaddr_un u;
	struct sockaddr_in in;
	int port, kind, s, through = 0;

	if (argc == 2 && strcmp(argv[1], "--listen") == 0)
		return listen_on();
	for (port = FIRST_PORT; port < FIRST_PORT + PORTS; port++)
		for (kind = 0; kind < 2; kind++) {
			socklen_t n = address(kind, port, &u, &in);
			s = socket(kind ? AF_UNIX : AF_INET, SOCK_STREAM, 0);
			if (s >= 0 && connect(s, kind ? (struct sockaddr *)&u
					      : (struct sockaddr *)&in, n) == 0
			    && write(s, "escaped\n", 8) == 8)
				through = 1;
			if (s >= 0)
				close(s);
		}
	puts(through ? "5" : "no network");
	return 0;
}
