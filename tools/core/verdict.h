/*
 * verdict.h: the one rule from a run to a test's verdict.  Every tool
 * that judges a program calls decide(): the judge, make judge and hack,
 * shrinking and explain SOL= through tools/core/verdict.c (tools/core/
 * lib.sh's judge_run), and tools/front/fuzz.c directly.
 *
 *   the sandbox's outcome   OLE, MLE, TLE, BUSY  -> that verdict
 *   (tools/core/sandbox.c)  RE (a signal)        -> RE
 *                           EXIT with status s:
 *     expected a rejection (NAME.err):  s = 1, no stdout, one line on
 *                           stderr holding the .err text -> AC, else WA
 *     expected an answer:   s != 0 -> RE; outputs compared by the
 *                           problem's rule -> AC or WA
 *     either (fuzzing):     s = 0 with an answer -> AC; s = 1 -> the
 *                           rejection rule, any text; else RE
 *
 * The detail, what a person reads after the verdict, quotes the
 * program's bytes escaped (\xHH), never raw: no program drives the
 * terminal of whoever reads it.  Comparing (--tokens, --exact, or lines
 * for a program of no problem) is compare.h's.
 */
#ifndef VERDICT_H
#define VERDICT_H

#include "compare.h"

enum expect { EXPECT_ANSWER, EXPECT_REJECTION, EXPECT_EITHER };

struct limits {
	long cpu_ms, memory_mib, output_mib;	/* memory 0: not judged */
};

/* How the sandbox says the run ended: its line's first two and last
 * fields. */
struct outcome {
	char what[16];	/* OLE MLE TLE BUSY RE EXIT */
	int code;	/* RE: the signal; EXIT: the status */
	char end[16];	/* ended, cpu, idle, starved, output */
};

enum { DETAIL_SIZE = 1024 };

/* The name kill -l gives signal n (1 to 31), else its number. */
static void signal_name(int n, char *to, size_t size)
{
	static const char *const name[] = {
		"HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE",
		"KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM",
		"STKFLT", "CHLD", "CONT", "STOP", "TSTP", "TTIN", "TTOU",
		"URG", "XCPU", "XFSZ", "VTALRM", "PROF", "WINCH", "IO",
		"PWR", "SYS"};

	if (n >= 1 && n <= 31)
		snprintf(to, size, "SIG%s", name[n - 1]);
	else
		snprintf(to, size, "signal %d", n);
}

/* Appends text[0..n) to `to`, escaped as tools/core/lib.sh's printable
 * escapes it: bytes outside printable ASCII as \xHH; once `max`
 * characters are out, the rest is "...". */
static void append_printable(char *to, size_t size, const char *text,
			     long n, long max)
{
	size_t at = strlen(to), start = at;
	long i;

	for (i = 0; i < n && (long)(at - start) < max && at + 5 < size; i++) {
		unsigned char c = (unsigned char)text[i];
		if (c >= 32 && c < 127)
			to[at++] = (char)c;
		else
			at += (size_t)sprintf(to + at, "\\x%02x", c);
	}
	to[at] = '\0';
	if (i < n && at + 4 < size)
		strcat(to, "...");
}

/* ": LINE", the first line of stderr's first 400 bytes, escaped, cut at
 * 80: what a crash said last.  Nothing when stderr is empty. */
static void append_stderr_head(char *to, size_t size, const text_t *err)
{
	long n = 0;

	while (n < err->len && n < 400 && err->text[n] != '\n')
		n++;
	if (err->len == 0)
		return;
	strncat(to, ": ", size - strlen(to) - 1);
	append_printable(to, size, err->text, n, 80);
}

/* Whether text[0..n) holds the bytes of `part` (any part when empty). */
static int holds(const char *text, long n, const char *part)
{
	long k = (long)strlen(part), i;

	for (i = 0; i + k <= n; i++)
		if (memcmp(text + i, part, (size_t)k) == 0)
			return 1;
	return 0;
}

/* The rejection rule: NULL when the run rejected its input as expected
 * (status 1, no stdout, exactly one line on stderr holding `part`),
 * else why not, in `why`. */
