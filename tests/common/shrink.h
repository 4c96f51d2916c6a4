/*
 * shrink.h: the countdown of every shrink step (tests/<slug>/shrink.c).
 * `shrink K < IN` offers IN's simpler neighbours in a fixed order and
 * writes the K-th (0-based): each offer asks not_this_one() first, which
 * counts K down, and only the K-th offer writes its input and exits 0.
 * A step that runs out of neighbours exits 1.
 */
#ifndef SHRINK_H
#define SHRINK_H

static long k;	/* how many neighbours are still to be passed over */

/* Whether the neighbour about to be offered is passed over (counted). */
static int not_this_one(void)
{
	return k-- > 0;
}

#endif
