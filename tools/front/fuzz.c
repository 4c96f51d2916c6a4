/*
 * fuzz: a small mutation fuzzer for one solution.
 *
 *   fuzz PROGRAM N SEED SEEDFILE...
 *
 * Makes N inputs from the SEEDFILEs (a problem's test inputs), each
 * mutated one to three times: truncated, bytes flipped, inserted or
 * replaced (NUL and other control bytes among them), CR-only or CRLF line
 * ends, an empty input, numbers made enormous, negative, zero-padded or
 * signed, an overlong line, the final newline dropped, data appended, lines
 * dropped or doubled.  PROGRAM (built with sanitizers) runs on each in
 * build/tools/sandbox (beside fuzz, not isolated: it is our own code),
 * with CPU_MS of CPU time and memory not judged, and is judged by the
 * one rule (decide(), tools/core/verdict.h).  It passes when it exits 0
 * with an answer on stdout, or exits 1 with nothing on stdout and exactly
 * one line on stderr.  Anything else fails: a sanitizer report, a signal, a
 * timeout, another exit status, a rejection without its one line.
 * Failing inputs are kept in a folder named in the report (at most 20),
 * each with the command to replay it, sanitizer options included.  Exit
 * status 1 if any failed; interrupted, it removes its folder unless it
 * kept a failing input there.
 * The same SEED makes the same inputs on every machine.
 *
 *   fuzz --interactive PROGRAM N SEED SEEDFILE...
 *
 * As above, for the program of an interactive problem fed its side of a
 * game (tools/core/verdict.h's EXPECT_PLAYED): it writes as it reads,
 * so exit 0 passes with any output, and a rejection may follow what it
 * wrote.
 *
 *   fuzz --checker CHECKER N SEED INPUT...
 *
 * A checker's fuzzing (tests/common/checker.h): the outputs, each
 * INPUT's NAME.out mutated as above (a cell lowercased too, and once a
 * line of 60 MiB), go to CHECKER (built with sanitizers) on INPUT, with
 * NAME.out as the answer; it passes when the one rule says AC, or WA
 * with a reason in judgemessage.txt; a crash, a judge error, a limit or
 * a WA with no reason fails.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>

#include "../core/run.h"
#include "../core/verdict.h"

enum { MAX_SEEDS = 4096, SEED_CAP = 16384, MAX_KEPT = 20, CPU_MS = 5000 };

typedef struct {
	char *text;
	long len, cap;
} buf_t;

static uint64_t rng;
static buf_t seeds[MAX_SEEDS];
static char *seed_input[MAX_SEEDS];	/* --checker: its INPUT, */
static char seed_answer[MAX_SEEDS][4200];	/* and NAME.out */
static int nseeds;
static const char *checker;	/* --checker CHECKER, or NULL */
static int interactive;		/* --interactive */
static int accepted;	/* --checker: the last output was */
static char folder[4096];	/* temporary: inputs, outputs, failures */

