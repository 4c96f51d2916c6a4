/*
 * grader: a scored package's grader for data/secret/ (`grading: custom`
 * in its testdata.yaml), as problemtools runs one: `VERDICT SCORE` for
 * each test or group of the folder on stdin, a line each, and its
 * grader_flags as arguments; one line `VERDICT SCORE` on stdout.
 *
 *   grader [sum | avg | min | max]... < RESULTS
 *
 * The score: the scores summed (the default), averaged, or the least or
 * the greatest of them, the last such flag winning; any other flag is
 * ignored, as problemtools' own grader ignores one it does not know.
 * The verdict: AC when at least one is AC and every other is WA, the
 * wrong answers alone costing points; else the first that is not AC, so
 * a program that overruns its time or crashes anywhere is not accepted
 * whatever it scores.  Under min, all or nothing (a group, a test's own
 * folder), any failure is the verdict: the first, as problemtools' own
 * grader gives it.  No results at all: AC 0.
 *
 * Why not problemtools' own grader: it accepts a partly right program
 * only with the flag accept_if_any_accepted, which DOMjudge, reading the
 * same testdata.yaml, does not know and warns of; the flags here are
 * the ones both read; and it starts as a Python program, once a folder
 * a submission, where this one starts in a millisecond (a package of 554
 * one-test folders judged in half the time).  Bad input: one line on
 * stderr and exit status 1 (problemtools' judge error).  C99 and its
 * library alone: the package ships this file as it is, in graders/.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum fold { SUM, AVG, MIN, MAX };

/* The verdicts problemtools sends and takes back from a grader. */
static const char *const verdicts[] = {
	"AC", "WA", "TLE", "RTE", "MLE", "OLE", "JE"
};

static int known(const char *verdict)
{
	size_t i;

	for (i = 0; i < sizeof verdicts / sizeof *verdicts; i++)
		if (strcmp(verdict, verdicts[i]) == 0)
			return 1;
	return 0;
}

static enum fold fold_of(int argc, char **argv)
{
	static const char *const names[] = { "sum", "avg", "min", "max" };
	enum fold fold = SUM;
	int i, k;

	for (i = 1; i < argc; i++)
		for (k = 0; k < 4; k++)
			if (strcmp(argv[i], names[k]) == 0)
				fold = (enum fold)k;
	return fold;
}

static double folded(enum fold fold, double so_far, double score, long n)
{
	if (n == 1)
		return score;
	switch (fold) {
	case MIN: return score < so_far ? score : so_far;
	case MAX: return score > so_far ? score : so_far;
	default: return so_far + score;	/* SUM, and AVG until the end */
	}
}

/* What the results come to so far. */
struct tally {
	double total;
	long n;
	int any_ac, only_wa;
	char first_error[8];
};

static void add(struct tally *t, enum fold fold, const char *verdict,
		double score)
{
	t->total = folded(fold, t->total, score, ++t->n);
	if (strcmp(verdict, "AC") == 0) {
		t->any_ac = 1;
		return;
	}
	if (!*t->first_error)
		strcpy(t->first_error, verdict);
	t->only_wa &= strcmp(verdict, "WA") == 0;
}

int main(int argc, char **argv)
{
	enum fold fold = fold_of(argc, argv);
	struct tally t = { 0, 0, 0, 1, "" };
	char verdict[8];
	double score;
	int got;

	while ((got = scanf("%7s %lf", verdict, &score)) == 2) {
		if (!known(verdict) || !(score >= 0 && score <= 1e15)) {
			fprintf(stderr, "grader: result %ld: '%s %g' is"
				" not a verdict and a score\n", t.n + 1,
				verdict, score);
			return 1;
		}
		add(&t, fold, verdict, score);
	}
	if (got != EOF || !feof(stdin)) {
		fprintf(stderr, "grader: result %ld: not `VERDICT SCORE`\n",
			t.n + 1);
		return 1;
	}
	if (fold == AVG && t.n > 0)
		t.total /= (double)t.n;
	printf("%s %.9f\n", !*t.first_error ||
	       (fold != MIN && t.any_ac && t.only_wa) ? "AC" : t.first_error,
	       t.total);
	return 0;
}
