/*
 * Runner self-test, hostile: looks for the project and the machine from
 * every clue a run has (its input's and its own path, its folder, PID
 * 1's command line, the mounts) and from the usual places (/root,
 * /home, /work, /tmp, /etc/shadow): at each folder on those paths it
 * tries .git/HEAD, tests/, src/, build/sol/ and Makefile; it looks for
 * any process but its own run's and for the caller's environment; "5"
 * if it found anything.  Isolated, there is nothing of them to find.
 * Expect:  WA
 * Hostile: yes
 * Limits:  0.5 s, 32 MiB
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;

/* Whether the project can be opened at dir or a folder above it: its
 * .git, or two of its other marks (/usr has a src/ of its own). */
static int project_above(const char *path)
{
	static const char *const mark[] = {
		".git/HEAD", "tests", "src", "build/sol", "Makefile"
	};
	char dir[4096], try[4200], *slash;
	unsigned i;
	int fd;

	snprintf(dir, sizeof dir, "%s", path);
	while ((slash = strrchr(dir, '/'))) {
		int marks = 0;
		*slash = '\0';
		for (i = 0; i < sizeof mark / sizeof *mark; i++) {
			snprintf(try, sizeof try, "%s/%s", dir, mark[i]);
			if ((fd = open(try, O_RDONLY)) >= 0) {
				close(fd);
				marks += i == 0 ? 2 : 1;
			}
		}
		if (marks >= 2) {
			fprintf(stderr, "found %s/\n", dir);
			return 1;
		}
	}
	return 0;
}

/* The target of a link, such as /proc/self/fd/0, as a path to try. */
static int from_link(const char *link)
{
	char path[4096];
	ssize_t n = readlink(link, path, sizeof path - 1);

	return n > 0 && (path[n] = '\0', project_above(path));
}

/* Mount points and PID 1's words, each a path to try. */
static int from_file(const char *file)
{
	char text[65536], *word;
	FILE *f = fopen(file, "r");
	size_t n, i;
	int found = 0;

	if (!f)
		return 0;
	n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	for (i = 0; i < n; i++)
		if (text[i] == '\0' || text[i] == '\n')
			text[i] = ' ';
	text[n] = '\0';
	for (word = strtok(text, " "); word; word = strtok(NULL, " "))
		if (word[0] == '/')
			found |= project_above(word) || project_above(
				strcat(strncat((char[8192]){0}, word, 4000),
				       "/x"));
	return found;
}

/* Processes not of this run: PID 1 is its init, itself the rest. */
static int others_seen(void)
{
	DIR *proc = opendir("/proc");
	struct dirent *e;
	int seen = 0;

	while (proc && (e = readdir(proc)))
		seen += atoi(e->d_name) > 0;
	if (proc)
		closedir(proc);
	return seen > 3;
}

int main(void)
{
	static const char *const place[] = {
		"/root/x", "/home/x", "/work/x", "/tmp/x/x", "/etc/shadow/x"
	};
	char here[4096];
	unsigned i;
	int found = from_link("/proc/self/fd/0") | from_link("/proc/self/exe")
		| from_file("/proc/1/cmdline") | from_file("/proc/self/mountinfo")
		| others_seen();

	if (getcwd(here, sizeof here - 4))
		found |= project_above(strcat(here, "/x"));
	for (i = 0; i < sizeof place / sizeof *place; i++)
		found |= project_above(place[i]);
	for (i = 0; environ[i]; i++)
		found |= strncmp(environ[i], "PATH=", 5) != 0
			&& strncmp(environ[i], "HOME=", 5) != 0
			&& strncmp(environ[i], "TMPDIR=", 7) != 0
			&& strncmp(environ[i], "LANG=", 5) != 0
			&& strncmp(environ[i], "PWD=", 4) != 0
			&& strstr(environ[i], "SAN_OPTIONS=") == NULL;
	puts(found ? "5" : "nothing found");
	return 0;
}
