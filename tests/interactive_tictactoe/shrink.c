/*
 * Shrink step for interactive_tictactoe (tools/front/yours): the simpler neighbours of an
 * input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *   shrink later K    (games searched move by move only) the K-th position
 *                     a move later; exit status 2: not one position
 *
 * FILL IN: the neighbours in order, each smaller than IN (fewer cases,
 * pieces, cells, smaller values), so that shrinking ends.  Offer `later`
 * only where the answer follows from the answers a move later (a game
 * search): make judge then walks down the game tree and, where every
 * later position is answered right, says the mistake is in how this
 * position's value follows from its moves'.  For an answer found by a
 * rule or formula, with no search, that would mislead: exit 2 for it.
 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	if (argc != 2)
		return 2;	/* `later K`, or no K */
	(void)atol(argv[1]);
	return 1;	/* FILL IN: no neighbour yet */
}
