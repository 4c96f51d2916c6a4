/*
 * verdict: a test's verdict from a run described to it, for the judge's
 * self-test of the rule (tools/checks/selftest-rule.sh: outcomes, exit
 * statuses and a checker's runs made up); the rule itself is decide(),
 * tools/core/verdict.h, which the sandbox applies to real runs.
 *
 *   verdict [--tokens | --exact | --checker CHECKER_RUN MESSAGE |
 *            --interactor INTERACTOR_RUN MESSAGE FIRST]
 *           CPU_MS MEMORY_MIB OUTPUT_MIB RUN IN EXPECTED OUT ERR
 *
 * The limits the run was held to; RUN, the sandbox's line (tools/core/
 * sandbox.c: VERDICT CODE CPU_MS PEAK_KIB WALL_US END); IN, the test's
 * input, as the record names it; EXPECTED, the
 * expected output, or NAME.err, the text an expected rejection's line
 * must hold (CR and LF left out), or - for either an answer or a
 * rejection; OUT and ERR, what the program wrote.  Outputs compared by
 * words (--tokens), bytes (--exact) or else lines (compare.h), or
 * judged by a checker (--checker): CHECKER_RUN, the sandbox's line of
 * the checker's run on OUT (NONE when it did not run), and MESSAGE, its
 * judgemessage.txt, if it wrote one; or the program played against an
 * interactor (--interactor: its line, its message, and FIRST, "program"
 * or "interactor", the one that ended first: tools/core/interact.c).
 * Prints the test's record, as the sandbox's --tests does (test_files.h's
 * print_record); exit 0 for AC, 1 for any other verdict, 2 on a usage
 * error or a file it cannot read.
 */
#include "test_files.h"

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

/* The sandbox's line: how the run ended in o, what it used in used. */
static void read_outcome(struct outcome *o, long used[3], const char *run)
{
	if (read_run(run, o, used) != 0) {
		fprintf(stderr, "verdict: not a sandbox's line: '%s'\n", run);
		exit(2);
	}
}

/* The checker's run and message: --checker CHECKER_RUN MESSAGE. */
static void read_checker(struct outcome *c, text_t *message,
			 const char *run, const char *path)
{
	long used[3];

	if (strcmp(run, "NONE") == 0) {
		strcpy(c->what, "NONE");
		c->code = 0;
	} else
		read_outcome(c, used, run);
	read_message(message, path);
}

int main(int argc, char **argv)
{
	struct expected e = {EXPECT_ANSWER, RULE_LINES, NULL, NULL, NULL, 0};
	struct limits l;
	struct outcome o, checker;
	text_t want = {NULL, 0, 0, 0}, out, err, message;
	char detail[DETAIL_SIZE];
	const char *v;
	long used[3];

	if (argc > 1 && strcmp(argv[1], "--tokens") == 0)
		e.rule = RULE_TOKENS, argv++, argc--;
	else if (argc > 1 && strcmp(argv[1], "--exact") == 0)
		e.rule = RULE_EXACT, argv++, argc--;
	else if (argc > 3 && strcmp(argv[1], "--checker") == 0) {
		e.rule = RULE_CHECKER;
		read_checker(&checker, &message, argv[2], argv[3]);
		e.checker = &checker, e.message = &message;
		argv += 3, argc -= 3;
	} else if (argc > 4 && strcmp(argv[1], "--interactor") == 0) {
		e.rule = RULE_INTERACTIVE;
		read_checker(&checker, &message, argv[2], argv[3]);
		e.checker = &checker, e.message = &message;
		e.judge_first = strcmp(argv[4], "interactor") == 0;
		argv += 4, argc -= 4;
	}
	if (argc != 9) {
		fputs("usage: verdict [--tokens | --exact | --checker "
		      "CHECKER_RUN MESSAGE | --interactor INTERACTOR_RUN "
		      "MESSAGE FIRST] CPU_MS MEMORY_MIB OUTPUT_MIB RUN IN "
		      "EXPECTED OUT ERR\n", stderr);
		return 2;
	}
	l.cpu_ms = whole(argv[1]);
	l.memory_mib = whole(argv[2]);
	l.output_mib = whole(argv[3]);
	read_outcome(&o, used, argv[4]);
	e.expect = expected(argv[6], e.rule, &want);
	e.want = &want;
	/* trailing blanks matter to the rejection rule, and to --exact */
	load(&out, argv[7], e.expect != EXPECT_ANSWER ||
	     e.rule == RULE_EXACT);
	load(&err, argv[8], 1);
	v = decide(&o, &l, &e, &out, &err, detail);
	print_record(v, &o, used[0], used[1], used[2], argv[5], detail);
	return strcmp(v, "AC") != 0;
}