static uint64_t next(void)
{
	uint64_t z = rng += 0x9e3779b97f4a7c15u;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static long below(long n)
{
	return n > 0 ? (long)(next() % (uint64_t)n) : 0;
}

static void reserve(buf_t *b, long n)
{
	if (b->len + n <= b->cap)
		return;
	while (b->len + n > b->cap)
		b->cap = b->cap ? 2 * b->cap : 4096;
	if (!(b->text = realloc(b->text, b->cap)))
		run_die("realloc");
}

/* Replaces [at, at + cut) by n bytes of s. */
static void splice(buf_t *b, long at, long cut, const char *s, long n)
{
	reserve(b, n - cut);
	memmove(b->text + at + n, b->text + at + cut, b->len - at - cut);
	memcpy(b->text + at, s, n);
	b->len += n - cut;
}

/* The span [*from, *to) of a random number in b, or 0 if it has none. */
static int find_number(const buf_t *b, long *from, long *to)
{
	long start = below(b->len), i, j;

	for (j = 0; j < b->len; j++) {
		i = (start + j) % b->len;
		if (b->text[i] >= '0' && b->text[i] <= '9' &&
		    (i == 0 || b->text[i - 1] < '0' || b->text[i - 1] > '9')) {
			*from = i;
			for (*to = i; *to < b->len && b->text[*to] >= '0' &&
				      b->text[*to] <= '9'; (*to)++)
				;
			return 1;
		}
	}
	return 0;
}

/* Bytes that trip readers: NUL and other control bytes, line ends,
 * blanks, DEL, bytes over 127, signs, the boards' marks, digits. */
static const char bytes[] = {
	'\0', '\r', '\n', ' ', '\t', '\v', '\f', '\x01', '\x1b',
	'\x7f', '\xff', '\x80', '-', '+', '.', 'O', 'X', 'M', 'B',
	'#', '0', '1', '9'
};

/* Numbers that trip readers: past 32 and 64 bits, signed, zero-padded,
 * in other notations, near the problems' bounds. */
static const char *const numbers[] = {
	"99999999999999999999999", "-1", "-0", "0", "007", "+5",
	"2147483648", "-2147483649", "4294967296", "1e5", "0x10",
	"000000000000000000000000000000000001", "10", "11", "26", "40001"
};

/*
 * The mutations, one a function, each given b and a random place `at` in
 * [0, b->len] (drawn for every mutation, used by some).  Each draws its
 * own random numbers in a fixed order: the same seed makes the same
 * inputs.  Where one draws a byte (or a bit) and a place to put it, the
 * byte is drawn first: the order that gcc and clang both gave the single
 * assignment each once was, an order C leaves open.
 */

static void truncated(buf_t *b, long at)
{
	b->len = at;
}

static void bit_flipped(buf_t *b, long at)
{
	char mask;

	(void)at;
	if (!b->len)
		return;
	mask = (char)(1 << below(8));
	b->text[below(b->len)] ^= mask;
}

static void byte_inserted(buf_t *b, long at)
{
	char c = bytes[below(sizeof bytes)];

	splice(b, at, 0, &c, 1);
}

static void byte_replaced(buf_t *b, long at)
{
	char c;

	(void)at;
	if (!b->len)
		return;
	c = bytes[below(sizeof bytes)];
	b->text[below(b->len)] = c;
}

/* Every line end made CR only, or CRLF. */
static void line_ends_changed(buf_t *b, long at)
{
	int cr_only = below(2) != 0;
	long i;

	(void)at;
	for (i = 0; i < b->len; i++)
		if (b->text[i] == '\n') {
			if (cr_only)
				b->text[i] = '\r';
			else
				splice(b, i++, 0, "\r", 1);
		}
}

/* Nothing at all. */
static void emptied(buf_t *b, long at)
{
	(void)at;
	b->len = 0;
}

/* A number of b, if any, made one of numbers[]. */
static void number_made_strange(buf_t *b, long at)
{
	long from, to;
	const char *s;

	(void)at;
	if (!find_number(b, &from, &to))
		return;
	s = numbers[below(sizeof numbers / sizeof *numbers)];
	splice(b, from, to - from, s, (long)strlen(s));
}

/* Up to 200000 copies of a byte inserted (an O for a newline). */
static void overlong_line(buf_t *b, long at)
{
	long n = 1 + below(200000);
	char c = bytes[below(sizeof bytes)];

	reserve(b, n);
	memmove(b->text + at + n, b->text + at, b->len - at);
	memset(b->text + at, c == '\n' ? 'O' : c, n);
	b->len += n;
}

/* No final newline: the line ends at the end dropped, CRs too. */
static void final_newline_dropped(buf_t *b, long at)
{
	(void)at;
	while (b->len && (b->text[b->len - 1] == '\n' ||
			  b->text[b->len - 1] == '\r'))
		b->len--;
}

/* Data after the end: a number on a line of its own, or a word. */
static void data_appended(buf_t *b, long at)
{
	char text[32];
	long n;

	(void)at;
	if (below(2))
		n = sprintf(text, "\n%ld\n", below(1000));
	else
		n = sprintf(text, " x%c", (char)(' ' + below(95)));
	splice(b, b->len, 0, text, n);
}

/* The bytes [from, to) of b written twice. */
static void doubled(buf_t *b, long from, long to)
{
	char *line = malloc(to - from);

	if (!line)
		run_die("malloc");
	memcpy(line, b->text + from, to - from);
	splice(b, from, 0, line, to - from);
	free(line);
}

/* The line around at, with its newline, dropped or doubled; nothing (and
 * no draw) when at is the end of b and b is empty or ends in a newline. */
static void line_dropped_or_doubled(buf_t *b, long at)
{
	long from, to;

	for (from = at; from > 0 && b->text[from - 1] != '\n'; from--)
		;
	for (to = at; to < b->len && b->text[to] != '\n'; to++)
		;
	if (to < b->len)
		to++;
	if (to == from)
		return;
	if (below(2))
		splice(b, from, to - from, "", 0);
	else
		doubled(b, from, to);
}

/* 1 to 16 random bytes inserted. */
static void random_bytes_inserted(buf_t *b, long at)
{
	char text[16];
	long i, n = 1 + below(16);

	for (i = 0; i < n; i++)
		text[i] = (char)below(256);
	splice(b, at, 0, text, n);
}

/* A byte replaced by one that means something in the problems' inputs. */
static void token_byte_replaced(buf_t *b, long at)
{
	char c;

	(void)at;
	if (!b->len)
		return;
	c = "0123456789-.OXMB#\n "[below(19)];
	b->text[below(b->len)] = c;
}

/* A letter at or after `at` made lowercase (an output's 'X' as 'x'). */
static void lowercased(buf_t *b, long at)
{
	for (; at < b->len; at++)
		if (b->text[at] >= 'A' && b->text[at] <= 'Z') {
			b->text[at] += 'a' - 'A';
			return;
		}
}

/* Mutates b once: the place first, then the mutation, each as likely as
 * another but a line dropped or doubled, listed twice. */
static void mutate(buf_t *b)
{
	static void (*const mutation[])(buf_t *, long) = {
		truncated, bit_flipped, byte_inserted, byte_replaced,
		line_ends_changed, emptied, number_made_strange,
		overlong_line, final_newline_dropped, data_appended,
		line_dropped_or_doubled, line_dropped_or_doubled,
		random_bytes_inserted, token_byte_replaced, lowercased
	};
	long at = below(b->len + 1);

	mutation[below(sizeof mutation / sizeof *mutation)](b, at);
}

static void write_file(const char *path, const buf_t *b)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

	if (fd < 0 || (b->len && write(fd, b->text, b->len) != b->len) ||
	    close(fd) != 0)
		run_die(path);
}

