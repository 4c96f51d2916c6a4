/*
 * Shrink step for scored_tictactoe (tools/yours): the simpler neighbours
 * of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN     writes neighbour K (0-based) of IN; exit status 1
 *                     when IN has no neighbour K
 *
 * In order: the input without one of its cases (when it has two or
 * more); then one case with one stone taken off.  Each is smaller than
 * IN, so shrinking ends.
 */
#include <stdio.h>
#include <stdlib.h>

enum { MAX_T = 1000000 };

typedef struct {
	int mover;
	char cell[10];	/* 3 rows of 3, one after another */
} case_t;

static int t;
static case_t *cases;
static long k;

/* Writes the input, without case `skip` (-1: none), and exits if this is
 * neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (k-- > 0)
		return;
	printf("%d\n", t - (skip >= 0));
	for (i = 0; i < t; i++)
		if (i != skip)
			printf("%d\n%.3s\n%.3s\n%.3s\n", cases[i].mover,
			       cases[i].cell, cases[i].cell + 3,
			       cases[i].cell + 6);
	exit(0);
}

int main(int argc, char **argv)
{
	int i, c;

	if (argc != 2 || scanf("%d", &t) != 1 || t < 1 || t > MAX_T
	    || !(cases = malloc(sizeof *cases * (size_t)t)))
		return 2;
	k = atol(argv[1]);
	for (i = 0; i < t; i++)
		if (scanf("%d %3s %3s %3s", &cases[i].mover, cases[i].cell,
			  cases[i].cell + 3, cases[i].cell + 6) != 4)
			return 2;
	for (i = 0; t > 1 && i < t; i++)
		offer(i);
	for (i = 0; i < t; i++)
		for (c = 0; c < 9; c++) {
			char stone = cases[i].cell[c];
			if (stone == '.')
				continue;
			cases[i].cell[c] = '.';
			offer(-1);
			cases[i].cell[c] = stone;
		}
	return 1;
}
