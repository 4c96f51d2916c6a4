/*
 * checker.h: what the checkers (tests/<slug>/checker.c) share, so that a
 * checker holds only its problem's rule.  A problem whose statement
 * accepts several answers is judged by a checker, not by comparison.
 *
 * One source, eight builds, one for each way judges call a checker:
 *
 *   checker INPUT ANSWER FEEDBACK_DIR [ARG...] < OUTPUT
 *     as problemtools, BAPCtools and DOMjudge run an output validator:
 *     exit 42 right, 43 wrong, the reason in FEEDBACK_DIR/judgemessage.txt
 *     (FEEDBACK_DIR with or without its final '/'; ARGs ignored)
 *   checker INPUT OUTPUT ANSWER [REPORT [-appes]]  (-DTESTLIB_ORDER)
 *     as testlib's checkers run (oj, CP Editor, Polygon, Hydro, LemonLime
 *     in its testlib mode): exit 0 right, 1 wrong, 2 an output not in
 *     the format (PE), 3 judge failure; "ok", "wrong answer", "wrong
 *     output format" or "FAIL" and the reason on stderr, the reason alone
 *     in REPORT (with -appes: as testlib's XML, the outcome accepted,
 *     wrong-answer, presentation-error or fail); testlib's options
 *     --testset X and --group Y, anywhere, taken out as testlib does
 *   checker INPUT ANSWER OUTPUT                         (-DHUSTOJ)
 *     as HUSTOJ runs a special judge (spj): testlib's build, the answer
 *     second
 *   interactor INPUT TOUT [ANSWER [REPORT [-appes]]]  (-DTESTLIB_INTERACTOR)
 *     as testlib's interactors run (Hydro, Polygon; HUSTOJ gives no
 *     ANSWER): testlib's build, but the program's output on stdin, its
 *     input on stdout; TOUT, where a testlib interactor may leave words
 *     for a checker, left empty
 *   checker INPUT OUTPUT ANSWER FULL SCORE MESSAGE      (-DLEMON)
 *     as Lemon and LemonLime run a special judge: the score, FULL or 0,
 *     into the file SCORE, the reason into MESSAGE, exit 0
 *   checker INPUT OUTPUT ANSWER                         (-DARBITER)
 *     as Arbiter (NOI Linux) runs one: the reason, one line, then the
 *     score, 10 or 0, into /tmp/_eval.score ($EVAL_SCORE instead, where
 *     set: the tests' own file), exit 0
 *   checker INPUT ANSWER OUTPUT                         (-DCMS)
 *     as CMS runs a checker (the answer second): the score, 1.0 or 0.0,
 *     on stdout, the reason on stderr, exit 0
 *   interactor FROM_PROGRAM TO_PROGRAM < INPUT          (-DCMS_MANAGER)
 *     as CMS runs a Communication task's manager, two FIFOs: the score
 *     and reason as CMS's checker, no answer (none is given it)
 *
 * A judge failure (a bad command line; the input or the answer, the
 * judge's own files, unreadable or not what the checker expects) exits 1
 * in the first build, which every judge of that convention takes as a
 * judge error, never as a verdict; 3 in testlib's; 1 in Lemon's and
 * Arbiter's, whose judges take a checker's exit status other than 0 as
 * its failure.
 *
 * The checker defines `static void check(void)`, which reads the three
 * sources below with the readers here and returns only when the output
 * is right; a fault ends the run: broken(), an output against the rule
 * (wrong answer), or malformed(), not in the format (the readers' faults:
 * a word missing, too long, not a number, past the end), each a judge
 * failure in a judge's file.  Every source is read as words (runs of
 * bytes other than space, tab, CR and LF, as testlib's readers read); the
 * contestant's output leniently (white space is free).  A word longer than
 * its buffer is read to its end in constant memory, so a 60 MiB line costs
 * time, not memory.  Messages quote the output's bytes escaped (\xHH),
 * never raw.
 */
#ifndef CHECKER_H
#define CHECKER_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the checker found, in testlib's order; each build maps it. */
enum outcome { RIGHT, WRONG, MALFORMED, JUDGE_FAILURE };

typedef struct {
	FILE *file;
	const char *name;	/* "the output", "the input", "the answer" */
	int judges;		/* 1: a judge's file, its faults the judge's */
} source_t;

static source_t input = {NULL, "the input", 1};
static source_t answer = {NULL, "the answer", 1};
static source_t output = {NULL, "the output", 0};

static void check(void);
static void report(enum outcome outcome, const char *reason);

/* Ends the run: the reason from format and args, reported as the build's
 * judges take it. */
static inline void finish(enum outcome outcome, const char *format,
			  va_list args)
{
	char reason[1024];

	vsnprintf(reason, sizeof reason, format, args);
	report(outcome, reason);
}

/* The judge is at fault, not the output. */
static inline void judge_failure(const char *format, ...)
{
	va_list args;

	va_start(args, format);
	finish(JUDGE_FAILURE, format, args);
	va_end(args);
}

/* The output is wrong: why, in one line (an interactor's word on a game). */
static inline void wrong(const char *format, ...)
{
	va_list args;

	va_start(args, format);
	finish(WRONG, format, args);
	va_end(args);
}

