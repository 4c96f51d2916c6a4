/*
 * The printer family's submission (tools/checks/family/printer.sh): for
 * any input, terminal escapes that clear the screen and draw a green
 * verdict of agreement, on stdout and stderr.  Wrong on every problem;
 * no tool may show a byte of it raw.
 */
#include <stdio.h>

int main(void)
{
	const char *forged = "\033[2J\033[H\033[32myours agrees with ours on"
		" every position\033[0m\r\n";

	fputs(forged, stdout);
	fputs(forged, stderr);
	return 0;
}
