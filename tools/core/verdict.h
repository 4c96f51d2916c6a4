/*
 * verdict.h: the one rule from a run to a test's verdict.  Every tool
 * that judges a program calls decide(): the sandbox (tools/core/
 * sandbox.c), on a list of tests (--tests: the judge, make test, judge
 * and hack; tools/core/lib.sh's run_tests) or one (--expect:
 * shrinking, explain SOL=, a path a list cannot hold; lib.sh's
 * judge_run), whatever judges the output; tools/front/fuzz.c
 * directly; and tools/core/verdict.c, on the runs the judge's self-test
 * makes up.
 *
 *   the sandbox's outcome   OLE, MLE, TLE, BUSY  -> that verdict
 *   (tools/core/sandbox.c)  RE (a signal)        -> RE
 *                           EXIT with status s:
 *     expected a rejection (NAME.err):  s = 1, no stdout, one line on
 *                           stderr holding the .err text -> AC, else WA
 *     expected an answer:   s != 0 -> RE; outputs compared by the
 *                           problem's rule -> AC or WA; or, for a
 *                           problem judged by a checker, the
 *                           checker's exit: 42 -> AC, 43 -> WA (its
 *                           judgemessage.txt's first line the detail),
 *                           anything else, a crash, a limit -> JE
 *     either (fuzzing):     s = 0 with an answer -> AC; s = 1 -> the
 *                           rejection rule, any text; else RE
 *     played (fuzzing an interactive problem's program on its side of
 *                           a game): as either, but it writes as it
 *                           reads, so s = 0 is AC, and a rejection may
 *                           follow what it wrote
 *   played against an interactor (RULE_INTERACTIVE), as problemtools,
 *   BAPCtools and DOMjudge agree: the interactor's exit other than 42
 *   or 43 (a crash, a limit) -> JE; 43 when it ended first -> WA; then
 *   the program's limits and crash as above (a TLE while it waited for
 *   input asks whether it flushed), an exit status s != 0 -> RE; then
 *   the interactor's exit: 42 -> AC, 43 -> WA
 *
 * The detail, what a person reads after the verdict, quotes the
 * program's bytes escaped (\xHH), never raw: no program drives the
 * terminal of whoever reads it.  Comparing (--tokens, --exact, or lines
 * for a program of no problem) is compare.h's.  JE, a judge error, is
 * never the program's verdict but the checker's failure (tests/common/
 * checker.h): the test is not judged, and no tool counts it as passed.
 */
#ifndef VERDICT_H
#define VERDICT_H

#include "compare.h"

enum expect {
	EXPECT_ANSWER, EXPECT_REJECTION, EXPECT_EITHER, EXPECT_PLAYED
};

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

/* What a test expects of a run. */
struct expected {
	enum expect expect;
	enum rule rule;		/* how an answer is judged */
	const text_t *want;	/* EXPECT_ANSWER: the expected output;
				 * EXPECT_REJECTION: the text the line on
				 * stderr must hold */
	const struct outcome *checker;	/* RULE_CHECKER: its run, */
	const text_t *message;		/* and its judgemessage.txt; */
	int judge_first;	/* RULE_INTERACTIVE (the interactor's run in
				 * checker): it ended before the program */
};

enum { DETAIL_SIZE = 1024 };
/* Linux's SIGSYS (x86-64, arm64), the signal the box's filter kills a
 * refused call with (tools/core/box.h) */
enum { SIGNAL_REFUSED = 31 };

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
 * NULL for a run that exited.  `waiting`: what a run killed asleep was
 * likely doing. */
static const char *limit_verdict(const struct outcome *o,
				 const struct limits *l, const text_t *err,
				 const char *waiting, char *detail, size_t size)
{
	char sig[32];

	if (strcmp(o->what, "OLE") == 0)
		snprintf(detail, size, "(output over %ld MiB)", l->output_mib);
	else if (strcmp(o->what, "MLE") == 0)
		snprintf(detail, size, "(limit %ld MiB)", l->memory_mib);
	else if (strcmp(o->what, "TLE") == 0)
		snprintf(detail, size, "(limit %ld.%03ld s%s%s)", l->cpu_ms /
			 1000, l->cpu_ms % 1000, strcmp(o->end, "idle") ? "" :
			 "; asleep or waiting for input past 3 x the limit",
			 strcmp(o->end, "idle") ? "" : waiting);
	else if (strcmp(o->what, "BUSY") == 0)
		snprintf(detail, size, "(the machine gave it no CPU for ten "
			 "times its wall budget, three times: too busy to "
			 "judge; run again when it is not)");
	else if (strcmp(o->what, "RE") == 0) {
		signal_name(o->code, sig, sizeof sig);
		snprintf(detail, size, "(%s%s)", sig, o->code == SIGNAL_REFUSED
			 ? ": a call the box refuses" : "");
		append_stderr_head(detail, size, err);
	} else
		return NULL;
	return o->what;
}

/* The judge's verdict, the checker's on an output (RULE_CHECKER) or the
 * interactor's on a game (`who`), with its detail: its message's first
 * line, escaped. */
