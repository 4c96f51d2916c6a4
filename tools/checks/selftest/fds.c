/*
 * Runner self-test, hostile: reads and writes every descriptor above 2
 * that the caller may have left open (the self-test leaves a file of
 * its own on 8, and its terminal on 9); "5" if one is open.  Isolated, only 0, 1 and 2 are.
 * Expect:  WA
 * Hostile: yes
 * Judged under:  tty --terminal
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	char c;
	int fd, open_ones = 0;

	for (fd = 3; fd < 65536; fd++)
		if (fcntl(fd, F_GETFD) != -1) {
			open_ones++;
			if (read(fd, &c, 1) == 1)
				fprintf(stderr, "read from descriptor %d\n", fd);
			if (write(fd, "#\n", 2) == 2)
				fprintf(stderr, "wrote to descriptor %d\n", fd);
		}
	puts(open_ones ? "5" : "0, 1 and 2 only");
	return 0;
}
