/*
 * Runner self-test, hostile: writes a file into the project (beside
 * build/), the caller's home and the machine's /tmp; "5" if any write
 * went through.  Isolated, none of them is there (its HOME and /tmp are
 * its own folder, which does not count), and the self-test checks that
 * no such file is there.
 * Expect:  WA
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Whether a file could be made in dir, a folder other than its own. */
static int wrote(const char *dir)
{
	char path[4096];
	struct stat here, there;
	FILE *f;

	if (stat(".", &here) != 0 || stat(dir, &there) != 0
	    || (here.st_dev == there.st_dev && here.st_ino == there.st_ino))
		return 0;
	snprintf(path, sizeof path, "%s/selftest-escape.txt", dir);
	if (!(f = fopen(path, "w")))
		return 0;
	fclose(f);
	return 1;
}

int main(void)
{
	char self[4096], *cut;
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	int any = 0;

	if (n > 0 && (self[n] = '\0', cut = strstr(self, "/build/"))) {
		*cut = '\0';
		any |= wrote(self);
	}
	if (getenv("HOME"))
		any |= wrote(getenv("HOME"));
	any |= wrote("/root") | wrote("/tmp");
	puts(any ? "5" : "nothing written");
	return 0;
}
