/*
 * Runner self-test: a right answer only in an empty folder, and a stray
 * file written there, which must not reach the project.
 * Expect:  AC
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void)
{
	DIR *here = opendir(".");
	struct dirent *e;
	int others = 0;
	FILE *f;

	while (here && (e = readdir(here)))
		others += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	if (here)
		closedir(here);
	f = fopen("selftest-stray.txt", "w");
	if (f)
		fclose(f);
	puts(here && others == 0 ? "5" : "not in an empty folder");
	return 0;
}
