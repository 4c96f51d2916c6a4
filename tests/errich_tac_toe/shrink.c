/*
 * Shrink step for errich_tac_toe (tools/front/yours): the simpler neighbours of an
 * input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * FILL IN: in order, each smaller than IN (fewer cases, pieces, cells,
 * smaller values), so that shrinking ends.
 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	if (argc != 2)
		return 2;
	(void)atol(argv[1]);
	return 1;	/* FILL IN: no neighbour yet */
}