static long read_file(const char *path, char *into, long cap)
{
	int fd = open(path, O_RDONLY);
	long n;

	if (fd < 0)
		run_die(path);
	n = read(fd, into, cap);
	close(fd);
	return n < 0 ? 0 : n;
}

/* --checker: why the checker's run on an output did not pass, or NULL:
 * the one rule's verdict on an output written as by a run that exited
 * 0, judged by the checker (its run o, its message the first bytes of
 * judgemessage.txt, in `message`); AC passes, and WA with a reason. */
static const char *judge_checked(const struct outcome *o,
				 const struct limits *limits, char *message)
{
	static char why[DETAIL_SIZE + 32], detail[DETAIL_SIZE];
	text_t said = {message, 0, 0, 0}, none = {why, 0, 0, 0};
	struct expected by_checker = {EXPECT_ANSWER, RULE_CHECKER, NULL,
				      NULL, NULL, 0};
	const char *verdict;
	char path[4300];

	snprintf(path, sizeof path, "%s/judgemessage.txt", folder);
	said.len = read_file(path, message, 1 << 15);
	message[said.len] = '\0';
	unlink(path);
	by_checker.checker = o, by_checker.message = &said;
	why[0] = '\0';
	verdict = decide_written(limits, &by_checker, &none, detail);
	accepted = strcmp(verdict, "AC") == 0;
	if (accepted ||
	    (strcmp(verdict, "WA") == 0 && said.len > 0))
		return NULL;
	snprintf(why, sizeof why, "%s %s", verdict, detail);
	return why;
}

/* Why a run did not pass, or NULL when it did: its verdict by the one
 * rule (decide(), tools/core/verdict.h), either an answer or a
 * rejection expected; a sanitizer's report named as such. */
static const char *judge(const struct outcome *o, const char *out_path,
			 const char *err_path)
{
	static char why[DETAIL_SIZE + 32], detail[DETAIL_SIZE];
	static char out[1 << 16], err[1 << 16];
	struct limits limits = {CPU_MS, 0, 64};
	text_t got = {out, 0, 0, 0}, said = {err, 0, 0, 0};
	const struct expected either = {
		interactive ? EXPECT_PLAYED : EXPECT_EITHER, RULE_LINES, NULL,
		NULL, NULL, 0};
	const char *verdict;

	got.len = read_file(out_path, out, sizeof out - 1);
	said.len = read_file(err_path, err, sizeof err - 1);
	out[got.len] = err[said.len] = '\0';
	if (checker)
		return judge_checked(o, &limits, err);
	verdict = decide(o, &limits, &either, &got, &said, detail);
	if (strcmp(verdict, "AC") == 0)
		return NULL;
	if (strstr(err, "Sanitizer") || strstr(err, "runtime error"))
		return "sanitizer report";
	snprintf(why, sizeof why, "%s %s", verdict, detail);
	return why;
}

