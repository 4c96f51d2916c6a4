/*
 * Runner self-test, hostile: looks for the caller's paths where a box
 * may show them (the mount table, its input's and its own file's links,
 * the command line of PID 1) and prints "5" if any names the self-test
 * ("selftest", in the folder of its tests and of its program).
 * Isolated, the input and the program are sealed copies in memory.
 * Expect:  WA
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Whether the file at path holds "selftest". */
static int file_says(const char *path)
{
	char text[1 << 16];
	size_t n = 0;
	FILE *f = fopen(path, "r");

	if (f) {
		n = fread(text, 1, sizeof text - 1, f);
		fclose(f);
	}
	text[n] = '\0';
	for (; n > 0; n--)	/* NULs between words: spaces */
		if (!text[n - 1])
			text[n - 1] = ' ';
	return strstr(text, "selftest") != NULL;
}

/* Whether the link at path names "selftest". */
static int link_says(const char *path)
{
	char target[4096];
	ssize_t n = readlink(path, target, sizeof target - 1);

	target[n > 0 ? n : 0] = '\0';
	return strstr(target, "selftest") != NULL;
}

int main(void)
{
	int seen = file_says("/proc/self/mountinfo")
		| file_says("/proc/1/cmdline") | file_says("/proc/self/environ")
		| link_says("/proc/self/fd/0") | link_says("/proc/self/exe");

	puts(seen ? "5" : "0");
	return 0;
}
