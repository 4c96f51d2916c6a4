/*
 * checker.h: what the checkers (tests/<slug>/checker.c) share, so that a
 * checker holds only its problem's rule.  A problem whose statement
 * accepts several answers is judged by a checker, not by comparison.
 *
 * One source, two builds:
 *
 *   checker INPUT ANSWER FEEDBACK_DIR [ARG...] < OUTPUT
 *     as problemtools, BAPCtools and DOMjudge run an output validator:
 *     exit 42 right, 43 wrong, the reason in FEEDBACK_DIR/judgemessage.txt
 *     (FEEDBACK_DIR with or without its final '/'; ARGs ignored)
 *   checker INPUT OUTPUT ANSWER                   (built -DTESTLIB_ORDER)
 *     as testlib's checkers run (oj t --judge-command, CP Editor,
 *     Polygon): exit 0 right, 1 wrong, 3 judge failure; the reason on
 *     stderr after "ok", "wrong answer" or "FAIL"
 *
 * A judge failure (a bad command line; the input or the answer, the
 * judge's own files, unreadable or not what the checker expects) exits 1
 * in the first build, which every judge of that convention takes as a
 * judge error, never as a verdict, and 3 in testlib's.
 *
 * The checker defines `static void check(void)`, which reads the three
 * sources below with the readers here and returns only when the output
 * is right; wrong() and fail() end the run.  Every source is read as
 * words (runs of bytes other than space, tab, CR and LF, as testlib's
 * readers read); the contestant's output leniently (white space is
 * free), each fault a wrong answer; a judge file's fault a judge failure.
 * A word longer than its buffer is a fault, read to its end in constant
 * memory, so a 60 MiB line costs time, not memory.  Messages quote the
 * output's bytes escaped (\xHH), never raw.
 */
#ifndef CHECKER_H
#define CHECKER_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef TESTLIB_ORDER
enum { RIGHT = 0, WRONG = 1, JUDGE_FAILURE = 3 };
#else
enum { RIGHT = 42, WRONG = 43, JUDGE_FAILURE = 1 };
#endif

typedef struct {
	FILE *file;
	const char *name;	/* "the output", "the input", "the answer" */
	int judges;		/* 1: a judge's file, its faults the judge's */
} source_t;

static source_t input = {NULL, "the input", 1};
static source_t answer = {NULL, "the answer", 1};
static source_t output = {NULL, "the output", 0};
static FILE *message;	/* judgemessage.txt, or stderr for testlib */

static void check(void);

/* Ends the run with `status`, `what` and the message on `message`. */
static inline void finish(int status, const char *what,
			  const char *format, va_list args)
{
#ifdef TESTLIB_ORDER
	fprintf(message, "%s ", what);
#else
	(void)what;
#endif
	vfprintf(message, format, args);
	fputc('\n', message);
	exit(fclose(message) == 0 ? status : JUDGE_FAILURE);
}

/* The output is wrong: why, in one line naming case, row and cell. */
static inline void wrong(const char *format, ...)
{
	va_list args;

	va_start(args, format);
	finish(WRONG, "wrong answer", format, args);
	va_end(args);
}

/* The judge is at fault, not the output. */
static inline void judge_failure(const char *format, ...)
{
	va_list args;

	va_start(args, format);
	finish(JUDGE_FAILURE, "FAIL", format, args);
	va_end(args);
}

/* A fault of `from`: wrong() for the output, else a judge failure. */
static inline void fault(const source_t *from, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	finish(from->judges ? JUDGE_FAILURE : WRONG,
	       from->judges ? "FAIL" : "wrong answer", format, args);
	va_end(args);
}

static inline int is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The n bytes at `bytes`, n at most 40 (every word a reader here hands
 * over is), as printable ASCII (\xHH otherwise), for a message; a
 * static buffer, good until the next call. */