static const char *checker_verdict(const struct outcome *c,
				   const text_t *message, const char *who,
				   char *detail)
{
	char sig[32];
	long n = 0;

	while (n < message->len && message->text[n] != '\n')
		n++;
	if (strcmp(c->what, "EXIT") == 0 && (c->code == 42 || c->code == 43)) {
		if (c->code == 42)
			return "AC";
		strcpy(detail, "(");
		append_printable(detail, DETAIL_SIZE, message->text, n, 200);
		if (n)
			strcat(detail, ")");
		else
			sprintf(detail, "(the %s gave no reason)", who);
		return "WA";
	}
	if (strcmp(c->what, "EXIT") == 0)
		snprintf(detail, DETAIL_SIZE, "(the %s exited %d, not 42 "
			 "or 43", who, c->code);
	else if (strcmp(c->what, "RE") == 0) {
		signal_name(c->code, sig, sizeof sig);
		snprintf(detail, DETAIL_SIZE, "(the %s died of %s", who, sig);
	} else
		snprintf(detail, DETAIL_SIZE, "(the %s did not finish: %s",
			 who, c->what);
	if (n > 0) {
		strcat(detail, ": ");
		append_printable(detail, DETAIL_SIZE, message->text, n, 120);
	}
	strcat(detail, ")");
	return "JE";
}

/* The verdict of a run that exited 0: its output judged. */
static const char *answer_verdict(const struct expected *e,
				  const text_t *out, char *detail)
{
	if (e->expect == EXPECT_PLAYED)
		return "AC";
	if (e->expect == EXPECT_EITHER)
		return out->len > 0 ? "AC" : (strcpy(detail, "(exit 0 with no "
					     "answer)"), "WA");
	if (e->rule == RULE_CHECKER)
		return checker_verdict(e->checker, e->message, "checker",
				       detail);
	return compare(e->rule, e->want, out, detail, DETAIL_SIZE) ? "WA" :
	       "AC";
}

/* RE for a run that exited with a status other than 0 (an answer was
 * expected), and what it said last. */
static const char *nonzero_exit(const struct outcome *o, const text_t *err,
				char *detail)
{
	snprintf(detail, DETAIL_SIZE, "(exit status %d)", o->code);
	append_stderr_head(detail, DETAIL_SIZE, err);
	return "RE";
}

/* The verdict of a game against an interactor (RULE_INTERACTIVE). */
static const char *interactive_verdict(const struct outcome *o,
				       const struct limits *l,
				       const struct expected *e,
				       const text_t *err, char *detail)
{
	const struct outcome *judge = e->checker;
	int spoke = strcmp(judge->what, "EXIT") == 0 &&
		    (judge->code == 42 || judge->code == 43);
	const char *limit;

	if (!spoke || (judge->code == 43 && e->judge_first))
		return checker_verdict(judge, e->message, "interactor",
				       detail);
	limit = limit_verdict(o, l, err, ": did it flush its output?",
			      detail, DETAIL_SIZE);
	if (limit)
		return limit;
	if (o->code != 0)
		return nonzero_exit(o, err, detail);
	return checker_verdict(judge, e->message, "interactor", detail);
}

/* decide: the verdict of a test (AC, WA, RE, TLE, MLE, OLE or BUSY; JE
 * when its checker failed) from how its run ended, what it wrote (out,
 * err) and what was expected (struct expected).  The detail goes to
 * `detail` (DETAIL_SIZE bytes). */
static const char *decide(const struct outcome *o, const struct limits *l,
			  const struct expected *e, const text_t *out,
			  const text_t *err, char *detail)
{
	const char *limit;
	char why[DETAIL_SIZE - 2];

	detail[0] = '\0';
	if (e->rule == RULE_INTERACTIVE)
		return interactive_verdict(o, l, e, err, detail);
	limit = limit_verdict(o, l, err, "", detail, DETAIL_SIZE);
	if (limit)
		return limit;
	if (e->expect == EXPECT_REJECTION ||
	    (e->expect != EXPECT_ANSWER && o->code == 1)) {
		static char none[1];
		static const text_t nothing = {none, 0, 0, 0};
		const char *part = e->expect == EXPECT_REJECTION ?
				   e->want->text : "";
		if (e->expect == EXPECT_PLAYED)	/* what it wrote before */
			out = &nothing;
		if (!rejection_problem(o, out, err, part, why, sizeof why)) {
			strcpy(detail, e->expect == EXPECT_REJECTION ?
			       "(rejected as expected)" : "(rejected)");
			return "AC";
		}
		snprintf(detail, DETAIL_SIZE, "(%s)", why);
		return "WA";
	}
	if (o->code != 0)
		return nonzero_exit(o, err, detail);
	return answer_verdict(e, out, detail);
}

/* decide() on an output written beforehand, as by a run that exited 0
 * within every limit with nothing on stderr: for testing a checker on
 * outputs (tools/front/fuzz.c; tools/core/lib.sh's judge_output). */
static inline const char *decide_written(const struct limits *l,
					 const struct expected *e,
					 const text_t *out, char *detail)
{
	static const struct outcome exited = {"EXIT", 0, "ended"};
	static char none[1];
	const text_t nothing = {none, 0, 0, 0};

	return decide(&exited, l, e, out, &nothing, detail);
}

#endif
