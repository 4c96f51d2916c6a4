/*
 * Runner self-test, hostile: connects to 127.0.0.1 on the port in
 * $SELFTEST_PORT, where the self-test listens (`connect --listen PORT`),
 * and sends a line; "5" if it got through.  Isolated, its network is a
 * loopback that is down.
 * Expect:  WA
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static struct sockaddr_in loopback(const char *port)
{
	struct sockaddr_in a;

	memset(&a, 0, sizeof a);
	a.sin_family = AF_INET;
	a.sin_port = htons((unsigned short)atoi(port));
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	return a;
}

/* The self-test's side: listens on PORT; prints what arrives, if
 * anything, until it is killed. */
static int listen_on(const char *port)
{
	struct sockaddr_in a = loopback(port);
	int s = socket(AF_INET, SOCK_STREAM, 0), one = 1, c;
	char line[64];

	setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (s < 0 || bind(s, (struct sockaddr *)&a, sizeof a) != 0
	    || listen(s, 8) != 0)
		return 2;
	puts("listening");
	fflush(stdout);
	while ((c = accept(s, NULL, NULL)) >= 0) {
		ssize_t n = read(c, line, sizeof line - 1);
		printf("arrived: %.*s\n", n > 0 ? (int)n : 0, line);
		fflush(stdout);
		close(c);
	}
	return 0;
}

int main(int argc, char **argv)
{
	struct sockaddr_in a;
	int s;

	if (argc == 3 && strcmp(argv[1], "--listen") == 0)
		return listen_on(argv[2]);
	if (!getenv("SELFTEST_PORT")) {
		puts("no port");
		return 0;
	}
	a = loopback(getenv("SELFTEST_PORT"));
	s = socket(AF_INET, SOCK_STREAM, 0);
	if (s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0
	    && write(s, "escaped\n", 8) == 8) {
		puts("5");
		return 0;
	}
	puts("no network");
	return 0;
}
