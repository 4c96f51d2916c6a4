/*
 * gen.h: what the test generators share.  A seed from the command line and
 * a small PRNG of our own (splitmix64), never rand() or time(), so that the
 * same seed writes the same test on every machine.
 */
#ifndef GEN_H
#define GEN_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "lines3x3.h"

static uint64_t rng_state;

/* The next 64 random bits (splitmix64). */
static inline uint64_t rng_next(void)
{
	uint64_t z = rng_state += 0x9e3779b97f4a7c15u;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

/* A uniform integer in [lo, hi]. */
static inline long rng_range(long lo, long hi)
{
	return lo + (long)(rng_next() % (uint64_t)(hi - lo + 1));
}

/* Stops with the usage line and exit status 2 unless `ok`. */
static inline void usage_unless(int ok, const char *usage)
{
	if (!ok) {
		fprintf(stderr, "usage: %s\n", usage);
		exit(2);
	}
}

/* A whole number from the command line in [lo, hi], or usage and exit 2. */
static inline long arg_number(const char *s, long lo, long hi,
			      const char *usage)
{
	char *end;
	long v = strtol(s, &end, 10);

	usage_unless(end != s && !*end && v >= lo && v <= hi, usage);
	return v;
}

/* Whether piece p holds a whole line (row, column or diagonal) of a 3x3
 * board given as 9 characters, row by row. */
static inline int owns_line(const char cell[9], char p)
{
	int i;

	for (i = 0; i < 8; i++)
		if (cell[line_cell(i, 0)] == p && cell[line_cell(i, 1)] == p &&
		    cell[line_cell(i, 2)] == p)
			return 1;
	return 0;
}

/* make hack's `gen hack SEED`: the generator's own arguments, SEED then
 * one value picked by the seed from each of the n lists of pick (each
 * ended by NULL), so that the edges listed come often; the generator
 * goes on as if called with them.  Sets *argc; returns the new argv. */
static inline char **hack_args(char **argv, int *argc, int n,
			       const char *const pick[][8])
{
	static char *args[8];
	int i, k;

	rng_state = (uint64_t)arg_number(argv[2], 0, 1L << 62,
					 "gen hack SEED");
	args[0] = argv[0], args[1] = argv[2];
	for (i = 0; i < n; i++) {
		for (k = 0; pick[i][k]; k++)
			;
		args[2 + i] = (char *)pick[i][rng_range(0, k - 1)];
	}
	*argc = 2 + n;
	return args;
}
#endif