static char in[4200], out[4200], err[4200], usage[4200];

/* The folder's scratch files, and the folder unless it keeps failures
 * (async-signal-safe: run.h calls it when interrupted). */
static void remove_folder(void)
{
	unlink(in);
	unlink(out);
	unlink(err);
	unlink(usage);
	rmdir(folder);
}

/* The sandbox's line: how the run ended; the sandbox failing is ours to
 * report, not the program's. */
static void outcome_of(int status, const char *usage_file, struct outcome *o)
{
	char line[256];
	long n = read_file(usage_file, line, sizeof line - 1);

	line[n] = '\0';
	if (status != 0 || sscanf(line, "%15s %d %*s %*s %*s %15s", o->what,
				  &o->code, o->end) != 3) {
		fprintf(stderr, "fuzz: the sandbox failed (status %d)\n",
			status);
		exit(2);
	}
}

/* A whole number in [lo, hi] from the command line, or exit 2 naming it. */
static long whole(const char *s, long lo, long hi, const char *what)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (*s < '0' || *s > '9' || *end || errno || v < lo || v > hi) {
		fprintf(stderr, "fuzz: %s must be a whole number from %ld to "
			"%ld, got '%s'\n", what, lo, hi, s);
		exit(2);
	}
	return v;
}

/* An environment variable for the replay line, quoted for the shell. */
static const char *option(const char *name)
{
	static char quoted[2][512];
	static int next_slot;
	char *q = quoted[next_slot++ % 2];

	snprintf(q, sizeof quoted[0], "'%s'", getenv(name) ? getenv(name) : "");
	return q;
}

/* The seed files under SEED_CAP bytes, the inputs mutated (--checker:
 * each INPUT's NAME.out, the output mutated); exit 2 when there is
 * none. */
static void load_seeds(char **paths, int count)
{
	int k;

	for (k = 0; k < count && nseeds < MAX_SEEDS; k++) {
		buf_t *b = &seeds[nseeds];
		char *path = paths[k], *dot = strrchr(path, '.');
		FILE *f;
		if (checker) {
			seed_input[nseeds] = path;
			snprintf(seed_answer[nseeds], sizeof seed_answer[0],
				 "%.*s.out", dot ? (int)(dot - path) : 4000,
				 path);
			path = seed_answer[nseeds];
		}
		f = fopen(path, "rb");
		if (!f)
			run_die(path);
		reserve(b, SEED_CAP);
		b->len = (long)fread(b->text, 1, SEED_CAP, f);
		if (fgetc(f) == EOF)	/* small enough to mutate */
			nseeds++;
		fclose(f);
	}
	if (nseeds == 0) {
		fputs("fuzz: no seed file under 16 KiB\n", stderr);
		exit(2);
	}
}

/* The scratch folder and its files, removed if we are interrupted. */
static void make_folder(void)
{
	snprintf(folder, sizeof folder, "%s/fuzz.XXXXXX",
		 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(folder))
		run_die("mkdtemp");
	sprintf(in, "%s/input", folder);
	sprintf(out, "%s/stdout", folder);
	sprintf(err, "%s/stderr", folder);
	sprintf(usage, "%s/usage", folder);
	run_on_interrupt = remove_folder;
}

/* Where a checker's INPUT and ANSWER go in that command line. */
enum { CHECKER_IN = 15, CHECKER_ANSWER = 16 };

/* The command line that runs program on the input: the sandbox beside
 * fuzz (argv0's folder, then "sandbox"), plain, memory not judged. */
static char **sandbox_command(const char *argv0, char *program)
{
	static char cpu[16], path[4200], *words[22];
	const char *slash = strrchr(argv0, '/');
	int k = slash ? (int)(slash - argv0) + 1 : 0;

	snprintf(path, sizeof path, "%.*ssandbox", k, argv0);
	sprintf(cpu, "%d", CPU_MS);
	setenv("ISOLATE", "0", 1);	/* our own sanitizer build: runs plain */
	words[0] = path, words[1] = "--time", words[2] = cpu;
	words[3] = "--memory", words[4] = "0", words[5] = "--output";
	words[6] = "64", words[7] = "--in", words[8] = in;
	words[9] = "--out", words[10] = out, words[11] = "--err";
	words[12] = err, words[13] = "--", words[14] = program;
	words[15] = NULL;
	if (checker)	/* CHECKER INPUT ANSWER FEEDBACK_DIR < OUTPUT */
		words[CHECKER_IN] = "", words[CHECKER_ANSWER] = "",
		words[17] = folder, words[18] = NULL;
	return words;
}

