# shellcheck shell=bash
# shellcheck disable=SC2154 # slug and t: tools/front/new's, which
# sources this file
# kit.sh: a new problem's kit programs, tests/SLUG/validate.c, gen.c,
# brute.c, shrink.c and explain.c, each compiling as it is, every place
# to fill saying FILL IN and what goes there.

cat >"$t/validate.c" <<EOF
/*
 * Validator for $slug: exit 42 for a judge's input, 43 and a reason
 * otherwise (tests/common/validate.h).  FILL IN: the statement's format.
 */
#include "../common/validate.h"

int main(void)
{
	/* FILL IN: the format: number(lo, hi, after), row_of(row, n,
	 * allowed), expect('\n') */
	valid_if_done();
	return 0;
}
EOF

cat >"$t/gen.c" <<EOF
/*
 * Generator for $slug.
 *
 *   gen SEED      FILL IN: what it writes; make stress calls it with
 *                 the seed alone, so that must write a small case
 *   gen hack SEED make hack's input (hack_args(): edge values often)
 */
#include "../common/gen.h"

int main(int argc, char **argv)
{
	const char *usage = "gen SEED";

	usage_unless(argc == 2, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	/* FILL IN: write a random input, rng_range(lo, hi) */
	return 0;
}
EOF

cat >"$t/brute.c" <<EOF
/*
 * Brute force for $slug: FILL IN: the plainest correct algorithm.
 * Shares no code with the solution, not even the input reader.
 */
#include <stdio.h>

/* FILL IN: the search, which explain.c builds on.  explain.c includes
 * this file with EXPLAIN defined: a static function that only main()
 * calls goes below, inside #ifndef EXPLAIN, or explain's build (warnings
 * as errors) fails on it as unused. */

#ifndef EXPLAIN	/* explain.c builds on the search above */
int main(void)
{
	/* FILL IN: read with scanf, answer each case */
	return 0;
}
#endif
EOF

cat >"$t/shrink.c" <<EOF
/*
 * Shrink step for $slug (tools/front/yours): the simpler neighbours of an
 * input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *   shrink later K    (games searched move by move only) the K-th position
 *                     a move later; exit status 2: not one position
 *
 * FILL IN: the neighbours in order, each smaller than IN (fewer cases,
 * pieces, cells, smaller values), so that shrinking ends.  Offer \`later\`
 * only where the answer follows from the answers a move later (a game
 * search): make judge then walks down the game tree and, where every
 * later position is answered right, says the mistake is in how this
 * position's value follows from its moves'.  For an answer found by a
 * rule or formula, with no search, that would mislead: exit 2 for it.
 */
#include <stdio.h>

#include "../common/shrink.h"

int main(int argc, char **argv)
{
	read_step(argc, argv, 0);	/* 1 where it offers \`later\` */
	(void)not_this_one;	/* FILL IN: each neighbour in order: unless
				 * not_this_one(), write it and exit(0) */
	return 1;
}
EOF

cat >"$t/explain.c" <<EOF
/*
 * explain for $slug (make explain): what lies behind each answer.
 * FILL IN: what it shows (a game's: each move's value, the best play; a
 * rule's: which rule applies, and why), built on brute.c.  Each case ends
 * with \`answer: \` and its answer's first line, as the solution prints
 * it, byte for byte: make test checks these lines against the solution's
 * output on every sample (the first of each case's answer_lines; with
 * cases=one and no answer_lines, every line of the output).
 *
 *   explain [LIMIT] < IN      the first LIMIT cases (default 10)
 */
#define EXPLAIN
#include "brute.c"
#include "../common/explain.h"

int main(int argc, char **argv)
{
	(void)argc, (void)argv;
	/* FILL IN: read the input (refuse() what the solution refuses),
	 * explain the first LIMIT cases */
	return 0;
}
EOF