static inline const char *shown(const char *bytes, size_t n)
{
	/* 40 bytes, each \xHH at most, and the NUL */
	static char s[4 * 40 + 1];
	size_t at = 0, i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)bytes[i];
		if (c >= 32 && c < 127 && c != '\\')
			s[at++] = (char)c;
		else
			at += (size_t)sprintf(s + at, "\\x%02x", c);
	}
	s[at] = '\0';
	return s;
}

/* The next word of `from` into word[size]; its length, 0 at the end.
 * A longer word is a fault of `from`, named `what`. */
static inline size_t next_word_of(source_t *from, char *word, size_t size,
			   const char *what)
{
	size_t n = 0;
	int c;

	while ((c = getc(from->file)) != EOF && is_blank(c))
		;
	for (; c != EOF && !is_blank(c); c = getc(from->file)) {
		if (n + 1 < size)
			word[n] = (char)c;
		n++;
	}
	word[n < size ? n : size - 1] = '\0';
	if (n >= size)
		fault(from, "%s: %s: %lu bytes, too long", from->name, what,
		      (unsigned long)n);
	return n;
}

/* The next word of `from`, which must be there: `what` names it. */
static inline size_t read_word(source_t *from, char *word, size_t size,
			const char *what)
{
	size_t n = next_word_of(from, word, size, what);

	if (n == 0)
		fault(from, "%s ends where %s was expected", from->name, what);
	return n;
}

/* The next word of `from`, a whole number in [lo, hi]. */
static inline long read_long(source_t *from, long lo, long hi,
			     const char *what)
{
	char word[24], *end;
	size_t n = read_word(from, word, sizeof word, what);
	long value = strtol(word, &end, 10);

	/* the whole word, a NUL in it too: "5\0x" is not 5 (and a word,
	 * never empty, with no digit ends nowhere near its end) */
	if (end != word + n || value < lo || value > hi)
		fault(from, "%s: %s is '%s', not a whole number from %ld to "
		      "%ld", from->name, what, shown(word, n), lo, hi);
	return value;
}

/* Nothing but white space left in `from`. */
static inline void read_end(source_t *from)
{
	char word[41];
	size_t n = next_word_of(from, word, sizeof word, "a word past the end");

	/* its bytes, a NUL among them too */
	if (n > 0)
		fault(from, "%s goes on past the end: '%s'", from->name,
		      shown(word, n));
}

static inline FILE *open_or_fail(const char *path)
{
	FILE *f = fopen(path, "rb");

	if (!f)
		judge_failure("cannot open %s", path);
	return f;
}

#ifdef TESTLIB_ORDER
int main(int argc, char **argv)
{
	message = stderr;
	if (argc < 4)
		judge_failure("usage: %s INPUT OUTPUT ANSWER", argv[0]);
	input.file = open_or_fail(argv[1]);
	output.file = open_or_fail(argv[2]);
	answer.file = open_or_fail(argv[3]);
	check();
	fputs("ok\n", stderr);
	return RIGHT;
}
#else
/* FEEDBACK_DIR/judgemessage.txt, written from the start, so that a judge
 * failure that comes later is explained there too ("DIR//judgemessage.txt"
 * for a DIR given with its '/' is the same file). */
static FILE *open_message(const char *dir)
{
	char *path = malloc(strlen(dir) + sizeof "/judgemessage.txt");
	FILE *f;

	if (!path)
		return NULL;
	sprintf(path, "%s/judgemessage.txt", dir);
	f = fopen(path, "w");
	free(path);
	return f;
}

int main(int argc, char **argv)
{
	message = stderr;
	if (argc < 4)
		judge_failure("usage: %s INPUT ANSWER FEEDBACK_DIR [ARG...] "
			      "< OUTPUT", argv[0]);
	message = open_message(argv[3]);
	if (!message) {
		message = stderr;
		judge_failure("cannot write %s/judgemessage.txt", argv[3]);
	}
	input.file = open_or_fail(argv[1]);
	answer.file = open_or_fail(argv[2]);
	output.file = stdin;
	check();
	fclose(message);	/* empty: nothing to write, nothing to fail */
	return RIGHT;
}
#endif

#endif