struct tally {
	long answered, rejected, failed;
};

/* --checker, the first output: a line of 60 MiB. */
static void huge_line(buf_t *b)
{
	b->len = 0;
	reserve(b, 60L << 20);
	memset(b->text, 'X', 60L << 20);
	b->len = 60L << 20;
}

/* --checker: the checker's INPUT and ANSWER, those of seed k; `huge`:
 * the output a line of 60 MiB instead. */
static void for_checker(char **sandbox, long k, int huge, buf_t *b)
{
	sandbox[CHECKER_IN] = seed_input[k];
	sandbox[CHECKER_ANSWER] = seed_answer[k];
	if (huge)
		huge_line(b);
}

/* One mutated input run and judged (--checker: an output, the checker
 * run on it, `huge` for the 60 MiB line); a failure kept (the first
 * MAX_KEPT) with its replay line. */
static void fuzz_one(char **sandbox, const char *program, struct tally *t,
		     int huge)
{
	buf_t b = {NULL, 0, 0};
	long k = below(nseeds);
	const buf_t *seed = &seeds[k];
	const char *why;
	struct outcome o;
	int times = 1 + (int)below(3);

	reserve(&b, seed->len + 1);
	memcpy(b.text, seed->text, seed->len);
	b.len = seed->len;
	while (times--)
		mutate(&b);
	if (checker)
		for_checker(sandbox, k, huge, &b);
	write_file(in, &b);
	outcome_of(run_program(sandbox, "/dev/null", usage, "/dev/null",
			       NULL, 0, NULL), usage, &o);
	why = judge(&o, out, err);
	if (!why) {
		if (checker ? accepted : o.code == 0)
			t->answered++;
		else
			t->rejected++;
	} else if (++t->failed <= MAX_KEPT) {
		char kept[4300];
		const char *input = checker ? sandbox[CHECKER_IN] : "";
		const char *answer = checker ? sandbox[CHECKER_ANSWER] : "";

		sprintf(kept, "%s/fail-%ld.in", folder, t->failed);
		write_file(kept, &b);
		printf("FAIL %s: %s\n     replay: ASAN_OPTIONS=%s "
		       "UBSAN_OPTIONS=%s %s%s%s%s%s%s < %s\n", program, why,
		       option("ASAN_OPTIONS"), option("UBSAN_OPTIONS"),
		       program, checker ? " " : "", input, checker ? " " : "",
		       answer, checker ? " /tmp" : "", kept);
	}
	free(b.text);
}

int main(int argc, char **argv)
{
	char **sandbox;
	struct tally t = {0, 0, 0};
	long n, i;

	if (argc > 2 && strcmp(argv[1], "--checker") == 0) {
		checker = argv[2];
		argv[1] = argv[0], argv++, argc--;	/* then as without */
	} else if (argc > 2 && strcmp(argv[1], "--interactive") == 0) {
		interactive = 1;
		argv[1] = argv[0], argv++, argc--;
	}
	if (argc < 5) {
		fputs("usage: fuzz [--interactive] PROGRAM N SEED SEEDFILE... | "
		      "fuzz --checker CHECKER N SEED INPUT...\n", stderr);
		return 2;
	}
	n = whole(argv[2], 1, 9999999, "N (make fuzz N=...)");
	rng = (uint64_t)whole(argv[3], 0, 999999999999999999L,
			      "SEED (make fuzz SEED=...)");
	load_seeds(argv + 4, argc - 4);
	make_folder();
	sandbox = sandbox_command(argv[0], argv[1]);
	for (i = 0; i < n; i++)
		fuzz_one(sandbox, argv[1], &t, checker && i == 0);
	remove_folder();
	if (checker)
		printf("fuzz %s: %ld output%s from seed %s: %ld accepted, %ld "
		       "rejected with a reason, %ld failed\n", argv[1], n,
		       n == 1 ? "" : "s", argv[3], t.answered, t.rejected,
		       t.failed);
	else
		printf("fuzz %s: %ld input%s from seed %s: %ld answered, %ld "
		       "rejected, %ld failed\n", argv[1], n, n == 1 ? "" : "s",
		       argv[3], t.answered, t.rejected, t.failed);
	if (t.failed > 0)
		printf("failing inputs kept in %s\n", folder);
	return t.failed > 0;
}
