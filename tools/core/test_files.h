/*
 * test_files.h: a test's files as decide() (verdict.h) takes them: the
 * expected output, the expected rejection's text, what the program
 * wrote, a sandbox's line, a checker's message, and the record a judged
 * test makes.  For the sandbox's tests (tools/core/sandbox.c --tests
 * and --expect) and tools/core/verdict.c.
 */
#ifndef TEST_FILES_H
#define TEST_FILES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verdict.h"

/* The file at path, whole, in t; its trailing white space, blank lines
 * included, dropped unless keep_end (which only RULE_EXACT keeps).
 * Exit 2 with a line on stderr when it cannot be read. */
static void load(text_t *t, const char *path, int keep_end)
{
	FILE *f = fopen(path, "rb");
	long cap = 1 << 16;
	size_t got;

	if (!f) {
		fprintf(stderr, "cannot open %s\n", path);
		exit(2);
	}
	t->text = malloc(cap);
	t->len = t->pos = t->line = 0;
	while (t->text && (got = fread(t->text + t->len, 1, cap - 1 - t->len,
				       f))) {
		t->len += (long)got;
		if (t->len == cap - 1)
			t->text = realloc(t->text, cap *= 2);
	}
	if (!t->text) {
		fprintf(stderr, "%s: out of memory\n", path);
		exit(2);
	}
	fclose(f);
	while (!keep_end && t->len > 0 && blank(t->text[t->len - 1]))
		t->len--;
	t->text[t->len] = '\0';
}

/* The .err file's text with its CR and LF bytes left out. */
static void drop_line_ends(text_t *t)
{
	long i, n = 0;

	for (i = 0; i < t->len; i++)
		if (t->text[i] != '\r' && t->text[i] != '\n')
			t->text[n++] = t->text[i];
	t->len = n;
	t->text[n] = '\0';
}

/* What EXPECTED asks for, loaded into want when it names a file. */
static enum expect expected(const char *path, enum rule rule, text_t *want)
{
	size_t n = strlen(path);

	if (strcmp(path, "-") == 0)
		return EXPECT_EITHER;
	if (n > 4 && strcmp(path + n - 4, ".err") == 0) {
		load(want, path, 1);
		drop_line_ends(want);
		return EXPECT_REJECTION;
	}
	load(want, path, rule == RULE_EXACT);
	return EXPECT_ANSWER;
}

/* A sandbox's line (tools/core/sandbox.c: VERDICT CODE CPU_MS PEAK_KIB
 * WALL_US END): how the run ended into o, what it used into used (its
 * CPU ms, peak KiB and wall us).  Status 0, -1 when it is not one. */
static int read_run(const char *line, struct outcome *o, long used[3])
{
	char what[16], end[16];

	if (sscanf(line, "%15s %d %ld %ld %ld %15s", what, &o->code,
		   &used[0], &used[1], &used[2], end) != 6)
		return -1;
	strcpy(o->what, what);
	strcpy(o->end, end);
	return 0;
}

/* A checker's or an interactor's judgemessage.txt at path into message
 * (loaded, to be freed); empty when it wrote none. */
static void read_message(text_t *message, const char *path)
{
	FILE *written = fopen(path, "rb");

	if (written)
		fclose(written);
	load(message, written ? path : "/dev/null", 0);
}

/* A test's record, the one every tool reads (tools/core/lib.sh's
 * read_record): its verdict and run, fields named, separated by tabs,
 *   verdict=AC outcome=EXIT code=0 cpu_ms=1 peak_kib=1328
 *   wall_us=1470 end=ended in=IN detail=TEXT
 * made here alone, for the sandbox's tests and for verdict.c's made-up
 * runs. */
static void print_record(const char *verdict, const struct outcome *o,
			 long cpu_ms, long peak_kib, long wall_us,
			 const char *in, const char *detail)
{
	printf("verdict=%s\toutcome=%s\tcode=%d\tcpu_ms=%ld\tpeak_kib=%ld\t"
	       "wall_us=%ld\tend=%s\tin=%s\tdetail=%s\n", verdict, o->what,
	       o->code, cpu_ms, peak_kib, wall_us, o->end, in, detail);
}

#endif
