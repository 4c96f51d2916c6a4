/*
 * verdict: a test's verdict from its run, for the bash tools (the rule
 * itself is decide(), tools/core/verdict.h).
 *
 *   verdict [--tokens | --exact] CPU_MS MEMORY_MIB OUTPUT_MIB RUN
 *           EXPECTED OUT ERR
 *
 * The limits the run was held to; RUN, the sandbox's line (tools/core/
 * sandbox.c: VERDICT CODE CPU_MS PEAK_KIB WALL_US END); EXPECTED, the
 * expected output, or NAME.err, the text an expected rejection's line
 * must hold (CR and LF left out), or - for either an answer or a
 * rejection; OUT and ERR, what the program wrote.  Outputs compared by
 * words (--tokens), bytes (--exact) or else lines (compare.h).
 * Prints VERDICT, a tab and the detail on one line; exit 0 for AC, 1
 * for any other verdict, 2 on a usage error or a file it cannot read.
 */
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
		fprintf(stderr, "verdict: cannot open %s\n", path);
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
		fprintf(stderr, "verdict: %s: out of memory\n", path);
		exit(2);
	}
	fclose(f);
	while (!keep_end && t->len > 0 && blank(t->text[t->len - 1]))
		t->len--;
	t->text[t->len] = '\0';
}

static long whole(const char *s)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (*s < '0' || *s > '9' || *end) {
		fprintf(stderr, "verdict: '%s' is not a whole number\n", s);
		exit(2);
	}
	return v;
}

/* The sandbox's line: its first two fields and its last. */
static void read_outcome(struct outcome *o, const char *run)
{
	char end[16];

	if (sscanf(run, "%15s %d %*s %*s %*s %15s", o->what, &o->code,
		   end) != 3) {
		fprintf(stderr, "verdict: not a sandbox's line: '%s'\n", run);
		exit(2);
	}
	strcpy(o->end, end);
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

int main(int argc, char **argv)
{
	enum rule rule = RULE_LINES;
	struct limits l;
	struct outcome o;
	text_t want = {NULL, 0, 0, 0}, out, err;
	char detail[DETAIL_SIZE];
	const char *v;
	enum expect expect;

	if (argc > 1 && strcmp(argv[1], "--tokens") == 0)
		rule = RULE_TOKENS, argv++, argc--;
	else if (argc > 1 && strcmp(argv[1], "--exact") == 0)
		rule = RULE_EXACT, argv++, argc--;
	if (argc != 8) {
		fputs("usage: verdict [--tokens | --exact] CPU_MS MEMORY_MIB "
		      "OUTPUT_MIB RUN EXPECTED OUT ERR\n", stderr);
		return 2;
	}
	l.cpu_ms = whole(argv[1]);
	l.memory_mib = whole(argv[2]);
	l.output_mib = whole(argv[3]);
	read_outcome(&o, argv[4]);
	expect = expected(argv[5], rule, &want);
	/* trailing blanks matter to the rejection rule, and to --exact */
	load(&out, argv[6], expect != EXPECT_ANSWER || rule == RULE_EXACT);
	load(&err, argv[7], 1);
	v = decide(&o, &l, expect, rule, &want, &out, &err, detail);
	printf("%s\t%s\n", v, detail);
	return strcmp(v, "AC") != 0;
}
