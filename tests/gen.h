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

/* A whole number from the command line in [lo, hi], or usage and exit 2. */
static inline long arg_number(const char *s, long lo, long hi,
			      const char *usage)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (end == s || *end || v < lo || v > hi) {
		fprintf(stderr, "usage: %s\n", usage);
		exit(2);
	}
	return v;
}

#endif
