/*
 * Runner self-test, hostile: kills its parent, then every process it may
 * signal, then answers.  Isolated, its parent is its namespace's init,
 * which such signals do not reach, and it may signal nothing else: the
 * judge goes on.
 * Expect:  AC
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	kill(getppid(), SIGKILL);
	kill(-1, SIGKILL);
	puts("5");
	return 0;
}
