/*
 * Runner self-test, hostile: terminal escapes on stdout and stderr that
 * clear the screen and draw a judge's closing line, then exit status 3.
 * The judge shows what it quotes of a program with control characters
 * escaped: RE, and the self-test checks that no line the judge printed
 * holds an escape.
 * Expect:  RE
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#include <stdio.h>

int main(void)
{
	const char *forged = "\033[2J\033[H\r555 passed, 0 failed\n";

	fputs(forged, stdout);
	fputs(forged, stderr);
	return 3;
}