/* `from` breaks the rule: a wrong answer of the output, else the judge's
 * failure.  One line, naming case, row and cell. */
static inline void broken(const source_t *from, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	finish(from->judges ? JUDGE_FAILURE : WRONG, format, args);
	va_end(args);
}

/* `from` is not in the format: the output's (testlib's PE; a wrong answer
 * elsewhere), else the judge's failure. */
static inline void malformed(const source_t *from, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	finish(from->judges ? JUDGE_FAILURE : MALFORMED, format, args);
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
		malformed(from, "%s: %s: %lu bytes, too long", from->name, what,
		      (unsigned long)n);
	return n;
}

/* The next word of `from`, which must be there: `what` names it. */
static inline size_t read_word(source_t *from, char *word, size_t size,
			const char *what)
{
	size_t n = next_word_of(from, word, size, what);

	if (n == 0)
		malformed(from, "%s ends where %s was expected", from->name,
			  what);
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
		malformed(from, "%s: %s is '%s', not a whole number from %ld "
			  "to %ld", from->name, what, shown(word, n), lo, hi);
	return value;
}

/* Nothing but white space left in `from`. */
static inline void read_end(source_t *from)
{
	char word[41];
	size_t n = next_word_of(from, word, sizeof word, "a word past the end");

	/* its bytes, a NUL among them too */
	if (n > 0)
		malformed(from, "%s goes on past the end: '%s'", from->name,
			  shown(word, n));
}

static inline FILE *open_or_fail(const char *path)
{
	FILE *f = fopen(path, "rb");

	if (!f)
		judge_failure("cannot open %s", path);
	return f;
}

#if (defined TESTLIB_INTERACTOR || defined HUSTOJ) && !defined TESTLIB_ORDER
#define TESTLIB_ORDER	/* testlib's build, with a difference */
#endif

#if defined TESTLIB_ORDER || defined LEMON || defined ARBITER
/* The builds that take IN OUT ANS as argv[1..3]: judged, then right. */
static int check_files(char **argv)
{
#ifdef TESTLIB_INTERACTOR
	FILE *tout = fopen(argv[2], "wb");

	if (!tout || fclose(tout) != 0)
		judge_failure("cannot write %s", argv[2]);
	output.file = stdin;
#elif defined HUSTOJ
	output.file = open_or_fail(argv[3]);
#else
	output.file = open_or_fail(argv[2]);
#endif
	input.file = open_or_fail(argv[1]);
#ifdef HUSTOJ
	answer.file = open_or_fail(argv[2]);	/* the answer second */
#else
	answer.file = open_or_fail(argv[3] ? argv[3] : "/dev/null");
#endif
	check();
	report(RIGHT, "");
	return 0;
}
#endif

#if defined TESTLIB_ORDER
static const char *report_path;	/* REPORT, or NULL */
static int appes;		/* -appes: REPORT as testlib's XML */

/* The reason, bytes as they are: messages here are printable ASCII. */
static void xml_write(FILE *f, const char *text)
{
	for (; *text; text++)
		if (*text == '<')
			fputs("&lt;", f);
		else if (*text == '>')
			fputs("&gt;", f);
		else if (*text == '&')
			fputs("&amp;", f);
		else
			fputc(*text, f);
}

static void report(enum outcome outcome, const char *reason)
{
	static const char *const said[] = {"ok", "wrong answer",
		"wrong output format", "FAIL"};
	static const char *const xml[] = {"accepted", "wrong-answer",
		"presentation-error", "fail"};
	FILE *f;

	/* the word and a space, always, as testlib writes them: Hydro
	 * takes a bare "ok" for a wrong answer */
	fprintf(stderr, "%s %s\n", said[outcome], reason);
	if (report_path) {
		if (!(f = fopen(report_path, "w")))
			exit(JUDGE_FAILURE);
		if (appes) {
			fprintf(f, "<?xml version=\"1.0\" encoding=\"windows-"
				"1251\"?><result outcome = \"%s\">",
				xml[outcome]);
			xml_write(f, reason);
			fputs("</result>\n", f);
		} else {
			fputs(reason, f);
		}
		if (fclose(f) != 0) {
			fputs("FAIL cannot write the report\n", stderr);
			exit(JUDGE_FAILURE);
		}
	}
	exit(outcome);	/* 0 1 2 3, testlib's */
}

/* testlib's own options, which judges built on it pass anywhere on the
 * line (--testset X --group Y), taken out as testlib takes them: a
 * --testset of no name, or a --group with nothing after it, is the
 * judge's failure.  How many words are left, in argv. */
static int without_options(int argc, char **argv)
{
	int i, left = 1;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--testset") == 0) {
			if (++i >= argc || !*argv[i])
				judge_failure("--testset needs a name");
		} else if (strcmp(argv[i], "--group") == 0) {
			if (++i >= argc)
				judge_failure("--group needs a name");
		} else {
			argv[left++] = argv[i];
		}
	argv[left] = NULL;
	return left;
}

