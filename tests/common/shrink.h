/*
 * shrink.h: the countdown of every shrink step (tests/<slug>/shrink.c).
 * `shrink K < IN` offers IN's simpler neighbours in a fixed order and
 * writes the K-th (0-based): each offer asks not_this_one() first, which
 * counts K down, and only the K-th offer writes its input and exits 0.
 * A step that runs out of neighbours exits 1.  read_step() reads the
 * command line, `K` or `later K`, into the countdown.
 */
#ifndef SHRINK_H
#define SHRINK_H
#include <stdlib.h>
#include <string.h>

static long k;	/* how many neighbours are still to be passed over */

/* Whether the neighbour about to be offered is passed over (counted). */
static int not_this_one(void)
{
	return k-- > 0;
}

/* Reads the command line into k: `K`, or `later K` where `positions`
 * (the step offers positions later in the game); any other exits 2.
 * K is read as atol() does (a non-number is 0).  Returns whether
 * `later` was asked. */
static int read_step(int argc, char **argv, int positions)
{
	int later = positions && argc == 3 && !strcmp(argv[1], "later");

	if (argc != 2 && !later)
		exit(2);
	k = atol(argv[argc - 1]);
	return later;
}

#endif
