/*
 * Runner self-test, hostile: looks for the project's answers by absolute
 * path (the folder tests/ beside build/, found from its own path) and
 * prints the first it can read; "5" if it read one.  Isolated, it finds
 * none.
 * Expect:  WA
 * Hostile: yes
 * Limits:  0.2 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Whether some NAME.out below dir (two levels down) can be read. */
static int read_one(const char *dir, int depth)
{
	char path[4096];
	DIR *d = opendir(dir);
	struct dirent *e;
	int found = 0;

	while (d && !found && (e = readdir(d))) {
		size_t n = strlen(e->d_name);
		FILE *f;
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		if (n > 4 && strcmp(e->d_name + n - 4, ".out") == 0
		    && (f = fopen(path, "r"))) {
			found = fgetc(f) != EOF;
			fclose(f);
		} else if (depth < 2) {
			found = read_one(path, depth + 1);
		}
	}
	if (d)
		closedir(d);
	return found;
}

int main(void)
{
	char self[4096], *cut;
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 16);

	if (n > 0 && (self[n] = '\0', cut = strstr(self, "/build/"))) {
		strcpy(cut, "/tests");
		puts(read_one(self, 0) ? "5" : "no answers to be seen");
		return 0;
	}
	puts("no path");
	return 0;
}
