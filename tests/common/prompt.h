/* prompt.h: a person's lines, for the play tools (make play) */
#ifndef PROMPT_H
#define PROMPT_H
#include <stdio.h>
#include <string.h>

/* The prompt on stderr, then the person's next line from `from` into
 * line[size], blanks at both ends dropped; 0 at the end of `from` (a
 * newline then, so that the shell's prompt starts a line).  A line that
 * does not fit, or holds a NUL, is said so and asked again: never cut
 * and taken. */
static int ask(FILE *from, const char *prompt, char *line, int size)
{
	for (;;) {
		int c, n = 0, bad = 0, start = 0;
		fprintf(stderr, "%s", prompt);
		while ((c = getc(from)) != EOF && c != '\n')
			if (c == '\0' || n == size - 1)
				bad = 1;
			else
				line[n++] = (char)c;
		if (c == EOF && n == 0 && !bad) {
			fprintf(stderr, "\n");
			return 0;
		}
		while (n > 0 && strchr(" \t\r", line[n - 1]))
			n--;
		while (start < n && strchr(" \t", line[start]))
			start++;
		memmove(line, line + start, (size_t)(n - start));
		line[n - start] = '\0';
		if (!bad)
			return 1;
		fprintf(stderr, "that line is too long, or holds a NUL byte: "
			"type it again\n");
	}
}

/* Yes or no to `question`: 1 or 0; -1 for q or the end of `from`. */
static int yes_or_no(FILE *from, const char *question)
{
	char line[8];

	while (ask(from, question, line, sizeof line)) {
		if (!strcmp(line, "y") || !strcmp(line, "n"))
			return line[0] == 'y';
		if (!strcmp(line, "q"))
			return -1;
		fprintf(stderr, "'%s': type y or n (q to stop)\n", line);
	}
	return -1;
}
#endif