static const char *rejection_problem(const struct outcome *o,
				     const text_t *out, const text_t *err,
				     const char *part, char *why, size_t size)
{
	long lines = 0, i;

	for (i = 0; i < err->len; i++)
		lines += err->text[i] == '\n';
	if (o->code != 1)
		snprintf(why, size, "expected a rejection with exit status 1,"
			 " got %d", o->code);
	else if (out->len > 0)
		snprintf(why, size, "rejected, but wrote to stdout");
	else if (lines != 1 || err->text[err->len - 1] != '\n')
		snprintf(why, size, "rejected, but stderr is not exactly one"
			 " line");
	else if (!holds(err->text, err->len, part)) {
		long n = err->len < 100 ? err->len : 100;
		while (n > 0 && err->text[n - 1] == '\n')
			n--;
		snprintf(why, size, "message lacks '%s': ", part);
		append_printable(why, size, err->text, n, 100);
	} else
		return NULL;
	return why;
}

/* The verdict of a run that hit a limit or was killed, with its detail;
 * NULL for a run that exited. */
static const char *limit_verdict(const struct outcome *o,
				 const struct limits *l, const text_t *err,
				 char *detail, size_t size)
{
	char sig[32];

	if (strcmp(o->what, "OLE") == 0)
		snprintf(detail, size, "(output over %ld MiB)", l->output_mib);
	else if (strcmp(o->what, "MLE") == 0)
		snprintf(detail, size, "(limit %ld MiB)", l->memory_mib);
	else if (strcmp(o->what, "TLE") == 0)
		snprintf(detail, size, "(limit %ld.%03ld s%s)", l->cpu_ms / 1000,
			 l->cpu_ms % 1000, strcmp(o->end, "idle") ? "" :
			 "; asleep or waiting for input past 3 x the limit");
	else if (strcmp(o->what, "BUSY") == 0)
		snprintf(detail, size, "(the machine gave it no CPU for ten "
			 "times its wall budget, three times: too busy to "
			 "judge; run again when it is not)");
	else if (strcmp(o->what, "RE") == 0) {
		signal_name(o->code, sig, sizeof sig);
		snprintf(detail, size, "(%s)", sig);
		append_stderr_head(detail, size, err);
	} else
		return NULL;
	return o->what;
}

/* decide: the verdict of a test (AC, WA, RE, TLE, MLE, OLE or BUSY) from
 * how its run ended, what it wrote (out, err) and what was expected:
 * `want`, the expected output for EXPECT_ANSWER (compared by `rule`,
 * compare.h), the text the one line on stderr must hold for
 * EXPECT_REJECTION; unused for EXPECT_EITHER.  The detail goes to
 * `detail` (DETAIL_SIZE bytes). */
static const char *decide(const struct outcome *o, const struct limits *l,
			  enum expect expect, enum rule rule,
			  const text_t *want, const text_t *out,
			  const text_t *err, char *detail)
{
	const char *limit;
	char why[DETAIL_SIZE - 2];

	detail[0] = '\0';
	limit = limit_verdict(o, l, err, detail, DETAIL_SIZE);
	if (limit)
		return limit;
	if (expect == EXPECT_REJECTION ||
	    (expect == EXPECT_EITHER && o->code == 1)) {
		const char *part = expect == EXPECT_EITHER ? "" : want->text;
		if (!rejection_problem(o, out, err, part, why, sizeof why)) {
			strcpy(detail, expect == EXPECT_EITHER ? "(rejected)" :
			       "(rejected as expected)");
			return "AC";
		}
		snprintf(detail, DETAIL_SIZE, "(%s)", why);
		return "WA";
	}
	if (o->code != 0) {
		snprintf(detail, DETAIL_SIZE, "(exit status %d)", o->code);
		append_stderr_head(detail, DETAIL_SIZE, err);
		return "RE";
	}
	if (expect == EXPECT_EITHER)
		return out->len > 0 ? "AC" : (strcpy(detail, "(exit 0 with no "
					     "answer)"), "WA");
	return compare(rule, want, out, detail, DETAIL_SIZE) ? "WA" : "AC";
}

#endif