int main(int argc, char **argv)
{
	argc = without_options(argc, argv);
#ifdef TESTLIB_INTERACTOR
	if (argc == 3)	/* HUSTOJ's call: no answer, none checked */
		return check_files(argv);
#endif
	if (argc < 4 || argc > 6
	    || (argc == 6 && strcmp(argv[5], "-appes") != 0
		&& strcmp(argv[5], "-APPES") != 0))
		judge_failure("usage: %s INPUT OUTPUT ANSWER [REPORT "
			      "[-appes]]", argv[0]);
	report_path = argc >= 5 ? argv[4] : NULL;
	appes = argc == 6;
	return check_files(argv);
}
#elif defined CMS || defined CMS_MANAGER
#ifdef CMS_MANAGER
#ifndef _POSIX_C_SOURCE
#error "CMS_MANAGER: define _POSIX_C_SOURCE first (dup, fdopen)"
#endif
#include <unistd.h>
#endif
static FILE *score_out;	/* stdout, the manager's apart from its moves */

/* The score and one line of reason, exit 0; the judge's failure exits 1,
 * which CMS takes for the checker's own failure, never a verdict. */
static void report(enum outcome outcome, const char *reason)
{
	if (outcome == JUDGE_FAILURE || !score_out) {
		fprintf(stderr, "%s\n", reason);
		exit(1);
	}
	fprintf(score_out, "%s\n", outcome == RIGHT ? "1.0" : "0.0");
	fprintf(stderr, "%s\n", *reason ? reason : "Output is correct");
	exit(fflush(score_out) == 0 ? 0 : 1);
}

#ifdef CMS
int main(int argc, char **argv)
{
	score_out = stdout;
	if (argc != 4)
		judge_failure("usage: %s INPUT ANSWER OUTPUT", argv[0]);
	input.file = open_or_fail(argv[1]);
	answer.file = open_or_fail(argv[2]);
	output.file = open_or_fail(argv[3]);
	check();
	report(RIGHT, "");
	return 0;
}
#else
/* Its moves go to TO_PROGRAM, opened first (the program opens its stdin
 * first: no deadlock), its score to what stdout was. */
int main(int argc, char **argv)
{
	int fd = dup(1);

	if (argc != 3)
		judge_failure("usage: %s FROM_PROGRAM TO_PROGRAM < INPUT",
			      argv[0]);
	if (fd < 0 || !freopen(argv[2], "w", stdout))
		judge_failure("cannot write %s", argv[2]);
	output.file = open_or_fail(argv[1]);
	input.file = stdin;
	answer.file = open_or_fail("/dev/null");
	score_out = fdopen(fd, "w");
	check();
	report(RIGHT, "");
	return 0;
}
#endif
#elif defined LEMON || defined ARBITER
static long full_score = 10;	/* Arbiter's; Lemon's is FULL */
static const char *score_path = "/tmp/_eval.score";
#ifdef LEMON
static const char *message_path;
#endif

/* Both write the score and the reason and exit 0; the judge's failure
 * exits 1 (both judges take that as the checker's failure), its reason
 * on stderr too. */
static void report(enum outcome outcome, const char *reason)
{
	long score = outcome == RIGHT ? full_score : 0;
	FILE *f = fopen(score_path, "w");
	int failed = !f;

#ifdef ARBITER
	/* one line of reason, then the score */
	failed = failed || fprintf(f, "%s\n%ld\n", *reason ? reason : "ok",
				   score) < 0;
#else
	FILE *m = fopen(message_path, "w");
	failed = failed || !m || fprintf(f, "%ld\n", score) < 0
		 || fprintf(m, "%s\n", *reason ? reason : "ok") < 0
		 || fclose(m) != 0;
#endif
	failed = (f && fclose(f) != 0) || failed;
	if (outcome == JUDGE_FAILURE || failed) {
		fprintf(stderr, "FAIL %s\n", failed ? "cannot write the score"
			: reason);
		exit(1);
	}
	exit(0);
}

int main(int argc, char **argv)
{
#ifdef ARBITER
	if (getenv("EVAL_SCORE"))
		score_path = getenv("EVAL_SCORE");
	if (argc != 4)
		judge_failure("usage: %s INPUT OUTPUT ANSWER", argv[0]);
#else
	if (argc != 7) {
		score_path = message_path = "/dev/null";
		judge_failure("usage: %s INPUT OUTPUT ANSWER FULL SCORE "
			      "MESSAGE", argv[0]);
	}
	score_path = argv[5], message_path = argv[6];
	if (sscanf(argv[4], "%ld", &full_score) != 1 || full_score < 0)
		judge_failure("FULL is '%.20s', not a score", argv[4]);
#endif
	return check_files(argv);
}
#else
static FILE *message;	/* FEEDBACK_DIR/judgemessage.txt, or stderr */

/* 42 right, 43 wrong (malformed too), 1 the judge's failure. */
static void report(enum outcome outcome, const char *reason)
{
	static const int status[] = {42, 43, 43, 1};

	if (*reason)
		fprintf(message, "%s\n", reason);
	exit(fclose(message) == 0 ? status[outcome] : 1);
}

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
	report(RIGHT, "");	/* judgemessage.txt empty */
	return 0;
}
#endif

#endif
